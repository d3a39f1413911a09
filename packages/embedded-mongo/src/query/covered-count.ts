/**
 * Counts `{a: x, arr: {$elemMatch: {k: y, v: <test>}}}` from an index `{a, arr.k, arr.v}` whose
 * entries pair each element's values (storage/secondary-index.ts, `pairsElementsOf`): the
 * equalities bound one span of entries and the test runs on each entry's `arr.v`, so no document is
 * read. A `[regex]` (contains) filter on a contact's custom field has this shape, and a regular
 * expression cannot bound the value: its count walked every document of the project and its field
 * values, where this tests one value per entry (about half the time up to a few hundred thousand
 * records; on a heap of several GB both are bound by scattered memory reads alike).
 *
 * Two things keep it short at a million records. Each document has one entry in the span unless
 * the index says otherwise (`lastVaries`), so entries are counted without a set of ids (the set
 * cost more than the tests). And a test that is a case-insensitive literal (what `[regex]` sends)
 * searches each chunk's values as one string (`valueColumn`), made once per chunk and remade only
 * after a write changes that chunk.
 */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import type { Collection } from "../storage/collection.js";
import type { IndexEntry, SecondaryIndex } from "../storage/secondary-index.js";
import type { Transaction } from "../txn/transaction.js";
import { compileFilter } from "./compile-filter.js";
import { position, storedDiffers } from "./planner.js";

/** A value an equality pins exactly in index order: what `$eq` matches is what compares equal. */
function pinned(condition: unknown): string | number | boolean | undefined {
  const value = isPlainDocument(condition) && Object.keys(condition).length === 1 && "$eq" in condition ? condition.$eq : condition;
  if (typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && !Number.isNaN(value))) return value;
  return undefined;
}

/** The count, or undefined when the filter or the collection's state is not of this kind (the caller plans as usual). */
export function coveredCount(
  coll: Collection,
  filter: Document,
  collation: Collation | undefined,
  txn: Transaction | undefined,
  variables?: Document,
): number | undefined {
  if ((collation && collation.locale !== "simple") || storedDiffers(coll, txn)) return undefined;
  const top = Object.keys(filter);
  const root = top.find((k) => isPlainDocument(filter[k]) && "$elemMatch" in filter[k]);
  if (root === undefined || root.startsWith("$") || root.includes(".")) return undefined;
  const wrapper = filter[root] as Document;
  const elem: unknown = wrapper.$elemMatch;
  if (Object.keys(wrapper).length !== 1 || !isPlainDocument(elem)) return undefined;

  // Every other condition an exact equality: on a top-level field, or on an element's sub-field.
  const want = new Map<string, string | number | boolean>();
  for (const key of top) {
    if (key === root) continue;
    const value = pinned(filter[key]);
    if (key.startsWith("$") || key.includes(".") || value === undefined) return undefined;
    want.set(key, value);
  }
  let tested: string | undefined;
  for (const key of Object.keys(elem)) {
    if (key.startsWith("$") || key.includes(".")) return undefined;
    const value = pinned(elem[key]);
    if (value !== undefined) want.set(`${root}.${key}`, value);
    else if (tested === undefined) tested = key;
    else return undefined;
  }
  if (tested === undefined) return undefined;
  const testedField = `${root}.${tested}`;

  const idx = coll.indexes.find(
    (i) =>
      !i.special &&
      !i.hidden &&
      !i.partial &&
      !i.sparse &&
      !i.collation &&
      i.fields.length === want.size + 1 &&
      i.fields[want.size] === testedField &&
      i.fields.slice(0, want.size).every((f) => want.has(f)) &&
      i.pairsElementsOf(root),
  );
  if (!idx) return undefined;
  const tuple = idx.fields.slice(0, want.size).map((f) => want.get(f));
  const place = (e: IndexEntry): number => position(idx, e, tuple, undefined, tuple.length, undefined);
  const test = compileFilter({ [tested]: elem[tested] }, collation, variables);
  return countSpan(idx, place, want.size, test, tested, caseFreeLiteral(elem[tested]));
}

const REGEX_SYNTAX = new Set("^$\\.*+?()[]{}|");

/**
 * The lower-cased text a case-insensitive regular expression (`{$regex, $options: "i"}` or `/.../i`)
 * matches literally: printable ASCII, its metacharacters escaped, as `[regex]` sends it. For ASCII
 * text, matching it anywhere is containing it once both are lower-cased.
 */
function caseFreeLiteral(condition: unknown): string | undefined {
  let source: unknown;
  if (condition instanceof RegExp) source = condition.flags === "i" ? condition.source : undefined;
  else if (isPlainDocument(condition) && Object.keys(condition).length === 2 && condition.$options === "i") source = condition.$regex;
  if (typeof source !== "string") return undefined;
  let text = "";
  for (let i = 0; i < source.length; i++) {
    let ch = source[i] as string;
    if (ch === "\\") {
      // An escaped punctuation character is itself; `\d`, `\b` and the like are classes or anchors.
      ch = source[++i] ?? "";
      if (!/^[\x20-\x7e]$/.test(ch) || /^[A-Za-z0-9]$/.test(ch)) return undefined;
    } else if (REGEX_SYNTAX.has(ch) || !/^[\x20-\x7e]$/.test(ch)) return undefined;
    text += ch;
  }
  return text.length > 0 ? text.toLowerCase() : undefined;
}

/** How many of the NUL-separated values in `column` contain `text` (which holds no NUL). */
function valuesContaining(column: string, text: string): number {
  let n = 0;
  let at = column.indexOf(text);
  while (at >= 0) {
    n++;
    const next = column.indexOf("\0", at + text.length);
    if (next < 0) break;
    at = column.indexOf(text, next + 1);
  }
  return n;
}

/**
 * Distinct documents with an entry in the span whose tested value passes (one document may hold
 * several matching elements once `lastVaries`). `literal`: the test is a case-insensitive match of
 * this lower-cased text, so a chunk wholly inside the span may be searched as one string.
 */
function countSpan(
  idx: SecondaryIndex,
  place: (e: IndexEntry) => number,
  at: number,
  test: (doc: Document) => boolean,
  key: string,
  literal: string | undefined,
): number {
  const from = idx.list.first((e) => place(e) >= 0);
  const to = idx.list.first((e) => place(e) > 0);
  // One object carries each entry's value to the compiled test, as the element would.
  const probe: Document = {};
  const matched = idx.lastVaries ? new Set<string>() : undefined;
  // Chunks are searched as strings only while each document counts once per entry.
  const searched = matched ? undefined : literal;
  let count = 0;
  for (const { chunk, start, end } of idx.list.slices(from, to)) {
    const column = searched !== undefined && start === 0 && end === chunk.length ? idx.valueColumn(chunk) : null;
    if (searched !== undefined && column !== null) {
      count += valuesContaining(column, searched);
      continue;
    }
    for (let i = start; i < end; i++) {
      const e = chunk[i] as IndexEntry;
      probe[key] = idx.valueAt(e, at);
      if (!test(probe)) continue;
      if (matched) matched.add(e.id);
      else count++;
    }
  }
  return matched ? matched.size : count;
}
