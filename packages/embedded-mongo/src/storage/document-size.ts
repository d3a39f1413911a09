/** MongoDB's 16 MiB document limit: BSONObjectTooLarge (10334) on insert, upsert and update. */
import { calculateObjectSize } from "bson";
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

/**
 * An upper bound of a stored version's BSON size, where one is known. Measuring a document is a
 * walk over all of it, which made up a quarter of a small update's cost (the outbox relay's
 * `$set` of one field on each event); with a bound, an update that can only grow the document by
 * a few bytes is checked against the bound plus that growth, and measured only near the limit.
 */
const SIZE_BOUND = Symbol("bsonSizeBound");

/**
 * Records that `doc` (as stored) is at most `bytes` long in BSON. The bound is kept on the
 * document, not enumerable, so no copy, serialisation or comparison sees it. A WeakMap of every
 * stored version held millions of entries: each growth of its table rehashed all of them (a
 * 0.37 s pause of the engine in a 200,000-contact benchmark) and the collector traced them on
 * every mark.
 */
export function noteSizeBound(doc: Document, bytes: number): void {
  Object.defineProperty(doc, SIZE_BOUND, { value: bytes, writable: true, configurable: true });
}

function sizeBoundOf(doc: Document): number | undefined {
  return (doc as { [SIZE_BOUND]?: number })[SIZE_BOUND];
}

export function checkInsertSize(doc: Document): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_SIZE) {
    throw new MongoServerError(10334, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`);
  }
}

/**
 * Checks `doc` (what an update or upsert is about to store). `before` is the version it replaces
 * and `growth` how many bytes the update can add at most (updateGrowthBound): together they may
 * show the limit cannot be reached without measuring `doc`.
 */
export function checkUpdatedSize(doc: Document, before?: Document, growth?: number): void {
  const known = before === undefined || growth === undefined ? undefined : sizeBoundOf(before);
  let bound = known === undefined ? MAX_BSON_SIZE + 1 : known + (growth as number);
  if (bound > MAX_BSON_SIZE) bound = calculateObjectSize(doc);
  if (bound > MAX_BSON_SIZE) throw new MongoServerError(10334, `Resulting document after update is larger than ${MAX_BSON_SIZE}`);
  noteSizeBound(doc, bound);
}

/** Operators whose growth is bounded by their operands (see updateGrowthBound); `$setOnInsert` adds nothing to an update. */
const BOUNDED_OPERATORS = new Set(["$set", "$unset", "$inc", "$mul", "$min", "$max", "$currentDate", "$rename", "$setOnInsert"]);
/** Adds nothing to an existing document. */
const SHRINKING_OPERATORS = new Set(["$unset", "$setOnInsert"]);
/** The value these store can be wider than their operand: an int32 may become a double or a long; a date or timestamp is 8 bytes. */
const WIDENING_OPERATORS = new Set(["$inc", "$mul", "$currentDate"]);

/**
 * Whether a path can only name one field: no positional operators (`$`, `$[]`, `$[x]`) and no
 * array index (padding an array grows it by the index). Counts its segments (0: not plain).
 */
function plainSegments(path: string): number {
  let segments = 1;
  let digitsOnly = true;
  let length = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 46 /* . */) {
      if (length === 0 || digitsOnly) return 0;
      segments++;
      digitsOnly = true;
      length = 0;
      continue;
    }
    if (length === 0 && c === 36 /* $ */) return 0;
    if (c < 48 || c > 57) digitsOnly = false;
    length++;
  }
  return length === 0 || digitsOnly ? 0 : segments;
}

/** The BSON size of a value as an element's value (what calculateObjectSize would count), for the common scalars without a call. */
function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === "boolean") return 1;
  if (typeof value === "number" || value instanceof Date) return 8;
  if (typeof value === "string") return 5 + Buffer.byteLength(value);
  return calculateObjectSize({ v: value });
}

/**
 * The most bytes an operator update can add to a document, or undefined when that depends on the
 * document (pipelines, replacements, array operators, positional or numeric paths). Each entry
 * adds at most its own element (type, name and value as the update carries them), 8 more bytes
 * for a widened number, and one embedded document's overhead (type, name, length, terminator) per
 * path segment it may create: a generous bound, since it only decides whether to measure.
 */
export function updateGrowthBound(update: Document | Document[]): number | undefined {
  if (Array.isArray(update)) return undefined;
  let growth = 0;
  for (const op in update) {
    if (!BOUNDED_OPERATORS.has(op)) return undefined;
    const entries = update[op] as Document;
    const rename = op === "$rename";
    for (const path in entries) {
      const target: unknown = rename ? entries[path] : path;
      if (typeof target !== "string" || plainSegments(path) === 0) return undefined;
      const segments = plainSegments(target);
      if (segments === 0) return undefined;
      if (SHRINKING_OPERATORS.has(op)) continue;
      const value = rename ? 1 : valueBytes(entries[path]) + (WIDENING_OPERATORS.has(op) ? 8 : 0);
      growth += value + 2 * target.length + 8 * segments + 2;
    }
  }
  return growth;
}
