/** createIndexes, listIndexes, dropIndexes. Stored specs are echoed unchanged (mongoose syncIndexes compares them). */
import type { Document } from "bson";
import { isPlainDocument, keyOf } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { compileFilter } from "../query/compile-filter.js";
import type { Collection } from "../storage/collection.js";
import { Writer } from "../txn/writer.js";
import { collectionArg } from "./context.js";
import type { CommandHandler } from "./context.js";
import { firstBatchReply } from "./cursor-reply.js";
import { ensureCollection, flush, withLockRetry } from "./write-helpers.js";

function defaultName(key: Document): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${String(v)}`)
    .join("_");
}

/** Options that do not change an index's identity (compared when the name already exists). */
const IGNORED_OPTIONS = new Set(["v", "name", "key", "background", "ns"]);

function sameOptions(a: Document, b: Document): boolean {
  const pick = (d: Document) => {
    const out: Document = {};
    for (const k of Object.keys(d).sort()) if (!IGNORED_OPTIONS.has(k) && !(k === "unique" && d[k] === false)) out[k] = d[k];
    return out;
  };
  return keyOf(pick(a)) === keyOf(pick(b));
}

export function normalizeIndexSpec(raw: Document): Document {
  if (!isPlainDocument(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoServerError(67, "Index key pattern must be a non-empty object");
  }
  const name = typeof raw.name === "string" ? raw.name : defaultName(raw.key);
  const spec: Document = { v: 2, key: raw.key, name };
  for (const [k, v] of Object.entries(raw)) if (k !== "v" && k !== "key" && k !== "name" && k !== "ns") spec[k] = v;
  return spec;
}

export function addIndexTo(coll: Collection, spec: Document): void {
  const partial = isPlainDocument(spec.partialFilterExpression) ? compileFilter(spec.partialFilterExpression) : undefined;
  coll.addIndex(spec, partial);
}

export const createIndexes: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "createIndexes");
  const raw = ctx.body.indexes;
  if (!Array.isArray(raw) || raw.length === 0) throw new MongoServerError(2, "Must specify at least one index to create");
  const writer = new Writer(ctx.state.store, ctx.txn);
  const existed = ctx.state.store.getCollection(ctx.db, name, ctx.txn) !== undefined;
  const coll = await withLockRetry(() => ensureCollection(ctx, writer, name));
  const before = coll.indexes.length + 1;
  try {
    for (const r of raw as Document[]) {
      const spec = normalizeIndexSpec(r);
      // An index without its own collation takes the collection's default, as in MongoDB.
      if (spec.collation === undefined && coll.options.collation !== undefined) spec.collation = coll.options.collation;
      const keyStr = keyOf(spec.key);
      if (keyStr === keyOf({ _id: 1 }) && (spec.name === "_id_" || spec.unique === undefined)) continue;
      const sameName = coll.getIndex(String(spec.name));
      if (sameName) {
        if (keyOf(sameName.spec.key) !== keyStr) {
          throw new MongoServerError(
            86,
            `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
          );
        }
        if (!sameOptions(sameName.spec, spec)) {
          throw new MongoServerError(
            86,
            `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
          );
        }
        continue;
      }
      const sameKey = coll.indexes.find(
        (i) =>
          keyOf(i.spec.key) === keyStr &&
          keyOf(i.spec.collation ?? null) === keyOf(spec.collation ?? null) &&
          keyOf(i.spec.partialFilterExpression ?? null) === keyOf(spec.partialFilterExpression ?? null),
      );
      if (sameKey) {
        throw new MongoServerError(85, `Index already exists with a different name: ${sameKey.name}`);
      }
      // MongoDB builds indexes in a transaction only on a collection the transaction created.
      if (ctx.txn && coll.createdBy !== ctx.txn) {
        throw new MongoServerError(263, `Cannot create new indexes on existing collection ${coll.ns} in a multi-document transaction.`);
      }
      addIndexTo(coll, spec);
      writer.ddl({ op: "createIndex", db: ctx.db, coll: name, spec });
    }
  } catch (err) {
    if (err instanceof MongoServerError && err.code === 11000) {
      await flush(ctx, writer);
      throw new MongoServerError(11000, `Index build failed: ${err.message}`, err.extra);
    }
    await flush(ctx, writer);
    throw err;
  }
  await flush(ctx, writer);
  const after = coll.indexes.length + 1;
  const reply: Document = { numIndexesBefore: before, numIndexesAfter: after, createdCollectionAutomatically: !existed, ok: 1 };
  if (before === after) reply.note = "all indexes already exist";
  return reply;
};

export const listIndexes: CommandHandler = (ctx) => {
  const name = collectionArg(ctx, "listIndexes");
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  if (!coll) throw new MongoServerError(26, `ns does not exist: ${ctx.db}.${name}`);
  const cursor = isPlainDocument(ctx.body.cursor) ? ctx.body.cursor : {};
  return firstBatchReply(ctx, `${ctx.db}.${name}`, coll.indexSpecs(), cursor.batchSize);
};

export const dropIndexes: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, Object.keys(ctx.body)[0] as string);
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  if (!coll) throw new MongoServerError(26, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.length + 1;
  const target = ctx.body.index;
  let names: string[];
  if (target === "*") names = coll.indexes.map((i) => i.name);
  else if (typeof target === "string") names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainDocument(target)) {
    const found = coll.indexes.find((i) => keyOf(i.spec.key) === keyOf(target));
    if (!found) throw new MongoServerError(27, `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else throw new MongoServerError(14, "invalid index specification");
  for (const n of names) {
    if (n === "_id_") throw new MongoServerError(72, "cannot drop _id index");
    if (!coll.getIndex(n)) throw new MongoServerError(27, `index not found with name [${n}]`);
  }
  for (const n of names) coll.dropIndex(n);
  await ctx.state.durability.append(names.map((n) => ({ op: "dropIndex" as const, db: ctx.db, coll: name, name: n })));
  return { nIndexesWas, ok: 1 };
};
