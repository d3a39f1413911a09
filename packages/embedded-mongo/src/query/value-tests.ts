/**
 * Per-value tests of the compiled matcher, with the semantics of our mingo overrides
 * (mingo-context.ts): equality and `$in` by canonical key (type-aware, collation-aware), ranges
 * in BSON order within one type bracket, `$type` by BSON type name. Each test has fast paths for
 * the value types that dominate real filters (strings, numbers, dates), falling back to the
 * generic key / compare helpers, so results never differ from the overrides.
 */
import { compareValues, keyOf, typeRank } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { matchesType } from "./bson-types.js";
import type { ValueTest } from "./path-visit.js";

const simple = (c: Collation | undefined): boolean => !c || c.locale === "simple";

/** `keyOf(v) === keyOf(value)`. */
export function eqTest(value: unknown, collation: Collation | undefined): ValueTest {
  if (simple(collation)) {
    // Every non-string key starts with NUL, so a plain string only equals the same string.
    if (typeof value === "string" && value.charCodeAt(0) !== 0) return (v) => v === value;
    if (typeof value === "boolean") return (v) => v === value;
    if (value === null || value === undefined) return (v) => v === null || v === undefined;
    const key = keyOf(value);
    if (typeof value === "number" && !Number.isNaN(value)) {
      // Long / Decimal128 / Int32 of the same value share the key; other types never do.
      return (v) => (typeof v === "number" ? v === value : typeof v !== "string" && keyOf(v) === key);
    }
    return (v) => keyOf(v) === key;
  }
  const key = keyOf(value, collation);
  return (v) => keyOf(v, collation) === key;
}

/** `$in`: a canonical-key Set plus the list's regexes (which match strings). */
export function inTest(list: unknown[], collation: Collation | undefined): ValueTest {
  const keys = new Set<string>();
  const regexes: RegExp[] = [];
  let stringsOnly = simple(collation);
  for (const v of list) {
    if (v instanceof RegExp) regexes.push(v);
    else {
      keys.add(keyOf(v, collation));
      if (typeof v !== "string" || v.charCodeAt(0) === 0) stringsOnly = false;
    }
  }
  const byRegex = (v: unknown): boolean => {
    if (typeof v !== "string") return false;
    for (const r of regexes) if (regexTest(r, v)) return true;
    return false;
  };
  if (stringsOnly) {
    // Only plain strings in the list: no other type can share their keys.
    if (regexes.length === 0) return (v) => typeof v === "string" && keys.has(v);
    return (v) => typeof v === "string" && (keys.has(v) || byRegex(v));
  }
  if (regexes.length === 0) return (v) => keys.has(keyOf(v, collation));
  return (v) => keys.has(keyOf(v, collation)) || byRegex(v);
}

/** `$gt`/`$gte`/`$lt`/`$lte`: same type bracket, then BSON order. */
export function rangeTest(value: unknown, accept: (c: number) => boolean, collation: Collation | undefined): ValueTest {
  const rank = typeRank(value);
  const generic = (v: unknown): boolean => typeRank(v) === rank && accept(compareValues(v, value, collation));
  if (typeof value === "number" && !Number.isNaN(value)) {
    // NaN sorts below every number, which `<` on JS numbers does not say: leave it to compareValues.
    return (v) => (typeof v === "number" && !Number.isNaN(v) ? accept(v < value ? -1 : v > value ? 1 : 0) : generic(v));
  }
  if (value instanceof Date) {
    const t = value.getTime();
    return (v) => {
      if (!(v instanceof Date)) return generic(v);
      const x = v.getTime();
      return accept(x < t ? -1 : x > t ? 1 : 0);
    };
  }
  if (typeof value === "string" && simple(collation)) {
    return (v) => (typeof v === "string" ? accept(v < value ? -1 : v > value ? 1 : 0) : generic(v));
  }
  return generic;
}

/** `$type` with names, numbers or a list of them (`undefined` is a missing field, never a type). */
export function typeTest(spec: unknown): ValueTest {
  const types = Array.isArray(spec) ? spec : [spec];
  return (v) => v !== undefined && types.some((t) => matchesType(v, t));
}

/** RegExp.test without the `g`/`y` flags' lastIndex state leaking between documents. */
export function regexTest(re: RegExp, s: string): boolean {
  if (re.global || re.sticky) re.lastIndex = 0;
  return re.test(s);
}

export function stringRegexTest(re: RegExp): ValueTest {
  return (v) => typeof v === "string" && regexTest(re, v);
}
