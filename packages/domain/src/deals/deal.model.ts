import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import type { StoredFieldValue } from "../fields/field-values";
import type { StageType } from "../stages/stage.model";
import { SEARCH_KEYS_PATH, SEARCH_KEYS_INDEX } from "../search/record-keys.model";

export type DealStatus = StageType;

export interface DealDoc extends TenantDoc {
  title: string;
  contactId: string;
  responsibleId?: string;
  pipelineId: string;
  stageId: string;
  /** Always the type of the deal's stage: derived on every move, never written directly. */
  status: DealStatus;
  /** Only while LOST. */
  lossReasonId?: string;
  tagIds: string[];
  fields: StoredFieldValue[];
  /** Set on entering WON/LOST, cleared on leaving. */
  closedAt?: Date;
}

export const dealSchema = tenantSchema<DealDoc>({
  title: { type: String, required: true },
  contactId: { type: String, required: true },
  responsibleId: { type: String },
  pipelineId: { type: String, required: true },
  stageId: { type: String, required: true },
  status: { type: String, enum: ["OPEN", "WON", "LOST"], required: true },
  lossReasonId: { type: String },
  tagIds: { type: [String], default: [] },
  fields: {
    type: [new Schema({ fieldId: { type: String, required: true }, value: { type: Schema.Types.Mixed } }, { _id: false })],
    default: [],
  },
  closedAt: { type: Date },
  ...SEARCH_KEYS_PATH,
});

/**
 * Listing indexes: each filter is an equality prefix followed by the default/common sort key,
 * with `_id` last in the same direction because the list engine appends it as the tie-break; the
 * whole sort then comes from the index (no blocking sort). The benchmark query
 * `stageId=<id>&createdAt[sort]=desc&[limit]=20` walks the first one.
 */
const BY_CREATED = { createdAt: -1, _id: -1 } as const;
for (const filter of ["stageId", "pipelineId", "contactId", "responsibleId", "status", "lossReasonId", "tagIds"]) {
  dealSchema.index({ projectId: 1, [filter]: 1, ...BY_CREATED });
}
dealSchema.index({ projectId: 1, ...BY_CREATED });
dealSchema.index({ projectId: 1, updatedAt: -1, _id: -1 });
dealSchema.index({ projectId: 1, closedAt: -1, _id: -1 });
dealSchema.index({ projectId: 1, title: 1, _id: 1 });
// `fields.<id|KEY>` filters compile to $elemMatch on {fieldId, value}.
dealSchema.index({ projectId: 1, "fields.fieldId": 1, "fields.value": 1 });
dealSchema.index(SEARCH_KEYS_INDEX);

export const defineDealModel = (conn: Connection): Model<DealDoc> => conn.model<DealDoc>("Deal", dealSchema, "deals");
