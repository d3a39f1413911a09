import { z } from "zod";
import { agentRecordSchema } from "../agents/agent.schema";
import { callRecordSchema } from "../calls/call.schema";
import { channelRecordSchema } from "../channels/channel.schema";
import { contactRecordSchema } from "../contacts/contact.schema";
import { dealRecordSchema } from "../deals/deal.schema";
import { fieldGroupRecordSchema } from "../field-groups/field-group.schema";
import { fieldRecordSchema } from "../fields/field.schema";
import { importRecordSchema } from "../imports/import.schema";
import { leadRecordSchema } from "../leads/lead.schema";
import { lossReasonRecordSchema } from "../loss-reasons/loss-reason.schema";
import { noteRecordSchema } from "../notes/note.schema";
import { pipelineRecordSchema } from "../pipelines/pipeline.schema";
import { projectRecordSchema } from "../projects/project.schema";
import { stageRecordSchema } from "../stages/stage.schema";
import { tagRecordSchema } from "../tags/tag.schema";
import { taskRecordSchema } from "../tasks/task.schema";
import { templateRecordSchema } from "../templates/template.schema";
import { userRecordSchema } from "../users/user.schema";
import { webhookRecordSchema } from "../webhooks/webhook.schema";
import { webhookFilterSchema } from "../webhooks/webhook-filter";
import { HANDOFF_REASONS } from "../chats/handoff";
import { mediaRecordSchema } from "../media/media.schema";

/**
 * Chats and messages are written by the messaging pipeline; until their record schemas live in
 * the domain, events carry them as open objects with at least an `id`.
 */
const chatRecordSchema = z.looseObject({ id: z.string(), chatId: z.string().optional() }).meta({ id: "ChatEventRecord" });
const messageRecordSchema = z.looseObject({ id: z.string(), chatId: z.string().optional() }).meta({ id: "MessageEventRecord" });

/** Every resource raising `<resource>.created|updated|deleted`, with the record its events carry. */
export const resourceRecordSchemas = {
  project: projectRecordSchema,
  user: userRecordSchema,
  agent: agentRecordSchema,
  channel: channelRecordSchema,
  lead: leadRecordSchema,
  note: noteRecordSchema,
  field_group: fieldGroupRecordSchema,
  field: fieldRecordSchema,
  contact: contactRecordSchema,
  pipeline: pipelineRecordSchema,
  stage: stageRecordSchema,
  deal: dealRecordSchema,
  tag: tagRecordSchema,
  task: taskRecordSchema,
  loss_reason: lossReasonRecordSchema,
  call: callRecordSchema,
  chat: chatRecordSchema,
  message: messageRecordSchema,
  template: templateRecordSchema,
  webhook: webhookRecordSchema,
} as const;
export type ResourceName = keyof typeof resourceRecordSchemas;
export const RESOURCE_NAMES = Object.keys(resourceRecordSchemas) as ResourceName[];

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());

function resourceEventSchemas<N extends ResourceName>(name: N) {
  const record = resourceRecordSchemas[name];
  const label = pascal(name);
  return {
    [`${name}.created`]: z.object({ record }).meta({ id: `${label}CreatedData`, description: `A ${name} was created.` }),
    [`${name}.updated`]: z
      .object({
        id: z.string(),
        changes: z.array(z.string()).min(1).describe("The keys whose values changed (e.g. `fields`, `stageId`)."),
        record,
      })
      .meta({ id: `${label}UpdatedData`, description: `A ${name} changed; \`record\` is the record after the change.` }),
    [`${name}.deleted`]: z
      .object({ id: z.string(), record: record.describe("The record as it was before the delete.") })
      .meta({ id: `${label}DeletedData`, description: `A ${name} was deleted; \`record\` is the record as it was.` }),
  } as unknown as Record<`${N}.${"created" | "updated" | "deleted"}`, z.ZodObject>;
}

/** The steps of the call and messaging pipelines: `{id, record}` of the call, message or chat, plus what the step adds. */
const pipelineEventSchemas = {
  "call.ended": z
    .looseObject({ id: z.string(), record: callRecordSchema })
    .meta({ id: "CallEndedData", description: "A call ended and was stored." }),
  "call.recording": z
    .looseObject({ id: z.string(), record: callRecordSchema })
    .meta({ id: "CallRecordingData", description: "The call's recording reached a final status (STORED, FAILED, UNAVAILABLE)." }),
  "call.transcription": z.looseObject({ id: z.string(), record: callRecordSchema }).meta({
    id: "CallTranscriptionData",
    description:
      "The call's transcription changed status: PENDING once requested (with its requestId), then DONE or FAILED; TOO_LONG or AVAILABLE when the recording is stored.",
  }),
  "call.analysis": z.looseObject({ id: z.string(), record: callRecordSchema }).meta({
    id: "CallAnalysisData",
    description:
      "The call's analysis changed status: PENDING after a transcription (with its requestId), then DONE or FAILED; field write-backs raise their own deal/contact update events.",
  }),
  "contact.merged": z
    .object({
      targetId: z.string().describe("The contact that remains."),
      sourceId: z.string().describe("The merged contact: its id now resolves to the target."),
      mergeId: z.string().describe("Revert it with POST /v1/merges/{mergeId}/revert."),
    })
    .meta({
      id: "ContactMergedData",
      description:
        "A contact was merged into another (POST /v1/contacts/{id}/merge): its deals, notes, calls and chats moved to the target, which took its values for empty fields.",
    }),
  "message.received": z
    .looseObject({ id: z.string(), record: messageRecordSchema })
    .meta({ id: "MessageReceivedData", description: "An inbound message arrived from a channel." }),
  "message.status": z
    .looseObject({ id: z.string(), record: messageRecordSchema })
    .meta({ id: "MessageStatusData", description: "An outbound message changed delivery status (SENT, DELIVERED, READ, FAILED)." }),
  "media.deleted": z.object({ id: z.string(), record: mediaRecordSchema.describe("The media as it was before the delete.") }).meta({
    id: "MediaDeletedData",
    description:
      "A media file was deleted: with the last message naming it (its chat's, contact's or channel's delete), by DELETE /v1/media/{id}, or when an upload no message named expired. Its bytes are removed from storage after it.",
  }),
  "chat.agent": z
    .looseObject({ id: z.string(), record: chatRecordSchema })
    .meta({ id: "ChatAgentData", description: "A chat's AI agent was switched, enabled or disabled." }),
  "chat.handoff": z
    .looseObject({
      id: z.string(),
      reason: z.enum(HANDOFF_REASONS).describe("CONTACT_REQUEST: the contact asked for a person; AGENT_DECISION: the AI agent decided so."),
      agentId: z.string().describe("The agent that handed the chat over."),
      record: chatRecordSchema,
    })
    .meta({ id: "ChatHandoffData", description: "A chat's AI agent handed the chat to a person: its agent is now DISABLED." }),
  "webhook.disabled": z
    .object({ id: z.string(), reason: z.string(), record: webhookRecordSchema })
    .meta({ id: "WebhookDisabledData", description: "The service disabled a webhook endpoint after a run of failed deliveries." }),
  "webhook.ping": z.object({ id: z.string().describe("The webhook pinged.") }).meta({
    id: "WebhookPingData",
    description: "A test event, sent only to the webhook it was requested for (POST /v1/webhooks/{id}/ping).",
  }),
  "webhook.redelivery": z.object({ id: z.string().describe("The webhook."), deliveryId: z.string(), eventId: z.string() }).meta({
    id: "WebhookRedeliveryData",
    description:
      "A delivery was retried by hand (POST /v1/webhooks/{id}/deliveries/{deliveryId}/retry): its event is sent again to that endpoint. Not delivered itself.",
  }),
  "webhook.recovery": z
    .object({
      id: z.string().describe("The webhook."),
      afterSequence: z.number().int(),
      untilSequence: z.number().int().describe("The feed's last position when the recovery was asked for: the window ends there."),
      since: z.iso.datetime().optional(),
      events: z.array(z.string()).describe("The webhook's event types then."),
      filter: webhookFilterSchema.optional().describe("The webhook's filter then."),
      count: z.number().int().describe("The events delivered again."),
    })
    .meta({
      id: "WebhookRecoveryData",
      description:
        "A window of the feed is delivered again to one endpoint (POST /v1/webhooks/{id}/recover), in sequence order with the original ids. Not delivered itself.",
    }),
  "import.queued": z.object({ id: z.string(), record: importRecordSchema }).meta({
    id: "ImportQueuedData",
    description: "An import was accepted (POST /v1/imports); the worker runs it.",
  }),
  "import.completed": z.object({ id: z.string(), record: importRecordSchema }).meta({
    id: "ImportCompletedData",
    description: "An import ended: `record.status` is DONE, FAILED or CANCELLED, with its counts.",
  }),
};

/** The catalogue: one zod schema of `data` per event type. Producers, webhooks, the change feed and OpenAPI all read it. */
export const eventDataSchemas = {
  ...resourceEventSchemas("project"),
  ...resourceEventSchemas("user"),
  ...resourceEventSchemas("agent"),
  ...resourceEventSchemas("channel"),
  ...resourceEventSchemas("lead"),
  ...resourceEventSchemas("note"),
  ...resourceEventSchemas("field_group"),
  ...resourceEventSchemas("field"),
  ...resourceEventSchemas("contact"),
  ...resourceEventSchemas("pipeline"),
  ...resourceEventSchemas("stage"),
  ...resourceEventSchemas("deal"),
  ...resourceEventSchemas("tag"),
  ...resourceEventSchemas("task"),
  ...resourceEventSchemas("loss_reason"),
  ...resourceEventSchemas("call"),
  ...resourceEventSchemas("chat"),
  ...resourceEventSchemas("message"),
  ...resourceEventSchemas("template"),
  ...resourceEventSchemas("webhook"),
  ...pipelineEventSchemas,
};

export type EventType = keyof typeof eventDataSchemas;
export const EVENT_TYPES = Object.keys(eventDataSchemas).sort() as EventType[];

/** The `data` of a resource event, typed from the record schema (created: {record}; updated: {id, changes, record}; deleted: {id, record}). */
type ResourceRecord<N extends ResourceName> = z.infer<(typeof resourceRecordSchemas)[N]>;
type ResourceEventData<N extends ResourceName> = {
  created: { record: ResourceRecord<N> };
  updated: { id: string; changes: string[]; record: ResourceRecord<N> };
  deleted: { id: string; record: ResourceRecord<N> };
};
type PipelineEventType = keyof typeof pipelineEventSchemas;

export type EventData<T extends EventType> = T extends PipelineEventType
  ? z.infer<(typeof pipelineEventSchemas)[T]>
  : T extends `${infer N extends ResourceName}.${infer A extends "created" | "updated" | "deleted"}`
    ? ResourceEventData<N>[A]
    : never;

/** What a producer hands to `uow.emit`: a catalogued type with its typed data. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventDataSchemas, type);

/**
 * A resource event built from a generic service (resource-service, the field value stores),
 * where the record type is only known as the service's R. The record mappers produce exactly the
 * record schemas (checked for every resource by the outbox test).
 */
export function resourceEvent<N extends ResourceName, A extends "created" | "updated" | "deleted">(
  resource: N,
  action: A,
  data: { id?: string; changes?: string[]; record: unknown },
): DomainEvent {
  return { type: `${resource}.${action}`, data } as unknown as DomainEvent;
}

const actorSchema = z.object({ type: z.enum(["USER", "AGENT", "SYSTEM"]), id: z.string() }).meta({ id: "EventActor" });

/** The envelope every event travels in: webhook bodies and the change feed's items. */
const envelope = {
  id: z.string().describe("Event id; also the `x-webhook-id` header of its deliveries. Receivers de-duplicate on it."),
  projectId: z.string(),
  sequence: z.number().int().min(1).describe("Per-project order: strictly increasing, not contiguous."),
  createdAt: z.iso.datetime().describe("When the change was made."),
  actor: actorSchema.describe("Who made the change: the API key's user, an AI agent, or the service itself."),
};

export const eventSchema = z
  .discriminatedUnion(
    "type",
    EVENT_TYPES.map((type) => z.object({ ...envelope, type: z.literal(type), data: eventDataSchemas[type] })) as unknown as [
      z.ZodObject,
      ...z.ZodObject[],
    ],
  )
  .meta({ id: "Event", description: "One domain event. `type` selects the shape of `data`." });
