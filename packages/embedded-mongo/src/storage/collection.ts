/**
 * One collection: documents in a Map keyed by the canonical key of `_id` (so string and
 * ObjectId ids both get O(1) lookups), the declared indexes, and the transaction locks held on
 * its documents. Documents are never mutated in place: updates store a new object, so cursors,
 * pre-images and readers can hold references safely.
 */
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";
import { keyOf } from "../bson/values.js";
import { formatValue } from "../bson/format.js";
import type { Transaction, TxnLock } from "../txn/transaction.js";
import { SecondaryIndex } from "./secondary-index.js";
import type { DocMatcher } from "./secondary-index.js";

export const ID_INDEX_SPEC: Document = { v: 2, key: { _id: 1 }, name: "_id_" };

export class Collection {
  readonly docs = new Map<string, Document>();
  indexes: SecondaryIndex[] = [];
  readonly locks = new Map<string, TxnLock>();
  /** Write sequence per document, kept only while transactions are open (conflict detection). */
  readonly versions = new Map<string, number>();
  /**
   * Committed versions replaced while transactions are open, oldest first: `seq` is the write
   * that replaced `pre` (null: the document did not exist). A transaction whose snapshot is
   * older than `seq` still reads `pre` (snapshot isolation). Cleared with `versions`.
   */
  readonly history = new Map<string, Array<{ seq: number; pre: Document | null }>>();
  /** The open transaction that created this collection: no one else sees it before the commit. */
  createdBy: Transaction | undefined;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Document,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): Document[] {
    return [ID_INDEX_SPEC, ...this.indexes.map((i) => i.spec)];
  }

  getIndex(name: string): SecondaryIndex | undefined {
    return this.indexes.find((i) => i.name === name);
  }

  /** Adds an index and fills it; throws DuplicateKey (leaving nothing behind) if data violates it. */
  addIndex(spec: Document, partial: DocMatcher | undefined): SecondaryIndex {
    const idx = new SecondaryIndex(spec, partial);
    for (const [id, doc] of this.docs) {
      const dup = idx.findDuplicate(doc, id);
      if (dup) {
        idx.clear();
        throw duplicateKeyError(this, idx.name, spec.key as Document, idx.fields, dup.vals);
      }
      idx.add(doc, id);
    }
    this.indexes.push(idx);
    return idx;
  }

  /** Swaps an index's spec (collMod: hidden, expireAfterSeconds), keeping its place and entries. */
  replaceIndexSpec(name: string, spec: Document): void {
    const idx = this.getIndex(name);
    if (idx) idx.spec = spec;
  }

  dropIndex(name: string): boolean {
    const before = this.indexes.length;
    this.indexes = this.indexes.filter((i) => i.name !== name);
    return this.indexes.length !== before;
  }

  /**
   * Unique violations `doc` would cause if stored under `id`: the owner key of the clashing
   * document (so callers can tell a transaction-held clash from a committed one) and the error.
   */
  findDuplicate(doc: Document, id: string, isInsert: boolean): { owner: string; error: MongoServerError } | undefined {
    if (isInsert && this.docs.has(id)) {
      return { owner: id, error: duplicateKeyError(this, "_id_", { _id: 1 }, ["_id"], [doc._id]) };
    }
    for (const idx of this.indexes) {
      const dup = idx.findDuplicate(doc, id);
      if (dup) {
        return { owner: dup.owner, error: duplicateKeyError(this, idx.name, idx.spec.key as Document, idx.fields, dup.vals) };
      }
    }
    return undefined;
  }

  /** Stores a document, maintaining indexes. Uniqueness must have been checked. */
  rawPut(id: string, doc: Document): void {
    const old = this.docs.get(id);
    this.docs.set(id, doc);
    if (old) for (const idx of this.indexes) idx.replace(old, doc, id);
    else for (const idx of this.indexes) idx.add(doc, id);
  }

  /** Stores a document known to be absent (the insert path: saves a Map lookup). */
  rawInsert(id: string, doc: Document): void {
    this.docs.set(id, doc);
    for (const idx of this.indexes) idx.add(doc, id);
  }

  rawDelete(id: string): Document | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    for (const idx of this.indexes) idx.remove(old, id);
    this.docs.delete(id);
    return old;
  }

  /** Records that the committed version `pre` of `id` was replaced by write `seq`. */
  keepPreImage(id: string, seq: number, pre: Document | null): void {
    const h = this.history.get(id);
    if (h) h.push({ seq, pre });
    else this.history.set(id, [{ seq, pre }]);
  }

  clearDocs(): void {
    this.docs.clear();
    for (const idx of this.indexes) idx.clear();
  }
}

export function idKey(id: unknown): string {
  return keyOf(id);
}

export function duplicateKeyError(
  coll: Collection,
  indexName: string,
  keyPattern: Document,
  fields: string[],
  vals: unknown[],
): MongoServerError {
  const keyValue: Document = {};
  fields.forEach((f, i) => {
    const v = vals[i];
    keyValue[f] = v === undefined ? null : v;
  });
  const shown = fields.map((f) => `${f}: ${formatValue(keyValue[f])}`).join(", ");
  return new MongoServerError(11000, `E11000 duplicate key error collection: ${coll.ns} index: ${indexName} dup key: { ${shown} }`, {
    keyPattern,
    keyValue,
  });
}
