import OpenAI from "openai";
import { z } from "zod";
import { HANDOFF_REASONS, type AgentPrompt, type AgentReply, type AgentResponder as AgentResponderPort } from "@crm/domain";
import type { ProviderInfo } from "../provider-info";

export type { AgentPrompt, AgentReply };

/** Words with which a contact asks for a person (English, Portuguese, Spanish): the dev responder hands the chat over on them. */
export const HANDOFF_WORDS = /\b(human|person|agent|operator|atendente|humano|pessoa|persona)\b/i;

/** What the contact reads when the chat goes to a person and the model wrote nothing itself. */
export const HANDOFF_NOTICE = "I'm handing you over to a person from our team; they will answer here shortly.";

/** The tool through which an OpenAI-compatible model hands the chat to a person. */
export const HANDOFF_TOOL = {
  type: "function" as const,
  function: {
    name: "hand_off_to_human",
    description:
      "Hand this chat to a human colleague. Call it when the customer asks for a person, or when you cannot or should not help further.",
    parameters: {
      type: "object",
      properties: {
        reason: {
          type: "string",
          enum: [...HANDOFF_REASONS],
          description: "CONTACT_REQUEST: the customer asked for a person. AGENT_DECISION: you decided a person should take over.",
        },
        message: { type: "string", description: "A short message telling the customer a person will take over." },
      },
      required: ["reason"],
      additionalProperties: false,
    },
  },
};
const handoffArgsSchema = z.object({ reason: z.enum(HANDOFF_REASONS), message: z.string().max(4096).optional() });

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
      if (prompt.followUp) return { text: `[simulated ${prompt.agentName}] Just following up: is there anything else I can help with?` };
      const last = [...prompt.history].reverse().find((turn) => turn.role === "contact");
      if (last && HANDOFF_WORDS.test(last.text)) {
        return { text: `[simulated ${prompt.agentName}] ${HANDOFF_NOTICE}`, handoff: { reason: "CONTACT_REQUEST" } };
      }
      return {
        text: `[simulated ${prompt.agentName}] You said: "${last?.text ?? ""}". A real model would answer here, following the agent's instructions.`,
      };
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
        tools: [HANDOFF_TOOL],
      });
      const message = completion.choices[0]?.message;
      const text = message?.content?.trim();
      const call = message?.tool_calls?.find((c) => c.type === "function" && c.function.name === HANDOFF_TOOL.function.name);
      if (call?.type === "function") {
        const args = handoffArgsSchema.safeParse(parseJson(call.function.arguments));
        // A malformed call still hands over: the model meant to, and a person is the safe side.
        const reason = args.success ? args.data.reason : "AGENT_DECISION";
        return { text: (args.success ? args.data.message?.trim() : undefined) || text || HANDOFF_NOTICE, handoff: { reason } };
      }
      if (!text) throw new Error("The model answered with no text.");
      return { text };
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
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
