/**
 * Explain output in MongoDB's shape: `queryPlanner.winningPlan` as a stage tree (COLLSCAN,
 * IDHACK, FETCH over IXSCAN with keyPattern / indexName / indexBounds, then SORT, SKIP, LIMIT,
 * PROJECTION) and `executionStats` with the documents and keys the query examined.
 */
import type { Document } from "bson";
import { formatValue } from "../bson/format.js";
import { extractBounds } from "../query/bounds.js";
import type { FilterBounds } from "../query/bounds.js";
import type { FindSpec, FindStats } from "../query/execute.js";
import type { SecondaryIndex } from "../storage/secondary-index.js";

export type Verbosity = "queryPlanner" | "executionStats" | "allPlansExecution";

/** What the command does on top of the query (COUNT, DELETE, UPDATE stages). */
export type RootStage = "COUNT" | "DELETE" | "UPDATE" | "DISTINCT" | undefined;

interface Stage extends Document {
  stage: string;
  inputStage?: Stage;
}

function boundsOf(idx: SecondaryIndex, bounds: FilterBounds): Document {
  const out: Document = {};
  for (const f of idx.fields) {
    const c = bounds.fields.get(f);
    if (c?.eq) out[f] = c.eq.map((v) => `[${formatValue(v)}, ${formatValue(v)}]`);
    else if (c?.range) {
      const lo = c.range.lo ? `${c.range.lo.incl ? "[" : "("}${formatValue(c.range.lo.v)}` : "[MinKey";
      const hi = c.range.hi ? `${formatValue(c.range.hi.v)}${c.range.hi.incl ? "]" : ")"}` : "MaxKey]";
      out[f] = [`${lo}, ${hi}`];
    } else out[f] = ["[MinKey, MaxKey]"];
  }
  return out;
}

function accessStage(spec: FindSpec, stats: FindStats, withStats: boolean): Stage {
  const plan = stats.plan;
  const examined = withStats
    ? { nReturned: stats.docsExamined, executionTimeMillisEstimate: stats.millis, docsExamined: stats.docsExamined }
    : {};
  if (!plan) return { stage: "EOF", ...(withStats ? { nReturned: 0 } : {}) };
  if (plan.describe === "IDHACK") return { stage: "IDHACK", ...(withStats ? { ...examined, keysExamined: stats.docsExamined } : {}) };
  const idx = plan.index;
  if (!idx && !plan.describe.startsWith("IXSCAN")) {
    return { stage: "COLLSCAN", filter: spec.filter, direction: "forward", ...examined };
  }
  const ixscan: Stage = idx
    ? {
        stage: "IXSCAN",
        keyPattern: idx.spec.key as Document,
        indexName: idx.name,
        isMultiKey: idx.multikey,
        multiKeyPaths: {},
        isUnique: idx.unique,
        isSparse: idx.sparse,
        isPartial: idx.partial !== undefined,
        indexVersion: 2,
        direction: plan.direction === -1 ? "backward" : "forward",
        indexBounds: boundsOf(idx, extractBounds(spec.filter)),
      }
    : { stage: "IXSCAN", keyPattern: { _id: 1 }, indexName: "_id_", isMultiKey: false, isUnique: true, direction: "forward" };
  if (withStats)
    Object.assign(ixscan, { nReturned: stats.docsExamined, executionTimeMillisEstimate: stats.millis, keysExamined: stats.docsExamined });
  const fetch: Stage = { stage: "FETCH", inputStage: ixscan, ...examined };
  if (!plan.exact && Object.keys(spec.filter).length > 0) fetch.filter = spec.filter;
  return fetch;
}

function wrap(stage: string, input: Stage, extra: Document, nReturned: number | undefined): Stage {
  return { stage, ...extra, ...(nReturned === undefined ? {} : { nReturned }), inputStage: input };
}

export function planTree(spec: FindSpec, stats: FindStats, root: RootStage, withStats: boolean): Stage {
  const n = withStats ? stats.nReturned : undefined;
  let tree = accessStage(spec, stats, withStats);
  if (spec.sort && !stats.plan?.sorted) {
    const sortPattern = Object.fromEntries(spec.sort);
    tree = wrap("SORT", tree, { sortPattern, memLimit: 104857600, type: "simple", ...(spec.limit ? { limitAmount: spec.limit } : {}) }, n);
  }
  if (spec.skip) tree = wrap("SKIP", tree, { skipAmount: spec.skip }, n);
  if (spec.limit && !spec.sort) tree = wrap("LIMIT", tree, { limitAmount: spec.limit }, n);
  if (spec.projection && Object.keys(spec.projection).length > 0)
    tree = wrap("PROJECTION_DEFAULT", tree, { transformBy: spec.projection }, n);
  if (root) tree = wrap(root, tree, {}, n);
  return tree;
}

/** `queryPlanner` and (unless verbosity is queryPlanner) `executionStats` of one query. */
export function explainSections(ns: string, spec: FindSpec, stats: FindStats, root: RootStage, verbosity: Verbosity): Document {
  const out: Document = {
    queryPlanner: {
      namespace: ns,
      indexFilterSet: false,
      parsedQuery: spec.filter,
      maxIndexedOrSolutionsReached: false,
      maxIndexedAndSolutionsReached: false,
      maxScansToExplodeReached: false,
      winningPlan: planTree(spec, stats, root, false),
      rejectedPlans: [],
    },
  };
  if (verbosity !== "queryPlanner") {
    const keys =
      stats.plan?.index || stats.plan?.describe === "IDHACK" || stats.plan?.describe.startsWith("IXSCAN") ? stats.docsExamined : 0;
    out.executionStats = {
      executionSuccess: true,
      nReturned: stats.nReturned,
      executionTimeMillis: stats.millis,
      totalKeysExamined: keys,
      totalDocsExamined: stats.docsExamined,
      executionStages: planTree(spec, stats, root, true),
      ...(verbosity === "allPlansExecution" ? { allPlansExecution: [] } : {}),
    };
  }
  return out;
}
