/**
 * Applies an update (operators, replacement or pipeline) to a copy of a document via mingo's
 * updater, adding what mingo lacks: `$setOnInsert`, upsert seeds from the filter's equality
 * fields, and `_id` immutability (code 66).
 */
import { ObjectId } from "bson";
import type { Document } from "bson";
import { updateOne } from "mingo/updater";
import type { Modifier, PipelineStage } from "mingo/updater";
import { cloneDoc, isPlainDocument, keyOf } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { queryOptions } from "../query/execute.js";

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
  collation?: Collation;
  /** Applying to an upsert seed: `$setOnInsert` takes effect. */
  isInsert: boolean;
}

const KNOWN_OPERATORS = new Set([
  "$set", "$unset", "$inc", "$mul", "$min", "$max", "$rename", "$currentDate", "$push", "$pull",
  "$pullAll", "$addToSet", "$pop", "$bit", "$setOnInsert",
]);

export function isOperatorUpdate(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const first = Object.keys(u)[0];
  return first !== undefined && first.startsWith("$");
}

export function validateUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) return u as Document[];
  if (!isPlainDocument(u)) throw new MongoServerError(14, "Update argument must be either an object or an array");
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith("$"));
  if (ops.length > 0) {
    if (ops.length !== keys.length) {
      throw new MongoServerError(9, `Unknown modifier: ${keys.find((k) => !k.startsWith("$"))}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    for (const op of ops) {
      if (!KNOWN_OPERATORS.has(op)) {
        throw new MongoServerError(9, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
      }
    }
  } else {
    for (const k of keys) if (k.includes(".")) throw new MongoServerError(2, `Replacement document field names cannot contain '.': ${k}`);
  }
  return u;
}

/** Returns the updated copy of `doc`, or the same object when nothing changed. */
export function applyUpdate(doc: Document, update: UpdateSpec, opts: UpdateOptions): Document {
  let next: Document;
  if (Array.isArray(update)) {
    const docs = [cloneDoc(doc)];
    const res = updateOne(docs, {}, update as PipelineStage[], {}, queryOptions(opts.collation));
    if (res.modifiedCount === 0) return doc;
    next = docs[0] as Document;
  } else if (!isOperatorUpdate(update)) {
    next = replacement(doc, update);
  } else {
    const modifier: Document = {};
    for (const [op, v] of Object.entries(update)) {
      if (op === "$setOnInsert") {
        if (opts.isInsert) modifier.$set = { ...(modifier.$set as Document | undefined), ...(v as Document) };
        continue;
      }
      if (op === "$set" && modifier.$set) modifier.$set = { ...(modifier.$set as Document), ...(v as Document) };
      else modifier[op] = v;
    }
    if (Object.keys(modifier).length === 0) return doc;
    checkIdPaths(modifier, doc);
    dedupeAddToSet(modifier);
    const copy = cloneDoc(doc);
    const docs = [copy];
    // The filter only matters for the positional `$` operator; re-testing it costs, so skip otherwise.
    const condition = usesPositional(modifier) ? opts.filter : {};
    const res = updateOne(
      docs,
      condition,
      modifier as Modifier<Document>,
      { arrayFilters: opts.arrayFilters, collation: opts.collation as never },
      queryOptions(opts.collation),
    );
    if (res.modifiedCount === 0 && !opts.isInsert) return doc;
    next = docs[0] as Document;
  }
  if (doc._id !== undefined && (next._id === undefined || keyOf(next._id) !== keyOf(doc._id))) {
    throw new MongoServerError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(next._id)}`,
    );
  }
  return next;
}

function replacement(doc: Document, repl: Document): Document {
  if (repl._id !== undefined && doc._id !== undefined && keyOf(repl._id) !== keyOf(doc._id)) {
    throw new MongoServerError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(repl._id)}`,
    );
  }
  const out: Document = doc._id !== undefined ? { _id: doc._id } : {};
  for (const [k, v] of Object.entries(repl)) if (k !== "_id") out[k] = cloneDocValue(v);
  if (doc._id === undefined && repl._id !== undefined) return { _id: repl._id, ...out };
  return out;
}

function cloneDocValue(v: unknown): unknown {
  return isPlainDocument(v) || Array.isArray(v) ? cloneDoc({ v }).v : v;
}

/**
 * `_id` may only be "set" to its current value (mingo rejects even that, so such entries are
 * dropped here); any other change is ImmutableField (66).
 */
function checkIdPaths(modifier: Document, doc: Document): void {
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainDocument(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path !== "_id" && !path.startsWith("_id.")) continue;
      if (op === "$set" && path === "_id" && (doc._id === undefined || keyOf(fields[path]) === keyOf(doc._id))) {
        const { _id: _same, ...rest } = fields;
        modifier[op] = rest;
        continue;
      }
      throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
}

/** `$addToSet: {f: {$each: [...]}}` must not add duplicates from the list itself (mingo does when f is missing). */
function dedupeAddToSet(modifier: Document): void {
  const spec = modifier.$addToSet;
  if (!isPlainDocument(spec)) return;
  for (const [path, v] of Object.entries(spec)) {
    if (!isPlainDocument(v) || !Array.isArray(v.$each)) continue;
    const seen = new Set<string>();
    spec[path] = {
      ...v,
      $each: (v.$each as unknown[]).filter((x) => {
        const k = keyOf(x);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      }),
    };
  }
}

function usesPositional(modifier: Document): boolean {
  for (const fields of Object.values(modifier)) {
    if (!isPlainDocument(fields)) continue;
    for (const path of Object.keys(fields)) if (path.endsWith(".$") || path.includes(".$.")) return true;
  }
  return false;
}

/** The document an upsert starts from: equality fields of the filter (dotted paths expanded). */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  addEqualities(filter, seed);
  return seed;
}

function addEqualities(filter: Document, seed: Document): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === "$and" && Array.isArray(v)) {
      for (const sub of v) if (isPlainDocument(sub)) addEqualities(sub, seed);
      continue;
    }
    if (k.startsWith("$") || v instanceof RegExp) continue;
    if (isPlainDocument(v) && Object.keys(v).some((x) => x.startsWith("$"))) {
      if ("$eq" in v) setPath(seed, k, cloneDocValue(v.$eq));
      continue;
    }
    setPath(seed, k, cloneDocValue(v));
  }
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split(".");
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    if (!isPlainDocument(cur[p])) cur[p] = {};
    cur = cur[p] as Document;
  }
  cur[parts[parts.length - 1] as string] = value;
}

/** Builds the document an upsert inserts. */
export function buildUpsertDocument(filter: Document, update: UpdateSpec, opts: Omit<UpdateOptions, "isInsert" | "filter">): Document {
  const seed = upsertSeed(filter);
  let doc: Document;
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    doc = { ...update };
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
  } else {
    const base = { ...seed };
    delete base._id;
    doc = applyUpdate(base, update, { ...opts, filter, isInsert: true });
    if (seed._id !== undefined) {
      if (doc._id !== undefined && keyOf(doc._id) !== keyOf(seed._id)) {
        throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
      }
      doc._id = seed._id;
    }
  }
  const id = doc._id === undefined ? new ObjectId() : doc._id;
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}
