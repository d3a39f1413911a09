import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import { FIELD_ENTITY_TYPES, type FieldEntityType } from "../fields/field-types";

export interface FieldGroupDoc extends TenantDoc {
  name: string;
  entityType: FieldEntityType;
  position: number;
  /**
   * Bumped (without touching updatedAt) whenever a field is put into the group, so a field
   * create and a group delete running at once write the same document: one of the two
   * transactions conflicts and retries, and a group can never be deleted with a field in it.
   * Not part of the API record.
   */
  fieldWrites?: number;
}

const fieldGroupSchema = tenantSchema<FieldGroupDoc>({
  name: { type: String, required: true },
  entityType: { type: String, enum: FIELD_ENTITY_TYPES, required: true, immutable: true },
  position: { type: Number, required: true, min: 0 },
  fieldWrites: { type: Number },
});
fieldGroupSchema.index({ projectId: 1, entityType: 1, position: 1 });
fieldGroupSchema.index({ projectId: 1, position: 1 });
fieldGroupSchema.index({ projectId: 1, createdAt: -1 });

export const defineFieldGroupModel = (conn: Connection): Model<FieldGroupDoc> =>
  conn.model<FieldGroupDoc>("FieldGroup", fieldGroupSchema, "field_groups");
