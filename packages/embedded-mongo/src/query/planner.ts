/**
 * Chooses how to produce candidate documents for a filter: the `_id` Map, one declared index
 * (equality / `$in` prefix plus an optional range, scanned in index order), or a full scan.
 * Also tells whether the index order already satisfies the sort (so sort+limit stops early)
 * and whether the index bounds express the filter exactly (so counts need no documents).
 */
import type { Document } from "bson";
import { compareValues, distinctValues, isPlainDocument, keyOf, typeRank } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import type { Collection } from "../storage/collection.js";
import type { IndexEntry, SecondaryIndex } from "../storage/secondary-index.js";
import type { Pos } from "../storage/sorted-list.js";
import type { Transaction } from "../txn/transaction.js";
import { extractBounds, isIndexableScalar } from "./bounds.js";
import { compileFilter } from "./compile-filter.js";
import type { FilterBounds, RangeBound } from "./bounds.js";
import type { SortSpec } from "./sort.js";

export interface Plan {
  /** Visible candidate documents (a superset of the matches, unless `exact`). */
  candidates(): Iterable<Document>;
  /** Candidates come out in the requested sort order. */
  sorted: boolean;
  /** Candidates are exactly the matches: no need to run the filter. */
  exact: boolean;
  /** Number of matches without touching documents, when the index answers the filter exactly. */
  count?: () => number;
  /** For explain-ish debugging and tests. */
  describe: string;
  /** Index entries the scan ranges hold (an index plan's size, without walking them). */
  entries?: () => number;
  /** The index an index plan walks, and in which direction (for explain). */
  index?: SecondaryIndex;
  direction?: 1 | -1;
}

const MAX_TUPLES = 5000;

export function planQuery(
  coll: Collection,
  filter: Document,
  sort: SortSpec | undefined,
  collation: Collation | undefined,
  txn: Transaction | undefined,
  hint?: unknown,
): Plan {
  const diverges = storedDiffers(coll, txn);
  if (hint !== undefined && hint !== null && !(typeof hint === "object" && Object.keys(hint).length === 0)) {
    return hintedPlan(coll, filter, sort, txn, hint, diverges);
  }
  const keys = Object.keys(filter);
  if (keys.length === 0) {
    return {
      candidates: () => visibleAll(coll, txn),
      sorted: !sort,
      exact: true,
      count: diverges ? undefined : () => coll.docs.size,
      describe: "COLLSCAN",
    };
  }
  const bounds = extractBounds(filter);
  const idPlan = planById(coll, filter, bounds, collation, txn, sort);
  if (idPlan) return idPlan;

  const ranked: Array<{ idx: SecondaryIndex; eqFields: number; range: boolean; sortDir: 0 | 1 | -1; score: number }> = [];
  for (const idx of coll.indexes) {
    if (idx.special || idx.hidden || (idx.partial && !partialImplied(idx, bounds)) || !sameCollation(idx.collation, collation)) continue;
    const { eqFields, range } = indexFit(idx, bounds);
    const sortDir = diverges ? 0 : sortDirection(idx, eqFields, bounds, sort);
    if (eqFields === 0 && !range && sortDir === 0) continue;
    // A sparse index lacks documents without the fields: only usable when bounds exclude them.
    if (idx.sparse && eqFields === 0 && (!range || bounds.fields.get(idx.fields[0] as string)?.range?.rank === 2)) continue;
    const score = eqFields * 10 + (range ? 5 : 0) + (sortDir !== 0 ? 3 : 0) + (idx.unique ? 1 : 0);
    ranked.push({ idx, eqFields, range, sortDir, score });
  }
  // Best first; among equal scores the first declared, as before.
  ranked.sort((a, b) => b.score - a.score);
  let scanned: string | undefined;
  for (const best of ranked) {
    const found = indexPlan(coll, best.idx, best.eqFields, best.range, best.sortDir, bounds, filter, txn, diverges);
    // The filter still runs on a partial index's documents (its key may not hold the filtered fields).
    const plan = best.idx.partial ? { ...found, exact: false, count: undefined } : found;
    // Walking an index costs a Map lookup per entry (random memory access, ~0.4 µs); scanning the
    // documents in Map order with the compiled filter costs ~0.05-0.15 µs each. When the bounds
    // keep a large share of the collection (one big project among few) and the index order is not
    // what makes the query stop early, the plain scan is several times faster.
    // A multikey index holds several entries per document (a search key array: ~90), so its share
    // is measured against its own entries, not the documents: a range of 5,000 keys among 3M entries
    // is selective even in a collection of 34,000 documents, where a scan tests every key array.
    const orderUsed = sort !== undefined && plan.sorted;
    const whole = best.idx.multikey ? best.idx.list.size : coll.docs.size;
    if (plan.exact || orderUsed || !plan.entries || plan.entries() * 8 <= whole) return plan;
    // Too broad to beat a scan: a lower-ranked index may still give the sort order (a `[regex]` on
    // a custom field bounds `{projectId, fields.fieldId, ...}` to every contact, while
    // `{projectId, createdAt}` gives the page in order and lets sort+limit stop early).
    scanned ??= plan.describe;
  }
  return {
    candidates: () => visibleAll(coll, txn),
    sorted: !sort,
    exact: false,
    describe: scanned ? `COLLSCAN (over ${scanned})` : "COLLSCAN",
  };
}

/**
 * Whether every document the filter matches is in the partial index: each condition of its
 * `partialFilterExpression` is an equality (`{f: v}`, `{f: {$eq: v}}`) that the filter pins by
 * equality to that one value (the outbox's `{dispatchedAt: null}`). Bounds are a superset of the
 * matches, so one value there means every match has it. Other partial filters are used only by hint.
 */
function partialImplied(idx: SecondaryIndex, bounds: FilterBounds): boolean {
  const expression = idx.spec.partialFilterExpression;
  if (!isPlainDocument(expression)) return false;
  return Object.entries(expression).every(([field, condition]) => {
    if (field.startsWith("$")) return false;
    const wanted = isPlainDocument(condition) && Object.keys(condition).length === 1 && "$eq" in condition ? condition.$eq : condition;
    if (!isIndexableScalar(wanted)) return false;
    const eq = bounds.fields.get(field)?.eq;
    return eq?.length === 1 && compareValues(eq[0], wanted) === 0 && typeRank(eq[0]) === typeRank(wanted);
  });
}

/**
 * How many leading index fields the filter pins by equality, and whether the next one has a range.
 * On a multikey index, two fields that run through one array (`fields.fieldId`, `fields.value`)
 * have entries per element: their bounds are combined only when one `$elemMatch` gave both, since
 * `{"fields.fieldId": a, "fields.value": b}` also matches a document whose elements hold them apart.
 */
function indexFit(idx: SecondaryIndex, bounds: FilterBounds): { eqFields: number; range: boolean } {
  let eqFields = 0;
  let range = false;
  for (const [at, f] of idx.fields.entries()) {
    const c = bounds.fields.get(f);
    const combines = (elem: object | undefined): boolean =>
      !idx.multikey ||
      idx.fields.slice(0, at).every((g) => !sameArray(f, g) || (elem !== undefined && bounds.fields.get(g)?.eqElem === elem));
    if (c?.eq && !(idx.sparse && c.eq.some((v) => v === null)) && combines(c.eqElem)) {
      eqFields++;
      continue;
    }
    if (c?.range && combines(c.range.elem)) range = true;
    break;
  }
  return { eqFields, range };
}

/** Whether two index fields may read the same array: dotted paths under one top-level name. */
function sameArray(a: string, b: string): boolean {
  const dot = a.indexOf(".");
  return dot > 0 && b.startsWith(a.slice(0, dot + 1));
}

/**
 * The plan `hint` forces: `{$natural: 1}` a collection scan, an index name or key pattern that
 * index (bounded by the filter where it can be), else MongoDB's error 2.
 */
function hintedPlan(
  coll: Collection,
  filter: Document,
  sort: SortSpec | undefined,
  txn: Transaction | undefined,
  hint: unknown,
  diverges: boolean,
): Plan {
  const collscan: Plan = {
    candidates: () => visibleAll(coll, txn),
    sorted: !sort,
    exact: Object.keys(filter).length === 0,
    describe: "COLLSCAN",
  };
  if (typeof hint === "object" && hint !== null && "$natural" in hint) return collscan;
  const byName = typeof hint === "string";
  const key = byName ? undefined : keyOf(hint);
  if (byName ? hint === "_id_" : key === keyOf({ _id: 1 }) || key === keyOf({ _id: -1 })) {
    const dir = !byName && keyOf(hint) === keyOf({ _id: -1 }) ? -1 : 1;
    return {
      candidates: () => [...visibleAll(coll, txn)].sort((a, b) => dir * compareValues(a._id, b._id)),
      sorted: !sort || (sort.length === 1 && sort[0]?.[0] === "_id" && sort[0][1] === dir),
      exact: Object.keys(filter).length === 0,
      describe: "IXSCAN _id_",
    };
  }
  const idx = coll.indexes.find((i) => (byName ? i.name === hint : keyOf(i.spec.key) === key));
  if (!idx || idx.special || idx.hidden) {
    throw new MongoServerError(
      2,
      `error processing query: ns=${coll.ns} planner returned error :: caused by :: hint provided does not correspond to an existing index`,
    );
  }
  const bounds = extractBounds(filter);
  const { eqFields, range } = indexFit(idx, bounds);
  const sortDir = diverges ? 0 : sortDirection(idx, eqFields, bounds, sort);
  const plan = indexPlan(coll, idx, eqFields, range, sortDir, bounds, filter, txn, diverges);
  // A partial or sparse index holds only some documents: the filter must still run on them.
  return idx.partial || idx.sparse ? { ...plan, exact: false, count: undefined } : plan;
}

function sameCollation(a: Collation | undefined, b: Collation | undefined): boolean {
  const simple = (c: Collation | undefined) => !c || c.locale === "simple";
  if (simple(a) && simple(b)) return true;
  if (simple(a) || simple(b)) return false;
  return a?.locale === b?.locale && (a?.strength ?? 3) === (b?.strength ?? 3);
}

/** 1/-1 when scanning the index forward/backward yields the sort order, else 0. */
function sortDirection(idx: SecondaryIndex, eqFields: number, bounds: FilterBounds, sort: SortSpec | undefined): 0 | 1 | -1 {
  if (!sort || idx.multikey) return 0;
  // Sort fields pinned to a single value by equality do not affect order.
  const pinned = (f: string) => {
    const c = bounds.fields.get(f);
    return c?.eq?.length === 1;
  };
  const rest = sort.filter(([f]) => !pinned(f));
  if (rest.length === 0) return 1;
  // Every index field before the sort fields must be pinned.
  for (let i = 0; i < eqFields; i++) {
    const c = bounds.fields.get(idx.fields[i] as string);
    if (c?.eq?.length !== 1) return 0;
  }
  let dir: 0 | 1 | -1 = 0;
  for (let i = 0; i < rest.length; i++) {
    const field = idx.fields[eqFields + i];
    const [sf, sd] = rest[i] as [string, 1 | -1];
    if (field !== sf) return 0;
    const d = (sd * (idx.dirs[eqFields + i] as number)) as 1 | -1;
    if (dir === 0) dir = d;
    else if (dir !== d) return 0;
  }
  return dir;
}

function planById(
  coll: Collection,
  filter: Document,
  bounds: FilterBounds,
  collation: Collation | undefined,
  txn: Transaction | undefined,
  sort: SortSpec | undefined,
): Plan | undefined {
  const c = bounds.fields.get("_id");
  if (!c?.eq) return undefined;
  if (collation && collation.locale !== "simple" && c.eq.some((v) => typeof v === "string")) return undefined;
  const ids = c.eq;
  // Exact only when `_id` is the sole condition (counting bounds, not top-level keys: a filter
  // `{$and: [{_id: ...}, {projectId: ...}]}` has one key but two conditions).
  const plainId = !c.residual && !c.range && !bounds.residualTop;
  const onlyId = plainId && Object.keys(filter).length === 1 && bounds.fields.size === 1;
  // `{_id, sequence: null}` (a compare-and-set by id): the other conditions are tested here, exactly.
  const others = plainId && !onlyId && !(collation && collation.locale !== "simple") ? scalarEqualities(filter) : undefined;
  return {
    candidates: () => {
      const out: Document[] = [];
      const seen = new Set<string>();
      for (const v of ids) {
        const k = keyOf(v);
        if (seen.has(k)) continue;
        seen.add(k);
        const d = visibleDoc(coll, k, txn);
        if (d && (!others || others(d))) out.push(d);
      }
      return out;
    },
    sorted: !sort || ids.length <= 1,
    exact: onlyId || others !== undefined,
    describe: "IDHACK",
  };
}

/**
 * A test of a filter's conditions besides `_id` when each is a top-level field equal to a string,
 * number, boolean or null (undefined otherwise). A stored value that is not a plain scalar (an
 * array, a document, a Long or Decimal128) is judged by the compiled filter, so the test is exact.
 */
function scalarEqualities(filter: Document): ((doc: Document) => boolean) | undefined {
  const wanted: Array<[string, unknown]> = [];
  for (const key in filter) {
    if (key === "_id") continue;
    const v = filter[key];
    if (key.startsWith("$") || key.includes(".")) return undefined;
    if (!(v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && !Number.isNaN(v)))) return undefined;
    wanted.push([key, v]);
  }
  let full: ((doc: Document) => boolean) | undefined;
  return (doc) => {
    for (const [key, v] of wanted) {
      const actual = doc[key];
      if (actual === v || (v === null && actual === undefined)) continue;
      if (actual !== null && typeof actual === "object") {
        full ??= compileFilter(filter);
        return full(doc);
      }
      return false;
    }
    return true;
  };
}

function indexPlan(
  coll: Collection,
  idx: SecondaryIndex,
  eqFields: number,
  useRange: boolean,
  sortDir: 0 | 1 | -1,
  bounds: FilterBounds,
  filter: Document,
  txn: Transaction | undefined,
  diverges: boolean,
): Plan {
  // Cartesian product of the equality lists, capped (then fewer prefix fields are used).
  let tuples: unknown[][] = [[]];
  let used = 0;
  for (let i = 0; i < eqFields; i++) {
    const vals = bounds.fields.get(idx.fields[i] as string)?.eq ?? [];
    if (tuples.length * vals.length > MAX_TUPLES) break;
    const next: unknown[][] = [];
    for (const t of tuples) for (const v of distinctValues(vals)) next.push([...t, v]);
    tuples = next;
    used++;
  }
  const asked = useRange && used === eqFields ? bounds.fields.get(idx.fields[used] as string)?.range : undefined;
  // A multikey entry is one element: both ends bound it only when one element must meet both (see RangeBound.elem).
  const range = asked?.lo && asked.hi && idx.multikey && !asked.elem ? { ...asked, hi: undefined } : asked;
  const rangeField = range ? idx.fields[used] : undefined;
  const coll8n = idx.collation;
  // Scan ranges, in index order so an in-order walk stays ordered.
  const spans: Array<{ from: Pos; to: Pos }> = tuples.map((t) => {
    const pos = (e: IndexEntry) => position(idx, e, t, range, used, coll8n);
    return { from: idx.list.first((e) => pos(e) >= 0), to: idx.list.first((e) => pos(e) > 0) };
  });
  spans.sort((a, b) => a.from.chunk - b.from.chunk || a.from.index - b.from.index);

  // Exact when every filter condition is one of the bounds used.
  const usedFields = new Set(idx.fields.slice(0, used));
  if (rangeField) usedFields.add(rangeField);
  let exact = !bounds.residualTop && !idx.multikey && !diverges;
  for (const [f, c] of bounds.fields) {
    if (!usedFields.has(f) || c.residual) exact = false;
    if (f === rangeField && c.eq) exact = false;
    if (f !== rangeField && c.range) exact = false;
  }
  if (Object.keys(filter).some((k) => k.startsWith("$") && k !== "$and")) exact = false;

  const sorted = sortDir !== 0 && (spans.length <= 1 || used === 0);
  const entries = (): number => spans.reduce((n, s) => n + idx.list.countBetween(s.from, s.to), 0);
  return {
    candidates: function* () {
      const seen = idx.multikey || diverges ? new Set<string>() : undefined;
      const ordered = sortDir === -1 ? [...spans].reverse() : spans;
      for (const s of ordered) {
        const it = sortDir === -1 ? idx.list.backward(s.from, s.to) : idx.list.forward(s.from, s.to);
        for (const e of it) {
          if (seen) {
            if (seen.has(e.id)) continue;
            seen.add(e.id);
          }
          const d = visibleDoc(coll, e.id, txn);
          if (d) yield d;
        }
      }
      if (diverges && seen) yield* foreignPreImages(coll, txn, seen);
    },
    sorted,
    exact,
    count: exact ? entries : undefined,
    entries,
    describe: `IXSCAN ${idx.name}`,
    index: idx,
    direction: sortDir === -1 ? -1 : 1,
  };
}

/** Where an entry lies relative to the scan range in index order: -1 before, 0 in, 1 after. */
export function position(
  idx: SecondaryIndex,
  e: IndexEntry,
  tuple: unknown[],
  range: RangeBound | undefined,
  used: number,
  collation: Collation | undefined,
): number {
  const dirs = idx.dirs;
  for (let i = 0; i < tuple.length; i++) {
    const c = compareValues(idx.valueAt(e, i), tuple[i], collation);
    if (c !== 0) return c * (dirs[i] as number);
  }
  if (!range) return 0;
  const v = idx.valueAt(e, used);
  const r = typeRank(v);
  let p = 0;
  if (r < range.rank) p = -1;
  else if (r > range.rank) p = 1;
  else {
    if (range.lo) {
      const c = compareValues(v, range.lo.v, collation);
      if (c < 0 || (c === 0 && !range.lo.incl)) p = -1;
    }
    if (p === 0 && range.hi) {
      const c = compareValues(v, range.hi.v, collation);
      if (c > 0 || (c === 0 && !range.hi.incl)) p = 1;
    }
  }
  return p * (dirs[used] as number);
}

/**
 * Whether some documents `txn` may see differ from the stored ones: another transaction's
 * uncommitted writes, or (inside a transaction) writes committed after its snapshot. Then
 * index contents may not match what it sees: plans fall back to checking every candidate.
 */
export function storedDiffers(coll: Collection, txn: Transaction | undefined): boolean {
  if (txn && coll.history.size !== 0) return true;
  if (coll.locks.size === 0) return false;
  for (const lock of coll.locks.values()) if (lock.txn !== txn) return true;
  return false;
}

/**
 * The version of a document `txn` may see: its own writes; else, in a transaction, the version
 * committed at its snapshot (the oldest pre-image replaced after it); else the committed one
 * (others' uncommitted writes show their pre-image).
 */
export function visibleDoc(coll: Collection, key: string, txn: Transaction | undefined): Document | undefined {
  const lock = coll.locks.size === 0 ? undefined : coll.locks.get(key);
  if (lock && lock.txn === txn) return coll.docs.get(key);
  if (txn && coll.history.size !== 0) {
    const h = coll.history.get(key);
    if (h) for (const e of h) if (e.seq > txn.startSeq) return e.pre ?? undefined;
  }
  if (lock) return lock.pre ?? undefined;
  return coll.docs.get(key);
}

/** Visible versions of documents not among the stored ones' keys in `seen` (deleted or changed since). */
function* foreignPreImages(coll: Collection, txn: Transaction | undefined, seen: Set<string>): Generator<Document> {
  for (const [key, lock] of coll.locks) {
    if (lock.txn === txn || seen.has(key)) continue;
    seen.add(key);
    const d = visibleDoc(coll, key, txn);
    if (d) yield d;
  }
  if (!txn) return;
  for (const key of coll.history.keys()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const d = visibleDoc(coll, key, txn);
    if (d) yield d;
  }
}

export function* visibleAll(coll: Collection, txn: Transaction | undefined): Generator<Document> {
  if (!storedDiffers(coll, txn)) {
    yield* coll.docs.values();
    return;
  }
  const seen = new Set<string>();
  for (const [key] of coll.docs) {
    seen.add(key);
    const d = visibleDoc(coll, key, txn);
    if (d) yield d;
  }
  yield* foreignPreImages(coll, txn, seen);
}

export { isIndexableScalar };
