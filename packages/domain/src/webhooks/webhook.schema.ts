import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { recordBase } from "../core/schema-helpers";
import { webhookFilterSchema } from "./webhook-filter";

/** Up to this many event types per subscription; `["*"]` subscribes to every type. */
const MAX_EVENT_TYPES = 100;

export const webhookRecordSchema = z
  .object({
    ...recordBase,
    url: z.string().describe("Where events are POSTed (http or https)."),
    events: z.array(z.string()).describe('The event types delivered here, or `["*"]` for all of them.'),
    enabled: z.boolean().describe("Disabled endpoints get nothing; the service disables one itself after a run of failed deliveries."),
    disabledReason: z.string().optional().describe("Why the service disabled the endpoint; cleared when it is enabled again."),
    filter: webhookFilterSchema.optional(),
  })
  .meta({
    id: "Webhook",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.webhook),
        url: "https://example.com/crm-events",
        events: ["deal.created", "deal.updated"],
        enabled: true,
      },
    ],
  });
export type WebhookRecord = z.infer<typeof webhookRecordSchema>;

export const webhookSecretSchema = z
  .object({
    secret: z
      .string()
      .describe(
        "The signing secret (`whsec_` + standard base64 of 32 bytes). Shown only here; keep it to verify `webhook-signature` or `x-webhook-signature`.",
      ),
  })
  .meta({ id: "WebhookSecret", examples: [{ secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY=" }] });

/** What a test ping answers: the id of the `webhook.ping` event. */
export const webhookPingSchema = z.object({ eventId: z.string() }).meta({ id: "WebhookPing", examples: [{ eventId: EXAMPLE_IDS.event }] });
/** What a manual retry answers: the delivery id. */
export const webhookDeliveryRetrySchema = z.object({ id: z.string() }).meta({
  id: "WebhookDeliveryRetry",
  examples: [{ id: `${EXAMPLE_IDS.event}.${EXAMPLE_IDS.webhook}` }],
});

export const webhookCreatedSchema = webhookRecordSchema.extend(webhookSecretSchema.shape).meta({
  id: "WebhookCreated",
  examples: [
    {
      ...exampleRecordBase(EXAMPLE_IDS.webhook),
      url: "https://example.com/crm-events",
      events: ["deal.created", "deal.updated"],
      enabled: true,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/9e3Ay6zVyY=",
    },
  ],
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

const urlSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http or https URL" }));

/** Event types are checked against the catalogue by the service (an unknown type is a 400 naming it). */
export const eventSelectionSchema = z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_EVENT_TYPES);

export const webhookCreateSchema = z
  .strictObject({
    url: urlSchema,
    events: eventSelectionSchema.default(["*"]),
    enabled: z.boolean().default(true),
    filter: webhookFilterSchema.optional(),
  })
  .meta({ examples: [{ url: "https://example.com/crm-events", events: ["deal.created", "deal.updated"] }] });

export const webhookUpdateSchema = z
  .strictObject({
    url: urlSchema.optional(),
    events: eventSelectionSchema.optional(),
    enabled: z.boolean().optional(),
    filter: webhookFilterSchema.optional().describe("Replaces the whole filter; `{}` removes it."),
  })
  .meta({ examples: [{ events: ["*"], enabled: true }] });

/** `POST /v1/webhooks/{id}/recover`: the window to deliver again, from a time or after a feed position (exactly one). */
export const webhookRecoverSchema = z
  .strictObject({
    since: z.iso.datetime({ offset: true }).optional().describe("Events created at or after this time (within the event retention)."),
    afterSequence: z.number().int().min(0).optional().describe("Events after this feed position (`sequence`; 0: the whole feed)."),
  })
  .refine((input) => (input.since === undefined) !== (input.afterSequence === undefined), {
    message: "Give exactly one of since and afterSequence.",
    params: { code: "one_of_required" },
  })
  .meta({ examples: [{ afterSequence: 0 }] });
export type WebhookRecover = z.infer<typeof webhookRecoverSchema>;

/** What a recovery answers: how many events it delivers again. */
export const webhookRecoverySchema = z
  .object({ count: z.number().int().describe("The events of the window that match the webhook's types and filter, delivered again.") })
  .meta({ id: "WebhookRecovery", examples: [{ count: 42 }] });

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe("`<eventId>.<webhookId>`: one delivery log per event and endpoint, retries included."),
    projectId: z.string(),
    webhookId: z.string(),
    eventId: z.string().describe("Also the `x-webhook-id` header of every attempt."),
    eventType: z.string(),
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]).describe("PENDING while attempts remain; FAILED once every retry failed."),
    attemptCount: z.number().int(),
    attempts: z
      .array(
        z.object({
          at: z.iso.datetime(),
          statusCode: z.number().int().optional().describe("The receiver's HTTP status; absent when no response came."),
          durationMs: z.number().int(),
          error: z.string().optional(),
        }),
      )
      .describe("The latest attempts, oldest first (at most 50)."),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: "WebhookDelivery",
    examples: [
      {
        id: `${EXAMPLE_IDS.event}.${EXAMPLE_IDS.webhook}`,
        projectId: EXAMPLE_IDS.project,
        webhookId: EXAMPLE_IDS.webhook,
        eventId: EXAMPLE_IDS.event,
        eventType: "deal.updated",
        status: "SUCCEEDED",
        attemptCount: 2,
        attempts: [
          { at: "2026-05-04T14:30:01.000Z", statusCode: 503, durationMs: 120 },
          { at: "2026-05-04T14:30:31.000Z", statusCode: 200, durationMs: 85 },
        ],
        createdAt: "2026-05-04T14:30:01.000Z",
        updatedAt: "2026-05-04T14:30:31.000Z",
      },
    ],
  });
export type WebhookDeliveryRecord = z.infer<typeof webhookDeliverySchema>;
