/** Runs a find-shaped request (filter, sort, skip, limit, projection) against one collection. */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { nearSpec } from "./geo.js";
import { matchValues } from "./match-values.js";
import type { Collation } from "../bson/values.js";
import type { Collection } from "../storage/collection.js";
import type { Transaction } from "../txn/transaction.js";
import { coveredCount } from "./covered-count.js";
import { planQuery } from "./planner.js";
import type { Plan } from "./planner.js";
import { sortDocuments, topK } from "./sort.js";
import { withDeadline } from "./deadline.js";
import { applyProjection } from "./projection.js";
import { compileFilter } from "./compile-filter.js";
import { validateFilter } from "./validate-filter.js";
import type { SortSpec } from "./sort.js";

export interface FindSpec {
  filter: Document;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Document;
  collation?: Collation;
  txn?: Transaction;
  /** The command's maxTimeMS (50 MaxTimeMSExpired past it). */
  maxTimeMS?: unknown;
  /** An index name or key pattern the plan must use, or `{$natural: 1}`. */
  hint?: unknown;
  /** The command's `let` variables (query/let-variables.ts). */
  variables?: Document;
}

/** Above this skip+limit a full sort is cheaper than the bounded insertion buffer. */
const TOP_K_MAX = 1000;

function* matching(docs: Iterable<Document>, test: ((d: Document) => boolean) | undefined): Generator<Document> {
  for (const d of docs) if (!test || test(d)) yield d;
}

/**
 * Matching documents (stored references: callers must not mutate them). A missing collection
 * has none, but its filter is still validated, as MongoDB parses it before looking.
 */
export function findDocuments(coll: Collection | undefined, spec: FindSpec): Document[] {
  validateFilter(spec.filter);
  if (!coll) return [];
  return withDeadline(spec.maxTimeMS, () => runFind(coll, withDefaultCollation(coll, spec)));
}

/** The collation a query uses: its own, else the collection's default (`create` option). */
export function effectiveCollation(coll: Collection | undefined, collation: Collation | undefined): Collation | undefined {
  return collation ?? (coll?.options.collation as Collation | undefined);
}

function withDefaultCollation(coll: Collection, spec: FindSpec): FindSpec {
  return spec.collation || !coll.options.collation ? spec : { ...spec, collation: coll.options.collation as Collation };
}

/** What explain reports about one find: the plan chosen and the documents it examined. */
export interface FindStats {
  plan?: Plan;
  docsExamined: number;
  nReturned: number;
  millis: number;
}

/** Runs a find and measures it (explain's executionStats). */
export function explainFind(coll: Collection | undefined, spec: FindSpec): FindStats {
  validateFilter(spec.filter);
  const stats: FindStats = { docsExamined: 0, nReturned: 0, millis: 0 };
  if (!coll) return stats;
  const started = performance.now();
  stats.nReturned = withDeadline(spec.maxTimeMS, () => runFind(coll, withDefaultCollation(coll, spec), stats)).length;
  stats.millis = Math.round(performance.now() - started);
  return stats;
}

function counted(plan: Plan, stats: FindStats): Plan {
  stats.plan = plan;
  return {
    ...plan,
    candidates: function* () {
      for (const d of plan.candidates()) {
        stats.docsExamined++;
        yield d;
      }
    },
  };
}

function runFind(coll: Collection, spec: FindSpec, stats?: FindStats): Document[] {
  const skip = spec.skip ?? 0;
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  const chosen = planQuery(coll, spec.filter, spec.sort, spec.collation, spec.txn, spec.hint);
  const plan = stats ? counted(chosen, stats) : chosen;
  const test = plan.exact ? undefined : compileFilter(spec.filter, spec.collation, spec.variables);
  let out: Document[] = [];
  const near = spec.sort ? undefined : nearOrder(coll, spec.filter);
  if (near) {
    for (const doc of plan.candidates()) if (!test || test(doc)) out.push(doc);
    out = near(out).slice(skip, limit === Infinity ? undefined : skip + limit);
  } else if (!spec.sort || plan.sorted) {
    // Streaming: stop as soon as skip+limit matches are found.
    let skipped = 0;
    for (const doc of plan.candidates()) {
      if (test && !test(doc)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
  } else if (limit !== Infinity && skip + limit <= TOP_K_MAX) {
    out = topK(matching(plan.candidates(), test), spec.sort, skip + limit, spec.collation).slice(skip);
  } else {
    for (const doc of plan.candidates()) if (!test || test(doc)) out.push(doc);
    out = sortDocuments(out, spec.sort, spec.collation);
    if (skip || limit !== Infinity) out = out.slice(skip, limit === Infinity ? undefined : skip + limit);
  }
  if (spec.projection && Object.keys(spec.projection).length > 0) {
    out = applyProjection(out, spec.filter, spec.projection, spec.collation, spec.variables);
  }
  return out;
}

/**
 * `$near` / `$nearSphere` on a top-level field: results come nearest first, and (as in
 * MongoDB) the field needs a 2d or 2dsphere index (291 otherwise).
 */
function nearOrder(coll: Collection, filter: Document): ((docs: Document[]) => Document[]) | undefined {
  for (const [path, cond] of Object.entries(filter)) {
    if (!isPlainDocument(cond) || (cond.$near === undefined && cond.$nearSphere === undefined)) continue;
    const indexed = coll.indexes.some((i) => {
      const kind = (i.spec.key as Document)[path];
      return kind === "2d" || kind === "2dsphere";
    });
    if (!indexed)
      throw new MongoServerError(
        291,
        "error processing query: planner returned error :: caused by :: unable to find index for $geoNear query",
      );
    const spec = nearSpec(cond);
    // matchValues offers an array itself (a legacy pair) as well as its elements (several points).
    const dist = (d: Document): number => Math.min(...matchValues(d, path).map((v) => spec.distance(v)));
    return (docs) =>
      docs
        .map((d) => [dist(d), d] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, d]) => d);
  }
  return undefined;
}

export function countDocuments(
  coll: Collection | undefined,
  filter: Document,
  queryCollation: Collation | undefined,
  txn: Transaction | undefined,
  hint?: unknown,
  variables?: Document,
): number {
  validateFilter(filter);
  if (!coll) return 0;
  const collation = effectiveCollation(coll, queryCollation);
  const covered = hint === undefined || hint === null ? coveredCount(coll, filter, collation, txn, variables) : undefined;
  if (covered !== undefined) return covered;
  const plan = planQuery(coll, filter, undefined, collation, txn, hint);
  if (plan.count) return plan.count();
  const test = plan.exact ? undefined : compileFilter(filter, collation, variables);
  let n = 0;
  for (const doc of plan.candidates()) if (!test || test(doc)) n++;
  return n;
}
