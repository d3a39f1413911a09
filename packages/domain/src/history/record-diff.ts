import type { PathChange } from "./change.model";

/** Keys every record has that are bookkeeping, not something a user changed. */
const BOOKKEEPING = new Set(["id", "projectId", "createdAt", "updatedAt"]);

interface FieldValue {
  fieldId: string;
  value: unknown;
}

const isFieldValues = (value: unknown): value is FieldValue[] =>
  Array.isArray(value) && value.every((v) => typeof v === "object" && v !== null && typeof (v as FieldValue).fieldId === "string");

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const change = (path: string, before: unknown, after: unknown): PathChange => ({
  path,
  ...(before === undefined || before === null ? {} : { before }),
  ...(after === undefined || after === null ? {} : { after }),
});

/**
 * The paths in which two API records of one resource differ: each custom field value on its own
 * (`fields.<fieldId>`), every other key as a whole (`title`, `stageId`, `tagIds`...).
 */
export function recordDiff(before: Record<string, unknown>, after: Record<string, unknown>): PathChange[] {
  const changes: PathChange[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(key) || same(before[key], after[key])) continue;
    if (key === "fields" && isFieldValues(before[key] ?? []) && isFieldValues(after[key] ?? [])) {
      changes.push(...fieldsDiff((before[key] ?? []) as FieldValue[], (after[key] ?? []) as FieldValue[]));
    } else {
      changes.push(change(key, before[key], after[key]));
    }
  }
  return changes;
}

function fieldsDiff(before: FieldValue[], after: FieldValue[]): PathChange[] {
  const old = new Map(before.map((v) => [v.fieldId, v.value]));
  const now = new Map(after.map((v) => [v.fieldId, v.value]));
  const changes: PathChange[] = [];
  for (const fieldId of new Set([...old.keys(), ...now.keys()])) {
    if (!same(old.get(fieldId), now.get(fieldId))) changes.push(change(`fields.${fieldId}`, old.get(fieldId), now.get(fieldId)));
  }
  return changes;
}

/** The value at `path` of an API record (undefined when absent). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (path.startsWith("fields.")) {
    const fields = (record.fields ?? []) as FieldValue[];
    return fields.find((v) => v.fieldId === path.slice("fields.".length))?.value;
  }
  return record[path];
}

export const sameValue = same;
