/**
 * Find projections. `$slice` and `$elemMatch` are ours: `$slice` keeps the projection's mode
 * (alone or beside exclusions every other field stays; beside inclusions the sliced field is
 * included), and `$elemMatch` includes the field with its first matching element, on scalar
 * arrays too (`{$elemMatch: {$gte: 5}}`). Inclusion, exclusion, positional `$` and expression
 * fields are mingo's.
 */
import type { Document } from "bson";
import { Query } from "mingo/query";
import { cloneDoc, isPlainDocument } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { getField, setField } from "../update/paths.js";
import { elementMatcher } from "./element-matcher.js";
import { queryOptions } from "./compile-filter.js";

interface Split {
  rest: Document;
  slices: Array<[string, unknown]>;
  elemMatches: Array<[string, (el: unknown) => boolean]>;
}

function isInclusion(key: string, v: unknown): boolean {
  if (key === "_id") return false;
  if (isPlainDocument(v)) return true;
  return v === true || (typeof v === "number" && v !== 0);
}

function split(projection: Document, collation: Collation | undefined): Split {
  const out: Split = { rest: {}, slices: [], elemMatches: [] };
  for (const [k, v] of Object.entries(projection)) {
    if (isPlainDocument(v) && "$slice" in v && Object.keys(v).length === 1) out.slices.push([k, v.$slice]);
    else if (isPlainDocument(v) && "$elemMatch" in v && Object.keys(v).length === 1) {
      if (k.includes(".")) throw new MongoServerError(2, "Cannot use $elemMatch projection on a nested field.");
      out.elemMatches.push([k, elementMatcher(v.$elemMatch, collation)]);
    } else out.rest[k] = v;
  }
  const inclusive = Object.entries(out.rest).some(([k, v]) => isInclusion(k, v));
  const exclusive = Object.entries(out.rest).some(([k, v]) => k !== "_id" && !isInclusion(k, v));
  // `$elemMatch` is an inclusion; `$slice` only joins an inclusion projection.
  if (inclusive || (out.elemMatches.length > 0 && !exclusive)) {
    for (const [k] of out.slices) out.rest[k] = 1;
    for (const [k] of out.elemMatches) out.rest[k] = 1;
  }
  return out;
}

function sliceArray(arr: unknown[], arg: unknown): unknown[] {
  if (typeof arg === "number") return arg >= 0 ? arr.slice(0, arg) : arr.slice(Math.max(0, arr.length + arg));
  if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === "number" && typeof arg[1] === "number") {
    const [skip, limit] = arg as [number, number];
    if (limit <= 0) throw new MongoServerError(28724, "Second argument to $slice must be a positive number");
    const from = skip >= 0 ? Math.min(skip, arr.length) : Math.max(0, arr.length + skip);
    return arr.slice(from, from + limit);
  }
  throw new MongoServerError(28667, "First argument to $slice must be an array, but is of type: " + typeof arg);
}

/** Slices the arrays at `path` in a (copied) document, through nested documents and arrays of them. */
function applySlice(node: unknown, parts: string[], arg: unknown): void {
  if (Array.isArray(node)) {
    for (const el of node) applySlice(el, parts, arg);
    return;
  }
  if (!isPlainDocument(node)) return;
  const [head, ...tail] = parts as [string, ...string[]];
  const v = getField(node, head);
  if (tail.length > 0) applySlice(v, tail, arg);
  else if (Array.isArray(v)) setField(node, head, sliceArray(v, arg));
}

/** mingo appends `_id` after projected fields; MongoDB keeps it first. */
export function idFirst(doc: Document): Document {
  if (doc._id === undefined) return doc;
  for (const k in doc) {
    if (k === "_id") return doc;
    break;
  }
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/**
 * Plain top-level inclusions or exclusions (`{type: 1, keys: 1}`, `{big: 0}`), the projections
 * drivers and mongoose send most: copied field by field, as mingo would shape them (included
 * fields in key order after `_id`), without compiling a mingo query per find (it cost more than
 * the find itself on index look-ups returning a few dozen documents). Undefined for any other.
 */
function plainProjection(projection: Document): ((doc: Document) => Document) | undefined {
  const include: string[] = [];
  const exclude = new Set<string>();
  let keepId = true;
  for (const [k, v] of Object.entries(projection)) {
    if (k.includes(".") || k.startsWith("$") || (typeof v !== "number" && typeof v !== "boolean")) return undefined;
    const on = v === true || (typeof v === "number" && v !== 0);
    if (k === "_id") keepId = on;
    else if (on) include.push(k);
    else exclude.add(k);
  }
  if (include.length > 0 && exclude.size > 0) return undefined;
  // `{_id: 1}` alone is an inclusion, `{_id: 0}` alone an exclusion.
  if (include.length > 0 || (exclude.size === 0 && keepId)) {
    const fields = include.sort();
    return (doc) => {
      const out: Document = {};
      if (keepId && doc._id !== undefined) out._id = doc._id;
      for (const f of fields) if (doc[f] !== undefined) out[f] = doc[f];
      return out;
    };
  }
  if (!keepId) exclude.add("_id");
  return (doc) => {
    const out: Document = {};
    for (const k in doc) if (!exclude.has(k)) out[k] = doc[k];
    return out;
  };
}

export function applyProjection(
  docs: Document[],
  filter: Document,
  projection: Document,
  collation?: Collation,
  variables?: Document,
): Document[] {
  const plain = plainProjection(projection);
  if (plain) return docs.map(plain);
  const { rest, slices, elemMatches } = split(projection, collation);
  // What is left beside `$slice` and `$elemMatch` is usually plain (`{_id: 1, fields: 1}`): copied
  // without mingo. The filter is passed to mingo so positional projections (`field.$`) know which
  // element matched.
  const plainRest = Object.keys(rest).length > 0 ? plainProjection(rest) : undefined;
  const base = plainRest
    ? docs.map(plainRest)
    : Object.keys(rest).length > 0
      ? new Query(filter, queryOptions(collation, variables)).find<Document>(docs, rest).all()
      : docs;
  if (slices.length === 0 && elemMatches.length === 0) return base.map(idFirst);
  return base.map((projected, i) => {
    // The projection may share nested values with the stored document: slices cut a deep copy,
    // `$elemMatch` only replaces a top-level field.
    const out = slices.length > 0 ? cloneDoc(projected) : { ...projected };
    const original = docs[i] as Document;
    for (const [path, arg] of slices) applySlice(out, path.split("."), arg);
    for (const [field, test] of elemMatches) {
      const arr = getField(original, field);
      const hit = Array.isArray(arr) ? arr.find(test) : undefined;
      if (hit === undefined) delete out[field];
      else setField(out, field, [hit]);
    }
    return idFirst(out);
  });
}
