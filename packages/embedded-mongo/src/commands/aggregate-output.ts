/** `$out` and `$merge` final stages: mingo would write into a resolver array, so we do it here. */
import type { Document } from "bson";
import { getPath, isPlainDocument, keyOf } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { findDocuments } from "../query/execute.js";
import { duplicateKeyError, idKey } from "../storage/collection.js";
import type { Collection } from "../storage/collection.js";
import { Writer } from "../txn/writer.js";
import type { CommandContext } from "./context.js";
import { prepareInsert } from "./insert.js";
import { isView, notOnView } from "./views.js";
import { ensureCollection, flush } from "./write-helpers.js";

export async function writeAggregateOutput(ctx: CommandContext, stage: Document, docs: Document[]): Promise<void> {
  const writer = new Writer(ctx.state.store, ctx.txn);
  try {
    if (stage.$out !== undefined) writeOut(ctx, writer, stage.$out, docs);
    else writeMerge(ctx, writer, stage.$merge, docs);
  } finally {
    await flush(ctx, writer);
  }
}

function target(ctx: CommandContext, spec: unknown): { db: string; coll: string } {
  const t = parseTarget(ctx, spec);
  const existing = ctx.state.store.getCollection(t.db, t.coll, ctx.txn);
  if (existing && isView(existing.options)) throw notOnView(t.db, t.coll);
  return t;
}

function parseTarget(ctx: CommandContext, spec: unknown): { db: string; coll: string } {
  if (typeof spec === "string") return { db: ctx.db, coll: spec };
  if (isPlainDocument(spec)) {
    const into = spec.into ?? spec.coll;
    if (typeof into === "string") return { db: typeof spec.db === "string" ? spec.db : ctx.db, coll: into };
    if (isPlainDocument(into) && typeof into.coll === "string") {
      return { db: typeof into.db === "string" ? into.db : ctx.db, coll: into.coll };
    }
  }
  throw new MongoServerError(9, "invalid $out/$merge target");
}

function writeOut(ctx: CommandContext, writer: Writer, spec: unknown, docs: Document[]): void {
  const t = target(ctx, spec);
  const coll = ensureCollection({ ...ctx, db: t.db }, writer, t.coll);
  for (const key of [...coll.docs.keys()]) writer.delete(coll, key);
  for (const d of docs) {
    const doc = prepareInsert(d);
    writer.insert(coll, idKey(doc._id), doc);
  }
}

/**
 * `whenMatched: "fail"` is an insert that meets the unique index on the `on` fields: the same
 * E11000 error, with keyPattern and keyValue.
 */
function onFieldsDuplicate(coll: Collection, on: string[], existing: Document): MongoServerError {
  const same = (key: Document) => Object.keys(key).length === on.length && on.every((f) => f in key);
  const idx = on.length === 1 && on[0] === "_id" ? undefined : coll.indexes.find((i) => same(i.spec.key as Document));
  const keyPattern = idx ? (idx.spec.key as Document) : { _id: 1 };
  const fields = Object.keys(keyPattern);
  return duplicateKeyError(
    coll,
    idx?.name ?? "_id_",
    keyPattern,
    fields,
    fields.map((f) => getPath(existing, f)),
  );
}

function writeMerge(ctx: CommandContext, writer: Writer, spec: unknown, docs: Document[]): void {
  const t = target(ctx, spec);
  const opts = isPlainDocument(spec) ? spec : {};
  const on = opts.on === undefined ? ["_id"] : Array.isArray(opts.on) ? (opts.on as string[]) : [String(opts.on)];
  const whenMatched = opts.whenMatched ?? "merge";
  const whenNotMatched = opts.whenNotMatched ?? "insert";
  const coll = ensureCollection({ ...ctx, db: t.db }, writer, t.coll);
  for (const d of docs) {
    const filter: Document = {};
    for (const f of on) filter[f] = d[f] ?? null;
    const existing = findDocuments(coll, { filter, limit: 1, txn: ctx.txn })[0];
    if (existing) {
      if (whenMatched === "keepExisting") continue;
      if (whenMatched === "fail") throw onFieldsDuplicate(coll, on, existing);
      const key = idKey(existing._id);
      const { _id: _drop, ...rest } = d;
      const next = whenMatched === "replace" ? { _id: existing._id, ...rest } : { ...existing, ...rest };
      if (keyOf(next) !== keyOf(existing)) writer.replace(coll, key, next);
    } else {
      if (whenNotMatched === "discard") continue;
      if (whenNotMatched === "fail") throw new MongoServerError(13113, "$merge could not find a matching document");
      const doc = prepareInsert(d);
      writer.insert(coll, idKey(doc._id), doc);
    }
  }
}
