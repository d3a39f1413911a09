import { validationError } from "../core/errors";
import type { ProjectFields } from "../fields/field-definitions";
import { BUILT_IN_KEYS, type FieldEntityType } from "../fields/field-types";
import type { ImportEntityType } from "./import.schema";

/** Where one column's value goes. */
export type ImportTarget =
  { kind: "field"; fieldId: string } | { kind: "title" | "pipelineId" | "stageId" } | { kind: "contact"; fieldId: string };

const DEAL_ATTRIBUTES = ["title", "pipelineId", "stageId"] as const;
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
