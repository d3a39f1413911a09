/** The update command: operator, replacement and pipeline updates; upserts; multi. */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { findDocuments } from "../query/execute.js";
import { letVariables } from "../query/let-variables.js";
import { parseSort } from "../query/sort.js";
import { idKey } from "../storage/collection.js";
import { updateGrowthBound } from "../storage/document-size.js";
import type { Collection } from "../storage/collection.js";
import type { Transaction } from "../txn/transaction.js";
import { Writer } from "../txn/writer.js";
import { applyUpdate, buildUpsertDocument, validateUpdate } from "../update/apply-update.js";
import { collectionArg } from "./context.js";
import { validateUpdated } from "./document-validation.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { ensureCollection, runNowOrAfterLock, runWriteStatements } from "./write-helpers.js";

interface StatementResult {
  n: number;
  nModified: number;
  upsertedId?: unknown;
}

export const update: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "update");
  const updates = ctx.body.updates;
  if (!Array.isArray(updates)) throw new MongoServerError(9, "update requires 'updates' array");
  // A 7.0 server parses statements strictly: `sort` arrived in 8.0 (we answer as 7.0).
  if (updates.some((u) => isPlainDocument(u) && u.sort !== undefined)) {
    throw new MongoServerError(40415, "BSON field 'update.updates.sort' is an unknown field.");
  }
  const writer = new Writer(ctx.state.store, ctx.txn);
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  const counted = (i: number, res: StatementResult): void => {
    n += res.n;
    nModified += res.nModified;
    if (res.upsertedId !== undefined) upserted.push({ index: i, _id: res.upsertedId });
  };
  const writeErrors = await runWriteStatements(ctx, writer, updates.length, (i) => {
    const spec = updates[i] as Document;
    if (!isPlainDocument(spec) || !isPlainDocument(spec.q)) throw new MongoServerError(9, "update statement requires 'q'");
    const res = runNowOrAfterLock(() => runUpdateStatement(ctx, writer, name, spec));
    if (res instanceof Promise) return res.then((done) => counted(i, done));
    counted(i, res);
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
};

function runUpdateStatement(ctx: CommandContext, writer: Writer, name: string, spec: Document): StatementResult {
  const filter = spec.q as Document;
  const upd = validateUpdate(spec.u);
  const multi = spec.multi === true;
  const collation = spec.collation as Collation | undefined;
  const arrayFilters = spec.arrayFilters as Document[] | undefined;
  if (multi && !Array.isArray(upd) && !Object.keys(upd)[0]?.startsWith("$") && Object.keys(upd).length > 0) {
    throw new MongoServerError(9, "multi update is not supported for replacement-style update");
  }
  const variables = letVariables(ctx.body.let);
  let coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  const matches = findDocuments(coll, {
    filter,
    limit: multi ? 0 : 1,
    collation,
    txn: ctx.txn,
    maxTimeMS: ctx.body.maxTimeMS,
    hint: spec.hint,
    variables,
  });
  if (matches.length === 0) {
    if (spec.upsert !== true) return { n: 0, nModified: 0 };
    coll ??= ensureCollection(ctx, writer, name);
    const doc = buildUpsertDocument(filter, upd, { arrayFilters, collation, variables });
    validateUpdated(ctx, coll, doc);
    writer.insert(coll, idKey(doc._id), doc);
    return { n: 1, nModified: 0, upsertedId: doc._id };
  }
  const target = coll as Collection;
  for (const d of matches) writer.assertWritable(target, idKey(d._id));
  // Every document is updated and validated before any is written: a failure leaves all unchanged.
  const updated: Array<[Document, Document]> = [];
  const growth = updateGrowthBound(upd);
  for (const d of matches) {
    const next = applyUpdate(d, upd, { filter, arrayFilters, collation, isInsert: false, variables });
    if (next === d) continue;
    validateUpdated(ctx, target, next, d, growth);
    updated.push([d, next]);
  }
  for (const [d, next] of updated) writer.replace(target, idKey(d._id), next);
  const nModified = updated.length;
  return { n: matches.length, nModified };
}

/** Finds the single document findAndModify / updateOne-like helpers act on. */
export function findOne(
  coll: Collection | undefined,
  filter: Document,
  sort: Document | undefined,
  collation: Collation | undefined,
  txn: Transaction | undefined,
  hint?: unknown,
  variables?: Document,
): Document | undefined {
  return findDocuments(coll, { filter, sort: parseSort(sort), limit: 1, collation, txn, hint, variables })[0];
}
