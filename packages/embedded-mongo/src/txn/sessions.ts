/**
 * Logical sessions (keyed by lsid) and their transactions: start, continue, commit (journal the
 * final state of every locked document in one append, so the transaction is atomic on disk) and
 * abort (restore pre-images in reverse lock order).
 */
import { Binary } from "bson";
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";
import type { JournalRecord } from "../persistence-contract.js";
import type { Store } from "../storage/store.js";
import { Transaction } from "./transaction.js";

export class Session {
  txnNumber = -1;
  txn: Transaction | undefined;
  /**
   * The outcome of the session's latest retryable write (a write with `txnNumber`, outside a
   * transaction): a retry of that number (the driver's, after a network error) is answered from
   * it instead of running the write again. A promise, since the retry may arrive while the first
   * attempt is still running.
   */
  retryableWrite: { txnNumber: number; reply: Promise<unknown> } | undefined;
  /** A snapshot session's read point, kept readable until `expires` (see SNAPSHOT_WINDOW_MS). */
  snapshotPin: { seq: number; expires: number } | undefined;
  lastUsed = Date.now();
  constructor(readonly key: string) {}
}

/** A transaction left open this long is aborted (MongoDB's transactionLifetimeLimitSeconds). */
export const TXN_LIFETIME_MS = 60_000;

/** How long a snapshot read point stays readable (MongoDB's minSnapshotHistoryWindowInSeconds). */
export const SNAPSHOT_WINDOW_MS = 300_000;

export function sessionKey(lsid: unknown): string | undefined {
  if (!lsid || typeof lsid !== "object") return undefined;
  const id = (lsid as Document).id;
  if (id instanceof Binary) return Buffer.from(id.buffer).toString("hex");
  return id === undefined ? undefined : String(id);
}

function noSuchTransaction(n: number): MongoServerError {
  return new MongoServerError(251, `Given transaction number ${n} does not match any in-progress transactions.`, {
    errorLabels: ["TransientTransactionError"],
  });
}

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();
  /** Snapshot sequence up to which versions and pre-images were pruned. */
  private prunedUpTo = -1;
  /** Write sequence at which the current run of open snapshots began keeping pre-images. */
  private historyFrom = 0;

  constructor(private readonly store: Store) {}

  get(key: string): Session {
    let s = this.sessions.get(key);
    if (!s) {
      s = new Session(key);
      this.sessions.set(key, s);
    }
    s.lastUsed = Date.now();
    return s;
  }

  /** Ends sessions, aborting their open transactions. */
  end(keys: string[]): void {
    for (const k of keys) {
      const s = this.sessions.get(k);
      if (!s) continue;
      if (s.txn?.state === "active") this.abort(s.txn);
      this.unpin(s);
      this.sessions.delete(k);
    }
  }

  /** Resolves the transaction a command with `autocommit:false` runs in. */
  transactionFor(session: Session, txnNumber: number, start: boolean, commandName: string, atSeq?: number): Transaction {
    if (start) {
      if (txnNumber < session.txnNumber || (txnNumber === session.txnNumber && session.txn)) {
        throw new MongoServerError(
          225,
          `Cannot start transaction ${txnNumber} on session because a newer transaction ${session.txnNumber} has already started.`,
        );
      }
      if (session.txn?.state === "active") this.abort(session.txn);
      const startSeq = this.readableAt(atSeq);
      session.txnNumber = txnNumber;
      const txn = new Transaction(session.key, txnNumber, startSeq);
      this.openSnapshot();
      session.txn = txn;
      return txn;
    }
    const txn = session.txn;
    if (!txn || txn.txnNumber !== txnNumber) throw noSuchTransaction(txnNumber);
    if (txn.state === "committed" && commandName !== "commitTransaction" && commandName !== "abortTransaction") {
      throw new MongoServerError(256, `Transaction ${txnNumber} has been committed.`);
    }
    if (txn.state === "aborted" && commandName !== "abortTransaction") throw noSuchTransaction(txnNumber);
    return txn;
  }

  /**
   * The read-only view a snapshot read outside a transaction uses: at `atSeq`, else now. A
   * session keeps its read point readable for later reads at the same `atClusterTime`.
   */
  snapshotRead(session: Session | undefined, atSeq: number | undefined): Transaction {
    const seq = this.readableAt(atSeq);
    if (session) {
      const pin = session.snapshotPin;
      if (!pin) {
        session.snapshotPin = { seq, expires: Date.now() + SNAPSHOT_WINDOW_MS };
        this.openSnapshot();
      } else if (seq < pin.seq) pin.seq = seq;
    }
    return new Transaction(session?.key ?? "", -1, seq, true);
  }

  /**
   * The write sequence to read at: `atSeq` if its versions are still kept (239 SnapshotTooOld
   * otherwise), else the current one. Pre-images are kept only while a snapshot is open, from
   * the moment the first one opened.
   */
  private readableAt(atSeq: number | undefined): number {
    if (atSeq === undefined) return this.store.seq;
    const oldest = this.store.activeTxns === 0 ? this.store.seq : Math.max(this.historyFrom, this.prunedUpTo);
    if (atSeq < oldest) {
      throw new MongoServerError(239, `Read timestamp is older than the oldest available timestamp (write ${oldest}).`);
    }
    return atSeq;
  }

  private openSnapshot(): void {
    if (this.store.activeTxns++ === 0) this.historyFrom = this.store.seq;
  }

  private unpin(s: Session): void {
    if (!s.snapshotPin) return;
    s.snapshotPin = undefined;
    this.store.activeTxns--;
    this.pruneHistory();
  }

  /** Releases locks and returns the journal records of the transaction's final state. */
  commit(txn: Transaction): JournalRecord[] {
    if (txn.state !== "active") return [];
    const records: JournalRecord[] = [...txn.ddlRecords];
    for (const coll of txn.createdCollections) coll.createdBy = undefined;
    for (const { coll, key } of txn.touched) {
      const lock = coll.locks.get(key);
      if (!lock || lock.txn !== txn) continue;
      coll.locks.delete(key);
      // Bump the version so transactions that started before this commit conflict on it, and
      // keep the replaced version for their snapshots.
      const seq = ++this.store.seq;
      coll.versions.set(key, seq);
      coll.keepPreImage(key, seq, lock.pre);
      const doc = coll.docs.get(key);
      if (doc) records.push({ op: "put", db: coll.db, coll: coll.name, doc });
      else if (lock.pre) records.push({ op: "del", db: coll.db, coll: coll.name, id: lock.pre._id });
    }
    this.finish(txn, "committed");
    return records;
  }

  abort(txn: Transaction): void {
    if (txn.state !== "active") return;
    for (let i = txn.touched.length - 1; i >= 0; i--) {
      const { coll, key } = txn.touched[i] as (typeof txn.touched)[number];
      const lock = coll.locks.get(key);
      if (!lock || lock.txn !== txn) continue;
      if (lock.pre) coll.rawPut(key, lock.pre);
      else coll.rawDelete(key);
      coll.locks.delete(key);
    }
    for (const coll of txn.createdCollections) {
      coll.createdBy = undefined;
      if (this.store.rawCollection(coll.db, coll.name) === coll) this.store.dropCollection(coll.db, coll.name);
    }
    this.finish(txn, "aborted");
  }

  /** Aborts transactions older than the lifetime limit (their locks would block everyone). */
  reap(): void {
    const now = Date.now();
    for (const s of this.sessions.values()) {
      if (s.txn?.state === "active" && now - s.txn.startedAt > TXN_LIFETIME_MS) this.abort(s.txn);
      if (s.snapshotPin && now > s.snapshotPin.expires) this.unpin(s);
    }
  }

  private finish(txn: Transaction, state: "committed" | "aborted"): void {
    txn.finish(state);
    this.store.activeTxns--;
    this.pruneHistory();
  }

  /**
   * Drops versions and pre-images no open transaction can need: those written at or before the
   * oldest open snapshot (all of them once no transaction is open), so overlapping transactions
   * do not make them grow without bound.
   */
  private pruneHistory(): void {
    let oldest = Infinity;
    for (const s of this.sessions.values()) {
      if (s.txn?.state === "active") oldest = Math.min(oldest, s.txn.startSeq);
      if (s.snapshotPin) oldest = Math.min(oldest, s.snapshotPin.seq);
    }
    if (oldest <= this.prunedUpTo) return;
    this.prunedUpTo = oldest === Infinity ? this.store.seq : oldest;
    for (const colls of this.store.dbs.values()) {
      for (const c of colls.values()) {
        if (oldest === Infinity) {
          c.versions.clear();
          c.history.clear();
          continue;
        }
        for (const [k, v] of c.versions) if (v <= oldest) c.versions.delete(k);
        for (const [k, h] of c.history) {
          const keep = h.filter((e) => e.seq > oldest);
          if (keep.length === 0) c.history.delete(k);
          else if (keep.length !== h.length) c.history.set(k, keep);
        }
      }
    }
  }
}
