/**
 * BSON value helpers shared by storage, indexes and queries: MongoDB's cross-type sort order,
 * canonical keys (so 1, 1.0 and Long(1) or two equal ObjectIds land on the same Map key), and
 * a clone that copies containers but keeps immutable BSON objects by reference.
 */
import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from "bson";
import type { Document } from "bson";

export interface Collation {
  locale: string;
  strength?: number;
  caseLevel?: boolean;
  numericOrdering?: boolean;
}

const isPlainObject = (v: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Rank of a value in MongoDB's comparison order across types. */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case "number":
    case "bigint":
      return 3;
    case "string":
      return 4;
    case "boolean":
      return 9;
    case "object":
      break;
    default:
      return 4;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof ObjectId) return 8;
  if (v instanceof RegExp) return 12;
  if (v instanceof Long || v instanceof Decimal128 || v instanceof Int32 || v instanceof Double) return 3;
  if (v instanceof Binary || v instanceof Uint8Array) return 7;
  if (v instanceof Timestamp) return 11;
  if (v instanceof MinKey) return 1;
  if (v instanceof MaxKey) return 13;
  return 5;
}

/** Numeric value of any BSON number type (Long/Decimal128 lose precision beyond 2^53, accepted). */
export function toNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return Number(v.toString());
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  return Number.NaN;
}

export function isNumeric(v: unknown): boolean {
  return typeRank(v) === 3;
}

function cmpPrimitive(a: number | string, b: number | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export function collateString(s: string, collation: Collation | undefined): string {
  if (!collation || collation.locale === "simple") return s;
  const strength = collation.strength ?? 3;
  if (strength >= 3) return s;
  const lowered = s.toLowerCase();
  // strength 1 also ignores diacritics; strength 2 only case.
  return strength === 1 ? lowered.normalize("NFD").replace(/\p{M}/gu, "") : lowered;
}

/** Total order over BSON values as MongoDB sorts them (arrays compared element-wise). */
export function compareValues(a: unknown, b: unknown, collation?: Collation): number {
  // Fast paths for the index-key types that dominate (same-type strings, numbers, dates), kept
  // in this small function so V8 inlines it into index comparators and sorts.
  const ta = typeof a;
  if (ta === typeof b) {
    // Equal strings first: index keys shared by many documents (a search key) meet their equals
    // often, and one equality test is cheaper than the two orderings it replaces.
    if (ta === "string" && !collation) return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
    if (ta === "number" && !Number.isNaN(a) && !Number.isNaN(b))
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    if (a instanceof Date && b instanceof Date) return cmpPrimitive(a.getTime(), b.getTime());
  }
  return compareMixed(a, b, collation);
}

/** compareValues beyond the fast paths: type brackets, then per-type order. */
function compareMixed(a: unknown, b: unknown, collation: Collation | undefined): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2:
    case 1:
    case 13:
      return 0;
    case 3: {
      if (typeof a === "number" && typeof b === "number") return cmpPrimitive(a, b);
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmpPrimitive(x, y);
    }
    case 4: {
      const x = String(a);
      const y = String(b);
      if (collation && collation.locale !== "simple") {
        return compareCollated(x, y, collation);
      }
      return cmpPrimitive(x, y);
    }
    case 9:
      return cmpPrimitive(a ? 1 : 0, b ? 1 : 0);
    case 10:
      return cmpPrimitive((a as Date).getTime(), (b as Date).getTime());
    case 8:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case 7: {
      const x = a instanceof Binary ? a.buffer : (a as Uint8Array);
      const y = b instanceof Binary ? b.buffer : (b as Uint8Array);
      return compareBytes(x, y);
    }
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12: {
      const x = a as RegExp;
      const y = b as RegExp;
      return cmpPrimitive(x.source, y.source) || cmpPrimitive(x.flags, y.flags);
    }
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i], collation);
        if (c !== 0) return c;
      }
      return cmpPrimitive(x.length, y.length);
    }
    default: {
      const x = a as Document;
      const y = b as Document;
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      const n = Math.min(kx.length, ky.length);
      for (let i = 0; i < n; i++) {
        const ka = kx[i] as string;
        const kb = ky[i] as string;
        const tr = typeRank(x[ka]) - typeRank(y[kb]);
        if (tr !== 0) return tr < 0 ? -1 : 1;
        const kc = cmpPrimitive(ka, kb);
        if (kc !== 0) return kc;
        const vc = compareValues(x[ka], y[kb], collation);
        if (vc !== 0) return vc;
      }
      return cmpPrimitive(kx.length, ky.length);
    }
  }
}

/** MongoDB spells locales with underscores (`en_US`); Intl wants BCP 47 (`en-US`). */
export function intlLocale(locale: string): string {
  return locale.replace(/_/g, "-");
}

/** The collation as handed to mingo, which builds its own Intl.Collator from it. */
export function mingoCollation(c: Collation | undefined): Collation | undefined {
  return c && c.locale.includes("_") ? { ...c, locale: intlLocale(c.locale) } : c;
}

const collators = new Map<string, Intl.Collator>();
function compareCollated(x: string, y: string, c: Collation): number {
  const strength = c.strength ?? 3;
  const id = `${c.locale}|${strength}|${c.numericOrdering ? 1 : 0}|${c.caseLevel ? 1 : 0}`;
  let coll = collators.get(id);
  if (!coll) {
    const sensitivity = strength === 1 ? "base" : strength === 2 ? "accent" : "variant";
    coll = new Intl.Collator(intlLocale(c.locale), { sensitivity, numeric: c.numericOrdering === true });
    collators.set(id, coll);
  }
  const r = coll.compare(x, y);
  return r < 0 ? -1 : r > 0 ? 1 : 0;
}

/**
 * Canonical string key: two values MongoDB considers equal get the same key. Used for the `_id`
 * Map, unique indexes and index equality lookups.
 */
export function keyOf(v: unknown, collation?: Collation): string {
  switch (typeof v) {
    case "string": {
      // Strings are their own key (no allocation on the hot `_id` path); every other type's key
      // starts with NUL, so a string that itself starts with NUL is escaped to stay distinct.
      const s = collation ? collateString(v, collation) : v;
      return s.charCodeAt(0) === 0 ? "\0s" + s : s;
    }
    case "number":
      return "\0n" + (Object.is(v, -0) ? "0" : String(v));
    case "boolean":
      return v ? "\0b1" : "\0b0";
    case "undefined":
      return "\0z";
    case "bigint":
      return "\0n" + v.toString();
    default:
      break;
  }
  if (v === null) return "\0z";
  if (v instanceof ObjectId) return objectIdKey(v);
  if (v instanceof Date) return "\0d" + String(v.getTime());
  if (Array.isArray(v)) return "\0[" + JSON.stringify(v.map((x) => keyOf(x, collation)));
  if (v instanceof Long)
    return (
      "\0n" +
      (v.lessThanOrEqual(Long.fromNumber(Number.MAX_SAFE_INTEGER)) && v.greaterThanOrEqual(Long.fromNumber(Number.MIN_SAFE_INTEGER))
        ? String(v.toNumber())
        : v.toString())
    );
  if (v instanceof Decimal128 || v instanceof Int32 || v instanceof Double) return "\0n" + String(toNumber(v));
  if (v instanceof RegExp) return "\0r" + v.source + "/" + v.flags;
  if (v instanceof Binary) return "\0x" + String(v.sub_type) + Buffer.from(v.buffer).toString("base64");
  if (v instanceof Uint8Array) return "\0x0" + Buffer.from(v).toString("base64");
  if (v instanceof Timestamp) return "\0t" + v.toString();
  if (v instanceof MinKey) return "\0-";
  if (v instanceof MaxKey) return "\0+";
  const obj = v as Document;
  const parts: string[] = [];
  for (const k of Object.keys(obj)) parts.push(k, keyOf(obj[k], collation));
  return "\0{" + JSON.stringify(parts);
}

/** bson 7 keeps an ObjectId as four 24-bit ints (i0..i3, not in its public typings). */
interface ObjectIdWords {
  i0?: unknown;
  i1?: unknown;
  i2?: unknown;
  i3?: unknown;
}

/** The 12 bytes of an ObjectId as four big-endian 24-bit ints, without allocating a Buffer. */
function objectIdWords(o: ObjectId): [number, number, number, number] {
  const w = o as unknown as ObjectIdWords;
  if (typeof w.i0 === "number" && typeof w.i1 === "number" && typeof w.i2 === "number" && typeof w.i3 === "number") {
    return [w.i0, w.i1, w.i2, w.i3];
  }
  // Another representation (a future bson): fall back to the public byte view.
  const b = o.id;
  const word = (i: number): number => ((b[i] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
  return [word(0), word(3), word(6), word(9)];
}

/**
 * Key of an ObjectId: "\0o" plus its 12 bytes as one-byte chars, built by one fromCharCode call
 * so it is a single flat 14-char string. `"\0o" + toHexString()` retained a tree of 8
 * concatenated strings (~290 bytes) per stored `_id`, the largest item of memory per document
 * and of GC work on bulk inserts. Byte order is kept, so keys of ObjectIds sort as before.
 */
function objectIdKey(o: ObjectId): string {
  const w = o as unknown as ObjectIdWords;
  let i0: number, i1: number, i2: number, i3: number;
  if (typeof w.i0 === "number" && typeof w.i1 === "number" && typeof w.i2 === "number" && typeof w.i3 === "number") {
    i0 = w.i0;
    i1 = w.i1;
    i2 = w.i2;
    i3 = w.i3;
  } else {
    [i0, i1, i2, i3] = objectIdWords(o);
  }
  return String.fromCharCode(
    0,
    0x6f,
    (i0 >>> 16) & 0xff,
    (i0 >>> 8) & 0xff,
    i0 & 0xff,
    (i1 >>> 16) & 0xff,
    (i1 >>> 8) & 0xff,
    i1 & 0xff,
    (i2 >>> 16) & 0xff,
    (i2 >>> 8) & 0xff,
    i2 & 0xff,
    (i3 >>> 16) & 0xff,
    (i3 >>> 8) & 0xff,
    i3 & 0xff,
  );
}

/** Byte order of two ObjectIds (the 24-bit words compare like the bytes they hold). */
function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as ObjectIdWords;
  const y = b as unknown as ObjectIdWords;
  if (
    typeof x.i0 === "number" &&
    typeof y.i0 === "number" &&
    typeof x.i1 === "number" &&
    typeof y.i1 === "number" &&
    typeof x.i2 === "number" &&
    typeof y.i2 === "number" &&
    typeof x.i3 === "number" &&
    typeof y.i3 === "number"
  ) {
    if (x.i0 !== y.i0) return x.i0 < y.i0 ? -1 : 1;
    if (x.i1 !== y.i1) return x.i1 < y.i1 ? -1 : 1;
    if (x.i2 !== y.i2) return x.i2 < y.i2 ? -1 : 1;
    return x.i3 < y.i3 ? -1 : x.i3 > y.i3 ? 1 : 0;
  }
  const p = objectIdWords(a);
  const q = objectIdWords(b);
  for (let i = 0; i < 4; i++) {
    const d = (p[i] as number) - (q[i] as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Deep copy of plain objects, arrays and Dates; immutable BSON values are shared. */
export function cloneValue<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map((x: unknown) => cloneValue(x)) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (!isPlainObject(v)) return v;
  const out: Document = {};
  for (const k of Object.keys(v)) {
    const x = cloneValue((v as Document)[k]);
    // A field named __proto__ is data: assigning it would replace the copy's prototype.
    if (k === "__proto__") Object.defineProperty(out, k, { value: x, writable: true, enumerable: true, configurable: true });
    else out[k] = x;
  }
  return out as T;
}

export function cloneDoc(doc: Document): Document {
  return cloneValue(doc);
}

/**
 * All values a dotted path reaches, expanding arrays the way MongoDB indexes do (an array at
 * the leaf contributes its elements). Missing paths give `[undefined]`.
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  const parts = path.split(".");
  const out: unknown[] = [];
  collect(doc, parts, 0, out);
  if (out.length === 0) out.push(undefined);
  return out;
}

function collect(cur: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(cur)) {
      if (cur.length === 0) out.push(undefined);
      else for (const x of cur) out.push(x);
    } else out.push(cur);
    return;
  }
  if (cur === null || typeof cur !== "object") return;
  const part = parts[i] as string;
  if (Array.isArray(cur)) {
    const idx = /^\d+$/.test(part) ? Number(part) : -1;
    if (idx >= 0) {
      collect(cur[idx], parts, i + 1, out);
      return;
    }
    for (const el of cur) if (el !== null && typeof el === "object" && !Array.isArray(el)) collect(el, parts, i, out);
    return;
  }
  if (!isPlainObject(cur)) return;
  const next = (cur as Document)[part];
  if (next === undefined) return;
  collect(next, parts, i + 1, out);
}

/** Single value at a dotted path without array expansion (for `_id` and simple lookups). */
export function getPath(doc: Document, path: string): unknown {
  if (!path.includes(".")) return doc[path];
  let cur: unknown = doc;
  for (const p of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Document)[p];
  }
  return cur;
}

export function isPlainDocument(v: unknown): v is Document {
  return v !== null && typeof v === "object" && !Array.isArray(v) && isPlainObject(v);
}

/** The values once each, in order, compared by their canonical key (an index's entries of one document, a planner's bounds). */
export function distinctValues(values: unknown[]): unknown[] {
  if (values.length === 1) return values;
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = keyOf(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return keyOf(a) === keyOf(b);
}
