import type { Dispatcher } from "undici";
import { z } from "zod";
import type { ProviderInfo } from "../provider-info";
import { createDevAnalyzer } from "./dev-analyzer";
import { createDevTranscriber } from "./dev-transcriber";
import { createHttpRecordingSource, DEFAULT_RECORDING_MAX_BYTES } from "./http-recording-source";
import { createOpenAiAnalyzer } from "./openai-analyzer";
import { createOpenAiTranscriber } from "./openai-transcriber";
import type { Analyzer, RecordingSource, Transcriber } from "./types";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** The call pipeline's providers in the worker's environment; published in docs/configuration.md (`pnpm docs:config`). */
export const callProvidersEnvSchema = z
  .object({
    TRANSCRIBER: z.enum(["dev", "openai"]).default("dev").describe("`openai`: the OpenAI-compatible transcriber; `dev`: the simulator."),
    ANALYZER: z.enum(["dev", "openai"]).default("dev").describe("`openai`: the OpenAI-compatible analyzer; `dev`: the simulator."),
    OPENAI_BASE_URL: optional(z.url()).describe(
      "An OpenAI-compatible endpoint, e.g. `https://api.groq.com/openai/v1`, `http://localhost:8000/v1`. Unset: the SDK's " +
        "(`https://api.openai.com/v1`).",
    ),
    OPENAI_API_KEY: optional(z.string()).describe("Required when `TRANSCRIBER` or `ANALYZER` is `openai`."),
    TRANSCRIPTION_MODEL: z.string().default("whisper-1").describe("e.g. `whisper-large-v3` on Groq."),
    ANALYSIS_MODEL: z.string().default("gpt-4o-mini").describe("A model that supports `response_format: json_schema`."),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000).describe("Per request to the OpenAI-compatible service."),
    OPENAI_MAX_RETRIES: z.coerce
      .number()
      .int()
      .min(0)
      .max(10)
      .default(3)
      .describe("The SDK's retries of 429, 5xx and timeouts, with backoff; then the job's own retries apply."),
    RECORDING_DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000).describe("Timeout of a recording download."),
    RECORDING_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_RECORDING_MAX_BYTES)
      .describe("Largest recording downloaded; a larger one fails the copy."),
  })
  .refine((c) => (c.TRANSCRIBER !== "openai" && c.ANALYZER !== "openai") || c.OPENAI_API_KEY !== undefined, {
    path: ["OPENAI_API_KEY"],
    message: "is required when TRANSCRIBER or ANALYZER is openai",
  });

export interface CallProviders {
  source: RecordingSource;
  transcriber: Transcriber;
  analyzer: Analyzer;
}

export interface CallProviderOptions {
  /** The shared URL-safety check (SSRF) for recording downloads; see HttpRecordingSourceOptions. */
  assertFetchableUrl?: (url: string) => Promise<void>;
  /** The connections recording downloads use (see HttpRecordingSourceOptions). */
  dispatcher?: Dispatcher;
}

/** The call pipeline's outside services as the environment configures them (dev simulators by default). */
export function callProvidersFromEnv(env: NodeJS.ProcessEnv = process.env, options: CallProviderOptions = {}): CallProviders {
  const parsed = callProvidersEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid call provider configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const c = parsed.data;
  const endpoint = {
    apiKey: c.OPENAI_API_KEY ?? "",
    ...(c.OPENAI_BASE_URL ? { baseURL: c.OPENAI_BASE_URL } : {}),
    timeoutMs: c.OPENAI_TIMEOUT_MS,
    maxRetries: c.OPENAI_MAX_RETRIES,
  };
  return {
    source: createHttpRecordingSource({
      timeoutMs: c.RECORDING_DOWNLOAD_TIMEOUT_MS,
      maxBytes: c.RECORDING_MAX_BYTES,
      ...(options.assertFetchableUrl ? { assertFetchableUrl: options.assertFetchableUrl } : {}),
      ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    }),
    transcriber:
      c.TRANSCRIBER === "openai" ? createOpenAiTranscriber({ ...endpoint, model: c.TRANSCRIPTION_MODEL }) : createDevTranscriber(),
    analyzer: c.ANALYZER === "openai" ? createOpenAiAnalyzer({ ...endpoint, model: c.ANALYSIS_MODEL }) : createDevAnalyzer(),
  };
}

/** For logs and `/health`: which adapter serves each call service, and which are simulations. */
export const describeCallProviders = (providers: CallProviders): ProviderInfo[] => [
  providers.source.info,
  providers.transcriber.info,
  providers.analyzer.info,
];
