import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

/**
 * The outbox: one document per domain event, written in the same transaction as the change it
 * describes, so no event is lost and none exists for a change that rolled back. The relay reads
 * undispatched events, gives them their project sequence, and hands them to the pipelines.
 * Events expire at `expiresAt` (EVENT_RETENTION_DAYS after the change), which bounds the outbox
 * and the change feed alike.
 */
export interface EventDoc {
  _id: string;
  projectId: string;
  type: string;
  data: Record<string, unknown>;
  actor: { type: string; id: string };
  createdAt: Date;
  dispatchedAt: Date | null;
  /** Position in the project's change feed; assigned by the relay in dispatch order (see docs/events.md). */
  sequence: number | null;
  expiresAt: Date;
}

const PENDING_EVENTS_INDEX = "pending_events";

const eventSchema = new Schema<EventDoc>(
  {
    _id: { type: String, default: newId },
    projectId: { type: String, required: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    actor: { type: { type: String, required: true }, id: { type: String, required: true } },
    createdAt: { type: Date, required: true },
    dispatchedAt: { type: Date, default: null },
    sequence: { type: Number, default: null },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, id: false },
);
eventSchema.index({ projectId: 1, createdAt: -1 });
// The relay's queue: only undispatched events are in it, so it stays as small as the backlog (an index
// of every event grew with retention, and each dispatch moved an entry instead of dropping it). Its key
// ends with the relay's sort ({createdAt, _id}), so a read of the oldest 200 stops after 200 even
// when the backlog is large (without `_id` a large backlog was read whole, or scanned).
eventSchema.index(
  { dispatchedAt: 1, createdAt: 1, _id: 1 },
  { name: PENDING_EVENTS_INDEX, partialFilterExpression: { dispatchedAt: null } },
);
// The change feed: a project's events in sequence order, optionally of some types.
eventSchema.index({ projectId: 1, sequence: 1 });
eventSchema.index({ projectId: 1, type: 1, sequence: 1 });
eventSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The index over every event that PENDING_EVENTS_INDEX replaced (dropped when the domain opens). */
export const REPLACED_EVENTS_INDEX = "dispatchedAt_1_createdAt_1";

export const defineEventModel = (conn: Connection): Model<EventDoc> => conn.model<EventDoc>("Event", eventSchema, "events");
