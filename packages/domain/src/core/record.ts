/** Converts stored values to API values: `_id` becomes `id`, Dates become ISO 8601 strings. */
export function toApiValue(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = toApiValue(value[i]);
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  // for-in over a plain object, not Object.entries: no [key, value] pair allocated per key (a list page maps hundreds).
  const stored = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in stored) {
    const v = stored[key];
    if (v !== undefined) out[key] = toApiValue(v);
  }
  return out;
}

/**
 * Builds a closed API record from a stored document: `id` first, then exactly the listed keys.
 * Absent (undefined/null) optional keys are left out; keys in `nullable` are always present, null when unset.
 */
export function toRecord<R>(doc: { _id: string }, keys: readonly string[], nullable: readonly string[] = []): R {
  const stored = doc as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { id: doc._id };
  for (const key of keys) {
    const value = stored[key];
    if (value === undefined || value === null) {
      if (nullable.length > 0 && nullable.includes(key)) out[key] = null;
      continue;
    }
    out[key] = typeof value === "object" ? toApiValue(value) : value;
  }
  return out as R;
}
