import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

/**
 * One document per `{projectId, fieldId, value}` that a record holds a claim on; the triple is
 * unique and a claim is written in the same transaction as the record's value. Two concurrent
 * writers of one value both read no holder (snapshot reads), but only one can write the claim:
 * the other gets a WriteConflict (retried by the transaction) or a duplicate key, and then sees
 * the winner. Internal: never in a record. See fields/value-claims.ts for who claims what:
 * every value of a unique custom field, and the value a record was created for by
 * findOrCreateByPhone or an upsert (PHONE, EMAIL, CUSTOM_ID). A record that changes the value
 * or is deleted releases its claim.
 */
export interface ValueClaimDoc {
  _id: string;
  projectId: string;
  fieldId: string;
  /** The normalised value as stored on the record, as a string (claimKey). */
  value: string;
  recordId: string;
}

const claimSchema = new Schema<ValueClaimDoc>(
  {
    _id: { type: String, default: newId },
    projectId: { type: String, required: true, immutable: true },
    fieldId: { type: String, required: true },
    value: { type: String, required: true },
    recordId: { type: String, required: true },
  },
  { versionKey: false, id: false, strict: "throw" },
);
claimSchema.index({ projectId: 1, fieldId: 1, value: 1 }, { unique: true });
claimSchema.index({ projectId: 1, recordId: 1 });

export const defineValueClaimModel = (conn: Connection): Model<ValueClaimDoc> =>
  conn.model<ValueClaimDoc>("ValueClaim", claimSchema, "value_claims");
