import { z } from "zod";
import type { Context } from "../core/context";
import { notFound, validationError, type FieldError } from "../core/errors";
import { idSchema } from "../core/schema-helpers";
import type { ReferenceCheck } from "../core/references";
import type { CustomFieldResolver } from "../query";
import type { FieldDefinition, FieldDefinitionCache, ProjectFields } from "./field-definitions";
import { BUILT_IN_KEYS, FIELD_ENTITY_TYPES, type FieldEntityType, type FieldType } from "./field-types";
import { normalizeFieldValue } from "./normalize-field-value";

export type { FieldEntityType } from "./field-types";

/** One custom value as stored on a contact or deal (`fields: [{fieldId, value}]`). */
export interface StoredFieldValue {
  fieldId: string;
  value: unknown;
}

/** The `fields` of a contact or deal record. */
export const fieldValuesRecordSchema = z.array(z.object({ fieldId: z.string(), value: z.unknown() }).meta({ id: "FieldValue" }));

/** A value as written: the field named by its id or, for built-ins, by its KEY; `value: null` clears it. */
export const fieldValueInputSchema = z
  .strictObject({
    fieldId: idSchema.optional(),
    key: z.enum(BUILT_IN_KEYS).optional(),
    value: z.unknown(),
  })
  .superRefine((input, check) => {
    if ((input.fieldId === undefined) === (input.key === undefined)) {
      check.addIssue({ code: "custom", path: ["fieldId"], message: "Give exactly one of fieldId and key." });
    }
    if (input.value === undefined) check.addIssue({ code: "custom", path: ["value"], message: "Required; null clears the value." });
  })
  .meta({ id: "FieldValueInput" });
export type FieldValueInput = z.infer<typeof fieldValueInputSchema>;

const MAX_FIELD_VALUES = 200;
/** The `fields` of a contact or deal write: each value is then checked against its field's type (normalize-field-value.ts). */
export const fieldValuesInputSchema = z.array(fieldValueInputSchema).max(MAX_FIELD_VALUES);

export interface FieldValues {
  /** Resolves ids/KEYs of this project and entity type, validates and normalises each value by its field type; value null = clear. Unknown field -> 404 NOT_FOUND; wrong entity type or bad value -> 400 VALIDATION_ERROR naming `fields.<i>.value` etc. */
  normalize(
    ctx: Context,
    entityType: FieldEntityType,
    inputs: FieldValueInput[],
  ): Promise<Array<{ fieldId: string; value: unknown | null }>>;
  /** Existing values with the updates applied (null removes); order stable. */
  merge(existing: StoredFieldValue[], updates: Array<{ fieldId: string; value: unknown | null }>): StoredFieldValue[];
  /** For list filters `fields.<id|KEY>` (see query/list-spec.ts CustomFieldResolver). */
  resolver(ctx: Context, entityType: FieldEntityType): CustomFieldResolver;
  /** The field id of a built-in KEY in this project (e.g. PHONE, for phone look-ups). */
  builtInFieldId(ctx: Context, entityType: FieldEntityType, key: string): Promise<string>;
}

/** Field types whose values are ids of records of the project. */
export const REFERENCE_TYPES = ["USER", "CONTACT", "DEAL"] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export interface FieldValuesDeps {
  definitions: FieldDefinitionCache;
  /** Where USER, CONTACT and DEAL values are checked (404 for an id not in the project); a type without one is not checked. */
  references: Partial<Record<ReferenceType, ReferenceCheck>>;
  /**
   * The stored definitions of custom fields being written, read through the reference guard
   * (see field-definitions.ts currentFieldDefinitions). Built-in fields are never deleted and
   * have no options to remove, so they are taken from the cache alone.
   */
  current(ctx: Context, fieldIds: readonly string[]): Promise<ReadonlyMap<string, FieldDefinition>>;
}

export function createFieldValues(deps: FieldValuesDeps): FieldValues {
  const { definitions } = deps;

  /** The field an input names, of whichever entity type (so a wrong one can be told from an unknown one). */
  function lookup(fields: ProjectFields, entityType: FieldEntityType, input: FieldValueInput): FieldDefinition | undefined {
    if (input.fieldId !== undefined) return fields.byId.get(input.fieldId);
    const key = input.key ?? "";
    return fields.byKey(entityType, key) ?? FIELD_ENTITY_TYPES.map((other) => fields.byKey(other, key)).find(Boolean);
  }

  /** One query per referenced record type, however many values name it. */
  async function checkReferences(ctx: Context, normalized: Array<{ type: FieldType; value: unknown }>): Promise<void> {
    for (const type of REFERENCE_TYPES) {
      const check = deps.references[type];
      const ids = normalized.filter((v) => v.type === type && typeof v.value === "string").map((v) => v.value as string);
      if (check && ids.length > 0) await check(ctx, ids);
    }
  }

  return {
    async normalize(ctx, entityType, inputs) {
      const fields = await definitions.get(ctx.projectId);
      const cached = inputs.map((input) => {
        const def = lookup(fields, entityType, input);
        if (!def) throw notFound("Field", input.fieldId ?? input.key);
        return def;
      });
      const custom = cached.filter((def) => def.key === undefined).map((def) => def.id);
      const current = custom.length > 0 ? await deps.current(ctx, custom) : new Map<string, FieldDefinition>();
      const errors: FieldError[] = [];
      const seen = new Set<string>();
      const out: Array<{ fieldId: string; value: unknown | null; type: FieldType }> = [];
      for (const [i, input] of inputs.entries()) {
        const refKey = input.fieldId !== undefined ? "fieldId" : "key";
        const def = current.get(cached[i]!.id) ?? cached[i]!;
        if (def.entityType !== entityType) {
          errors.push({
            field: `fields.${i}.${refKey}`,
            code: "wrong_entity_type",
            message: `This field belongs to ${def.entityType} records.`,
          });
          continue;
        }
        if (seen.has(def.id)) {
          errors.push({ field: `fields.${i}.${refKey}`, code: "duplicate_field", message: "The same field is written twice." });
          continue;
        }
        seen.add(def.id);
        const result = normalizeFieldValue(def, input.value);
        if (!result.ok) errors.push({ field: `fields.${i}.value`, code: result.code, message: result.message });
        else out.push({ fieldId: def.id, value: result.value, type: def.type });
      }
      if (errors.length > 0) throw validationError("Some field values are invalid.", errors);
      await checkReferences(ctx, out);
      return out.map(({ fieldId, value }) => ({ fieldId, value }));
    },

    merge(existing, updates) {
      const changes = new Map(updates.map((u) => [u.fieldId, u.value]));
      const merged: StoredFieldValue[] = [];
      for (const current of existing) {
        if (!changes.has(current.fieldId)) {
          merged.push(current);
          continue;
        }
        const value = changes.get(current.fieldId);
        changes.delete(current.fieldId);
        if (value !== null && value !== undefined) merged.push({ fieldId: current.fieldId, value });
      }
      for (const [fieldId, value] of changes) if (value !== null && value !== undefined) merged.push({ fieldId, value });
      return merged;
    },

    resolver(ctx, entityType) {
      return async (ref) => {
        const fields = await definitions.get(ctx.projectId);
        const byId = fields.byId.get(ref);
        const def = byId && byId.entityType === entityType ? byId : fields.byKey(entityType, ref);
        return def ? { fieldId: def.id, type: def.type } : null;
      };
    },

    async builtInFieldId(ctx, entityType, key) {
      const def = (await definitions.get(ctx.projectId)).byKey(entityType, key);
      if (!def) throw notFound("Field", key);
      return def.id;
    },
  };
}
