import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

/**
 * One document per phone number that findOrCreateByPhone created a contact for: `{projectId, phone}`
 * is unique, and the claim is written in the same transaction as the new contact. Two concurrent
 * look-ups of a new number both find no contact (snapshot reads), but only one can write the claim:
 * the other gets a WriteConflict (retried by the transaction) or a duplicate key (retried by
 * findOrCreateByPhone), and its retry finds the contact the winner created. Internal: never in a record.
 * Deleting the contact, or changing its PHONE, releases the claim, so the number can be claimed again.
 */
export interface ContactPhoneClaimDoc {
  _id: string;
  projectId: string;
  /** The PHONE value as stored on contacts: digits with the country code. */
  phone: string;
  contactId: string;
}

const claimSchema = new Schema<ContactPhoneClaimDoc>(
  {
    _id: { type: String, default: newId },
    projectId: { type: String, required: true, immutable: true },
    phone: { type: String, required: true },
    contactId: { type: String, required: true },
  },
  { versionKey: false, id: false, strict: "throw" },
);
claimSchema.index({ projectId: 1, phone: 1 }, { unique: true });
claimSchema.index({ projectId: 1, contactId: 1 });

export const defineContactPhoneClaimModel = (conn: Connection): Model<ContactPhoneClaimDoc> =>
  conn.model<ContactPhoneClaimDoc>("ContactPhoneClaim", claimSchema, "contact_phone_claims");
