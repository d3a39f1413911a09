import type { Model } from "mongoose";
import type { Context } from "../core/context";
import type { UnitOfWork } from "../core/unit-of-work";
import type { FieldDoc } from "./field.model";
import { FIELD_ENTITY_TYPES, type FieldEntityType } from "./field-types";
import type { ReferenceType } from "./field-values";
import type { FieldValueStore } from "./field-value-store";

/**
 * Custom reference fields (USER, CONTACT, DEAL) when the record a value names is deleted: the
 * value is cleared, inside the delete's transaction, and each record that held it raises its
 * `<entity>.updated` (changes: ["fields"]), as when a field is deleted or a tag leaves its deals.
 * The fields are read from the database, not the definition cache, so a field created a moment
 * ago is covered too. A write naming the record concurrently takes it through the reference
 * guard, so it conflicts with the delete and the later of the two sees the other
 * (docs/consistency.md): either the value is cleared here or the write answers 404.
 */
export function createReferenceValues(fields: Model<FieldDoc>, stores: Record<FieldEntityType, FieldValueStore>) {
  return {
    async clear(ctx: Context, type: ReferenceType, id: string, uow: UnitOfWork): Promise<void> {
      const defs = await fields
        .find({ projectId: ctx.projectId, type })
        .select("_id entityType")
        .lean<Array<Pick<FieldDoc, "_id" | "entityType">>>();
      for (const entityType of FIELD_ENTITY_TYPES) {
        const ids = defs.filter((def) => def.entityType === entityType).map((def) => def._id);
        await stores[entityType].clearReferences(ctx, ids, id, uow);
      }
    },
  };
}
export type ReferenceValues = ReturnType<typeof createReferenceValues>;
