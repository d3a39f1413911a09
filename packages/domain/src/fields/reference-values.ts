import type { Model } from "mongoose";
import type { Context } from "../core/context";
import type { UnitOfWork } from "../core/unit-of-work";
import type { FieldDoc } from "./field.model";
import { FIELD_ENTITY_TYPES, type FieldEntityType } from "./field-types";
import type { ReferenceType } from "./field-values";
import type { FieldReference, FieldValueStore } from "./field-value-store";

/** Reference values a merge re-pointed, per entity type of the records holding them. */
export type MovedReferences = Record<FieldEntityType, FieldReference[]>;

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
  /** The project's fields of this reference type, per entity type of the records holding them. */
  async function fieldIdsOf(ctx: Context, type: ReferenceType): Promise<Record<FieldEntityType, string[]>> {
    const defs = await fields
      .find({ projectId: ctx.projectId, type })
      .select("_id entityType")
      .lean<Array<Pick<FieldDoc, "_id" | "entityType">>>();
    const of = (entityType: FieldEntityType) => defs.filter((def) => def.entityType === entityType).map((def) => def._id);
    return { CONTACT: of("CONTACT"), DEAL: of("DEAL") };
  }

  return {
    /** A contact merge: every value of the type's fields naming `from` names `to` instead; answers what moved. */
    async repoint(ctx: Context, type: ReferenceType, from: string, to: string, uow: UnitOfWork): Promise<MovedReferences> {
      const ids = await fieldIdsOf(ctx, type);
      return {
        CONTACT: await stores.CONTACT.repointReferences(ctx, from, to, { fieldIds: ids.CONTACT }, uow),
        DEAL: await stores.DEAL.repointReferences(ctx, from, to, { fieldIds: ids.DEAL }, uow),
      };
    },
    /** Its revert: exactly the values it moved go back; answers how many still named `from` (the others changed since). */
    async repointBack(ctx: Context, moved: MovedReferences, from: string, to: string, uow: UnitOfWork): Promise<number> {
      let count = 0;
      for (const entityType of FIELD_ENTITY_TYPES) {
        const pairs = moved[entityType];
        if (pairs.length > 0) count += (await stores[entityType].repointReferences(ctx, from, to, { pairs }, uow)).length;
      }
      return count;
    },
    async clear(ctx: Context, type: ReferenceType, id: string, uow: UnitOfWork): Promise<void> {
      const ids = await fieldIdsOf(ctx, type);
      for (const entityType of FIELD_ENTITY_TYPES) await stores[entityType].clearReferences(ctx, ids[entityType], id, uow);
    },
  };
}
export type ReferenceValues = ReturnType<typeof createReferenceValues>;
