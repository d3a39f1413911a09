import { Schema, type Connection, type Model } from "mongoose";

/**
 * One counter per project: the last sequence number handed to its events. Only the relay writes
 * it, once per dispatched batch, so API writes never contend on it.
 */
export interface EventSequenceDoc {
  _id: string;
  value: number;
}

const eventSequenceSchema = new Schema<EventSequenceDoc>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { versionKey: false },
);

export const defineEventSequenceModel = (conn: Connection): Model<EventSequenceDoc> =>
  conn.model<EventSequenceDoc>("EventSequence", eventSequenceSchema, "event_sequences");
