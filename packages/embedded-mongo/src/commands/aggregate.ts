/**
 * The aggregate command. Leading `$match` (+ `$sort` + `$limit`) stages go through the query
 * planner so indexes narrow the input; counting pipelines (`countDocuments` sends
 * `$match` + `$group {_id: 1, n: {$sum: 1}}`) are answered from index bounds when possible;
 * the rest runs in mingo with our operator context.
 */
import type { Document } from "bson";
import { Aggregator } from "mingo/aggregator";
import type { Options } from "mingo/types";
import type { Collation } from "../bson/values.js";
import { isPlainDocument, mingoCollation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { withDeadline } from "../query/deadline.js";
import { countDocuments, effectiveCollation, findDocuments } from "../query/execute.js";
import { letVariables } from "../query/let-variables.js";
import { aggregationContext } from "../query/mingo-context.js";
import { visibleAll } from "../query/planner.js";
import type { CommandContext, CommandHandler } from "./context.js";
import { firstBatchReply } from "./cursor-reply.js";
import { writeAggregateOutput } from "./aggregate-output.js";
import { isView, resolveView } from "./views.js";
import { explainAggregate } from "./explain.js";
import { splitPrefix } from "./pipeline-prefix.js";

/** MongoDB's stage names; anything else is refused before running (mingo's own message differs). */
const PIPELINE_STAGES = new Set([
  "$addFields",
  "$bucket",
  "$bucketAuto",
  "$collStats",
  "$count",
  "$densify",
  "$documents",
  "$facet",
  "$fill",
  "$geoNear",
  "$graphLookup",
  "$group",
  "$indexStats",
  "$limit",
  "$listSessions",
  "$lookup",
  "$match",
  "$merge",
  "$out",
  "$project",
  "$redact",
  "$replaceRoot",
  "$replaceWith",
  "$sample",
  "$search",
  "$set",
  "$setWindowFields",
  "$skip",
  "$sort",
  "$sortByCount",
  "$unionWith",
  "$unset",
  "$unwind",
  "$changeStream",
  "$currentOp",
  "$listLocalSessions",
  "$planCacheStats",
]);

/** `{$group: {_id: <constant>, n: {$sum: 1}}}` or `{$count: "n"}`: the output field name. */
function countShape(stage: Document | undefined): { idValue: unknown; field: string; isCount: boolean } | undefined {
  if (!stage) return undefined;
  if (typeof stage.$count === "string") return { idValue: undefined, field: stage.$count, isCount: true };
  const g = stage.$group;
  if (!isPlainDocument(g)) return undefined;
  const keys = Object.keys(g);
  if (keys.length !== 2 || keys[0] !== "_id") return undefined;
  const id = g._id;
  if (typeof id === "string" && id.startsWith("$")) return undefined;
  if (id !== null && typeof id === "object") return undefined;
  const field = keys[1] as string;
  const acc = g[field];
  if (!isPlainDocument(acc) || acc.$sum !== 1 || Object.keys(acc).length !== 1) return undefined;
  return { idValue: id, field, isCount: false };
}

export function runPipeline(
  ctx: CommandContext,
  collName: string | undefined,
  pipeline: Document[],
  queryCollation: Collation | undefined,
  variables: Document | undefined,
  hint?: unknown,
): Document[] {
  const store = ctx.state.store;
  const view = collName === undefined ? undefined : resolveView(ctx, collName);
  if (view) {
    collName = view.source;
    pipeline = [...view.pipeline, ...pipeline];
    queryCollation ??= view.collation as Collation | undefined;
  }
  const coll = collName === undefined ? undefined : store.getCollection(ctx.db, collName, ctx.txn);
  const collation = effectiveCollation(coll, queryCollation);
  const prefix = splitPrefix(pipeline);
  const shape = prefix.rest.length === 1 && !prefix.sort && !prefix.limit ? countShape(prefix.rest[0]) : undefined;
  if (shape) {
    const n = countDocuments(coll, prefix.filter, collation, ctx.txn, hint, variables);
    if (n === 0) return [];
    return [shape.isCount ? { [shape.field]: n } : { _id: shape.idValue, [shape.field]: n }];
  }
  const input = findDocuments(coll, {
    filter: prefix.filter,
    sort: prefix.sort,
    skip: prefix.skip,
    limit: prefix.limit,
    collation,
    txn: ctx.txn,
    hint,
    variables,
  });
  if (prefix.rest.length === 0) return input;
  const txn = ctx.txn;
  const context = aggregationContext((from, filter, lookupCollation) => {
    const c = store.getCollection(ctx.db, from, txn);
    if (c && isView(c.options)) return runPipeline(ctx, from, [{ $match: filter }], lookupCollation, undefined);
    return c ? findDocuments(c, { filter, collation: lookupCollation, txn }) : [];
  });
  const options: Partial<Options> = {
    context,
    collation: mingoCollation(collation) as Options["collation"],
    useStrictMode: true,
    variables,
    collectionResolver: (name: string) => {
      const c = store.getCollection(ctx.db, name, txn);
      if (c && isView(c.options)) return runPipeline(ctx, name, [], undefined, undefined);
      return c ? [...visibleAll(c, txn)] : [];
    },
  };
  return new Aggregator(prefix.rest, options).run<Document>(input);
}

export const aggregate: CommandHandler = async (ctx) => {
  const b = ctx.body;
  const target = b.aggregate;
  const collName = typeof target === "string" ? target : undefined;
  if (collName === undefined && target !== 1) throw new MongoServerError(73, "aggregate target must be a collection name or 1");
  if (!Array.isArray(b.pipeline)) throw new MongoServerError(14, "'pipeline' option must be specified as an array");
  let pipeline = b.pipeline as Document[];
  const last = pipeline[pipeline.length - 1];
  const output = last && (last.$out !== undefined || last.$merge !== undefined) ? last : undefined;
  if (output) {
    pipeline = pipeline.slice(0, -1);
    const stage = output.$out !== undefined ? "$out" : "$merge";
    if (ctx.txn && !ctx.txn.readOnly) throw new MongoServerError(263, `${stage} cannot be used in a transaction`);
    const level: unknown = isPlainDocument(b.readConcern) ? b.readConcern.level : undefined;
    if (level === "linearizable") throw new MongoServerError(72, `${stage} cannot be used with a 'linearizable' read concern level`);
  }
  for (const stage of pipeline) {
    const keys = isPlainDocument(stage) ? Object.keys(stage) : [];
    if (keys.length !== 1) throw new MongoServerError(40323, "A pipeline stage specification object must contain exactly one field.");
    const op = keys[0] as string;
    if (op === "$out" || op === "$merge") throw new MongoServerError(40601, `${op} can only be the final stage in the pipeline`);
    if (!PIPELINE_STAGES.has(op)) throw new MongoServerError(40324, `Unrecognized pipeline stage name: '${op}'`);
  }
  if (b.explain === true) return explainAggregate(ctx, b, "queryPlanner");
  const collation = b.collation as Collation | undefined;
  const docs = withDeadline(b.maxTimeMS, () => runPipeline(ctx, collName, pipeline, collation, letVariables(b.let), b.hint));
  const ns = `${ctx.db}.${collName ?? "$cmd.aggregate"}`;
  if (output) {
    await writeAggregateOutput(ctx, output, docs);
    return firstBatchReply(ctx, ns, [], 0);
  }
  const cursor = isPlainDocument(b.cursor) ? b.cursor : {};
  return firstBatchReply(ctx, ns, docs, cursor.batchSize);
};
