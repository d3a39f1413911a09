import type { Model } from "mongoose";
import type { Context } from "../core/context";
import type { TenantDoc } from "../core/tenant-schema";
import type { UnitOfWork } from "../core/unit-of-work";
import { resourceEvent } from "../events/event-catalogue";
import type { StoredFieldValue } from "./field-values";

/** What the field service does to the records holding a field's values (contacts or deals). */
export interface FieldValueStore {
  /**
   * Removes every value of the field inside the caller's transaction: one updateMany, then one
   * `<entity>.updated` event (changes: ["fields"]) per record that lost a value, as any edit raises.
   */
  removeField(ctx: Context, fieldId: string, uow: UnitOfWork): Promise<void>;
  /** Removes, the same way, every value of these (USER, CONTACT or DEAL) fields that names the record `id`. */
  clearReferences(ctx: Context, fieldIds: readonly string[], id: string, uow: UnitOfWork): Promise<void>;
  /** Whether some record holds one of these option ids as the field's value (SELECT or MULTI_SELECT). */
  usesOptions(projectId: string, fieldId: string, optionIds: string[]): Promise<boolean>;
}

type ValueHolder = TenantDoc & { fields: StoredFieldValue[] };

export function fieldValueStoreOf<D extends ValueHolder>(
  model: Model<D>,
  event: "contact" | "deal",
  toRecord: (doc: D) => unknown,
): FieldValueStore {
  // Mongoose cannot type a filter on an array-of-subdocuments path of a generic D; these are plain Mongo documents.
  const untyped = model as unknown as Model<ValueHolder>;
  /** Pulls the values matching `value` from every record holding one, then one update event per record. */
  async function pullValues(ctx: Context, value: Record<string, unknown>, uow: UnitOfWork): Promise<void> {
    const filter = { projectId: ctx.projectId, fields: { $elemMatch: value } };
    const affected = await untyped.find(filter, { _id: 1 }).lean<Array<{ _id: string }>>();
    if (affected.length === 0) return;
    await untyped.updateMany(filter, { $pull: { fields: value } });
    const after = await model.find({ projectId: ctx.projectId, _id: { $in: affected.map((doc) => doc._id) } }).lean<D[]>();
    for (const doc of after) uow.emit(resourceEvent(event, "updated", { id: doc._id, changes: ["fields"], record: toRecord(doc) }));
  }

  return {
    removeField: (ctx, fieldId, uow) => pullValues(ctx, { fieldId }, uow),
    async clearReferences(ctx, fieldIds, id, uow) {
      if (fieldIds.length > 0) await pullValues(ctx, { fieldId: { $in: [...fieldIds] }, value: id }, uow);
    },
    async usesOptions(projectId, fieldId, optionIds) {
      // $in matches a SELECT's string and any element of a MULTI_SELECT's array alike.
      const hit = await untyped.exists({ projectId, fields: { $elemMatch: { fieldId, value: { $in: optionIds } } } });
      return hit !== null;
    },
  };
}
