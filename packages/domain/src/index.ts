export * from "./core/errors";
export * from "./core/context";
export type { ListResult } from "./core/resource-service";
export type { ListQuery } from "./query";
export { compileListQuery } from "./query";
export { openDomain } from "./open-domain";
export { EXAMPLE_IDS } from "./core/examples";
export type { Domain, OpenDomainOptions } from "./open-domain";
export { DEFAULT_RATE_LIMIT } from "./rate-limit/rate-limiter";
export type { RateLimitOptions, RateLimitQuota, RateLimiter } from "./rate-limit/rate-limiter";
export type { EventFeedPage, EventListOptions, EventRecord, SequencedEvent } from "./events/event.service";
export { EVENT_TYPES, eventDataSchemas, eventSchema, isEventType } from "./events/event-catalogue";
export type { DomainEvent, EventData, EventType } from "./events/event-catalogue";
export {
  eventFeedInputSchema,
  eventFeedPageSchema,
  eventFeedQueryDocSchema,
  FEED_DEFAULT_LIMIT,
  FEED_MAX_LIMIT,
} from "./events/event-feed.schema";
export { OUTBOX_SIGNAL_CHANNEL, type Outbox, type OutboxLag } from "./events/outbox";
export type { LiveEventFilter } from "./events/live-events";
export { DEFAULT_LIVE_SUBSCRIPTION_LIMITS, type LiveSubscriptionLimits } from "./events/live-slots";
// Public surface the adapters derive their docs from (schemas defined once here; list specs for the REST query docs).
export type { FieldKind, FilterOp, ListedRow, ListField, ListParam, ListRelation, ListSpec, RelationRecords, RowShape } from "./query";
export { FILTER_OPS, isFilterOp, listQuerySchema } from "./query";
export { isQueryInteger } from "./core/schema-helpers";
export type { ListQueryInput } from "./query";
export type { Listed, TypedListResult } from "./core/resource-service";
export { userCreateSchema, userRecordSchema, userUpdateSchema } from "./users/user.schema";
export { userListSpec } from "./users/user.service";
export { projectCreateSchema, projectCreatedSchema, projectRecordSchema } from "./projects/project.schema";
export { apiKeyCreateSchema, apiKeyCreatedSchema } from "./api-keys/api-key.schema";
export { parseInput } from "./core/validate";
export { allFulfilled, createBatcher } from "./core/batcher";
export { urlGuardOf, type UrlCheck, type UrlVerdict } from "./core/url-check";
export { valueTypeOfField } from "./query/coerce-value";
export { noteCreateSchema, noteRecordSchema, noteUpdateSchema } from "./notes/note.schema";
export { noteListSpec } from "./notes/note.service";
export { leadCreateSchema, leadRecordSchema, leadUpdateSchema } from "./leads/lead.schema";
export { leadListSpec } from "./leads/lead.list";
export { agentCreateSchema, agentRecordSchema, agentUpdateSchema } from "./agents/agent.schema";
export { agentListSpec } from "./agents/agent.service";
export {
  channelCreateSchema,
  channelCreatedSchema,
  channelRecordSchema,
  channelSecretRotateSchema,
  channelSecretSchema,
  channelUpdateSchema,
} from "./channels/channel.schema";
export { channelListSpec } from "./channels/channel.service";
export { fieldGroupCreateSchema, fieldGroupRecordSchema, fieldGroupUpdateSchema } from "./field-groups/field-group.schema";
export { fieldGroupListSpec } from "./field-groups/field-group.service";
export { fieldCreateSchema, fieldRecordSchema, fieldUpdateSchema } from "./fields/field.schema";
export { fieldListSpec } from "./fields/field.service";
export { fieldValueInputSchema } from "./fields/field-values";
export type { FieldEntityType, FieldValueInput, FieldValues, StoredFieldValue } from "./fields/field-values";
export { contactCreateSchema, contactRecordSchema, contactUpdateSchema } from "./contacts/contact.schema";
export { CONTACT_DEALS_WITH, contactListSpec } from "./contacts/contact.service";
export { pipelineCreateSchema, pipelineRecordSchema, pipelineUpdateSchema } from "./pipelines/pipeline.schema";
export { pipelineListSpec } from "./pipelines/pipeline.service";
export {
  stageCreateSchema,
  stageDeleteSchema,
  stageKeySchema,
  stageRecordSchema,
  stageUpdateSchema,
  type StageKey,
} from "./stages/stage.schema";
export { stageListSpec } from "./stages/stage.service";
export { dealCreateSchema, dealRecordSchema, dealTagsAddSchema, dealUpdateSchema } from "./deals/deal.schema";
export { dealListSpec } from "./deals/deal.list";
export { tagCreateSchema, tagRecordSchema, tagUpdateSchema } from "./tags/tag.schema";
export { tagListSpec } from "./tags/tag.service";
export { taskCreateSchema, taskRecordSchema, taskUpdateSchema } from "./tasks/task.schema";
export { taskListSpec } from "./tasks/task.service";
export { lossReasonCreateSchema, lossReasonRecordSchema, lossReasonUpdateSchema } from "./loss-reasons/loss-reason.schema";
export { lossReasonListSpec } from "./loss-reasons/loss-reason.service";
export { callAnalysisRevertSchema, changeRecordSchema, evidenceSchema, pathChangeSchema } from "./history/change.schema";
export type { CallAnalysisRevert, ChangeRecord } from "./history/change.schema";
export { changeListSpec } from "./history/change.list";
export { HISTORY_ACTOR_TYPES, HISTORY_ENTITY_TYPES, HISTORY_SOURCE_TYPES } from "./history/change.model";
export type { Evidence, HistoryEntityType } from "./history/change.model";
export { callIngestSchema, callIngestedSchema, callRecordSchema, callTranscriptionRequestedSchema } from "./calls/call.schema";
export type { CallRecord } from "./calls/call.schema";
export { callListSpec } from "./calls/call.service";
export { callRecordingUrl } from "./calls/call-recording-url";
export { CALL_PROVIDER } from "./calls/call.model";
export { dueStage, sameStage, type CallStage, type DueStage } from "./calls/call-pipeline-state";
export type { PipelineCall, StuckStage } from "./calls/call-pipeline";
export type * from "./ports/call-ports";
export type * from "./ports/messaging-ports";
export type * from "./ports/template-ports";
export { TemplateCatalogError } from "./ports/template-ports";
export { templateCreateSchema, templateRecordSchema, templateSyncResultSchema, type TemplateRecord } from "./templates/template.schema";
export { templateListSpec } from "./templates/template.record";
export {
  TEMPLATE_CATEGORIES,
  TEMPLATE_STATUSES,
  type TemplateCategory,
  type TemplateComponent,
  type TemplateStatus,
} from "./templates/template.model";
export {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryRetrySchema,
  webhookDeliverySchema,
  webhookPingSchema,
  webhookRecordSchema,
  webhookRecoverSchema,
  webhookRecoverySchema,
  webhookSecretSchema,
  webhookUpdateSchema,
} from "./webhooks/webhook.schema";
export { webhookDeliveryListSpec, webhookListSpec } from "./webhooks/webhook.list";
export { signStandardWebhook, signWebhook } from "./webhooks/webhook-signature";
export type { UrlGuard } from "./webhooks/webhook.service";
export type { AttemptOutcome, DeliveryTarget, PreparedDelivery } from "./webhooks/webhook-deliveries";
export { webhookFilterSchema, type WebhookFilter } from "./webhooks/webhook-filter";
export { RECOVERY_PAGE_SIZE, type RecoveryWindow } from "./webhooks/webhook-recovery";
export { requestFingerprint } from "./idempotency/idempotency.service";
export type { IdempotencyBegin, IdempotencyService, IdempotentRequest } from "./idempotency/idempotency.service";
export { chatAgentUpdateSchema, chatCreateSchema, chatRecordSchema } from "./chats/chat.schema";
export { chatListSpec } from "./chats/chat.record";
export { AGENT_STATUSES } from "./chats/chat.model";
export { HANDOFF_REASONS, type HandoffReason } from "./chats/handoff";
export {
  messageCreatedSchema,
  messageRecordSchema,
  messageSendSchema,
  sendByPhoneResultSchema,
  sendByPhoneSchema,
} from "./messages/message.schema";
export { messageListSpec } from "./messages/message.record";
export { MESSAGE_STATUSES, MESSAGE_TYPES, type MessageStatus, type MessageType } from "./messages/message.model";
export { devChannelWebhookSchema, type ChannelWebhookReader, type InboundEvent, type WebhookRequest } from "./messages/inbound";
export type { AgentPostResult, AgentReplyJob, AgentTurn } from "./chats/agent-replies";
export { AGENT_CHANGED_ERROR } from "./messages/stale-agent-messages";
export { MESSAGE_ERROR_CODES, type MessageErrorCode, type MessageFailure } from "./messages/message-failure";
export type { DeliveryChannel, OutboundDelivery, LeaseResult } from "./messages/message-delivery";
export type { ChannelDoc, ChannelProvider } from "./channels/channel.model";
export * from "./resources";
export {
  importErrorsSchema,
  importQueuedSchema,
  importRecordSchema,
  importStartSchema,
  importUploadSchema,
  MAX_IMPORT_FILE_BYTES,
} from "./imports/import.schema";
export type { ImportRecord, ImportErrorRecord, ImportStart } from "./imports/import.schema";
export { IMPORT_UPLOADS_PER_KEY, importListSpec, MAX_PENDING_IMPORTS, type ImportUpload } from "./imports/import.service";
export type { ImportFileStore, ImportFileStoreFactory } from "./ports/import-ports";
export type { FetchedMedia, MediaFetcher, MediaStore, MediaStoreFactory } from "./ports/media-ports";
export { mediaRecordSchema, mediaUploadSchema, type MediaRecord } from "./media/media.schema";
export { MEDIA_KINDS, MEDIA_LIMITS, MEDIA_TYPES, sniffMediaType, type MediaKind, type MediaMimeType } from "./media/media-type";
export { MEDIA_UPLOAD_EXPIRY_DAYS, MEDIA_UPLOADS_PER_KEY, type MediaFile } from "./media/media.service";
export {
  EXPORT_FORMATS,
  EXPORTS_PER_KEY,
  EXPORTS_PER_PROCESS,
  exportQuerySchema,
  type ExportFormat,
  type ExportStream,
} from "./exports/export.service";
export { searchInputSchema, searchQuerySchema, searchPageSchema, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from "./search/search.schema";
export type { SearchHit, SearchInput, SearchPage } from "./search/search.schema";
export { SEARCH_TYPES, type SearchType } from "./search/search-term.model";
export {
  contactMergeInputSchema,
  contactMergeResultSchema,
  duplicateGroupSchema,
  duplicatesPageSchema,
  duplicatesQuerySchema,
  mergeRevertResultSchema,
  DUPLICATE_MATCHES,
} from "./contacts/contact-merge.schema";
