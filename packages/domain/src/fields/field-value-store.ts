import type { Model } from "mongoose";
import type { TenantDoc } from "../core/tenant-schema";
import type { StoredFieldValue } from "./field-values";

/** What the field service does to the records holding a field's values (contacts or deals). */
export interface FieldValueStore {
  /** Removes every value of the field: one updateMany, inside the caller's transaction. */
  removeField(projectId: string, fieldId: string): Promise<void>;
  /** Whether some record holds one of these option ids as the field's value (SELECT or MULTI_SELECT). */
  usesOptions(projectId: string, fieldId: string, optionIds: string[]): Promise<boolean>;
}

export function fieldValueStoreOf<D extends TenantDoc & { fields: StoredFieldValue[] }>(model: Model<D>): FieldValueStore {
  // Mongoose cannot type a filter on an array-of-subdocuments path of a generic D; these are plain Mongo documents.
  const untyped = model as unknown as Model<TenantDoc & { fields: StoredFieldValue[] }>;
  return {
    async removeField(projectId, fieldId) {
      await untyped.updateMany({ projectId, "fields.fieldId": fieldId }, { $pull: { fields: { fieldId } } });
    },
    async usesOptions(projectId, fieldId, optionIds) {
      // $in matches a SELECT's string and any element of a MULTI_SELECT's array alike.
      const hit = await untyped.exists({ projectId, fields: { $elemMatch: { fieldId, value: { $in: optionIds } } } });
      return hit !== null;
    },
  };
}
