/**
 * A declared (non-`_id`) index: the stored spec as listIndexes echoes it, an ordered entry list
 * for equality/range/sort scans, and for unique indexes a Map from the canonical key to the
 * owning document so duplicate checks are O(1).
 */
import type { Document } from "bson";
import { compareValues, keyOf, pathValues } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { SortedList } from "./sorted-list.js";

/**
 * One index entry. `src` is the stored document itself when its key is just its top-level field
 * values (the common case: no per-entry key array, which tripled the objects per document), or
 * the key tuple when paths are dotted or an array made several entries. Stored documents are
 * never mutated, so reading the key from the document later gives the values it was added with.
 */
export interface IndexEntry {
  src: Document | unknown[];
  id: string;
}

export type DocMatcher = (doc: Document) => boolean;

export class SecondaryIndex {
  readonly name: string;
  readonly fields: string[];
  readonly dirs: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  /** text/hashed/2dsphere keys: stored and listed but not maintained or planned with. */
  readonly special: boolean;
  readonly collation: Collation | undefined;
  readonly partial: DocMatcher | undefined;
  private readonly topLevel: boolean;
  /** Hidden indexes are maintained but never planned with (collMod `hidden: true`). */
  get hidden(): boolean {
    return this.spec.hidden === true;
  }

  /** Set once any document contributed several entries (an array value). */
  multikey = false;
  readonly list: SortedList<IndexEntry>;
  private readonly uniqueKeys = new Map<string, string>();

  constructor(
    /** Replaced by collMod for options that do not change the entries (hidden, expireAfterSeconds). */
    public spec: Document,
    partialMatcher: DocMatcher | undefined,
  ) {
    this.name = String(spec.name);
    const key = spec.key as Document;
    this.fields = Object.keys(key);
    this.dirs = this.fields.map((f) => (typeof key[f] === "number" && key[f] < 0 ? -1 : 1));
    this.topLevel = this.fields.every((f) => !f.includes("."));
    this.special = this.fields.some((f) => typeof key[f] === "string");
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.collation = spec.collation as Collation | undefined;
    this.partial = partialMatcher;
    const coll = this.collation;
    const dirs = this.dirs;
    const fields = this.fields;
    this.list = new SortedList<IndexEntry>((a, b) => {
      for (let i = 0; i < dirs.length; i++) {
        const c = compareValues(entryValue(a, fields, i), entryValue(b, fields, i), coll);
        if (c !== 0) return c * (dirs[i] as number);
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  }

  /** Key value `i` (in index field order) of an entry. */
  valueAt(e: IndexEntry, i: number): unknown {
    return entryValue(e, this.fields, i);
  }

  /** Whether the document has entries at all (sparse / partial filters). */
  covers(doc: Document): boolean {
    if (this.partial && !this.partial(doc)) return false;
    if (this.sparse) {
      return this.fields.some((f) => pathValues(doc, f).some((v) => v !== undefined));
    }
    return true;
  }

  /** Whether the document's only key is its top-level field values (entries can point at it). */
  private isDirect(doc: Document): boolean {
    if (!this.topLevel) return false;
    for (const f of this.fields) if (Array.isArray(doc[f])) return false;
    return true;
  }

  /** Key tuples of a document (cartesian product over array fields). */
  keyTuples(doc: Document): unknown[][] {
    // Fast path: top-level scalar fields (the common case) need no path walking.
    if (this.isDirect(doc)) return [this.fields.map((f) => doc[f])];
    if (this.fields.some((f) => pathHasArray(doc, f))) this.multikey = true;
    let tuples: unknown[][] = [[]];
    for (const f of this.fields) {
      const vals = pathValues(doc, f);
      if (vals.length === 1) {
        for (const t of tuples) t.push(vals[0]);
      } else {
        // [a, a] must yield one entry, or removal and unique checks would see it twice. Distinct
        // values per field make distinct tuples, and a value's key (a string is its own) is far
        // cheaper than a whole tuple's (a contact's search document has ~54 keys: the hot case).
        const seen = new Set<string>();
        const distinct = vals.filter((v) => {
          const k = keyOf(v);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
        const next: unknown[][] = [];
        for (const t of tuples) for (const v of distinct) next.push([...t, v]);
        tuples = next;
      }
    }
    return tuples;
  }

  uniqueKey(vals: unknown[]): string {
    return keyOf(
      vals.map((v) => (v === undefined ? null : v)),
      this.collation,
    );
  }

  /** The `_id` key of another document holding one of this document's unique keys. */
  findDuplicate(doc: Document, id: string): { owner: string; vals: unknown[] } | undefined {
    if (!this.unique || this.special || !this.covers(doc)) return undefined;
    for (const vals of this.keyTuples(doc)) {
      const owner = this.uniqueKeys.get(this.uniqueKey(vals));
      if (owner !== undefined && owner !== id) return { owner, vals };
    }
    return undefined;
  }

  add(doc: Document, id: string): void {
    if (this.special || !this.covers(doc)) return;
    if (this.isDirect(doc)) {
      this.list.insert({ src: doc, id });
      if (this.unique) this.uniqueKeys.set(this.uniqueKey(this.fields.map((f) => doc[f])), id);
      return;
    }
    for (const vals of this.keyTuples(doc)) {
      this.list.insert({ src: vals, id });
      if (this.unique) this.uniqueKeys.set(this.uniqueKey(vals), id);
    }
  }

  /**
   * Moves the entries of `id` from `old` to `doc`, its next version: when both are direct and
   * covered with the same key values (an update of fields this index does not hold), the entry
   * is swapped in place to point at the new version, one search instead of a remove and an insert.
   */
  replace(old: Document, doc: Document, id: string): void {
    if (this.special) return;
    if (this.isDirect(old) && this.isDirect(doc) && this.fields.every((f) => sameKeyValue(old[f], doc[f]))) {
      const oldCovered = this.covers(old);
      if (oldCovered === this.covers(doc)) {
        if (oldCovered && !this.list.swap({ src: old, id }, { src: doc, id })) this.list.insert({ src: doc, id });
        return;
      }
    }
    this.remove(old, id);
    this.add(doc, id);
  }

  remove(doc: Document, id: string): void {
    if (this.special || !this.covers(doc)) return;
    for (const vals of this.keyTuples(doc)) {
      this.list.remove({ src: vals, id });
      if (this.unique) {
        const k = this.uniqueKey(vals);
        if (this.uniqueKeys.get(k) === id) this.uniqueKeys.delete(k);
      }
    }
  }

  clear(): void {
    this.list.clear();
    this.uniqueKeys.clear();
    this.multikey = false;
  }
}

function entryValue(e: IndexEntry, fields: string[], i: number): unknown {
  const src = e.src;
  return Array.isArray(src) ? src[i] : src[fields[i] as string];
}

/** Whether two values of an index field sort and key the same: the same primitive, or equal dates. */
function sameKeyValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
}

function pathHasArray(doc: Document, path: string): boolean {
  let cur: unknown = doc;
  for (const p of path.split(".")) {
    if (cur === null || typeof cur !== "object") return false;
    if (Array.isArray(cur)) return true;
    cur = (cur as Document)[p];
  }
  return Array.isArray(cur);
}
