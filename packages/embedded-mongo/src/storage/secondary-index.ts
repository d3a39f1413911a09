/**
 * A declared (non-`_id`) index: the stored spec as listIndexes echoes it, an ordered entry list
 * for equality/range/sort scans, and for unique indexes a Map from the canonical key to the
 * owning document so duplicate checks are O(1).
 */
import type { Document } from "bson";
import { compareValues, distinctValues, isPlainDocument, keyOf, pathValues } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { SortedList } from "./sorted-list.js";

/**
 * One index entry. `src` is the stored document itself when its key is its top-level field
 * values, one of which may be an array: then `at` names that field and `v` holds the entry's
 * element of it (a multikey index over one array field, the common case, needs no key tuple per
 * entry, which doubled the objects per entry). `src` is the key tuple when paths are dotted or
 * several fields are arrays (`at` -1). Stored documents are never mutated, so reading the key from
 * the document later gives the values it was added with.
 */
export interface IndexEntry {
  src: Document | unknown[];
  id: string;
  /** The index field whose value is `v` rather than read from `src` (-1: none). */
  at: number;
  v: unknown;
  /** The first field's value when `at` names a later field (comparisons read it without the document). */
  first: unknown;
}

export type DocMatcher = (doc: Document) => boolean;

const MAX_SHARED_FIRST_VALUES = 10_000;

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
  /** The top-level names the index's fields start with: an update that leaves them alone leaves its entries. */
  private readonly roots: string[];
  /** Each field's path below its top-level name ("" for a top-level field). */
  private readonly subPaths: string[];
  /** Top-level names with two or more `name.sub` fields: their values are paired per element of an array there. */
  private readonly elementGroups = new Map<string, number[]>();
  /** Hidden indexes are maintained but never planned with (collMod `hidden: true`). */
  get hidden(): boolean {
    return this.spec.hidden === true;
  }

  /** Set once any document contributed several entries (an array value). */
  multikey = false;
  /**
   * Top-level names of `elementGroups` under which some document's values were not paired element
   * by element (not a non-empty array of documents, or one holding an array under a sub-field: its
   * entries may pair one element's value with another's), or an element lacked a sub-field (keyed
   * null, which a test cannot tell from a stored null). Until then every entry of such a group is
   * one element as stored, which lets a count test `$elemMatch` on entries (query/covered-count.ts).
   */
  readonly unpaired = new Set<string>();
  /**
   * Set once a document had two entries alike but for the last field (two values of one custom
   * field): a span of entries that pins every other field may then hold a document twice, so a
   * count over it collects ids (query/covered-count.ts). Until then it counts entries.
   */
  lastVaries = false;
  /** Memo per chunk: its entries' last-field values as one lower-cased string (valueColumn()). */
  readonly list: SortedList<IndexEntry, string | null>;
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
    this.roots = [...new Set(this.fields.map((f) => f.split(".")[0] as string))];
    this.subPaths = this.fields.map((f) => f.split(".").slice(1).join("."));
    for (const root of this.roots) {
      const positions = this.fields.flatMap((f, at) => (f.startsWith(`${root}.`) && !this.subPaths[at]!.includes(".") ? [at] : []));
      if (positions.length > 1) this.elementGroups.set(root, positions);
    }
    this.special = this.fields.some((f) => typeof key[f] === "string");
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.collation = spec.collation as Collation | undefined;
    this.partial = partialMatcher;
    const coll = this.collation;
    const dirs = this.dirs;
    const fields = this.fields;
    this.list = new SortedList<IndexEntry, string | null>(
      (a, b) => {
        for (let i = 0; i < dirs.length; i++) {
          const c = compareValues(entryValue(a, fields, i), entryValue(b, fields, i), coll);
          if (c !== 0) return c * (dirs[i] as number);
        }
        return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
      },
      (e) => e.id,
    );
  }

  /** Whether every entry's values under `root` (`root.a`, `root.b` fields) come from one element of its array. */
  pairsElementsOf(root: string): boolean {
    return this.elementGroups.has(root) && !this.unpaired.has(root);
  }

  /** Key value `i` (in index field order) of an entry. */
  valueAt(e: IndexEntry, i: number): unknown {
    return entryValue(e, this.fields, i);
  }

  /**
   * The values of the last field of a chunk's entries (one of `list.slices()`), lower-cased and
   * joined by NUL, kept until the chunk changes: a count testing a literal on them
   * (query/covered-count.ts) searches one string per chunk instead of reading each entry, its key
   * and its value from scattered memory. Null when a value is not a string of ASCII without NUL (on
   * which lower-casing would not be what a case-insensitive ASCII match is, or NUL would split it).
   */
  valueColumn(chunk: readonly IndexEntry[]): string | null {
    return this.list.memo(chunk, (entries) => {
      const last = this.fields.length - 1;
      const values = new Array<string>(entries.length);
      for (let i = 0; i < entries.length; i++) {
        const v = this.valueAt(entries[i] as IndexEntry, last);
        if (typeof v !== "string" || !ASCII_WITHOUT_NUL.test(v)) return null;
        values[i] = v;
      }
      return values.join("\0").toLowerCase();
    });
  }

  /** Whether the document has entries at all (sparse / partial filters). */
  covers(doc: Document): boolean {
    if (this.partial && !this.partial(doc)) return false;
    if (this.sparse) {
      return this.fields.some((f) => pathValues(doc, f).some((v) => v !== undefined));
    }
    return true;
  }

  /**
   * How the document's entries are made: -1 one entry of its top-level field values; a field
   * number: one entry per element of that field, its only array; -2 key tuples (dotted paths,
   * several arrays).
   */
  private layoutOf(doc: Document): number {
    if (!this.topLevel) return -2;
    let at = -1;
    for (let i = 0; i < this.fields.length; i++) {
      if (!Array.isArray(doc[this.fields[i] as string])) continue;
      if (at >= 0) return -2;
      at = i;
    }
    return at;
  }

  /** The document's entries, each key once (an array `[a, a]` must yield one entry, or removal and unique checks would see it twice). */
  private entriesOf(doc: Document, id: string): IndexEntry[] {
    const at = this.layoutOf(doc);
    if (at === -1) return [{ src: doc, id, at, v: undefined, first: undefined }];
    if (at === -2) {
      const tuples = this.keyTuples(doc);
      if (!this.lastVaries && tuples.length > 1) this.lastVaries = alikeButLast(tuples);
      return tuples.map((vals) => ({ src: vals, id, at: -1, v: undefined, first: undefined }));
    }
    this.multikey = true;
    const values = pathValues(doc, this.fields[at] as string);
    if (values.length > 1 && at === this.fields.length - 1) this.lastVaries = true;
    const first = at === 0 ? undefined : this.shared(doc[this.fields[0] as string]);
    if (values.length === 1) return [{ src: doc, id, at, v: values[0], first }];
    if (!this.collation && values.every((v) => typeof v === "string")) return this.stringEntries(values, doc, id, at, first);
    const seen = new Set<string>();
    const entries: IndexEntry[] = [];
    for (const v of values) {
      const k = keyOf(v);
      if (seen.has(k)) continue;
      seen.add(k);
      entries.push({ src: doc, id, at, v, first });
    }
    return entries;
  }

  /**
   * Entries of an array of strings (a search document's keys, the hot case) in index order: the
   * native sort orders strings by code units as compareValues does, duplicates end up adjacent
   * (no Set of keys), and the sorted-list's buffer sort (a merge sort finding runs) then merges
   * one run per document instead of sorting every entry through the index comparator.
   */
  private stringEntries(values: string[], doc: Document, id: string, at: number, first: unknown): IndexEntry[] {
    const sorted = values.slice().sort();
    if (this.dirs[at] === -1) sorted.reverse();
    const entries: IndexEntry[] = [];
    let prev: string | undefined;
    for (const v of sorted) {
      if (v === prev) continue;
      prev = v;
      entries.push({ src: doc, id, at, v, first });
    }
    return entries;
  }

  /**
   * One string object per distinct first field value (a project id): entries of one project,
   * whenever their documents were decoded, then compare their first values by pointer instead of
   * reading two copies of the id from scattered memory (an index of millions of entries is bound
   * by those reads). Bounded: past the limit the table starts over.
   */
  private shared(value: unknown): unknown {
    if (typeof value !== "string") return value;
    const known = this.firstValues.get(value);
    if (known !== undefined) return known;
    if (this.firstValues.size >= MAX_SHARED_FIRST_VALUES) this.firstValues.clear();
    this.firstValues.set(value, value);
    return value;
  }
  private readonly firstValues = new Map<string, string>();

  /** An entry's key values, in index field order. */
  private valuesOf(e: IndexEntry): unknown[] {
    return this.fields.map((_, i) => entryValue(e, this.fields, i));
  }

  /**
   * Key tuples of a document. Fields that run through one array of documents (`fields.fieldId`,
   * `fields.value`) take their values element by element, as MongoDB's keys do: a contact with
   * three field values has three entries, not the nine of every pairing (the planner compounds
   * such fields only under one `$elemMatch`, query/planner.ts). Other array fields combine as a
   * cartesian product.
   */
  keyTuples(doc: Document): unknown[][] {
    // Fast path: top-level scalar fields (the common case) need no path walking.
    if (this.layoutOf(doc) === -1) return [this.fields.map((f) => doc[f])];
    if (this.fields.some((f) => pathHasArray(doc, f))) this.multikey = true;
    let tuples: unknown[][] = [new Array<unknown>(this.fields.length)];
    for (const unit of this.unitsOf(doc)) {
      const next: unknown[][] = [];
      for (const t of tuples)
        for (const option of unit.options) {
          const copy = t.slice();
          unit.positions.forEach((at, i) => (copy[at] = option[i]));
          next.push(copy);
        }
      tuples = next;
    }
    return tuples;
  }

  /**
   * The parts a document's key tuples combine: each field's distinct values, or for fields that
   * read one array of documents, each element's values together. [a, a] must yield one entry, or
   * removal and unique checks would see it twice: options are distinct (a value's key, a string
   * being its own, is far cheaper than a whole tuple's).
   */
  private unitsOf(doc: Document): Array<{ positions: number[]; options: unknown[][] }> {
    const units: Array<{ positions: number[]; options: unknown[][] }> = [];
    const grouped = new Set<number>();
    for (const [root, positions] of this.elementGroups) {
      const value: unknown = doc[root];
      const paired = elementOptions(
        value,
        positions.map((at) => this.subPaths[at] as string),
      );
      // An absent root or an empty array keys nothing but nulls, which no element matches either.
      if (paired?.missing || (!paired && value !== undefined && !(Array.isArray(value) && value.length === 0))) this.unpaired.add(root);
      if (!paired) continue;
      const options = paired.options;
      units.push({ positions, options });
      for (const at of positions) grouped.add(at);
    }
    this.fields.forEach((f, at) => {
      if (!grouped.has(at)) units.push({ positions: [at], options: distinctValues(pathValues(doc, f)).map((v) => [v]) });
    });
    return units;
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
    for (const e of this.entriesOf(doc, id)) {
      this.list.insert(e);
      if (this.unique) this.uniqueKeys.set(this.uniqueKey(this.valuesOf(e)), id);
    }
  }

  /**
   * Moves the entries of `id` from `old` to `doc`, its next version. When the update left the value
   * under each index field's top-level name as it was (updates copy only the fields they write, so
   * an unwritten one is the same object), the entries stay as they are: they keep pointing at the
   * older version, whose key values are the new one's (stored versions are never mutated, and scans
   * read documents by id, not through the entry). An update then costs nothing in the indexes it
   * does not touch, instead of a search per index. The cost: an index may keep one older version of
   * a document alive until its own key changes.
   */
  replace(old: Document, doc: Document, id: string): void {
    if (this.special) return;
    if (this.roots.every((f) => sameKeyValue(old[f], doc[f])) && this.covers(old) === this.covers(doc)) return;
    this.remove(old, id);
    this.add(doc, id);
  }

  remove(doc: Document, id: string): void {
    if (this.special || !this.covers(doc)) return;
    for (const e of this.entriesOf(doc, id)) {
      this.list.remove(e);
      if (this.unique) {
        const k = this.uniqueKey(this.valuesOf(e));
        if (this.uniqueKeys.get(k) === id) this.uniqueKeys.delete(k);
      }
    }
  }

  clear(): void {
    this.list.clear();
    this.uniqueKeys.clear();
    this.multikey = false;
    this.lastVaries = false;
    this.unpaired.clear();
  }
}

const ASCII_WITHOUT_NUL = /^[\x01-\x7f]*$/;

/** Whether two of a document's key tuples agree on every field but the last. */
function alikeButLast(tuples: unknown[][]): boolean {
  if (tuples.length > MAX_PAIRWISE) return new Set(tuples.map((t) => keyOf(t.slice(0, -1)))).size < tuples.length;
  for (let i = 0; i < tuples.length; i++)
    for (let j = i + 1; j < tuples.length; j++) {
      const a = tuples[i] as unknown[];
      if (sameOption(a, tuples[j] as unknown[], a.length - 1)) return true;
    }
  return false;
}

/** Elements compared value by value up to this many; a longer array keys them (a Set). */
const MAX_PAIRWISE = 32;

/**
 * Each element's values of the sub-fields, distinct, when `value` is a non-empty array of
 * documents none of which holds an array under a sub-field (the custom field values of a contact
 * or deal); undefined otherwise, and the fields combine value by value instead. A sub-field an
 * element lacks is keyed null, as MongoDB keys it (`{fields: {$elemMatch: {fieldId: f, value:
 * null}}}` finds that element through the index); `missing` says one did.
 */
function elementOptions(value: unknown, subs: string[]): { options: unknown[][]; missing: boolean } | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const options: unknown[][] = [];
  let missing = false;
  const seen = value.length > MAX_PAIRWISE ? new Set<string>() : undefined;
  for (const element of value) {
    if (!isPlainDocument(element)) return undefined;
    const option: unknown[] = [];
    for (const sub of subs) {
      const v = element[sub];
      if (Array.isArray(v)) return undefined;
      if (v === undefined) missing = true;
      option.push(v === undefined ? null : v);
    }
    if (seen) {
      const k = keyOf(option);
      if (seen.has(k)) continue;
      seen.add(k);
      options.push(option);
    } else if (!options.some((other) => sameOption(other, option))) options.push(option);
  }
  return { options, missing };
}

/** Whether two elements key the same in their first `n` values (a few: compared directly, objects by their key). */
function sameOption(a: unknown[], b: unknown[], n = a.length): boolean {
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return x !== x && y !== y;
    if (keyOf(x) !== keyOf(y)) return false;
  }
  return true;
}

function entryValue(e: IndexEntry, fields: string[], i: number): unknown {
  if (i === e.at) return e.v;
  if (i === 0 && e.at > 0) return e.first;
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
