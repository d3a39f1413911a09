import type { Model } from "mongoose";
import { z } from "zod";
import { requireScope, type Context } from "../core/context";
import { AppError, validationError } from "../core/errors";
import type { CreateOptions, UpdateOptions } from "../core/resource-service";
import type { UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldDefinition, FieldDefinitionCache, ProjectFields } from "../fields/field-definitions";
import { UNIQUE_ABLE_TYPES, type BuiltInKey, type FieldEntityType } from "../fields/field-types";
import type { FieldValueInput, StoredFieldValue } from "../fields/field-values";
import { normalizeFieldValue } from "../fields/normalize-field-value";
import { ClaimTakenError, lostClaimRace, type ValueClaims } from "../fields/value-claims";
import type { Models } from "../models";

/** The built-in keys a record can be upserted by, per entity type; besides them, any field with `config.unique`. */
export const UPSERT_KEYS = { CONTACT: ["PHONE", "EMAIL", "CUSTOM_ID"], DEAL: ["CUSTOM_ID"] } as const satisfies Record<
  FieldEntityType,
  readonly BuiltInKey[]
>;

/** `match` of an upsert: a KEY of UPSERT_KEYS or the id of a unique custom field (checked against the project's fields). */
export const upsertMatchSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "A KEY (PHONE, EMAIL, CUSTOM_ID) or a field id.")
  .meta({ description: "`PHONE`, `EMAIL` or `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`." });

export interface UpsertResult<R> {
  record: R;
  /** true: no record held the value and one was created (201); false: the one holding it was updated (200). */
  created: boolean;
}

/** What a caller may add to one upsert: a write of its own in the transaction that creates or updates (an import's checkpoint). */
export interface UpsertOptions {
  alongside?(uow: UnitOfWork, created: boolean): Promise<void>;
}

/** Upsert of one record by a value: what a resource offers when its declaration has `bulk.upsert`. */
export type Upsert<R> = (ctx: Context, match: string, value: unknown, body: unknown, options?: UpsertOptions) => Promise<UpsertResult<R>>;

/** How many holders AMBIGUOUS_MATCH names at most. */
const MAX_NAMED_HOLDERS = 20;
/** Races lost to a concurrent creator of the same value before giving up (each retry finds the winner). */
const MAX_ATTEMPTS = 5;

export interface UpsertDeps<R> {
  entityType: FieldEntityType;
  models: Pick<Models, "contacts" | "deals">;
  definitions: FieldDefinitionCache;
  valueClaims: Pick<ValueClaims, "claim">;
  /** The resource's create body, checked before anything is looked up. */
  createSchema: z.ZodType<{ fields?: FieldValueInput[] | undefined }>;
  service: {
    create(ctx: Context, input: unknown, options?: CreateOptions): Promise<R>;
    update(ctx: Context, id: string, input: unknown, options?: UpdateOptions): Promise<R>;
  };
}

const notUniqueAble = (match: string) =>
  validationError("This match cannot identify one record.", [
    {
      field: "match",
      code: "not_unique_able",
      message: `'${match}' is neither PHONE, EMAIL, CUSTOM_ID (as the record type allows) nor the id of a field with config.unique.`,
    },
  ]);

/** The field `match` names for this entity type (a built-in KEY of UPSERT_KEYS, or a unique custom field), or 400 `not_unique_able`. */
export function upsertMatchField(fields: ProjectFields, entityType: FieldEntityType, match: string): FieldDefinition {
  const builtIn = (UPSERT_KEYS[entityType] as readonly string[]).includes(match) ? fields.byKey(entityType, match) : undefined;
  if (builtIn) return builtIn;
  const custom = fields.byId.get(match);
  if (custom && custom.entityType === entityType && custom.config.unique === true && UNIQUE_ABLE_TYPES.has(custom.type)) return custom;
  throw notUniqueAble(match);
}

/**
 * Create-or-update by a value (rules in docs/bulk-sync.md): the value is normalised by its
 * field's type and compared with the stored (normalised) values. No holder: the body is created
 * with the value, and the record claims it in the same transaction (value-claims.ts), so of
 * concurrent upserts of one value exactly one creates and the others retry and update it. One
 * holder: it is updated with the body (a PATCH: fields not named keep their values). More than
 * one (duplicates from before): 409 AMBIGUOUS_MATCH naming them.
 *
 * `value` undefined (a batch item) takes the value from the body's own value for the match field.
 */
export function createUpsert<R>(deps: UpsertDeps<R>): Upsert<R> {
  const { entityType } = deps;
  // Mongoose cannot type a filter on an array-of-subdocuments path shared by two document types; these are plain Mongo documents.
  const holders = (entityType === "CONTACT" ? deps.models.contacts : deps.models.deals) as unknown as Model<{
    _id: string;
    projectId: string;
    createdAt: Date;
    fields: StoredFieldValue[];
  }>;

  const matchField = async (ctx: Context, match: string): Promise<FieldDefinition> =>
    upsertMatchField(await deps.definitions.get(ctx.projectId), entityType, match);

  function normalized(def: FieldDefinition, value: unknown, field: string): unknown {
    const result = normalizeFieldValue(def, value);
    if (!result.ok) throw validationError("The match value is invalid.", [{ field, code: result.code, message: result.message }]);
    if (result.value === null || result.value === "") {
      throw validationError("The match value is empty.", [{ field, code: "required", message: "An upsert needs a value to match on." }]);
    }
    return result.value;
  }

  /** The body with the match value in its `fields` (added when absent; when present it must be the same value). */
  function withMatchValue(def: FieldDefinition, body: { fields?: FieldValueInput[] | undefined }, value: unknown) {
    const fields = body.fields ?? [];
    const at = fields.findIndex((f) => f.fieldId === def.id || (def.key !== undefined && f.key === def.key));
    if (value === undefined) {
      if (at < 0) {
        throw validationError("The item has no value for the match field.", [
          { field: "fields", code: "match_value_missing", message: `Give a value for '${def.key ?? def.id}' to match on.` },
        ]);
      }
      return { body, value: normalized(def, fields[at]!.value, `fields.${at}.value`) };
    }
    const wanted = normalized(def, value, "value");
    if (at < 0) return { body: { ...body, fields: [...fields, { fieldId: def.id, value: wanted }] }, value: wanted };
    if (normalized(def, fields[at]!.value, `fields.${at}.value`) !== wanted) {
      throw validationError("The body gives the match field another value.", [
        { field: `fields.${at}.value`, code: "match_mismatch", message: "Must be the value matched on, or left out." },
      ]);
    }
    return { body, value: wanted };
  }

  return async (ctx, match, rawValue, rawBody, options = {}) => {
    requireScope(ctx, "write");
    const def = await matchField(ctx, match);
    const { body, value } = withMatchValue(def, parseInput(deps.createSchema, rawBody), rawValue);
    for (let attempt = 1; ; attempt++) {
      const found = await holders
        .find({ projectId: ctx.projectId, fields: { $elemMatch: { fieldId: def.id, value } } }, { _id: 1 })
        .sort({ createdAt: 1, _id: 1 })
        .limit(MAX_NAMED_HOLDERS)
        .lean<Array<{ _id: string }>>();
      if (found.length > 1) {
        throw new AppError(
          "AMBIGUOUS_MATCH",
          409,
          "Several records already hold this value; merge or change them, or match on another value.",
          found.map((holder) => ({ field: "match", code: "ambiguous_match", message: holder._id })),
        );
      }
      if (found.length === 1) {
        const afterUpdate = options.alongside && ((_id: string, uow: UnitOfWork) => options.alongside!(uow, false));
        return { record: await deps.service.update(ctx, found[0]!._id, body, afterUpdate ? { afterUpdate } : {}), created: false };
      }
      try {
        const record = await deps.service.create(ctx, body, {
          afterInsert: async (id, uow) => {
            await deps.valueClaims.claim(ctx, entityType, def.id, value, id, (holderId) => new ClaimTakenError(holderId));
            await options.alongside?.(uow, true);
          },
        });
        return { record, created: true };
      } catch (error) {
        // Lost the value to a concurrent creator (its claim, or a unique field's DUPLICATE): the next look-up finds its record.
        const raced = lostClaimRace(error) || (error instanceof AppError && error.errorCode === "DUPLICATE" && def.config.unique === true);
        if (!raced || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  };
}
