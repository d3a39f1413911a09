import type { Connection } from "mongoose";
import { defineAgentModel } from "./agents/agent.model";
import { defineChannelModel } from "./channels/channel.model";
import { defineLeadModel } from "./leads/lead.model";
import { defineNoteModel } from "./notes/note.model";
import { defineApiKeyModel } from "./api-keys/api-key.model";
import { defineEventModel } from "./events/event.model";
import { defineEventSequenceModel } from "./events/event-sequence.model";
import { defineProjectModel } from "./projects/project.model";
import { defineUserModel } from "./users/user.model";
import { definePipelineModel } from "./pipelines/pipeline.model";
import { defineStageModel } from "./stages/stage.model";
import { defineDealModel } from "./deals/deal.model";
import { defineTagModel } from "./tags/tag.model";
import { defineTaskModel } from "./tasks/task.model";
import { defineLossReasonModel } from "./loss-reasons/loss-reason.model";
import { defineFieldGroupModel } from "./field-groups/field-group.model";
import { defineFieldModel } from "./fields/field.model";
import { defineContactModel } from "./contacts/contact.model";
import { defineValueClaimModel } from "./fields/value-claim.model";
import { defineContactMergeModel } from "./contacts/contact-merge.model";
import { defineCallModel } from "./calls/call.model";
import { defineWebhookModel } from "./webhooks/webhook.model";
import { defineIdempotencyKeyModel } from "./idempotency/idempotency-key.model";
import { defineWebhookDeliveryModel } from "./webhooks/webhook-delivery.model";
import { defineChatModel } from "./chats/chat.model";
import { defineMessageModel } from "./messages/message.model";
import { defineTemplateModel } from "./templates/template.model";
import { defineReferenceGuardModel } from "./core/reference-guard.model";
import { defineImportChunkModel, defineImportErrorModel, defineImportModel } from "./imports/import.model";
import { defineSearchTermModel } from "./search/search-term.model";
import { defineSearchWordModel } from "./search/search-word.model";
import { defineChangeModel } from "./history/change.model";
import { defineMediaModel } from "./media/media.model";

/** Every collection of the domain, registered on one connection. */
export function defineModels(conn: Connection) {
  return {
    events: defineEventModel(conn),
    changes: defineChangeModel(conn),
    eventSequences: defineEventSequenceModel(conn),
    projects: defineProjectModel(conn),
    apiKeys: defineApiKeyModel(conn),
    users: defineUserModel(conn),
    pipelines: definePipelineModel(conn),
    stages: defineStageModel(conn),
    deals: defineDealModel(conn),
    tags: defineTagModel(conn),
    tasks: defineTaskModel(conn),
    lossReasons: defineLossReasonModel(conn),
    notes: defineNoteModel(conn),
    leads: defineLeadModel(conn),
    agents: defineAgentModel(conn),
    channels: defineChannelModel(conn),
    fieldGroups: defineFieldGroupModel(conn),
    fields: defineFieldModel(conn),
    contacts: defineContactModel(conn),
    valueClaims: defineValueClaimModel(conn),
    contactMerges: defineContactMergeModel(conn),
    calls: defineCallModel(conn),
    webhooks: defineWebhookModel(conn),
    webhookDeliveries: defineWebhookDeliveryModel(conn),
    idempotencyKeys: defineIdempotencyKeyModel(conn),
    chats: defineChatModel(conn),
    messages: defineMessageModel(conn),
    templates: defineTemplateModel(conn),
    referenceGuards: defineReferenceGuardModel(conn),
    imports: defineImportModel(conn),
    importErrors: defineImportErrorModel(conn),
    importChunks: defineImportChunkModel(conn),
    searchTerms: defineSearchTermModel(conn),
    searchWords: defineSearchWordModel(conn),
    media: defineMediaModel(conn),
  };
}
export type Models = ReturnType<typeof defineModels>;
