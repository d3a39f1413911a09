import { DEV_CHANNEL_INFO } from "./channels/dev-channel";
import { whatsAppCloudFromEnv } from "./channels/whatsapp-cloud";
import { agentResponderFromEnv } from "./llm/agent-responder";
import type { ProviderInfo } from "./provider-info";

/**
 * For logs and `/health`: the messaging pipeline's outside services as the environment configures
 * them for the worker: its channel adapters (DEV always, WhatsApp Cloud with an access token) and
 * the agents' LLM (the dev responder unless OPENAI_API_KEY is set), in the worker's order.
 */
export const describeMessagingProviders = (env: NodeJS.ProcessEnv = process.env): ProviderInfo[] => [
  DEV_CHANNEL_INFO,
  ...Object.values(whatsAppCloudFromEnv(env)).map((channel) => channel.info),
  agentResponderFromEnv(env).info,
];
