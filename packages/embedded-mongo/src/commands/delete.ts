/** The delete command (limit 0 = all matches, 1 = first match). */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { findDocuments } from "../query/execute.js";
import { letVariables } from "../query/let-variables.js";
import { idKey } from "../storage/collection.js";
import { Writer } from "../txn/writer.js";
import { collectionArg } from "./context.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { runWriteStatements, withLockRetry } from "./write-helpers.js";

export const deleteCommand: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "delete");
  const deletes = ctx.body.deletes;
  if (!Array.isArray(deletes)) throw new MongoServerError(9, "delete requires 'deletes' array");
  const writer = new Writer(ctx.state.store, ctx.txn);
  let n = 0;
  const writeErrors = await runWriteStatements(ctx, writer, deletes.length, async (i) => {
    const spec = deletes[i] as Document;
    if (!isPlainDocument(spec) || !isPlainDocument(spec.q)) throw new MongoServerError(9, "delete statement requires 'q'");
    n += await withLockRetry(() => runDeleteStatement(ctx, writer, name, spec));
  });
  const reply: Document = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
};

function runDeleteStatement(ctx: CommandContext, writer: Writer, name: string, spec: Document): number {
  const coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  const limit = Number(spec.limit ?? 0) === 1 ? 1 : 0;
  const matches = findDocuments(coll, {
    filter: spec.q as Document,
    limit,
    collation: spec.collation as Collation | undefined,
    txn: ctx.txn,
    hint: spec.hint,
    variables: letVariables(ctx.body.let),
  });
  if (!coll) return 0;
  for (const d of matches) writer.assertWritable(coll, idKey(d._id));
  for (const d of matches) writer.delete(coll, idKey(d._id));
  return matches.length;
}
