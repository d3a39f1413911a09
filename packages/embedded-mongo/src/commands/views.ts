/**
 * Views (`create` with `viewOn` + `pipeline`): stored as a collection whose options name its
 * source, so they are listed, dropped and journaled like collections. Reads run the view's
 * pipeline (and those of the views it is defined on) before the command's own stages; writes
 * and index commands answer 166 CommandNotSupportedOnView.
 */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import type { CommandContext } from "./context.js";

export interface ResolvedView {
  /** The collection the chain of views reads. */
  source: string;
  /** The views' stages, the innermost view's first. */
  pipeline: Document[];
  collation?: Document;
}

/** MongoDB's limit on views defined on views. */
const MAX_VIEW_DEPTH = 20;

/** Commands that cannot target a view. */
export const VIEW_REFUSED = new Set([
  "insert",
  "update",
  "delete",
  "findAndModify",
  "findandmodify",
  "createIndexes",
  "listIndexes",
  "dropIndexes",
  "deleteIndexes",
]);

export function isView(options: Document): boolean {
  return options.viewOn !== undefined;
}

export function notOnView(db: string, name: string): MongoServerError {
  return new MongoServerError(166, `Namespace ${db}.${name} is a view, not a collection`);
}

/** The view's source and stages, or undefined when `name` is not a view. */
export function resolveView(ctx: CommandContext, name: string): ResolvedView | undefined {
  let coll = ctx.state.store.getCollection(ctx.db, name, ctx.txn);
  if (!coll || !isView(coll.options)) return undefined;
  const collation = isPlainDocument(coll.options.collation) ? coll.options.collation : undefined;
  const pipeline: Document[] = [];
  let source = name;
  for (let depth = 0; coll && isView(coll.options); depth++) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new MongoServerError(165, `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`);
    pipeline.unshift(...((coll.options.pipeline as Document[] | undefined) ?? []));
    source = String(coll.options.viewOn);
    coll = ctx.state.store.getCollection(ctx.db, source, ctx.txn);
  }
  return { source, pipeline, collation };
}

/** `create` options of a view, checked as MongoDB checks them. */
export function validateViewOptions(ctx: CommandContext, options: Document): void {
  if (typeof options.viewOn !== "string" || options.viewOn.length === 0) {
    throw new MongoServerError(2, "'viewOn' must be a non-empty string");
  }
  if (options.pipeline === undefined) options.pipeline = [];
  if (!Array.isArray(options.pipeline) || !options.pipeline.every(isPlainDocument)) {
    throw new MongoServerError(14, "'pipeline' must be an array of objects");
  }
  for (const stage of options.pipeline) {
    const op = Object.keys(stage)[0];
    if (op === "$out" || op === "$merge") throw new MongoServerError(2, `${op} cannot be used in a view definition`);
  }
  if (ctx.txn) throw new MongoServerError(263, "Cannot create a view in a multi-document transaction.");
}

/** find's filter, sort, skip, limit and projection as the stages MongoDB runs on a view. */
export function findStages(b: Document): Document[] {
  const stages: Document[] = [];
  if (isPlainDocument(b.filter) && Object.keys(b.filter).length > 0) stages.push({ $match: b.filter });
  if (isPlainDocument(b.sort) && Object.keys(b.sort).length > 0) stages.push({ $sort: b.sort });
  const skip = Number(b.skip ?? 0);
  if (skip > 0) stages.push({ $skip: skip });
  const limit = Math.abs(Number(b.limit ?? 0));
  if (limit > 0) stages.push({ $limit: limit });
  if (isPlainDocument(b.projection) && Object.keys(b.projection).length > 0) stages.push({ $project: b.projection });
  return stages;
}
