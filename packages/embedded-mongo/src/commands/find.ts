/** find, getMore, killCursors, count and distinct. */
import { Long } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument, keyOf, pathValues } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { withDeadline } from "../query/deadline.js";
import { countDocuments, findDocuments } from "../query/execute.js";
import { letVariables } from "../query/let-variables.js";
import { parseSort } from "../query/sort.js";
import { cursorReply, serializeBatch } from "../wire/raw-reply.js";
import { collectionArg } from "./context.js";
import type { CommandHandler } from "./context.js";
import { runPipeline } from "./aggregate.js";
import { firstBatchReply } from "./cursor-reply.js";
import { findStages, isView } from "./views.js";

const num = (v: unknown): number | undefined => (v === undefined || v === null ? undefined : Number(v));

export const find: CommandHandler = (ctx) => {
  const name = collectionArg(ctx, "find");
  const b = ctx.body;
  const ns = `${ctx.db}.${name}`;
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  let limit = num(b.limit) ?? 0;
  let singleBatch = b.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const filter = b.filter === undefined ? {} : b.filter;
  if (!isPlainDocument(filter)) throw new MongoServerError(14, "filter must be an object");
  if (coll && isView(coll.options)) {
    const viewDocs = runPipeline(ctx, name, findStages(b), b.collation as Collation | undefined, letVariables(b.let));
    return firstBatchReply(ctx, ns, viewDocs, b.batchSize, singleBatch);
  }
  const docs = findDocuments(coll, {
    filter,
    sort: parseSort(b.sort),
    skip: num(b.skip),
    limit,
    projection: isPlainDocument(b.projection) ? b.projection : undefined,
    collation: b.collation as Collation | undefined,
    txn: ctx.txn,
    maxTimeMS: b.maxTimeMS,
    hint: b.hint,
    variables: letVariables(b.let),
  });
  return firstBatchReply(ctx, ns, docs, b.batchSize, singleBatch);
};

export const getMore: CommandHandler = (ctx) => {
  const id = ctx.body.getMore;
  const cursor = ctx.state.cursors.get(id);
  if (!cursor) throw new MongoServerError(43, `cursor id ${String(id)} not found`);
  const size = num(ctx.body.batchSize);
  const batch = serializeBatch(cursor.docs, cursor.pos, size && size > 0 ? size : cursor.docs.length);
  cursor.pos += batch.length;
  cursor.lastUsed = Date.now();
  let outId = cursor.id;
  if (cursor.pos >= cursor.docs.length) {
    ctx.state.cursors.kill(id);
    outId = Long.ZERO;
  }
  return cursorReply("nextBatch", batch, outId, cursor.ns);
};

export const killCursors: CommandHandler = (ctx) => {
  const ids = Array.isArray(ctx.body.cursors) ? ctx.body.cursors : [];
  const killed: unknown[] = [];
  const notFound: unknown[] = [];
  for (const id of ids) (ctx.state.cursors.kill(id) ? killed : notFound).push(id);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const count: CommandHandler = (ctx) => {
  const name = collectionArg(ctx, "count");
  const b = ctx.body;
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  const filter = isPlainDocument(b.query) ? b.query : {};
  const skip = num(b.skip) ?? 0;
  const limit = Math.abs(num(b.limit) ?? 0);
  const collation = b.collation as Collation | undefined;
  if (coll && isView(coll.options)) {
    const stages = findStages({ filter, skip, limit });
    return { n: runPipeline(ctx, name, stages, collation, undefined).length, ok: 1 };
  }
  let n: number;
  if (skip === 0 && limit === 0) n = withDeadline(b.maxTimeMS, () => countDocuments(coll, filter, collation, ctx.txn, b.hint));
  else n = findDocuments(coll, { filter, skip, limit, collation, txn: ctx.txn, maxTimeMS: b.maxTimeMS, hint: b.hint }).length;
  return { n, ok: 1 };
};

export const distinct: CommandHandler = (ctx) => {
  const name = collectionArg(ctx, "distinct");
  const b = ctx.body;
  if (typeof b.key !== "string") throw new MongoServerError(14, "distinct key must be a string");
  const key = b.key;
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  const collation = b.collation as Collation | undefined;
  const query = isPlainDocument(b.query) ? b.query : {};
  const docs =
    coll && isView(coll.options)
      ? runPipeline(ctx, name, findStages({ filter: query }), collation, undefined)
      : findDocuments(coll, { filter: query, collation, txn: ctx.txn, maxTimeMS: b.maxTimeMS });
  const seen = new Map<string, unknown>();
  for (const d of docs) {
    for (const v of pathValues(d, key)) {
      if (v === undefined) continue;
      const k = keyOf(v, collation);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};
