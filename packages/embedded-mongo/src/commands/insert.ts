/** The insert command. */
import { ObjectId } from "bson";
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { assertStorableId } from "../storage/storable-id.js";
import { idKey } from "../storage/collection.js";
import { Writer } from "../txn/writer.js";
import { collectionArg } from "./context.js";
import { validateDocument } from "./document-validation.js";
import { checkInsertSize, MAX_BSON_SIZE, noteSizeBound } from "../storage/document-size.js";
import type { CommandHandler } from "./context.js";
import { ensureCollection, runNowOrAfterLock, runWriteStatements, withLockRetry } from "./write-helpers.js";

/** An ObjectId `_id` element: type byte, "_id" and its terminator, 12 bytes. */
const ADDED_ID_BYTES = 17;

export function prepareInsert(doc: unknown): Document {
  if (!isPlainDocument(doc)) throw new MongoServerError(2, "document to insert must be an object");
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Array.isArray(doc._id)) throw new MongoServerError(53, "The '_id' value cannot be of type array");
  if (doc._id instanceof RegExp) throw new MongoServerError(53, "The '_id' value cannot be of type regex");
  assertStorableId(doc._id);
  // MongoDB stores _id first; drivers append a generated _id at the end of the document.
  let first: string | undefined;
  for (const k in doc) {
    first = k;
    break;
  }
  return first === "_id" ? doc : idFirstCopy(doc);
}

/**
 * `{_id, ...rest}` in one pass: destructuring with a rest element copied the document twice per
 * insert. `__proto__` is defined, not assigned, as bson's deserializer and spread do.
 */
function idFirstCopy(doc: Document): Document {
  const out: Document = { _id: doc._id };
  for (const k of Object.keys(doc)) {
    if (k === "_id") continue;
    if (k === "__proto__") Object.defineProperty(out, k, { value: doc[k], writable: true, enumerable: true, configurable: true });
    else out[k] = doc[k];
  }
  return out;
}

export const insert: CommandHandler = async (ctx) => {
  const name = collectionArg(ctx, "insert");
  const docs = ctx.body.documents;
  if (!Array.isArray(docs)) throw new MongoServerError(9, "insert requires 'documents' array");
  const writer = new Writer(ctx.state.store, ctx.txn);
  const coll = await withLockRetry(() => ensureCollection(ctx, writer, name));
  let n = 0;
  const writeErrors = await runWriteStatements(ctx, writer, docs.length, (i) => {
    const doc = prepareInsert(docs[i]);
    if (ctx.messageBytes > MAX_BSON_SIZE) checkInsertSize(doc);
    // The document came in this message, so it is no longer than it, with an _id the engine may have added.
    else if (ctx.messageBytes > 0) noteSizeBound(doc, ctx.messageBytes + ADDED_ID_BYTES);
    validateDocument(ctx, coll, doc);
    const key = idKey(doc._id);
    const inserted = runNowOrAfterLock(() => writer.insert(coll, key, doc));
    if (inserted instanceof Promise)
      return inserted.then(() => {
        n++;
      });
    n++;
  });
  const reply: Document = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
};
