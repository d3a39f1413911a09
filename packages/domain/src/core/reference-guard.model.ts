import { Schema, type Connection, type Model } from "mongoose";

/**
 * One guard slot of one record (docs/consistency.md, "The mechanism: guard slots"): a reference
 * to the record writes one slot, a delete writes them all, so the two conflict while references
 * to one record do not conflict with each other. `_id` is `<collection>:<recordId>:<slot>`, so a
 * writer can name a slot without reading it first (an upsert), and the slot exists only once
 * something wrote it. Every write pushes `expiresAt` forward; an idle slot expires, which is
 * harmless: a write of a missing slot (an insert of that `_id`) conflicts just as an update does.
 */
export interface ReferenceGuardDoc {
  _id: string;
  projectId: string;
  expiresAt: Date;
  /** Counts the writes, so that every write changes the document (guard-slots.ts). */
  writes: number;
}

export const REFERENCE_GUARDS = "reference_guards";

const referenceGuardSchema = new Schema<ReferenceGuardDoc>(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    writes: { type: Number, required: true },
  },
  { versionKey: false, id: false },
);
// Slots are written by `_id` and `projectId` together: the shard key of a sharded deployment.
referenceGuardSchema.index({ projectId: 1, _id: 1 });
referenceGuardSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const defineReferenceGuardModel = (conn: Connection): Model<ReferenceGuardDoc> =>
  conn.model<ReferenceGuardDoc>("ReferenceGuard", referenceGuardSchema, REFERENCE_GUARDS);
