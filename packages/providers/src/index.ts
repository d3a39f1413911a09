// The outside world behind interfaces: one interface per service, a real HTTP adapter configured by
// environment, and a dev simulator for the embedded default.
export type { ProviderInfo } from "./provider-info";
export { ChannelSendError, type ChannelProvider, type ChannelReceipt, type ChannelSendRequest, type ChannelSendResult } from "./channels/channel-provider";
export { createDevChannelProvider, devChannelStats, DEV_FAILURE_MARKERS, type DevChannelOptions } from "./channels/dev-channel";
export { agentResponderFromEnv, createDevAgentResponder, createOpenAiAgentResponder, type AgentPrompt, type AgentResponder, type OpenAiResponderOptions } from "./llm/agent-responder";
export { createWhatsAppCloudProvider, whatsAppCloudFromEnv, parseWhatsAppWebhook, toWhatsAppMessage, whatsAppSignatureValid, DEFAULT_GRAPH_URL, type WhatsAppCloudOptions, type WhatsAppInbound } from "./channels/whatsapp-cloud";
