/**
 * Extracts from a filter the per-field constraints an index can serve: equality / `$in` value
 * lists and one-sided or two-sided ranges. Anything else on a field marks it "residual", and
 * the full filter is always re-applied to candidates, so this only has to be conservative.
 */
import { Decimal128, Long, ObjectId } from "bson";
import type { Document } from "bson";
import { isPlainDocument, typeRank } from "../bson/values.js";

export interface RangeBound {
  rank: number;
  lo?: { v: unknown; incl: boolean };
  hi?: { v: unknown; incl: boolean };
  /**
   * The `$elemMatch` that set both ends. Over an array, `{$gt: 5, $lt: 10}` holds when one element
   * is above 5 and another below 10, so a multikey index may take both ends only from one element's
   * criteria; otherwise it scans one end (query/planner.ts).
   */
  elem?: object;
}

export interface FieldConstraint {
  eq?: unknown[];
  /** The `$elemMatch` whose criteria gave `eq` (fields of one array are compounded only under the same one). */
  eqElem?: object;
  range?: RangeBound;
  /** Some condition on the field is not expressed by eq/range. */
  residual: boolean;
}

export interface FilterBounds {
  fields: Map<string, FieldConstraint>;
  /** Top-level conditions ($or, $expr, ...) not attached to one field. */
  residualTop: boolean;
}

export function isIndexableScalar(v: unknown): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return !Number.isNaN(v);
    case "object":
      return v instanceof ObjectId || v instanceof Date || v instanceof Long || v instanceof Decimal128;
    default:
      return false;
  }
}

const RANGE_OPS = new Set(["$gt", "$gte", "$lt", "$lte"]);

export function extractBounds(filter: Document): FilterBounds {
  const out: FilterBounds = { fields: new Map(), residualTop: false };
  addFilter(filter, out);
  return out;
}

function get(out: FilterBounds, field: string): FieldConstraint {
  let c = out.fields.get(field);
  if (!c) {
    c = { residual: false };
    out.fields.set(field, c);
  }
  return c;
}

function addFilter(filter: Document, out: FilterBounds): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const sub of value) if (isPlainDocument(sub)) addFilter(sub, out);
      continue;
    }
    if (key.startsWith("$")) {
      out.residualTop = true;
      continue;
    }
    const c = get(out, key);
    if (isPlainDocument(value) && Object.keys(value).some((k) => k.startsWith("$"))) {
      addOperators(value, c, undefined);
      if (isPlainDocument(value.$elemMatch)) addElementFields(key, value.$elemMatch, out);
    } else if (isIndexableScalar(value)) {
      intersectEq(c, [value], undefined);
    } else {
      c.residual = true;
    }
  }
}

/** `elem`: the `$elemMatch` criteria the operators belong to (undefined: the field's own condition). */
function addOperators(ops: Document, c: FieldConstraint, elem: object | undefined): void {
  for (const [op, v] of Object.entries(ops)) {
    if (op === "$eq" && isIndexableScalar(v)) {
      intersectEq(c, [v], elem);
    } else if (op === "$in" && Array.isArray(v) && v.every(isIndexableScalar)) {
      intersectEq(c, v, elem);
    } else if (RANGE_OPS.has(op) && isIndexableScalar(v) && v !== null) {
      addRange(c, op, v, elem);
    } else if (op === "$elemMatch" && isPlainDocument(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith("$"))) {
      // `{tags: {$elemMatch: {$gte: a, $lt: b}}}`: one element within both bounds, so a multikey index
      // serves the two-sided range (as MongoDB does); the filter re-check keeps only arrays.
      addOperators(v, c, v);
      c.residual = true;
    } else {
      c.residual = true;
    }
  }
}

/**
 * `{fields: {$elemMatch: {fieldId: x, value: y}}}`: the element's equalities bound the dotted
 * paths `fields.fieldId` and `fields.value`, so an index on them (multikey) serves the filter, as
 * in MongoDB. Conservative: an index entry may pair values of different elements, and the whole
 * filter is re-applied to every candidate, which keeps only one element holding both.
 */
/**
 * Bounds on `path.sub` from `{path: {$elemMatch: {sub: ...}}}`: an equality, or operators (`$in`,
 * ranges) as on a top-level field. A document matching holds an element meeting all of them, and
 * the index's key tuples over `path`'s elements include that element's, so the bounds are a
 * superset; the filter re-check keeps the element semantics.
 */
function addElementFields(path: string, criteria: Document, out: FilterBounds): void {
  for (const [sub, v] of Object.entries(criteria)) {
    if (sub.startsWith("$")) continue;
    if (isPlainDocument(v) && Object.keys(v).some((k) => k.startsWith("$"))) addOperators(v, get(out, `${path}.${sub}`), criteria);
    else if (isIndexableScalar(v)) intersectEq(get(out, `${path}.${sub}`), [v], criteria);
  }
}

function intersectEq(c: FieldConstraint, values: unknown[], elem: object | undefined): void {
  // Two equality conditions on one field: keep the first list, the filter re-check does the rest.
  if (c.eq) c.residual = true;
  else {
    c.eq = values;
    c.eqElem = elem;
  }
}

function addRange(c: FieldConstraint, op: string, v: unknown, elem: object | undefined): void {
  const rank = typeRank(v);
  if (c.range && c.range.rank !== rank) {
    c.residual = true;
    return;
  }
  const r: RangeBound = c.range ?? { rank, elem };
  if (r.elem !== elem) r.elem = undefined;
  const incl = op === "$gte" || op === "$lte";
  if (op === "$gt" || op === "$gte") {
    if (r.lo) c.residual = true;
    else r.lo = { v, incl };
  } else if (r.hi) c.residual = true;
  else r.hi = { v, incl };
  c.range = r;
}
