import { z } from "zod";
import { EXAMPLE_IDS, EXAMPLE_TIME, exampleRecordBase } from "../core/examples";
import { clampPageSize, queryIntegerSchema, queryPageLimit } from "../core/schema-helpers";
import { EVENT_TYPES, eventSchema, isEventType, type EventType } from "./event-catalogue";

export const FEED_DEFAULT_LIMIT = 20;
export const FEED_MAX_LIMIT = 100;

const AFTER_TEXT = "The `next` cursor of the previous page (a sequence number); 0 or absent: from the oldest kept event.";
const clampLimit = clampPageSize(FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT);
const LIMIT_TEXT = `Events per page, 1..${FEED_MAX_LIMIT} (default ${FEED_DEFAULT_LIMIT}); larger values become ${FEED_MAX_LIMIT}.`;

/** Keeps catalogue types; an unknown one is an issue naming it (a 400). */
function knownTypes(types: string[], ctx: z.RefinementCtx): EventType[] {
  const unknown = types.filter((t) => !isEventType(t));
  if (unknown.length > 0)
    ctx.addIssue({ code: "custom", message: `Unknown event type(s): ${unknown.join(", ")}. Known: see the Event schema.` });
  return types.filter(isEventType);
}

/**
 * `GET /v1/events` query: `after` (a sequence; 0 or absent = from the oldest kept event),
 * `types` (comma-separated catalogue types), `[limit]` clamped like every listing.
 */
const feedQueryObject = z.strictObject({
  after: queryIntegerSchema
    .refine((n) => n >= 0, { message: "Must be 0 or more.", params: { code: "too_small" } })
    .optional()
    .transform((n) => n ?? 0)
    .meta({ type: "integer", minimum: 0, description: AFTER_TEXT }),
  types: z
    .string()
    .optional()
    .transform((raw, ctx): EventType[] | undefined => {
      if (raw === undefined || raw.trim() === "") return undefined;
      return knownTypes(
        raw
          .split(",")
          .map((t) => t.trim())
          .filter((t) => t !== ""),
        ctx,
      );
    })
    .describe(`Comma-separated event types, e.g. \`deal.updated,contact.created\`. One of: ${EVENT_TYPES.join(", ")}.`),
  "[limit]": queryPageLimit(FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT, LIMIT_TEXT),
});

/** The same feed query typed (GraphQL and tRPC): `types` as a list, `limit` without brackets. */
export const eventFeedInputSchema = z.strictObject({
  after: z.number().int().min(0).default(0).describe(AFTER_TEXT),
  types: z
    .array(z.string().min(1))
    .max(100)
    .optional()
    .transform((types, ctx) => (types && types.length > 0 ? knownTypes(types, ctx) : undefined)),
  limit: z.number().int().optional().transform(clampLimit).describe(LIMIT_TEXT),
});
export type EventFeedInput = z.output<typeof eventFeedInputSchema>;

/** As in every listing, unrecognised bracketed keys (`[offset]`) are ignored; other unknown keys are a 400. */
export const eventFeedQuerySchema = z.preprocess(
  (raw) =>
    raw !== null && typeof raw === "object"
      ? Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith("[") || key === "[limit]"))
      : raw,
  feedQueryObject,
);
export const eventFeedQueryDocSchema = feedQueryObject;
export type EventFeedQuery = z.output<typeof eventFeedQuerySchema>;

export const eventFeedPageSchema = z
  .object({
    data: z.array(eventSchema),
    next: z.number().int().describe("Pass as `after` to read on; equals `after` when the page is empty."),
    hasMore: z.boolean().describe("More events follow now; when false, poll again later with `after=next`."),
  })
  .meta({
    id: "EventFeedPage",
    examples: [
      {
        data: [
          {
            id: EXAMPLE_IDS.event,
            projectId: EXAMPLE_IDS.project,
            sequence: 42,
            createdAt: EXAMPLE_TIME,
            actor: { type: "USER", id: EXAMPLE_IDS.user },
            type: "tag.updated",
            data: {
              id: EXAMPLE_IDS.tag,
              changes: ["color"],
              record: { ...exampleRecordBase(EXAMPLE_IDS.tag), name: "vip", color: "#d4a017" },
            },
          },
        ],
        next: 42,
        hasMore: false,
      },
    ],
  });
