/**
 * The single path by which commands change documents. It enforces transaction locks (a second
 * transaction touching a locked document gets WriteConflict; a plain write waits), records
 * pre-images for rollback, checks unique indexes, and collects journal records.
 */
import type { Document } from "bson";
import { MongoServerError, writeConflict } from "../errors.js";
import type { Collection } from "../storage/collection.js";
import type { Store } from "../storage/store.js";
import type { JournalRecord } from "../persistence-contract.js";
import { LockedByTransaction } from "./transaction.js";
import type { Transaction } from "./transaction.js";

export class Writer {
  readonly records: JournalRecord[] = [];

  constructor(
    readonly store: Store,
    readonly txn: Transaction | undefined,
  ) {
    // Only aggregate's $out/$merge get here with one: the other writes refuse the read concern.
    if (txn?.readOnly) throw new MongoServerError(72, 'Cannot write with { readConcern: { level: "snapshot" } } outside a transaction');
  }

  insert(coll: Collection, key: string, doc: Document): void {
    this.guard(coll, key);
    this.checkUnique(coll, key, doc, true);
    coll.rawInsert(key, doc);
    this.written(coll, key, doc, null);
  }

  replace(coll: Collection, key: string, doc: Document): void {
    this.guard(coll, key);
    this.checkUnique(coll, key, doc, false);
    // The replaced version matters only to open snapshots (see written).
    const pre = this.store.activeTxns > 0 ? (coll.docs.get(key) ?? null) : null;
    coll.rawPut(key, doc);
    this.written(coll, key, doc, pre);
  }

  delete(coll: Collection, key: string): void {
    this.guard(coll, key);
    const old = coll.rawDelete(key);
    if (old) this.written(coll, key, null, old);
  }

  /** Journals a collection or index creation: a transaction's at its commit. */
  ddl(record: JournalRecord): void {
    if (this.txn) this.txn.ddlRecords.push(record);
    else this.records.push(record);
  }

  /** Fails early (before any change) if a plain write would have to wait for a transaction. */
  assertWritable(coll: Collection, key: string): void {
    const lock = coll.locks.get(key);
    if (lock && lock.txn !== this.txn) {
      if (this.txn) throw writeConflict();
      throw new LockedByTransaction(lock.txn);
    }
  }

  private guard(coll: Collection, key: string): void {
    this.assertWritable(coll, key);
    const txn = this.txn;
    if (!txn || coll.locks.has(key)) return;
    const v = coll.versions.get(key);
    if (v !== undefined && v > txn.startSeq) throw writeConflict();
    coll.locks.set(key, { txn, pre: coll.docs.get(key) ?? null });
    txn.touched.push({ coll, key });
  }

  private checkUnique(coll: Collection, key: string, doc: Document, isInsert: boolean): void {
    const dup = coll.findDuplicate(doc, key, isInsert);
    if (!dup) return;
    // A clash with another transaction's uncommitted write is a conflict, not a duplicate (yet).
    const lock = coll.locks.get(dup.owner);
    if (lock && lock.txn !== this.txn) {
      if (this.txn) throw writeConflict();
      throw new LockedByTransaction(lock.txn);
    }
    // A clash with a document committed after our snapshot (which we cannot see) is one too.
    const v = this.txn && !lock ? coll.versions.get(dup.owner) : undefined;
    if (v !== undefined && this.txn && v > this.txn.startSeq) throw writeConflict();
    throw dup.error;
  }

  /** `pre`: the version this write replaced (null: none). */
  private written(coll: Collection, key: string, doc: Document | null, pre: Document | null): void {
    // Every write advances the sequence: it is also the cluster time (txn/cluster-time.ts).
    const seq = ++this.store.seq;
    if (this.store.activeTxns > 0) {
      coll.versions.set(key, seq);
      // A plain write commits now: open snapshots keep reading what it replaced. A transaction's
      // writes are kept at commit (its pre-images live in its locks until then).
      if (!this.txn) coll.keepPreImage(key, seq, pre);
    }
    if (this.txn || !this.store.journaling) return; // transactions are journaled at commit
    if (doc) this.records.push({ op: "put", db: coll.db, coll: coll.name, doc });
    else this.records.push({ op: "del", db: coll.db, coll: coll.name, id: pre?._id });
  }
}
