import type { Model, QueryFilter } from "mongoose";
import { requireScope, type Actor, type Context } from "../core/context";
import { notFound } from "../core/errors";
import type { EventDoc } from "./event.model";

/** An outbox event as callers see it (the webhook payload is built from this). */
export interface EventRecord {
  id: string;
  type: string;
  projectId: string;
  actor: Actor;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface EventListOptions {
  /** Only events after this one (a cursor: the last id already seen). */
  after?: string;
  /** Only these types, e.g. `["deal.updated"]`. */
  types?: readonly string[];
  /** Default 100, at most 1000. */
  limit?: number;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

export const toEventRecord = (doc: EventDoc): EventRecord => ({
  id: doc._id,
  type: doc.type,
  projectId: doc.projectId,
  actor: { type: doc.actor.type as Actor["type"], id: doc.actor.id },
  data: doc.data,
  createdAt: doc.createdAt.toISOString(),
});

/**
 * Reads the outbox of the caller's project, oldest first. Events of one transaction share a
 * createdAt; their ObjectId-based `_id`s grow in insertion order, so (createdAt, _id) is the
 * order they were raised in and a stable cursor.
 */
export function createEventService(events: Model<EventDoc>) {
  return {
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
  };
}
export type EventService = ReturnType<typeof createEventService>;
