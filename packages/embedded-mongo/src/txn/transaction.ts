/** A multi-document transaction: the documents it locked and their pre-images for rollback. */
import type { Document } from "bson";
import type { JournalRecord } from "../persistence-contract.js";
import type { Collection } from "../storage/collection.js";

export type TxnState = "active" | "committed" | "aborted";

export interface TxnLock {
  txn: Transaction;
  /** The committed version other sessions keep seeing; null = the document did not exist. */
  pre: Document | null;
}

export class Transaction {
  state: TxnState = "active";
  /** Locked documents in lock order; abort restores them in reverse. */
  readonly touched: Array<{ coll: Collection; key: string }> = [];
  /** Collections it created: hidden from others until commit, dropped on abort. */
  readonly createdCollections: Collection[] = [];
  /** Journal records of its collection and index creations, appended at commit. */
  readonly ddlRecords: JournalRecord[] = [];
  readonly startedAt = Date.now();
  private resolveDone!: () => void;
  /** Resolves when the transaction commits or aborts (non-transactional writers wait on it). */
  readonly done: Promise<void> = new Promise((r) => {
    this.resolveDone = r;
  });

  constructor(
    readonly sessionKey: string,
    readonly txnNumber: number,
    /** Store write sequence at start: a document written after it by someone else conflicts. */
    readonly startSeq: number,
    /** A snapshot read outside a transaction (read concern "snapshot"): it may not write. */
    readonly readOnly = false,
  ) {}

  finish(state: "committed" | "aborted"): void {
    this.state = state;
    this.resolveDone();
  }
}

/** Thrown by a non-transactional write that hits a document a transaction holds. */
export class LockedByTransaction extends Error {
  constructor(readonly txn: Transaction) {
    super("document locked by a transaction");
  }
}
