import OpenAI from "openai";
import { z } from "zod";
import type { AgentPrompt, AgentResponder as AgentResponderPort } from "@crm/domain";
import type { ProviderInfo } from "../provider-info";

export type { AgentPrompt };

/** Writes the AI agent's next message in a chat: the domain's port, plus what the provider is. */
export interface AgentResponder extends AgentResponderPort {
  readonly info: ProviderInfo;
}

const FOLLOW_UP_NOTE = "The contact has not answered your last message. Write one short, friendly follow-up.";

/**
 * The dev responder (embedded default): answers at once and deterministically, and says that it
 * is simulated, so nobody mistakes it for a real model.
 */
export function createDevAgentResponder(): AgentResponder {
  return {
    info: { service: "agent-llm", adapter: "dev", simulated: true },
    async reply(prompt) {
      if (prompt.followUp) return `[simulated ${prompt.agentName}] Just following up: is there anything else I can help with?`;
      const last = [...prompt.history].reverse().find((turn) => turn.role === "contact");
      return `[simulated ${prompt.agentName}] You said: "${last?.text ?? ""}". A real model would answer here, following the agent's instructions.`;
    },
  };
}

export interface OpenAiResponderOptions {
  apiKey: string;
  /** An OpenAI-compatible endpoint (OpenAI, Azure, vLLM, Ollama, LiteLLM...); default OpenAI's. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** The agent's reply through an OpenAI-compatible chat completions endpoint (official `openai` SDK). */
export function createOpenAiAgentResponder(options: OpenAiResponderOptions): AgentResponder {
  // Retries are the job queue's (backoff across worker restarts), not the SDK's.
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 0,
  });
  return {
    info: { service: "agent-llm", adapter: "openai-compatible", simulated: false },
    async reply(prompt) {
      const system = [
        prompt.instructions || `You are ${prompt.agentName}, a helpful assistant answering customers in a chat.`,
        prompt.followUp ? FOLLOW_UP_NOTE : "",
      ]
        .filter(Boolean)
        .join("\n\n");
      const completion = await client.chat.completions.create({
        model: options.model,
        messages: [
          { role: "system", content: system },
          ...prompt.history.map((turn) => ({
            role: turn.role === "contact" ? ("user" as const) : ("assistant" as const),
            content: turn.text,
          })),
        ],
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error("The model answered with no text.");
      return text;
    },
  };
}

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The AI agents' model in the worker's environment; published in docs/configuration.md (`pnpm docs:config`). */
export const agentLlmEnvSchema = z.object({
  OPENAI_API_KEY: z
    .preprocess(blankAsUndefined, z.string().trim().optional())
    .describe("Set: the agents answer through the OpenAI-compatible chat completions endpoint; unset: the dev responder."),
  OPENAI_BASE_URL: z
    .preprocess(blankAsUndefined, z.string().optional())
    .describe("Any OpenAI-compatible server (Azure, vLLM, Ollama, LiteLLM...). Unset: the SDK's (`https://api.openai.com/v1`)."),
  AGENT_LLM_MODEL: z.preprocess(blankAsUndefined, z.string().default("gpt-4o-mini")).describe("The agents' chat model."),
});

/** `OPENAI_API_KEY` set: the OpenAI-compatible responder (`OPENAI_BASE_URL`, `AGENT_LLM_MODEL`); else the dev responder. */
export function agentResponderFromEnv(env: NodeJS.ProcessEnv = process.env): AgentResponder {
  const c = agentLlmEnvSchema.parse(env);
  if (!c.OPENAI_API_KEY) return createDevAgentResponder();
  return createOpenAiAgentResponder({
    apiKey: c.OPENAI_API_KEY,
    ...(c.OPENAI_BASE_URL ? { baseURL: c.OPENAI_BASE_URL } : {}),
    model: c.AGENT_LLM_MODEL,
  });
}
