import type { QueryFilter } from "mongoose";
import { requireScope, type Context } from "../core/context";
import { notFound } from "../core/errors";
import { parseInput } from "../core/validate";
import { eventFeedInputSchema, eventFeedQuerySchema, type EventFeedInput } from "./event-feed.schema";
import type { EventDoc } from "./event.model";
import { toEventRecord, type EventRecord } from "./event.record";
import type { Models } from "../models";

export type { EventRecord } from "./event.record";

export interface EventListOptions {
  /** Only events after this one (a cursor: the last id already seen). */
  after?: string;
  /** Only these types, e.g. `["deal.updated"]`. */
  types?: readonly string[];
  /** Default 100, at most 1000. */
  limit?: number;
}

/** An event of the change feed: its sequence is final. */
export type SequencedEvent = EventRecord & { sequence: number };

export interface EventFeedPage {
  data: SequencedEvent[];
  next: number;
  hasMore: boolean;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

export interface EventServiceDeps {
  models: Pick<Models, "events">;
}

export function createEventService({ models: { events } }: EventServiceDeps) {
  async function readFeed(ctx: Context, { after, types, limit }: EventFeedInput): Promise<EventFeedPage> {
    const filter: QueryFilter<EventDoc> = { projectId: ctx.projectId, sequence: { $gt: after } };
    if (types) filter.type = { $in: types };
    const docs = await events
      .find(filter)
      .sort({ sequence: 1 })
      .limit(limit + 1)
      .lean<EventDoc[]>();
    const data = docs.slice(0, limit).map((doc) => toEventRecord(doc) as SequencedEvent);
    return { data, next: data.at(-1)?.sequence ?? after, hasMore: docs.length > limit };
  }

  return {
    /**
     * The outbox of the caller's project as written, oldest first, including events the relay has
     * not numbered yet (for tests and diagnostics). Events of one transaction share a createdAt;
     * their ObjectId-based `_id`s grow in insertion order, so (createdAt, _id) is a stable cursor.
     */
    async list(ctx: Context, options: EventListOptions = {}): Promise<EventRecord[]> {
      requireScope(ctx, "read");
      const filter: QueryFilter<EventDoc> = { projectId: ctx.projectId };
      if (options.types) filter.type = { $in: [...options.types] };
      if (options.after !== undefined) {
        const cursor = await events.findOne({ _id: String(options.after), projectId: ctx.projectId }, { createdAt: 1 }).lean<EventDoc>();
        if (!cursor) throw notFound("Event", options.after);
        filter.$or = [{ createdAt: { $gt: cursor.createdAt } }, { createdAt: cursor.createdAt, _id: { $gt: cursor._id } }];
      }
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)));
      const docs = await events.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<EventDoc[]>();
      return docs.map(toEventRecord);
    },

    /**
     * The change feed (`GET /v1/events`): the project's events in sequence order, after a cursor.
     * Only numbered events appear, and numbers are given in commit order, so a reader that pages
     * with `next` never skips an event that committed late: it gets a number above every one shown.
     */
    async feed(ctx: Context, query: unknown): Promise<EventFeedPage> {
      requireScope(ctx, "read");
      const { after, types, "[limit]": limit } = parseInput(eventFeedQuerySchema, query);
      return readFeed(ctx, { after, types, limit });
    },

    /** The same feed from the typed input of GraphQL and tRPC (`types` a list, `limit`). */
    async read(ctx: Context, input: unknown): Promise<EventFeedPage> {
      requireScope(ctx, "read");
      return readFeed(ctx, parseInput(eventFeedInputSchema, input));
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
