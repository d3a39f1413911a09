import { Schema, type SchemaDefinition, type SchemaOptions } from "mongoose";
import { newId } from "./ids";

/**
 * Base for every project-owned collection: string `_id`, immutable `projectId`, timestamps.
 * `projectId` leads every index so a sharded deployment targets one shard per query.
 */
export function tenantSchema<T>(definition: SchemaDefinition, options: SchemaOptions = {}): Schema<T> {
  const schema = new Schema(
    {
      _id: { type: String, default: newId },
      projectId: { type: String, required: true, immutable: true },
      // Bumped by loadForUpdate (core/references.ts) so two writers of one record conflict at once; in no record.
      refGuard: { type: Number },
      ...definition,
    },
    { timestamps: true, versionKey: false, minimize: false, id: false, strict: "throw", ...options },
  );
  // Mongoose cannot infer T from a spread definition; the resource's interface is the source of truth.
  return schema as unknown as Schema<T>;
}

/** Fields every stored record has. */
export interface TenantDoc {
  _id: string;
  projectId: string;
  createdAt: Date;
  updatedAt: Date;
}
