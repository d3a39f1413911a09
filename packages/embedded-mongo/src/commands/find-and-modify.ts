/** findAndModify: update / upsert / remove one document and return it (before or after). */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { letVariables } from "../query/let-variables.js";
import { applyProjection } from "../query/projection.js";
import { idKey } from "../storage/collection.js";
import { updateGrowthBound } from "../storage/document-size.js";
import { Writer } from "../txn/writer.js";
import { applyUpdate, buildUpsertDocument, validateUpdate } from "../update/apply-update.js";
import { collectionArg } from "./context.js";
import { validateUpdated } from "./document-validation.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { findOne } from "./update.js";
import { ensureCollection, flush, withLockRetry } from "./write-helpers.js";

export const findAndModify: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, Object.keys(ctx.body)[0] as string);
  const writer = new Writer(ctx.state.store, ctx.txn);
  try {
    return await withLockRetry(() => run(ctx, writer, name));
  } finally {
    await flush(ctx, writer);
  }
};

function run(ctx: CommandContext, writer: Writer, name: string): Document {
  const b = ctx.body;
  const filter = isPlainDocument(b.query) ? b.query : {};
  const collation = b.collation as Collation | undefined;
  const variables = letVariables(b.let);
  const fields = isPlainDocument(b.fields) && Object.keys(b.fields).length > 0 ? b.fields : undefined;
  const project = (doc: Document | undefined | null): Document | null =>
    doc ? (fields ? (applyProjection([doc], filter, fields, collation, variables)[0] ?? null) : doc) : null;
  if (b.remove === true && b.update !== undefined) throw new MongoServerError(9, "Cannot specify both an update and remove=true");
  if (b.remove !== true && b.update === undefined) throw new MongoServerError(9, "Either an update or remove=true must be specified");
  let coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  const doc = findOne(coll, filter, b.sort as Document | undefined, collation, ctx.txn, b.hint, variables);

  if (b.remove === true) {
    if (!doc || !coll) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    writer.delete(coll, idKey(doc._id));
    return { lastErrorObject: { n: 1 }, value: project(doc), ok: 1 };
  }
  const upd = validateUpdate(b.update);
  const arrayFilters = b.arrayFilters as Document[] | undefined;
  if (doc && coll) {
    const key = idKey(doc._id);
    writer.assertWritable(coll, key);
    const next = applyUpdate(doc, upd, { filter, arrayFilters, collation, isInsert: false, variables });
    if (next !== doc) {
      validateUpdated(ctx, coll, next, doc, updateGrowthBound(upd));
      writer.replace(coll, key, next);
    }
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(b.new === true ? next : doc), ok: 1 };
  }
  if (b.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  coll ??= ensureCollection(ctx, writer, name);
  const inserted = buildUpsertDocument(filter, upd, { arrayFilters, collation, variables });
  validateUpdated(ctx, coll, inserted);
  writer.insert(coll, idKey(inserted._id), inserted);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
    value: b.new === true ? project(inserted) : null,
    ok: 1,
  };
}
