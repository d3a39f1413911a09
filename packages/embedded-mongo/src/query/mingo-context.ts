/**
 * The mingo operator context: all of mingo's operators, with ours registered first (first
 * registration wins) where mingo is slow or wrong for BSON values:
 * - `$in`/`$nin`/`$eq`/`$ne` use canonical keys and a Set (mingo's `$in` is O(n*m)),
 * - `$gt`/`$gte`/`$lt`/`$lte` use BSON order with type bracketing (Long/Decimal128 were strings),
 * - `$type` knows objectId/long/decimal/binData, `$toString`/`$toObjectId` handle ObjectIds,
 * - `$sort` uses the BSON order, `$count` outputs nothing on empty input, `$lookup` (localField form) probes the foreign collection's
 *   indexes instead of hashing the whole foreign collection per call, also for the concise
 *   localField/foreignField + pipeline form (src/query/lookup.ts).
 */
import { ObjectId } from "bson";
import type { Document } from "bson";
import { Context, evalExpr } from "mingo/core";
import * as accumulatorOps from "mingo/operators/accumulator";
import * as expressionOps from "mingo/operators/expression";
import * as pipelineOps from "mingo/operators/pipeline";
import * as projectionOps from "mingo/operators/projection";
import * as queryOps from "mingo/operators/query";
import * as windowOps from "mingo/operators/window";
import { Lazy } from "mingo/lazy";
import type { Iterator } from "mingo/lazy";
import type { Options } from "mingo/types";
import { compareValues, keyOf, typeRank } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { bsonTypeName, matchesType } from "./bson-types.js";
import { bitsTest } from "./bits.js";
import type { BitsOp } from "./bits.js";
import { compileWhere } from "./where.js";
import { compileSchema } from "./json-schema.js";
import { matchValues } from "./match-values.js";
import { makeLookup } from "./lookup.js";
import type { ForeignQuery } from "./lookup.js";
import { parseSort, sortDocuments } from "./sort.js";

type Predicate = (o: Document) => boolean;
type QueryOp = (selector: string, value: unknown, options: Options) => Predicate;
type ExprOp = (obj: Document, expr: unknown, options: Options) => unknown;
type PipelineOp = (coll: Iterator, expr: unknown, options: Options) => Iterator;

const collationOf = (options: Options): Collation | undefined => options.collation;

export function inPredicate(list: unknown[], collation: Collation | undefined): (vals: unknown[]) => boolean {
  const keys = new Set<string>();
  const regexes: RegExp[] = [];
  for (const v of list) {
    if (v instanceof RegExp) regexes.push(v);
    else keys.add(keyOf(v, collation));
  }
  return (vals) => {
    for (const v of vals) {
      if (keys.has(keyOf(v, collation))) return true;
      if (regexes.length && typeof v === "string" && regexes.some((r) => r.test(v))) return true;
    }
    return false;
  };
}

const $in: QueryOp = (selector, value, options) => {
  if (!Array.isArray(value)) throw new MongoServerError(2, "$in needs an array");
  const pred = inPredicate(value, collationOf(options));
  return (o) => pred(matchValues(o, selector));
};

const $nin: QueryOp = (selector, value, options) => {
  const p = $in(selector, value, options);
  return (o) => !p(o);
};

const $eq: QueryOp = (selector, value, options) => {
  const collation = collationOf(options);
  const key = keyOf(value, collation);
  return (o) => matchValues(o, selector).some((v) => keyOf(v, collation) === key);
};

const $ne: QueryOp = (selector, value, options) => {
  const p = $eq(selector, value, options);
  return (o) => !p(o);
};

function rangeOp(test: (c: number) => boolean): QueryOp {
  return (selector, value, options) => {
    const rank = typeRank(value);
    const collation = collationOf(options);
    return (o) => matchValues(o, selector).some((v) => typeRank(v) === rank && test(compareValues(v, value, collation)));
  };
}

const $type: QueryOp = (selector, value) => {
  const types = Array.isArray(value) ? value : [value];
  return (o) => matchValues(o, selector).some((v) => v !== undefined && types.some((t) => matchesType(v, t)));
};

const $toString: ExprOp = (obj, expr, options) => {
  const v = evalExpr(obj, expr, options);
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (v instanceof ObjectId) return v.toHexString();
  if (typeof v === "object" && !(v instanceof RegExp)) {
    const s = String(v);
    if (s !== "[object Object]") return s; // Long, Decimal128, Binary...
    throw new MongoServerError(241, "Unsupported conversion from object to string in $convert with no onError value");
  }
  return String(v);
};

const $toObjectId: ExprOp = (obj, expr, options) => {
  const v = evalExpr(obj, expr, options);
  if (v === null || v === undefined) return null;
  if (v instanceof ObjectId) return v;
  if (typeof v === "string" && ObjectId.isValid(v) && v.length === 24) return new ObjectId(v);
  throw new MongoServerError(241, `Failed to parse objectId '${String(v)}' in $convert with no onError value`);
};

const $typeExpr: ExprOp = (obj, expr, options) => bsonTypeName(evalExpr(obj, expr, options));

const $sort: PipelineOp = (coll, expr, options) => {
  const spec = parseSort(expr);
  if (!spec) throw new MongoServerError(15976, "$sort stage must have at least one sort key");
  const collation = collationOf(options);
  return coll.transform((docs: Document[]) => Lazy(sortDocuments(docs, spec, collation)));
};

/** `$count` outputs nothing on empty input, as MongoDB does (mingo outputs `{n: 0}`). */
const $count: PipelineOp = (coll, expr, options) => {
  const base = pipelineOps.$count as unknown as PipelineOp;
  return coll.transform((docs: Document[]) => {
    const out = base(Lazy(docs), expr, options);
    return docs.length === 0 ? Lazy([]) : out;
  });
};

/** `$project` with `_id` kept first, as MongoDB outputs it (mingo appends it last). */
const $project: PipelineOp = (coll, expr, options) => {
  const base = pipelineOps.$project as unknown as PipelineOp;
  return base(coll, expr, options).map((d: Document) => {
    if (d._id === undefined) return d;
    for (const k in d) {
      if (k === "_id") return d;
      break;
    }
    const { _id, ...rest } = d;
    return { _id, ...rest };
  });
};

function bitsOp(op: BitsOp): QueryOp {
  return (selector, value) => {
    const test = bitsTest(op, value);
    return (o) => matchValues(o, selector).some(test);
  };
}

const $where: QueryOp = (_selector, value) => compileWhere(value);

const $jsonSchema: QueryOp = (_selector, value) => compileSchema(value);

const QUERY_OVERRIDES = {
  $where,
  $jsonSchema,
  $bitsAllSet: bitsOp("$bitsAllSet"),
  $bitsAnySet: bitsOp("$bitsAnySet"),
  $bitsAllClear: bitsOp("$bitsAllClear"),
  $bitsAnyClear: bitsOp("$bitsAnyClear"),
  $in,
  $nin,
  $eq,
  $ne,
  $gt: rangeOp((c) => c > 0),
  $gte: rangeOp((c) => c >= 0),
  $lt: rangeOp((c) => c < 0),
  $lte: rangeOp((c) => c <= 0),
  $type,
};

const EXPRESSION_OVERRIDES = { $toString, $toObjectId, $type: $typeExpr };

function baseContext(pipelineOverrides: Record<string, PipelineOp>): Context {
  // Casts: mingo types each operator family by its own exported signatures; ours match them.
  return Context.init({
    query: QUERY_OVERRIDES as unknown as Record<`$${string}`, never>,
    expression: EXPRESSION_OVERRIDES as unknown as Record<`$${string}`, never>,
    pipeline: pipelineOverrides as unknown as Record<`$${string}`, never>,
  })
    .addQueryOps(queryOps)
    .addExpressionOps(expressionOps)
    .addPipelineOps(pipelineOps)
    .addProjectionOps(projectionOps)
    .addAccumulatorOps(accumulatorOps)
    .addWindowOps(windowOps);
}

/** Context for plain queries and projections (no cross-collection access). */
export const QUERY_CONTEXT: Context = baseContext({ $sort, $project });

export function aggregationContext(query: ForeignQuery): Context {
  return baseContext({ $sort, $project, $count, $lookup: makeLookup(query) });
}
