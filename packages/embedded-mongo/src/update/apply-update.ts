/**
 * Applies an update to a copy of a document: operator updates through our own operators
 * (apply-operators.ts), pipeline updates through mingo's updater, replacements here; plus upsert
 * seeds from the filter's equality fields and `_id` immutability (code 66).
 */
import { ObjectId } from "bson";
import type { Document } from "bson";
import { Aggregator } from "mingo/aggregator";
import { cloneDoc, isPlainDocument, keyOf } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { queryOptions } from "../query/compile-filter.js";
import { assertStorableId } from "../storage/storable-id.js";
import { applyOperators, UPDATE_OPERATORS } from "./apply-operators.js";
import { setField } from "./paths.js";

export type UpdateSpec = Document | Document[];

export interface UpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
  collation?: Collation;
  /** Applying to an upsert seed: `$setOnInsert` takes effect. */
  isInsert: boolean;
  /** The command's `let` variables, for pipeline updates. */
  variables?: Document;
}

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
      throw new MongoServerError(
        9,
        `Unknown modifier: ${keys.find((k) => !k.startsWith("$"))}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    for (const op of ops) {
      if (!UPDATE_OPERATORS.has(op)) {
        throw new MongoServerError(
          9,
          `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
        );
      }
    }
  }
  return u;
}

/** Returns the updated copy of `doc`, or the same object when nothing changed. */
export function applyUpdate(doc: Document, update: UpdateSpec, opts: UpdateOptions): Document {
  let next: Document;
  if (Array.isArray(update)) {
    next = applyPipeline(doc, update, opts);
    if (keyOf(next) === keyOf(doc)) return doc;
    // As a replacement does, a pipeline whose result has no `_id` ($replaceRoot, $replaceWith,
    // $project) keeps the document's own, first.
    if (next._id === undefined && doc._id !== undefined) next = { _id: doc._id, ...next };
  } else if (!isOperatorUpdate(update)) {
    next = replacement(doc, update);
  } else {
    next = applyOperators(doc, update, opts);
    if (next === doc) return doc;
    if (doc._id !== undefined && (next._id === undefined || keyOf(next._id) !== keyOf(doc._id))) {
      throw new MongoServerError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
  if (doc._id !== undefined && (next._id === undefined || keyOf(next._id) !== keyOf(doc._id))) {
    throw new MongoServerError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(next._id)}`,
    );
  }
  return next;
}

/** The stages MongoDB allows in an update pipeline. */
const UPDATE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

/**
 * Runs an update pipeline on a copy of the document. Through the aggregator rather than mingo's
 * updater, which fails on results whose field names contain dots or start with `$` (MongoDB 5.0+
 * stores them: `$setField`, `$replaceWith`).
 */
function applyPipeline(doc: Document, pipeline: Document[], opts: UpdateOptions): Document {
  for (const stage of pipeline) {
    const op = isPlainDocument(stage) ? Object.keys(stage)[0] : undefined;
    if (op === undefined || !UPDATE_STAGES.has(op)) {
      throw new MongoServerError(72, `${op ?? "A non-object stage"} is not allowed to be used within an update`);
    }
  }
  return new Aggregator(pipeline, queryOptions(opts.collation, opts.variables)).run<Document>([cloneDoc(doc)])[0] ?? {};
}

function replacement(doc: Document, repl: Document): Document {
  if (repl._id !== undefined && doc._id !== undefined && keyOf(repl._id) !== keyOf(doc._id)) {
    throw new MongoServerError(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(repl._id)}`,
    );
  }
  const out: Document = doc._id !== undefined ? { _id: doc._id } : {};
  for (const [k, v] of Object.entries(repl)) if (k !== "_id") setField(out, k, cloneDocValue(v));
  if (doc._id === undefined && repl._id !== undefined) return { _id: repl._id, ...out };
  return out;
}

function cloneDocValue(v: unknown): unknown {
  return isPlainDocument(v) || Array.isArray(v) ? cloneDoc({ v }).v : v;
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
  assertStorableId(id);
  const { _id: _ignored, ...rest } = doc;
  return { _id: id, ...rest };
}
