/** Converts stored values to API values: `_id` becomes `id`, Dates become ISO 8601 strings. */
export function toApiValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toApiValue);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toApiValue(v);
    return out;
  }
  return value;
}

/**
 * Builds a closed API record from a stored document: `id` first, then exactly the listed keys.
 * Absent (undefined/null) optional keys are left out; keys in `nullable` are always present, null when unset.
 */
export function toRecord<R>(
  doc: { _id: string },
  keys: readonly string[],
  nullable: readonly string[] = [],
): R {
  const stored = doc as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { id: doc._id };
  for (const key of keys) {
    const value = stored[key];
    if (value === undefined || value === null) {
      if (nullable.includes(key)) out[key] = null;
      continue;
    }
    out[key] = toApiValue(value);
  }
  return out as R;
}
