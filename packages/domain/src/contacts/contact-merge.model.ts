import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import type { StoredFieldValue } from "../fields/field-values";
import type { MovedReferences } from "../fields/reference-values";
import type { ContactDoc } from "./contact.model";

/** The ids a merge re-pointed from the source to the target, per collection (a revert points exactly these back). */
export interface MergeMoved {
  deals: string[];
  /** Notes on the contact (`entityType: CONTACT`). */
  notes: string[];
  /** Calls whose `contactId` was the source. */
  calls: string[];
  /** Calls filed on the contact (`entityType: CONTACT, entityId`). */
  callEntities: string[];
  chats: string[];
  /** Webhooks whose filter named the source (`filter.contactId`). */
  webhooks: string[];
  /** Custom CONTACT-type field values that named the source, per entity type of the records holding them. */
  references: MovedReferences;
}

/** A phone claim of the source: handed to the target (it took the source's PHONE) or released (the target keeps its own number). */
/** A value claim the source held (fields/value-claim.model.ts), and whether the merge gave it to the target. */
export interface MergeClaim {
  fieldId: string;
  value: string;
  movedToTarget: boolean;
}

/**
 * One contact merge, kept so it can be reverted on its own (independently of record history):
 * what moved, which target fields it filled, and the source as it was. While `revertedAt` is
 * null the source id is a tombstone: reads of it answer the target, writes naming it 409 `MERGED`.
 */
export interface ContactMergeDoc extends TenantDoc {
  targetId: string;
  sourceId: string;
  /** The source document as stored before the merge (restored as it was by a revert). */
  source: ContactDoc;
  moved: MergeMoved;
  /** The values the target took from the source (its fields that were empty). */
  filled: StoredFieldValue[];
  claims: MergeClaim[];
  revertedAt: Date | null;
}

const ids = { type: [String], default: [] };

const mergeSchema = tenantSchema<ContactMergeDoc>({
  targetId: { type: String, required: true },
  sourceId: { type: String, required: true },
  source: { type: Schema.Types.Mixed, required: true },
  moved: {
    type: new Schema(
      {
        deals: ids,
        notes: ids,
        calls: ids,
        callEntities: ids,
        chats: ids,
        webhooks: ids,
        references: { type: Schema.Types.Mixed, default: () => ({ CONTACT: [], DEAL: [] }) },
      },
      { _id: false, strict: "throw" },
    ),
    required: true,
  },
  filled: { type: [Schema.Types.Mixed], default: [] },
  claims: {
    type: [
      new Schema(
        {
          fieldId: { type: String, required: true },
          value: { type: String, required: true },
          movedToTarget: { type: Boolean, required: true },
        },
        { _id: false },
      ),
    ],
    default: [],
  },
  revertedAt: { type: Date, default: null },
});
// "Is this id a merged contact?" (every read or write of a missing contact id asks it).
mergeSchema.index({ projectId: 1, sourceId: 1, revertedAt: 1 });

export const defineContactMergeModel = (conn: Connection): Model<ContactMergeDoc> =>
  conn.model<ContactMergeDoc>("ContactMerge", mergeSchema, "contact_merges");
