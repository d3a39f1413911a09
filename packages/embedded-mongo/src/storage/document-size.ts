/**
 * MongoDB's 16 MiB document limit: BSONObjectTooLarge (10334) on insert, upsert and update.
 *
 * Serialising a whole document to measure it on every update cost more than the rest of a
 * one-field update, so stored documents carry an upper bound of their size when one is known
 * (the message that inserted them, an earlier measurement), and an operator update adds a bound
 * of what it can add: while the sum stays within the limit, nothing is measured. Bounds live in a
 * WeakMap on the (never mutated) document objects, so they go with them and need no upkeep.
 */
import { calculateObjectSize } from "bson";
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

const sizeBounds = new WeakMap<Document, number>();

/**
 * Slack per field an update writes: type byte, key terminator and the length and terminator of
 * each embedded document a dotted path may create, and type widening (an int32 `$inc`ed past its
 * range becomes a long; a number `$bit` with a long). Generous: a bound only decides whether to measure.
 */
const FIELD_SLACK = 32;

export function checkInsertSize(doc: Document): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_SIZE) {
    throw new MongoServerError(10334, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`);
  }
  sizeBounds.set(doc, size);
}

/**
 * Records that an inserted document is at most `messageBytes` (the wire message it came in, plus
 * a generated `_id`): re-serialising decoded values never takes more room than they came in.
 */
export function boundInsertedSize(doc: Document, messageBytes: number): void {
  if (messageBytes > 0) sizeBounds.set(doc, messageBytes + FIELD_SLACK);
}

/**
 * Throws 10334 when `doc`, the result of applying `update` to `before`, exceeds the limit;
 * measures it only when the bounds do not settle it.
 */
export function checkUpdatedSize(doc: Document, before?: Document, update?: Document | Document[]): void {
  const prior = before === undefined ? undefined : sizeBounds.get(before);
  if (prior !== undefined && update !== undefined && !Array.isArray(update)) {
    const growth = operatorGrowthBound(update);
    if (growth !== undefined && prior + growth <= MAX_BSON_SIZE) {
      sizeBounds.set(doc, prior + growth);
      return;
    }
  }
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_SIZE) {
    throw new MongoServerError(10334, `Resulting document after update is larger than ${MAX_BSON_SIZE}`);
  }
  sizeBounds.set(doc, size);
}

/**
 * At most how many bytes an operator update adds to any document, or undefined when that is not
 * bounded by the update itself: paths through array positions (`$[]` repeats a value per element,
 * `a.9` pads with nulls) and operators not listed. Removals and `$pop`/`$pull` only shrink.
 */
function operatorGrowthBound(update: Document): number | undefined {
  let total = 0;
  for (const op of Object.keys(update)) {
    const fields = update[op] as Document;
    for (const path of Object.keys(fields)) {
      if (!plainPath(path)) return undefined;
      const arg: unknown = fields[path];
      const write = 2 * path.length + FIELD_SLACK;
      switch (op) {
        case "$unset":
        case "$pop":
        case "$pull":
        case "$pullAll":
          break;
        case "$inc":
        case "$mul":
        case "$bit":
        case "$currentDate":
          // The largest numeric or date value is 16 bytes (a Decimal128).
          total += write + 16;
          break;
        case "$rename":
          if (typeof arg !== "string" || !plainPath(arg)) return undefined;
          total += 2 * arg.length + FIELD_SLACK;
          break;
        case "$set":
        case "$setOnInsert":
        case "$min":
        case "$max":
        case "$push":
        case "$addToSet":
          // An array element's key is its index: up to 8 digits more per pushed element than in `$each`.
          total += write + calculateObjectSize({ v: arg }) + (Array.isArray(arg) ? 8 * arg.length : 0) + eachSlack(arg);
          break;
        default:
          return undefined;
      }
    }
  }
  return total;
}

function eachSlack(arg: unknown): number {
  if (arg === null || typeof arg !== "object" || !Array.isArray((arg as Document).$each)) return 0;
  return 8 * ((arg as Document).$each as unknown[]).length;
}

/** A dotted path of field names only (no array positions or positional operators). */
function plainPath(path: string): boolean {
  for (const part of path.split(".")) {
    if (part.startsWith("$") || /^\d+$/.test(part)) return false;
  }
  return true;
}
