/** How an edit becomes a write: only keys whose value really changes, as one `$set`/`$unset` document. */

export interface MongoUpdate {
  $set?: Record<string, unknown>;
  $unset?: Record<string, 1>;
}

/** Keys of `next` whose value differs from `existing` (dates and arrays compared by value); a no-op PATCH raises no event. */
export function changedKeys(existing: object, next: object): string[] {
  const before = existing as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  return Object.keys(after).filter((key) => !sameValue(before[key], after[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The update writing `keys` of `next`; a key present with `undefined` is unset. */
export function toMongoUpdate(next: object, keys: readonly string[]): MongoUpdate {
  const values = next as Record<string, unknown>;
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const key of keys) {
    const value = values[key];
    if (value === undefined) $unset[key] = 1;
    else $set[key] = value;
  }
  return { ...(Object.keys($set).length ? { $set } : {}), ...(Object.keys($unset).length ? { $unset } : {}) };
}
