/** In-memory sort with MongoDB's cross-type order (mingo's compares Decimal128/Long as strings). */
import type { Document } from "bson";
import { compareValues, pathValues } from "../bson/values.js";
import type { Collation } from "../bson/values.js";

export type SortSpec = Array<[string, 1 | -1]>;

export function parseSort(sort: unknown): SortSpec | undefined {
  if (!sort || typeof sort !== "object") return undefined;
  const out: SortSpec = [];
  for (const [k, v] of Object.entries(sort as Document)) {
    // {$meta: "textScore"} and similar are not supported: ignore rather than fail.
    if (typeof v === "object") continue;
    out.push([k, Number(v) < 0 ? -1 : 1]);
  }
  return out.length ? out : undefined;
}

/** Sort key of one field: arrays sort by their smallest element ascending, largest descending. */
export function sortKey(doc: Document, path: string, dir: 1 | -1, collation?: Collation): unknown {
  const vals = pathValues(doc, path);
  if (vals.length === 1) return vals[0];
  let best = vals[0];
  for (let i = 1; i < vals.length; i++) {
    const c = compareValues(vals[i], best, collation);
    if (dir === 1 ? c < 0 : c > 0) best = vals[i];
  }
  return best;
}

export function sortDocuments<T extends Document>(docs: T[], spec: SortSpec, collation?: Collation): T[] {
  const decorated = docs.map((doc, i) => ({ doc, i, keys: spec.map(([p, d]) => sortKey(doc, p, d, collation)) }));
  decorated.sort((a, b) => {
    for (let k = 0; k < spec.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k], collation);
      if (c !== 0) return c * (spec[k] as [string, 1 | -1])[1];
    }
    return a.i - b.i;
  });
  return decorated.map((d) => d.doc);
}

/**
 * The first `k` documents in sort order without sorting everything: a bounded buffer kept
 * sorted by binary insertion, O(n log k) instead of O(n log n) for sort+limit without an index.
 */
export function topK<T extends Document>(docs: Iterable<T>, spec: SortSpec, k: number, collation?: Collation): T[] {
  const buf: Array<{ doc: T; i: number; keys: unknown[] }> = [];
  const cmp = (a: { i: number; keys: unknown[] }, b: { i: number; keys: unknown[] }): number => {
    for (let j = 0; j < spec.length; j++) {
      const c = compareValues(a.keys[j], b.keys[j], collation);
      if (c !== 0) return c * (spec[j] as [string, 1 | -1])[1];
    }
    return a.i - b.i;
  };
  let i = 0;
  for (const doc of docs) {
    const item = { doc, i: i++, keys: spec.map(([p, d]) => sortKey(doc, p, d, collation)) };
    if (buf.length === k) {
      const last = buf[k - 1] as (typeof buf)[number];
      if (cmp(item, last) >= 0) continue;
      buf.pop();
    }
    let lo = 0;
    let hi = buf.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(buf[mid] as (typeof buf)[number], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    buf.splice(lo, 0, item);
  }
  return buf.map((x) => x.doc);
}
