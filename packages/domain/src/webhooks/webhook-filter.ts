import { z } from "zod";
import { EXAMPLE_IDS } from "../core/examples";
import { idSchema } from "../core/schema-helpers";

/** The record keys a webhook can filter on, and the resource each names (whose own events match by `id`). */
const FILTER_KEYS = { pipelineId: "pipeline", stageId: "stage", channelId: "channel", contactId: "contact" } as const;
type FilterKey = keyof typeof FILTER_KEYS;
const KEYS = Object.keys(FILTER_KEYS) as FilterKey[];

export const webhookFilterSchema = z
  .strictObject({
    pipelineId: idSchema.optional(),
    stageId: idSchema.optional(),
    channelId: idSchema.optional(),
    contactId: idSchema.optional(),
  })
  .describe(
    "Only events whose record has all these values are delivered (a pipeline's, stage's, channel's or contact's own " +
      "events match by its `id`). Events without such a record (e.g. `message.*`, which carries the chat id only) are not. " +
      "`{}`: every event of the subscribed types.",
  )
  .meta({ id: "WebhookEventFilter", examples: [{ pipelineId: EXAMPLE_IDS.pipeline }] });
export type WebhookFilter = z.infer<typeof webhookFilterSchema>;

/** The ids a filter names, grouped by the resource they reference (for the reference checks). */
export const filterReferences = (filter: WebhookFilter): Array<{ resource: (typeof FILTER_KEYS)[FilterKey]; id: string }> =>
  KEYS.flatMap((key) => (filter[key] === undefined ? [] : [{ resource: FILTER_KEYS[key], id: filter[key] }]));

const ownTypes = (key: FilterKey) => ["created", "updated", "deleted"].map((action) => `${FILTER_KEYS[key]}.${action}`);

/** The value an event's record has for a filter key: its own id for the resource the key names, else the record's field. */
function valueOf(event: { type: string; data: Record<string, unknown> }, key: FilterKey): unknown {
  const record = event.data["record"];
  if (typeof record !== "object" || record === null) return undefined;
  const fields = record as Record<string, unknown>;
  return ownTypes(key).includes(event.type) ? fields["id"] : fields[key];
}

/** Whether an event passes a webhook's filter (no filter, or an empty one, passes everything). */
export const passesFilter = (filter: WebhookFilter | undefined, event: { type: string; data: Record<string, unknown> }): boolean =>
  KEYS.every((key) => filter?.[key] === undefined || valueOf(event, key) === filter[key]);

/** The same rule as a query on the events collection (the recovery walks the feed with it). */
export function filterQuery(filter: WebhookFilter | undefined): Record<string, unknown> {
  const clauses = KEYS.flatMap((key) => {
    const value = filter?.[key];
    if (value === undefined) return [];
    return [
      {
        $or: [
          { type: { $nin: ownTypes(key) }, [`data.record.${key}`]: value },
          { type: { $in: ownTypes(key) }, "data.record.id": value },
        ],
      },
    ];
  });
  return clauses.length > 0 ? { $and: clauses } : {};
}

/** A stored filter with its empty keys dropped; undefined when nothing is left. */
export function normalFilter(filter: WebhookFilter | undefined): WebhookFilter | undefined {
  const kept = Object.fromEntries(KEYS.filter((key) => filter?.[key] !== undefined).map((key) => [key, filter?.[key]]));
  return Object.keys(kept).length > 0 ? kept : undefined;
}
