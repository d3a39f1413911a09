import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import {
  BUILT_IN_KEYS,
  FIELD_ENTITY_TYPES,
  FIELD_LEVELS,
  FIELD_TYPES,
  type BuiltInKey,
  type FieldConfig,
  type FieldEntityType,
  type FieldLevel,
  type FieldType,
} from "./field-types";

export interface FieldDoc extends TenantDoc {
  entityType: FieldEntityType;
  label: string;
  type: FieldType;
  config: FieldConfig;
  position: number;
  level: FieldLevel;
  fieldGroupId: string;
  /** Only on built-in fields. */
  key?: BuiltInKey;
}

const fieldSchema = tenantSchema<FieldDoc>({
  // entityType and type never change: stored values were validated against them.
  entityType: { type: String, enum: FIELD_ENTITY_TYPES, required: true, immutable: true },
  label: { type: String, required: true },
  type: { type: String, enum: FIELD_TYPES, required: true, immutable: true },
  config: { type: Schema.Types.Mixed, required: true },
  position: { type: Number, required: true, min: 0 },
  level: { type: String, enum: FIELD_LEVELS, required: true },
  fieldGroupId: { type: String, required: true },
  key: { type: String, enum: BUILT_IN_KEYS, immutable: true },
});
fieldSchema.index({ projectId: 1, entityType: 1, key: 1 }, { unique: true, partialFilterExpression: { key: { $type: "string" } } });
fieldSchema.index({ projectId: 1, fieldGroupId: 1, position: 1 });
fieldSchema.index({ projectId: 1, entityType: 1, position: 1 });
fieldSchema.index({ projectId: 1, createdAt: -1 });

export const defineFieldModel = (conn: Connection): Model<FieldDoc> => conn.model<FieldDoc>("Field", fieldSchema, "fields");
