/**
 * A command's `let` document (find, aggregate, update, delete, findAndModify; MongoDB 5.0+):
 * each value is an aggregation expression evaluated once, before the command runs, and the
 * results are `$$<name>` in the command's `$expr` filters, pipelines and projections.
 */
import type { Document } from "bson";
import { Aggregator } from "mingo/aggregator";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { queryOptions } from "./compile-filter.js";

/** MongoDB's rule for user variable names: a lowercase letter or non-ASCII character first. */
const NAME = /^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/;

export function letVariables(letDoc: unknown): Document | undefined {
  if (letDoc === undefined || letDoc === null) return undefined;
  if (!isPlainDocument(letDoc)) throw new MongoServerError(14, "'let' must be an object");
  const names = Object.keys(letDoc);
  if (names.length === 0) return undefined;
  for (const n of names) {
    if (!NAME.test(n)) throw new MongoServerError(2, `'${n}' starts with an invalid character for a user variable name`);
  }
  // `$set` on one empty document evaluates every value as an expression (`$$NOW`, `{$add: ...}`).
  return new Aggregator([{ $set: letDoc }], queryOptions(undefined)).run<Document>([{}])[0];
}
