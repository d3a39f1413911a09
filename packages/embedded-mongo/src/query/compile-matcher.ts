/**
 * Compiles a query filter once into a plain JS predicate. mingo re-interprets the filter for
 * every document (resolving paths into fresh arrays, dispatching operators through its context),
 * about 10-20 µs per document on the product's `$elemMatch` + `$regex` filters; the compiled
 * form is a few closures and property reads.
 *
 * Covered: implicit equality, $eq $ne $gt $gte $lt $lte $in $nin $exists $regex(+$options)
 * $type $size $all $elemMatch $not, top-level and nested $and $or $nor, dotted paths with
 * MongoDB's array traversal (path-visit.ts). Semantics follow our mingo overrides
 * (value-tests.ts) and mingo where no override exists; `$where` and the `$bits*` operators are
 * ours (where.ts, bits.ts, geo.ts). Anything else ($expr, $mod, malformed operands) returns undefined so the caller uses mingo, which also
 * raises the errors malformed filters deserve.
 */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { pathTest } from "./path-visit.js";
import type { PathTest, ValueTest } from "./path-visit.js";
import { eqTest, inTest, rangeTest, stringRegexTest, typeTest } from "./value-tests.js";
import { BITS_OPS, bitsTest } from "./bits.js";
import { DBREF_FIELDS } from "./validate-filter.js";
import { compileWhere } from "./where.js";
import { compileSchema } from "./json-schema.js";
import { geoIntersectsTest, geoWithinTest, nearSpec } from "./geo.js";

export type Matcher = (doc: Document) => boolean;

/** Operators accepted inside a field's operator document (anything else: mingo decides). */
const FIELD_OPS = new Set([
  "$eq",
  "$ne",
  "$gt",
  "$gte",
  "$lt",
  "$lte",
  "$in",
  "$nin",
  "$exists",
  "$regex",
  "$options",
  "$type",
  "$size",
  "$all",
  "$elemMatch",
  "$not",
  ...BITS_OPS,
  "$geoWithin",
  "$within",
  "$geoIntersects",
  "$near",
  "$nearSphere",
  "$maxDistance",
  "$minDistance",
]);

export function compileMatcher(filter: Document, collation?: Collation): Matcher | undefined {
  const c = new Compiler(collation);
  try {
    return c.filter(filter);
  } catch (err) {
    if (err instanceof MongoServerError) throw err;
    // e.g. an invalid regex: mingo raises the error with its own message.
    return undefined;
  }
}

const all = (tests: PathTest[]): PathTest => {
  if (tests.length === 1) return tests[0] as PathTest;
  if (tests.length === 2) {
    const [a, b] = tests as [PathTest, PathTest];
    return (d) => a(d) && b(d);
  }
  return (d) => {
    for (const t of tests) if (!t(d)) return false;
    return true;
  };
};

const some =
  (tests: PathTest[]): PathTest =>
  (d) => {
    for (const t of tests) if (t(d)) return true;
    return false;
  };

const isOperator = (k: string): boolean => k.startsWith("$") && !DBREF_FIELDS.has(k);

class Compiler {
  constructor(private readonly collation: Collation | undefined) {}

  /** A whole filter document: the AND of its entries. */
  filter(filter: Document): PathTest | undefined {
    const tests: PathTest[] = [];
    for (const key of Object.keys(filter)) {
      const value: unknown = filter[key];
      let t: PathTest | undefined;
      if (key === "$and" || key === "$or" || key === "$nor") t = this.logical(key, value);
      else if (key === "$where") t = compileWhere(value) as PathTest;
      else if (key === "$jsonSchema") t = compileSchema(value);
      else if (key === "$comment") continue;
      else if (isOperator(key)) return undefined;
      else t = this.field(key, value);
      if (!t) return undefined;
      tests.push(t);
    }
    return tests.length === 0 ? () => true : all(tests);
  }

  private logical(op: "$and" | "$or" | "$nor", value: unknown): PathTest | undefined {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const subs: PathTest[] = [];
    for (const sub of value) {
      if (!isPlainDocument(sub)) return undefined;
      const t = this.filter(sub);
      if (!t) return undefined;
      subs.push(t);
    }
    if (op === "$and") return all(subs);
    const any = subs.length === 1 ? (subs[0] as PathTest) : some(subs);
    return op === "$or" ? any : (d) => !any(d);
  }

  /** One `path: condition` entry. */
  field(path: string, cond: unknown): PathTest | undefined {
    if (cond instanceof RegExp) return pathTest(path, stringRegexTest(cond), true);
    if (isPlainDocument(cond)) {
      const keys = Object.keys(cond);
      if (keys.some(isOperator)) {
        if (!keys.every((k) => FIELD_OPS.has(k))) return undefined;
        return this.operators(path, cond);
      }
    }
    return pathTest(path, eqTest(cond, this.collation), true);
  }

  /** An operator document on one path: the AND of its operators. */
  private operators(path: string, ops: Document): PathTest | undefined {
    const tests: PathTest[] = [];
    // Ranges, equality and friends on the same path are merged into one walk of the path.
    const valueTests: ValueTest[] = [];
    for (const op of Object.keys(ops)) {
      const arg: unknown = ops[op];
      switch (op) {
        case "$eq":
          valueTests.push(eqTest(arg, this.collation));
          break;
        case "$ne":
          tests.push(negate(pathTest(path, eqTest(arg, this.collation), true)));
          break;
        case "$gt":
          valueTests.push(rangeTest(arg, (c) => c > 0, this.collation));
          break;
        case "$gte":
          valueTests.push(rangeTest(arg, (c) => c >= 0, this.collation));
          break;
        case "$lt":
          valueTests.push(rangeTest(arg, (c) => c < 0, this.collation));
          break;
        case "$lte":
          valueTests.push(rangeTest(arg, (c) => c <= 0, this.collation));
          break;
        case "$in":
          if (!Array.isArray(arg)) return undefined;
          valueTests.push(inTest(arg, this.collation));
          break;
        case "$nin":
          if (!Array.isArray(arg)) return undefined;
          tests.push(negate(pathTest(path, inTest(arg, this.collation), true)));
          break;
        case "$exists": {
          const has = pathTest(path, (v) => v !== undefined, true);
          tests.push(arg ? has : negate(has));
          break;
        }
        case "$regex": {
          const re = makeRegex(arg, ops.$options);
          if (!re) return undefined;
          valueTests.push(stringRegexTest(re));
          break;
        }
        case "$options":
          if (ops.$regex === undefined) return undefined;
          break;
        case "$type":
          valueTests.push(typeTest(arg));
          break;
        case "$size": {
          if (typeof arg !== "number") return undefined;
          tests.push(pathTest(path, (v) => Array.isArray(v) && v.length === arg, false));
          break;
        }
        case "$all": {
          const t = this.all(path, arg);
          if (!t) return undefined;
          tests.push(t);
          break;
        }
        case "$elemMatch": {
          const t = this.elemMatch(arg);
          if (!t) return undefined;
          tests.push(pathTest(path, t, false));
          break;
        }
        case "$bitsAllSet":
        case "$bitsAnySet":
        case "$bitsAllClear":
        case "$bitsAnyClear":
          valueTests.push(bitsTest(op, arg));
          break;
        case "$geoWithin":
        case "$within":
          valueTests.push(geoWithinTest(arg));
          break;
        case "$geoIntersects":
          valueTests.push(geoIntersectsTest(arg));
          break;
        case "$near":
        case "$nearSphere": {
          const near = nearSpec(ops);
          valueTests.push((v) => {
            const d = near.distance(v);
            return d >= near.min && d <= near.max;
          });
          break;
        }
        case "$maxDistance":
        case "$minDistance":
          if (ops.$near === undefined && ops.$nearSphere === undefined) return undefined;
          break;
        case "$not": {
          // A regex or a non-empty operator document; anything else is mingo's to reject.
          let inner: PathTest | undefined;
          if (arg instanceof RegExp) inner = pathTest(path, stringRegexTest(arg), true);
          else if (isPlainDocument(arg) && Object.keys(arg).length > 0 && Object.keys(arg).every((k) => FIELD_OPS.has(k))) {
            inner = this.operators(path, arg);
          }
          if (!inner) return undefined;
          tests.push(negate(inner));
          break;
        }
        default:
          return undefined;
      }
    }
    // Each operator is its own condition on the path: {a: {$gt: 1, $lt: 5}} on [0, 9] matches
    // (0 < 5, 9 > 1), so the value tests are separate walks, not one walk testing all of them.
    for (const vt of valueTests) tests.push(pathTest(path, vt, true));
    return tests.length === 0 ? undefined : all(tests);
  }

  /** `$all`: every listed value (or regex, or `$elemMatch`) matches like an equality on the path. */
  private all(path: string, arg: unknown): PathTest | undefined {
    if (!Array.isArray(arg)) return undefined;
    if (arg.length === 0) return () => false;
    const tests: PathTest[] = [];
    for (const x of arg) {
      if (isPlainDocument(x) && Object.keys(x)[0] === "$elemMatch") {
        if (Object.keys(x).length !== 1) return undefined;
        const t = this.elemMatch(x.$elemMatch);
        if (!t) return undefined;
        tests.push(pathTest(path, t, false));
      } else if (x instanceof RegExp) {
        tests.push(pathTest(path, stringRegexTest(x), true));
      } else if (isPlainDocument(x) && Object.keys(x).some(isOperator)) {
        return undefined;
      } else {
        tests.push(pathTest(path, eqTest(x, this.collation), true));
      }
    }
    return all(tests);
  }

  /**
   * `$elemMatch` as a test of one value at the path: an array with an element matching the
   * criteria. Criteria made only of field operators apply to the element itself; otherwise they
   * are a filter over the element (mingo's reading, which we keep).
   */
  private elemMatch(criteria: unknown): ValueTest | undefined {
    if (!isPlainDocument(criteria)) return undefined;
    const keys = Object.keys(criteria);
    let element: PathTest | undefined;
    if (keys.length === 0) element = (el) => isPlainDocument(el);
    else if (keys.every((k) => isOperator(k) && k !== "$and" && k !== "$or" && k !== "$nor")) {
      if (!keys.every((k) => FIELD_OPS.has(k))) return undefined;
      element = this.operators("", criteria);
    } else element = this.filter(criteria);
    if (!element) return undefined;
    const test = element;
    return (v) => {
      if (!Array.isArray(v)) return false;
      for (let i = 0; i < v.length; i++) if (test(v[i])) return true;
      return false;
    };
  }
}

const negate =
  (t: PathTest): PathTest =>
  (d) =>
    !t(d);

/** mingo's `new RegExp($regex, $options)`; undefined for operands it would not accept. */
function makeRegex(source: unknown, options: unknown): RegExp | undefined {
  if (options !== undefined && typeof options !== "string") return undefined;
  if (source instanceof RegExp) return options === undefined ? source : new RegExp(source, options);
  if (typeof source !== "string") return undefined;
  return new RegExp(source, options);
}
