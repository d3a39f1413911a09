/**
 * Index-assisted `$lookup`. Both the plain `{from, localField, foreignField, as}` form and
 * MongoDB 5.0's concise correlated form `{from, localField, foreignField, let?, pipeline, as}`
 * fetch the foreign candidates of the whole batch with ONE query through the planner
 * (`{<foreignField>: {$in: <all local values>}}`, plus the sub-pipeline's leading `$match`
 * stages when they do not use `let` variables, so an index on `{projectId, <foreignField>}` or
 * `{<foreignField>}` or the `_id` Map serves it), then group the candidates by foreign value.
 * The concise form's sub-pipeline then runs per input document on that document's candidates
 * only (mingo 7 would run it on the whole foreign collection). Other forms go to mingo.
 */
import type { Document } from "bson";
import { Aggregator } from "mingo/aggregator";
import { evalExpr } from "mingo/core";
import type { Iterator } from "mingo/lazy";
import { Lazy } from "mingo/lazy";
import * as pipelineOps from "mingo/operators/pipeline";
import type { Options } from "mingo/types";
import type { Collation } from "../bson/values.js";
import { isPlainDocument, keyOf, pathValues } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { matchValues } from "./match-values.js";

type PipelineOp = (coll: Iterator, expr: unknown, options: Options) => Iterator;

/** Matching documents of another collection (index-assisted), in scan order. */
export type ForeignQuery = (collection: string, filter: Document, collation: Collation | undefined) => Document[];

/**
 * Values a document offers to a `$lookup` as its local side, MongoDB style: array elements (not
 * the array itself), and null for a missing field, a null, or an empty array.
 */
function localValues(doc: Document, path: string): unknown[] {
  return pathValues(doc, path).map((v) => v ?? null);
}

/** A filter usable outside the sub-pipeline: no `$$variable` anywhere. */
function isStatic(v: unknown): boolean {
  if (typeof v === "string") return !v.startsWith("$$");
  if (Array.isArray(v)) return v.every(isStatic);
  if (isPlainDocument(v)) {
    for (const k in v) if (!isStatic(v[k])) return false;
  }
  return true;
}

/**
 * Foreign documents grouped by the values an equality on `foreignField` matches (the field, its
 * array elements, and null when missing), each list in scan order.
 */
function groupByForeign(foreign: Document[], foreignField: string, collation: Collation | undefined): Map<string, Document[]> {
  const byKey = new Map<string, Document[]>();
  for (const f of foreign) {
    const seen = new Set<string>();
    for (const v of matchValues(f, foreignField)) {
      const k = keyOf(v ?? null, collation);
      if (seen.has(k)) continue;
      seen.add(k);
      const arr = byKey.get(k);
      if (arr) arr.push(f);
      else byKey.set(k, [f]);
    }
  }
  return byKey;
}

export function makeLookup(query: ForeignQuery): PipelineOp {
  const fallback = pipelineOps.$lookup as unknown as PipelineOp;
  return (coll, expr, options) => {
    const spec = expr as Document;
    if (typeof spec.from !== "string" || typeof spec.localField !== "string" || typeof spec.foreignField !== "string") {
      return fallback(coll, expr, options);
    }
    if (spec.pipeline !== undefined && !Array.isArray(spec.pipeline)) {
      throw new MongoServerError(9, "$lookup argument 'pipeline' must be an array");
    }
    if (spec.let !== undefined && !isPlainDocument(spec.let)) {
      throw new MongoServerError(9, "$lookup argument 'let' must be an object");
    }
    if (typeof spec.as !== "string") throw new MongoServerError(40321, "$lookup requires an 'as' field");
    const { from, localField, foreignField, as } = spec as { from: string; localField: string; foreignField: string; as: string };
    const sub = (spec.pipeline ?? []) as Document[];
    // Leading `$match` stages without variables join the batch query; the rest runs per document.
    let lead = 0;
    while (
      lead < sub.length &&
      isPlainDocument(sub[lead]?.$match) &&
      Object.keys(sub[lead] as Document).length === 1 &&
      isStatic(sub[lead]?.$match)
    )
      lead++;
    const leadingMatches = sub.slice(0, lead).map((s) => s.$match as Document);
    const rest = sub.slice(lead);
    const collation = options.collation as Collation | undefined;
    const letExpr = spec.let as Document | undefined;

    return coll.transform((docs: Document[]) => {
      const locals = new Map<string, unknown>();
      let exactIn = true;
      for (const d of docs) {
        for (const v of localValues(d, localField)) {
          locals.set(keyOf(v, collation), v);
          // A regex local value is compared by equality, which `$in` would not do.
          if (v instanceof RegExp) exactIn = false;
        }
      }
      const conds: Document[] = [];
      if (exactIn) conds.push({ [foreignField]: { $in: [...locals.values()] } });
      conds.push(...leadingMatches);
      const filter = conds.length === 0 ? {} : conds.length === 1 ? (conds[0] as Document) : { $and: conds };
      const foreign = docs.length === 0 ? [] : query(from, filter, collation);
      const order = new Map<Document, number>();
      foreign.forEach((f, i) => order.set(f, i));
      const byKey = groupByForeign(foreign, foreignField, collation);

      const candidatesOf = (d: Document): Document[] => {
        const keys = new Set(localValues(d, localField).map((v) => keyOf(v, collation)));
        if (keys.size === 1) return byKey.get(keys.values().next().value as string) ?? [];
        const matched = new Set<Document>();
        for (const k of keys) for (const f of byKey.get(k) ?? []) matched.add(f);
        // One `$in` scan yields each match once, in scan order.
        return [...matched].sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
      };

      if (rest.length === 0) return Lazy(docs.map((d) => ({ ...d, [as]: [...candidatesOf(d)] })));
      const base: Partial<Options> = {
        context: options.context,
        collation: options.collation,
        useStrictMode: options.useStrictMode,
        idKey: options.idKey,
        processingMode: options.processingMode,
        collectionResolver: options.collectionResolver,
        variables: options.variables,
      };
      const shared = letExpr ? undefined : new Aggregator(rest, base);
      return Lazy(
        docs.map((d) => {
          let agg = shared;
          if (!agg) {
            const vars = evalExpr(d, letExpr, options) as Document;
            agg = new Aggregator(rest, { ...base, variables: { ...(options.variables ?? {}), ...vars } });
          }
          return { ...d, [as]: agg.run(candidatesOf(d)) };
        }),
      );
    });
  };
}
