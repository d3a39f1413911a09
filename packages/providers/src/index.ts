// The outside world behind interfaces: one interface per service, a real HTTP adapter configured by
// environment, and a dev simulator for the embedded default.
export type { ProviderInfo } from "./provider-info";
export type {
  AnalysisField,
  AnalysisResult,
  AnalysisValue,
  Analyzer,
  Audio,
  RecordingSource,
  RecordingStore,
  StoredRecording,
  Transcriber,
  Transcript,
  TranscriptTurn,
} from "./calls/types";
export { PermanentProviderError } from "./calls/provider-errors";
export { createHttpRecordingSource, type HttpRecordingSourceOptions } from "./calls/http-recording-source";
export { createGridFsRecordingStore } from "./calls/gridfs-recording-store";
export { createGridFsImportFileStore } from "./imports/gridfs-import-file-store";
export { createGridFsMediaStore } from "./media/gridfs-media-store";
export { createDevTranscriber, SIMULATED_MARK } from "./calls/dev-transcriber";
export { createDevAnalyzer } from "./calls/dev-analyzer";
export { createOpenAiTranscriber } from "./calls/openai-transcriber";
export { createOpenAiAnalyzer } from "./calls/openai-analyzer";
export { buildAnalysisSchema } from "./calls/analysis-schema";
export {
  callProvidersEnvSchema,
  callProvidersFromEnv,
  describeCallProviders,
  type CallProviders,
  type CallProviderOptions,
} from "./calls/call-providers";
export { decodeWav, encodeWav } from "./calls/wav";
export { detectSpeech } from "./calls/speech-detection";
export { sampleCallWav, SAMPLE_CALL_SCRIPT } from "./calls/sample-call";
export {
  ChannelSendError,
  ChannelThrottledError,
  type ChannelProvider,
  type ChannelReceipt,
  type ChannelSendRequest,
  type ChannelSendResult,
} from "./channels/channel-provider";
export {
  createDevChannelProvider,
  devChannelStats,
  DEV_CHANNEL_INFO,
  DEV_FAILURE_MARKERS,
  DEV_PROVIDER_CODES,
  type DevChannelOptions,
} from "./channels/dev-channel";
export {
  agentLlmEnvSchema,
  agentResponderFromEnv,
  createDevAgentResponder,
  HANDOFF_NOTICE,
  HANDOFF_TOOL,
  HANDOFF_WORDS,
  createOpenAiAgentResponder,
  type AgentPrompt,
  type AgentResponder,
  type OpenAiResponderOptions,
} from "./llm/agent-responder";
export {
  createWhatsAppCloudProvider,
  whatsAppCloudEnvSchema,
  whatsAppCloudFromEnv,
  whatsAppTemplatesFromEnv,
  parseWhatsAppWebhook,
  whatsAppWebhookSchema,
  toWhatsAppMessage,
  whatsAppSignatureValid,
  DEFAULT_GRAPH_URL,
  type WhatsAppCloudOptions,
  type WhatsAppInbound,
} from "./channels/whatsapp-cloud";
export { createWhatsAppTemplateCatalog, fromGraphTemplate, type WhatsAppTemplateOptions } from "./channels/whatsapp-templates";
export { whatsAppErrorCode } from "./channels/whatsapp-errors";
export { describeMessagingProviders } from "./messaging-providers";
export { checkUrlTarget, safeUrlEnvSchema, safeUrlPolicyFrom, vettedLookup, type SafeUrlPolicy, type UrlTargetCheck } from "./safe-url";
