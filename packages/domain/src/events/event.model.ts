import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

/**
 * The outbox: one document per domain event, written in the same transaction as the change it
 * describes, so no event is lost and none exists for a change that rolled back. The webhook
 * dispatcher reads undispatched events in order.
 */
export interface EventDoc {
  _id: string;
  projectId: string;
  type: string;
  data: Record<string, unknown>;
  actor: { type: string; id: string };
  createdAt: Date;
  dispatchedAt: Date | null;
}

const eventSchema = new Schema<EventDoc>(
  {
    _id: { type: String, default: newId },
    projectId: { type: String, required: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    actor: { type: { type: String, required: true }, id: { type: String, required: true } },
    createdAt: { type: Date, required: true },
    dispatchedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false, id: false },
);
eventSchema.index({ projectId: 1, createdAt: -1 });
eventSchema.index({ dispatchedAt: 1, createdAt: 1 });

export const defineEventModel = (conn: Connection): Model<EventDoc> => conn.model<EventDoc>("Event", eventSchema, "events");
