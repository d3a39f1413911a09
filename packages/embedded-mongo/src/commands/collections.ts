/** create, drop, dropDatabase, listCollections, listDatabases, collMod, dbStats. */
import type { Document } from "bson";
import { isPlainDocument, keyOf } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { compileFilter } from "../query/compile-filter.js";
import { ID_INDEX_SPEC } from "../storage/collection.js";
import { Writer } from "../txn/writer.js";
import { collectionArg } from "./context.js";
import type { CommandHandler } from "./context.js";
import { firstBatchReply } from "./cursor-reply.js";
import { isView, validateViewOptions } from "./views.js";
import { ensureCollection, flush, validateCollectionName, withLockRetry } from "./write-helpers.js";

/** Command fields that are not collection options. */
const GENERIC_FIELDS = new Set([
  "create",
  "lsid",
  "$db",
  "$clusterTime",
  "txnNumber",
  "autocommit",
  "startTransaction",
  "writeConcern",
  "readConcern",
  "$readPreference",
  "comment",
  "apiVersion",
  "apiStrict",
  "apiDeprecationErrors",
]);

export const create: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "create");
  validateCollectionName(name);
  const options: Document = {};
  for (const [k, v] of Object.entries(ctx.body)) if (!GENERIC_FIELDS.has(k)) options[k] = v;
  if (options.capped === true && options.size === undefined) {
    throw new MongoServerError(72, "the 'size' field is required when 'capped' is true");
  }
  if (options.capped !== undefined && typeof options.capped !== "boolean") {
    throw new MongoServerError(14, `BSON field 'create.capped' is the wrong type '${typeof options.capped}', expected type 'bool'`);
  }
  if (isView(options)) validateViewOptions(ctx, options);
  if (options.validator !== undefined) {
    if (!isPlainDocument(options.validator)) throw new MongoServerError(14, "'validator' must be an object");
    compileFilter(options.validator);
  }
  const writer = new Writer(ctx.state.store, ctx.txn);
  // After waiting for a transaction creating the same collection, its commit makes this a 48.
  await withLockRetry(() => {
    if (ctx.state.store.getCollection(ctx.db, name, ctx.txn)) {
      throw new MongoServerError(48, `Collection ${ctx.db}.${name} already exists.`);
    }
    ensureCollection(ctx, writer, name, options);
  });
  await flush(ctx, writer);
  return { ok: 1 };
};

export const drop: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "drop");
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  // MongoDB 7 answers ok for a missing collection.
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.length + 1;
  ctx.state.store.dropCollection(ctx.db, name);
  await ctx.state.durability.append([{ op: "dropCollection", db: ctx.db, coll: name }]);
  return { nIndexesWas, ns: coll.ns, ok: 1 };
};

export const dropDatabase: CommandHandler = async (ctx) => {
  if (ctx.state.store.dropDatabase(ctx.db)) {
    await ctx.state.durability.append([{ op: "dropDatabase", db: ctx.db }]);
  }
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: CommandHandler = (ctx) => {
  const b = ctx.body;
  const nameOnly = b.nameOnly === true;
  let infos: Document[] = ctx.state.store.collections(ctx.db, ctx.txn).map((c) => {
    if (isView(c.options))
      return nameOnly ? { name: c.name, type: "view" } : { name: c.name, type: "view", options: c.options, info: { readOnly: true } };
    const type = c.options.timeseries ? "timeseries" : "collection";
    return nameOnly
      ? { name: c.name, type }
      : { name: c.name, type, options: c.options, info: { readOnly: false }, idIndex: ID_INDEX_SPEC };
  });
  if (isPlainDocument(b.filter) && Object.keys(b.filter).length > 0) infos = infos.filter(compileFilter(b.filter));
  const cursor = isPlainDocument(b.cursor) ? b.cursor : {};
  return firstBatchReply(ctx, `${ctx.db}.$cmd.listCollections`, infos, cursor.batchSize);
};

export const listDatabases: CommandHandler = (ctx) => {
  const b = ctx.body;
  let dbs: Document[] = [...ctx.state.store.dbs.entries()].map(([name, colls]) => {
    let docs = 0;
    for (const c of colls.values()) docs += c.docs.size;
    return { name, sizeOnDisk: docs * 256, empty: docs === 0 };
  });
  if (isPlainDocument(b.filter) && Object.keys(b.filter).length > 0) dbs = dbs.filter(compileFilter(b.filter));
  if (b.nameOnly === true) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  const totalSize = dbs.reduce((n, d) => n + Number(d.sizeOnDisk), 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.floor(totalSize / 1048576), ok: 1 };
};

/** Collection options collMod may change. */
const MODIFIABLE = new Set(["validator", "validationLevel", "validationAction", "expireAfterSeconds"]);

/**
 * collMod: validator / validationLevel / validationAction / expireAfterSeconds, and one index's
 * `hidden` or `expireAfterSeconds` (`index: {name | keyPattern, ...}`).
 */
export const collMod: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "collMod");
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  if (!coll) throw new MongoServerError(26, `ns does not exist: ${ctx.db}.${name}`);
  const writer = new Writer(ctx.state.store, undefined);
  const reply: Document = { ok: 1 };
  const changes: Document = {};
  for (const [k, v] of Object.entries(ctx.body)) {
    if (k === "collMod" || GENERIC_FIELDS.has(k) || k === "index") continue;
    if (!MODIFIABLE.has(k)) throw new MongoServerError(72, `${k} is not a valid collMod option`);
    if (k === "validator") {
      if (!isPlainDocument(v)) throw new MongoServerError(14, "'validator' must be an object");
      compileFilter(v);
    }
    changes[k] = v;
  }
  if (Object.keys(changes).length > 0) {
    coll.options = { ...coll.options, ...changes };
    writer.records.push({ op: "createCollection", db: ctx.db, coll: name, options: coll.options });
  }
  if (ctx.body.index !== undefined) {
    const req = ctx.body.index;
    if (!isPlainDocument(req)) throw new MongoServerError(14, "collMod 'index' must be an object");
    const idx = coll.indexes.find((i) =>
      typeof req.name === "string" ? i.name === req.name : keyOf(i.spec.key) === keyOf(req.keyPattern),
    );
    if (!idx) throw new MongoServerError(27, `cannot find index ${JSON.stringify(req.name ?? req.keyPattern)} for ns ${coll.ns}`);
    const spec: Document = { ...idx.spec };
    if (typeof req.hidden === "boolean") {
      reply.hidden_old = idx.spec.hidden === true;
      reply.hidden_new = req.hidden;
      if (req.hidden) spec.hidden = true;
      else delete spec.hidden;
    }
    if (typeof req.expireAfterSeconds === "number") {
      reply.expireAfterSeconds_old = idx.spec.expireAfterSeconds;
      reply.expireAfterSeconds_new = req.expireAfterSeconds;
      spec.expireAfterSeconds = req.expireAfterSeconds;
    }
    coll.replaceIndexSpec(idx.name, spec);
    writer.records.push({ op: "createIndex", db: ctx.db, coll: name, spec });
  }
  await flush(ctx, writer);
  return reply;
};

export const dbStats: CommandHandler = (ctx) => {
  const colls = ctx.state.store.collections(ctx.db, ctx.txn);
  const objects = colls.reduce((n, c) => n + c.docs.size, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    dataSize: objects * 256,
    indexes: colls.reduce((n, c) => n + c.indexes.length + 1, 0),
    ok: 1,
  };
};

export const collStats: CommandHandler = (ctx) => {
  const name = collectionArg(ctx, "collStats");
  const c = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  if (!c) throw new MongoServerError(26, `ns does not exist: ${ctx.db}.${name}`);
  return { ns: c.ns, count: c.docs.size, size: c.docs.size * 256, nindexes: c.indexes.length + 1, ok: 1 };
};

export const renameCollection: CommandHandler = async (ctx) => {
  const from = String(ctx.body.renameCollection);
  const to = String(ctx.body.to);
  const [fromDb, ...fromRest] = from.split(".");
  const [toDb, ...toRest] = to.split(".");
  const store = ctx.state.store;
  const src = store.getCollection(fromDb ?? "", fromRest.join("."), ctx.txn);
  if (!src) throw new MongoServerError(26, `Source collection ${from} does not exist`);
  const toName = toRest.join(".");
  validateCollectionName(toName);
  if (store.rawCollection(toDb ?? "", toName)) {
    if (ctx.body.dropTarget !== true) throw new MongoServerError(48, `target namespace exists`);
    store.dropCollection(toDb ?? "", toName);
  }
  const writer = new Writer(store, undefined);
  const { coll: dst } = store.ensureCollection(toDb ?? "", toName, src.options);
  writer.records.push(
    { op: "dropCollection", db: toDb ?? "", coll: toName },
    { op: "createCollection", db: toDb ?? "", coll: toName, options: src.options },
  );
  for (const spec of src.indexes.map((i) => i.spec)) {
    dst.addIndex(spec, src.getIndex(String(spec.name))?.partial);
    writer.records.push({ op: "createIndex", db: toDb ?? "", coll: toName, spec });
  }
  for (const [key, doc] of src.docs) writer.insert(dst, key, doc);
  store.dropCollection(fromDb ?? "", fromRest.join("."));
  writer.records.push({ op: "dropCollection", db: fromDb ?? "", coll: fromRest.join(".") });
  await flush(ctx, writer);
  return { ok: 1 };
};
