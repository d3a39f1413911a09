import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import type { StoredFieldValue } from "../fields/field-values";
import { SEARCH_KEYS_PATH, SEARCH_KEYS_INDEX } from "../search/record-keys.model";

export interface ContactDoc extends TenantDoc {
  fields: StoredFieldValue[];
}

const contactSchema = tenantSchema<ContactDoc>({
  fields: {
    type: [new Schema({ fieldId: { type: String, required: true }, value: { type: Schema.Types.Mixed } }, { _id: false })],
    default: [],
  },
  ...SEARCH_KEYS_PATH,
});
// `_id` follows createdAt because the list engine appends it as the sort tie-break: the whole sort comes from the index.
contactSchema.index({ projectId: 1, createdAt: -1, _id: -1 });
contactSchema.index({ projectId: 1, updatedAt: -1, _id: -1 });
// `fields.<id|KEY>` filters compile to $elemMatch on {fieldId, value}: `fields.PHONE=...` and phone look-ups stay index scans.
contactSchema.index({ projectId: 1, "fields.fieldId": 1, "fields.value": 1 });
contactSchema.index(SEARCH_KEYS_INDEX);

export const defineContactModel = (conn: Connection): Model<ContactDoc> => conn.model<ContactDoc>("Contact", contactSchema, "contacts");
