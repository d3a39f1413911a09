/**
 * Collection validators (`create` / `collMod` `validator`, a query that may use `$jsonSchema`)
 * enforced on inserts, updates and upserts with MongoDB's 121 DocumentValidationFailure,
 * honouring validationLevel (strict / moderate / off), validationAction (error / warn) and
 * `bypassDocumentValidation`.
 */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { compileFilter } from "../query/compile-filter.js";
import type { Collection } from "../storage/collection.js";
import { checkUpdatedSize } from "../storage/document-size.js";
import type { CommandContext } from "./context.js";

const compiled = new WeakMap<Document, (doc: Document) => boolean>();

function validatorOf(coll: Collection): ((doc: Document) => boolean) | undefined {
  const v = coll.options.validator;
  if (!isPlainDocument(v) || Object.keys(v).length === 0) return undefined;
  let test = compiled.get(v);
  if (!test) {
    test = compileFilter(v);
    compiled.set(v, test);
  }
  return test;
}

/**
 * Checks a document about to be written by an update or upsert (`before`: the version it
 * replaces; `growth`: the update's updateGrowthBound): the 16 MiB limit, then the collection's
 * validator (121 when it fails).
 */
export function validateUpdated(ctx: CommandContext, coll: Collection, doc: Document, before?: Document, growth?: number): void {
  checkUpdatedSize(doc, before, growth);
  validateDocument(ctx, coll, doc, before);
}

/** Throws 121 when `doc` (replacing `before`, if an update) fails the collection's validator. */
export function validateDocument(ctx: CommandContext, coll: Collection, doc: Document, before?: Document): void {
  const test = validatorOf(coll);
  if (!test || ctx.body.bypassDocumentValidation === true) return;
  const level = coll.options.validationLevel ?? "strict";
  if (level === "off") return;
  // moderate: updates to documents that were already invalid are not checked.
  if (level === "moderate" && before && !test(before)) return;
  if (test(doc) || coll.options.validationAction === "warn") return;
  const validator = coll.options.validator as Document;
  throw new MongoServerError(121, "Document failed validation", {
    errInfo: {
      failingDocumentId: doc._id,
      details: {
        operatorName: Object.keys(validator)[0]?.startsWith("$") ? Object.keys(validator)[0] : "$and",
        schemaRulesNotSatisfied: [],
      },
    },
  });
}
