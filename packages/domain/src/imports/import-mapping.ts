import { validationError } from "../core/errors";
import type { FieldDefinition, ProjectFields } from "../fields/field-definitions";
import { BUILT_IN_KEYS, type FieldEntityType } from "../fields/field-types";
import { upsertMatchField } from "../resources/upsert";
import type { ImportEntityType, ImportMode } from "./import.schema";

/** Where one column's value goes. */
export type ImportTarget =
  { kind: "field"; fieldId: string } | { kind: (typeof DEAL_ATTRIBUTES)[number] } | { kind: "contact"; fieldId: string };

/** A deal's own keys a column can fill: those of its create body, and `status` (OPEN, WON, LOST: the stage, see import-deal-status.ts). */
const DEAL_ATTRIBUTES = ["title", "pipelineId", "stageId", "status", "lossReasonId"] as const;
/** The deal's contact is found by, or created with, one of these values (normalised as the field stores it). */
export const CONTACT_MATCH_KEYS = ["PHONE", "EMAIL", "CUSTOM_ID"] as const;

const isBuiltInKey = (value: string): boolean => (BUILT_IN_KEYS as readonly string[]).includes(value);

/** A KEY or field id of this project's fields of one entity type, or why not. */
function fieldTarget(fields: ProjectFields, entityType: FieldEntityType, target: string): string | { message: string } {
  if (isBuiltInKey(target)) return fields.byKey(entityType, target)?.id ?? { message: `${entityType} has no built-in field ${target}.` };
  const field = fields.byId.get(target);
  if (!field) return { message: `No field ${target} in this project.` };
  if (field.entityType !== entityType) return { message: `Field ${target} belongs to ${field.entityType}, not ${entityType}.` };
  return field.id;
}

/**
 * Checks a mapping against the project's fields before any byte of the file is read: an unknown
 * target, or a field of the other entity type, is a 400 naming `mapping.<column>`.
 */
export function resolveMapping(
  fields: ProjectFields,
  entityType: ImportEntityType,
  mapping: Record<string, string>,
): Map<string, ImportTarget> {
  const resolved = new Map<string, ImportTarget>();
  const errors: Array<{ field: string; code: string; message: string }> = [];
  let contactColumns = 0;
  for (const [column, target] of Object.entries(mapping)) {
    const fail = (message: string) => errors.push({ field: `mapping.${column}`, code: "invalid_target", message });
    if (entityType === "DEAL" && (DEAL_ATTRIBUTES as readonly string[]).includes(target)) {
      resolved.set(column, { kind: target as (typeof DEAL_ATTRIBUTES)[number] });
      continue;
    }
    if (entityType === "DEAL" && target.startsWith("contact.")) {
      const key = target.slice("contact.".length);
      if (!(CONTACT_MATCH_KEYS as readonly string[]).includes(key)) {
        fail(`A deal's contact is matched by ${CONTACT_MATCH_KEYS.map((k) => `contact.${k}`).join(", ")}.`);
        continue;
      }
      const fieldId = fieldTarget(fields, "CONTACT", key);
      if (typeof fieldId === "string") resolved.set(column, { kind: "contact", fieldId });
      else fail(fieldId.message);
      contactColumns++;
      continue;
    }
    const fieldId = fieldTarget(fields, entityType, target);
    if (typeof fieldId === "string") resolved.set(column, { kind: "field", fieldId });
    else fail(fieldId.message);
  }
  if (entityType === "DEAL" && contactColumns !== 1 && errors.length === 0) {
    errors.push({
      field: "mapping",
      code: "contact_required",
      message: "Map exactly one column to contact.PHONE, contact.EMAIL or contact.CUSTOM_ID.",
    });
  }
  if (errors.length > 0) throw validationError("Invalid import mapping.", errors);
  return resolved;
}

/** What a run needs besides the file: where each column goes and, for an upsert, what rows match on. */
export interface ImportPlan {
  targets: Map<string, ImportTarget>;
  /** The mapped fields with `config.unique`, by id: their values are keys two chunks in flight must not share. */
  uniqueFields: ReadonlyMap<string, FieldDefinition>;
  /** Upsert only: the `match` as given (a KEY or a field id) and the column holding its value. */
  match?: { key: string; column: string };
}

/**
 * The mapping (resolveMapping) plus the mode's rules: `upsert` needs a `match` that can identify one
 * record (the single upsert's rule, resources/upsert.ts) and a column mapped to that field;
 * `create` takes no `match`. All refused with 400 before the file is read.
 */
export function resolvePlan(
  fields: ProjectFields,
  input: { entityType: ImportEntityType; mapping: Record<string, string>; mode: ImportMode; match?: string | undefined },
): ImportPlan {
  const targets = resolveMapping(fields, input.entityType, input.mapping);
  const uniqueFields = new Map(
    [...targets.values()].flatMap((target) => {
      const def = target.kind === "field" ? fields.byId.get(target.fieldId) : undefined;
      return def?.config.unique === true ? [[def.id, def] as const] : [];
    }),
  );
  if (input.mode === "create") {
    if (input.match === undefined) return { targets, uniqueFields };
    throw validationError("`match` is for mode upsert.", [
      { field: "match", code: "upsert_only", message: "Leave out match, or use mode upsert." },
    ]);
  }
  if (input.match === undefined) {
    throw validationError("Mode upsert needs a `match`.", [
      { field: "match", code: "required", message: "PHONE, EMAIL, CUSTOM_ID or the id of a field with config.unique." },
    ]);
  }
  const def = upsertMatchField(fields, input.entityType, input.match);
  const column = [...targets].find(([, target]) => target.kind === "field" && target.fieldId === def.id)?.[0];
  if (column === undefined) {
    throw validationError("No column is mapped to the match field.", [
      { field: "match", code: "match_not_mapped", message: `Map a column to ${input.match}: each row's value there is matched on.` },
    ]);
  }
  return { targets, uniqueFields, match: { key: input.match, column } };
}
