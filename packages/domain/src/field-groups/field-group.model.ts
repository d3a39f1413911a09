import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import { FIELD_ENTITY_TYPES, type FieldEntityType } from "../fields/field-types";

export interface FieldGroupDoc extends TenantDoc {
  name: string;
  entityType: FieldEntityType;
  position: number;
}

const fieldGroupSchema = tenantSchema<FieldGroupDoc>({
  name: { type: String, required: true },
  entityType: { type: String, enum: FIELD_ENTITY_TYPES, required: true, immutable: true },
  position: { type: Number, required: true, min: 0 },
});
fieldGroupSchema.index({ projectId: 1, entityType: 1, position: 1 });
fieldGroupSchema.index({ projectId: 1, position: 1 });
fieldGroupSchema.index({ projectId: 1, createdAt: -1 });

export const defineFieldGroupModel = (conn: Connection): Model<FieldGroupDoc> =>
  conn.model<FieldGroupDoc>("FieldGroup", fieldGroupSchema, "field_groups");
