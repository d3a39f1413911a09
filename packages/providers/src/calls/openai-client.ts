import OpenAI from "openai";

/** An OpenAI-compatible endpoint: OpenAI, Groq, a self-hosted faster-whisper or LocalAI. */
export interface OpenAiEndpoint {
  baseURL?: string;
  apiKey: string;
  timeoutMs?: number;
  /** The SDK retries 408/409/429/5xx and timeouts with exponential backoff. */
  maxRetries?: number;
}

export const openAiClient = (endpoint: OpenAiEndpoint): OpenAI =>
  new OpenAI({
    apiKey: endpoint.apiKey,
    ...(endpoint.baseURL ? { baseURL: endpoint.baseURL } : {}),
    timeout: endpoint.timeoutMs ?? 120_000,
    maxRetries: endpoint.maxRetries ?? 3,
  });

/** A request the service refused for good (bad key, bad request): retrying the job cannot help. */
export const isPermanentApiError = (error: unknown): boolean =>
  error instanceof OpenAI.APIError &&
  typeof error.status === "number" &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 409, 429].includes(error.status);
