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
  /**
   * Re-points the values naming the record `from` to `to` (a contact merge and its revert), one
   * `<entity>.updated` event and history entry per record changed: every value of these fields,
   * or exactly these record/field pairs (a revert puts back what its merge moved). Answers the
   * pairs it changed.
   */
  repointReferences(ctx: Context, from: string, to: string, scope: RepointScope, uow: UnitOfWork): Promise<FieldReference[]>;
  /** Whether some record holds one of these option ids as the field's value (SELECT or MULTI_SELECT). */
  usesOptions(projectId: string, fieldId: string, optionIds: string[]): Promise<boolean>;
}

/** One reference value: the field `fieldId` of the record `recordId`. */
export interface FieldReference {
  recordId: string;
  fieldId: string;
}
export type RepointScope = { fieldIds: readonly string[] } | { pairs: readonly FieldReference[] };

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
    async repointReferences(ctx, from, to, scope, uow) {
      const exact = "pairs" in scope ? scope.pairs : undefined;
      const fieldIds = exact ? [...new Set(exact.map((pair) => pair.fieldId))] : [...(scope as { fieldIds: readonly string[] }).fieldIds];
      if (fieldIds.length === 0) return [];
      const filter = {
        projectId: ctx.projectId,
        fields: { $elemMatch: { fieldId: { $in: fieldIds }, value: from } },
        ...(exact ? { _id: { $in: [...new Set(exact.map((pair) => pair.recordId))] } } : {}),
      };
      const wanted = (recordId: string, fieldId: string) =>
        exact ? exact.some((pair) => pair.recordId === recordId && pair.fieldId === fieldId) : fieldIds.includes(fieldId);
      const changed: FieldReference[] = [];
      for (const doc of await model.find(filter as object).lean<D[]>()) {
        const fields = doc.fields.map((value) => {
          if (value.value !== from || !wanted(doc._id, value.fieldId)) return value;
          changed.push({ recordId: doc._id, fieldId: value.fieldId });
          return { ...value, value: to };
        });
        const after = await model
          .findOneAndUpdate({ _id: doc._id, projectId: ctx.projectId } as object, { $set: { fields } }, { returnDocument: "after" })
          .lean<D>();
        if (after)
          uow.emit(resourceEvent(event, "updated", { id: doc._id, changes: ["fields"], record: toRecord(after) }), {
            before: toRecord(doc) as Record<string, unknown>,
          });
      }
      return changed;
    },
    async usesOptions(projectId, fieldId, optionIds) {
      // $in matches a SELECT's string and any element of a MULTI_SELECT's array alike.
      const hit = await untyped.exists({ projectId, fields: { $elemMatch: { fieldId, value: { $in: optionIds } } } });
      return hit !== null;
    },
  };
}
