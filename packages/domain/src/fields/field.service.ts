import type { Context } from "../core/context";
import { conflict, unprocessable } from "../core/errors";
import { newId } from "../core/ids";
import { toRecord } from "../core/record";
import { createResourceService, type Writable } from "../core/resource-service";
import { RECORD_KEYS } from "../core/schema-helpers";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import { excludeReferences, loadInProject } from "../core/references";
import type { FieldGroupDoc } from "../field-groups/field-group.model";
import { nextPosition } from "../core/positions";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import type { FieldDefinitionCache } from "./field-definitions";
import type { FieldDoc } from "./field.model";
import { fieldCreateSchema, fieldUpdateSchema, type FieldRecord } from "./field.schema";
import {
  BUILT_IN_KEYS,
  configInputSchemas,
  FIELD_ENTITY_TYPES,
  FIELD_LEVELS,
  FIELD_TYPES,
  SELECT_TYPES,
  type FieldConfig,
  type FieldEntityType,
  type FieldType,
} from "./field-types";
import type { FieldValueStore } from "./field-value-store";
import type { ValueClaims } from "./value-claims";
import type { Models } from "../models";

export const fieldListSpec = {
  resource: "fields",
  fields: recordListFields({
    entityType: { kind: "enum", values: FIELD_ENTITY_TYPES },
    label: { kind: "string" },
    type: { kind: "enum", values: FIELD_TYPES },
    config: { kind: "string", filterable: false, sortable: false },
    position: { kind: "number" },
    level: { kind: "enum", values: FIELD_LEVELS },
    fieldGroupId: { kind: "id" },
    key: { kind: "enum", values: BUILT_IN_KEYS },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [
    { field: "position", direction: 1 },
    { field: "createdAt", direction: 1 },
  ],
} satisfies ListSpec;

export const fieldToRecord = (doc: FieldDoc): FieldRecord =>
  toRecord(doc, [...RECORD_KEYS, "entityType", "label", "type", "config", "position", "level", "fieldGroupId", "key"]);

export interface FieldServiceDeps {
  models: Pick<Models, "fields" | "fieldGroups">;
  /** The records holding each entity type's values; a field's values go when the field goes. */
  valueStores: Partial<Record<FieldEntityType, FieldValueStore>>;
  definitions: FieldDefinitionCache;
  /** Claims on the values of unique fields: built when `unique` is switched on, dropped with it or the field. */
  valueClaims: Pick<ValueClaims, "claimAll" | "dropField">;
  inTransaction: InTransaction;
}

export function createFieldService(deps: FieldServiceDeps) {
  const { fields: model, fieldGroups: groups } = deps.models;
  const { valueStores, definitions } = deps;

  /** The group a field is put into, or 404; a reference, so a concurrent group delete conflicts with it (core/references.ts). */
  const claimGroup = (ctx: Context, fieldGroupId: string): Promise<FieldGroupDoc> =>
    loadInProject(groups, ctx, fieldGroupId, "Field group");

  /** Validates `config` against the field's type (errors name `config.<key>`) and gives new options their ids. */
  function readConfig(type: FieldType, raw: unknown): FieldConfig {
    const config = parseInput(configInputSchemas[type], raw ?? {}, "config");
    if (!("options" in config)) return config;
    return { options: config.options.map((o) => ({ ...o, id: o.id ?? newId() })) };
  }

  /** Removing an option that records still hold would leave values nobody can read: refuse it. */
  async function checkRemovedOptions(ctx: Context, existing: FieldDoc, next: FieldConfig): Promise<void> {
    if (!SELECT_TYPES.has(existing.type)) return;
    const kept = new Set((next.options ?? []).map((o) => o.id));
    const removed = (existing.config.options ?? []).map((o) => o.id).filter((id) => !kept.has(id));
    if (removed.length === 0) return;
    // A value naming a removed option would be a reference to nothing: exclude concurrent writers of one.
    await excludeReferences(model, ctx, [existing._id]);
    const store = valueStores[existing.entityType];
    if (!store) return;
    if (await store.usesOptions(ctx.projectId, existing._id, removed)) {
      throw conflict("OPTION_IN_USE", "Some records still hold an option being removed; change their values first.");
    }
  }

  /**
   * `unique` switched on claims every record's value (records sharing one: 409 DUPLICATE_VALUES
   * naming them); switched off, the claims go. The field is taken as a reference first, so record
   * writes of its values running meanwhile conflict with the switch instead of slipping past it.
   */
  async function switchUnique(ctx: Context, existing: FieldDoc, next: FieldConfig): Promise<void> {
    const was = existing.config.unique === true;
    const now = next.unique === true;
    if (was === now) return;
    await excludeReferences(model, ctx, [existing._id]);
    if (now) await deps.valueClaims.claimAll(ctx, existing.entityType, existing._id);
    else await deps.valueClaims.dropField(ctx, existing._id);
  }

  const base = createResourceService(
    {
      event: "field",
      label: "Field",
      model,
      list: fieldListSpec,
      toRecord: fieldToRecord,
      createSchema: fieldCreateSchema,
      updateSchema: fieldUpdateSchema,
      buildCreate: async (ctx, input) => {
        const group = await claimGroup(ctx, input.fieldGroupId);
        return {
          entityType: group.entityType,
          fieldGroupId: group._id,
          label: input.label,
          type: input.type,
          config: readConfig(input.type, input.config),
          level: input.level ?? "API",
          position: input.position ?? (await nextPosition(model, { projectId: ctx.projectId, fieldGroupId: group._id })),
        };
      },
      buildUpdate: async (ctx, existing, input) => {
        const changes: Writable<FieldDoc> = {};
        if (input.label !== undefined) changes.label = input.label;
        if (input.position !== undefined) changes.position = input.position;
        if (input.level !== undefined) changes.level = input.level;
        if (input.fieldGroupId !== undefined && input.fieldGroupId !== existing.fieldGroupId) {
          const group = await claimGroup(ctx, input.fieldGroupId);
          if (group.entityType !== existing.entityType) {
            throw unprocessable(
              "ENTITY_TYPE_MISMATCH",
              `A ${existing.entityType} field can only move to a ${existing.entityType} field group.`,
              [{ field: "fieldGroupId", code: "entity_type_mismatch", message: `The field group holds ${group.entityType} fields.` }],
            );
          }
          changes.fieldGroupId = group._id;
        }
        if (input.config !== undefined) {
          changes.config = readConfig(existing.type, input.config);
          await checkRemovedOptions(ctx, existing, changes.config);
          await switchUnique(ctx, existing, changes.config);
        }
        return changes;
      },
      beforeDelete: async (_ctx, existing) => {
        if (existing.key) throw unprocessable("BUILT_IN_FIELD", `The built-in field ${existing.key} cannot be deleted.`);
      },
      afterDelete: async (ctx, existing, uow) => {
        await deps.valueClaims.dropField(ctx, existing._id);
        await valueStores[existing.entityType]?.removeField(ctx, existing._id, uow);
      },
    },
    deps.inTransaction,
  );

  /** Every change is announced once committed, so cached definitions (here and in other processes) are dropped. */
  async function announced<T>(ctx: Context, change: Promise<T>): Promise<T> {
    const result = await change;
    await definitions.changed(ctx.projectId);
    return result;
  }

  return {
    ...base,
    create: (ctx: Context, input: unknown) => announced(ctx, base.create(ctx, input)),
    update: (ctx: Context, id: string, input: unknown) => announced(ctx, base.update(ctx, id, input)),
    remove: (ctx: Context, id: string) => announced(ctx, base.remove(ctx, id)),
  };
}
export type FieldService = ReturnType<typeof createFieldService>;
