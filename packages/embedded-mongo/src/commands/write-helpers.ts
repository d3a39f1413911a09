/** Shared plumbing of write commands: implicit collection creation, lock waits, journaling. */
import type { Document } from "bson";
import { MongoServerError, writeConflict } from "../errors.js";
import type { Collection } from "../storage/collection.js";
import { LockedByTransaction } from "../txn/transaction.js";
import type { Writer } from "../txn/writer.js";
import type { CommandContext } from "./context.js";

/** How long a plain write waits for a transaction holding its document (then WriteConflict). */
const LOCK_WAIT_MS = 30_000;

/**
 * The collection a write goes to, created when missing (inside a transaction: visible to others
 * at its commit). One another transaction is creating is a WriteConflict for a transaction and
 * LockedByTransaction (wait, see withLockRetry) for a plain write, as MongoDB's collection lock.
 */
export function ensureCollection(ctx: CommandContext, writer: Writer, name: string, options: Document = {}): Collection {
  validateCollectionName(name);
  const creator = ctx.state.store.rawCollection(ctx.db, name)?.createdBy;
  if (creator && creator !== ctx.txn) {
    if (ctx.txn) throw writeConflict();
    throw new LockedByTransaction(creator);
  }
  const { coll, created } = ctx.state.store.ensureCollection(ctx.db, name, options);
  if (created) {
    if (ctx.txn) {
      coll.createdBy = ctx.txn;
      ctx.txn.createdCollections.push(coll);
    }
    writer.ddl({ op: "createCollection", db: ctx.db, coll: name, options });
  }
  return coll;
}

export function validateCollectionName(name: string): void {
  if (name.length === 0 || name.includes("$") || name.includes("\0")) {
    throw new MongoServerError(73, `Invalid collection name: ${name}`);
  }
}

/**
 * Runs one write statement; if it hit a document held by a transaction (and we are not in
 * one), waits for that transaction to end and runs the statement again. Statements check
 * locks before changing anything, so re-running is safe.
 */
export async function withLockRetry<T>(fn: () => T): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return fn();
    } catch (err) {
      if (!(err instanceof LockedByTransaction)) throw err;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new MongoServerError(112, "Write conflict: document held by a transaction", { errorLabels: ["TransientTransactionError"] });
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        err.txn.done,
        new Promise((r) => {
          timer = setTimeout(r, left);
        }),
      ]);
      clearTimeout(timer);
    }
  }
}

/**
 * Runs a statement at once and, only if it hit a document held by a transaction, waits and
 * retries (withLockRetry): the common case stays synchronous, with no promise or microtask per
 * statement of a large bulk write.
 */
export function runNowOrAfterLock<T>(fn: () => T): T | Promise<T> {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof LockedByTransaction)) throw err;
    return withLockRetry(fn);
  }
}

export async function flush(ctx: CommandContext, writer: Writer): Promise<void> {
  await ctx.state.durability.append(writer.records);
}

/** A per-statement error as insert/update/delete replies carry it in `writeErrors`. */
export function writeError(index: number, err: MongoServerError): Document {
  const out: Document = { index, code: err.code, errmsg: err.message };
  if (err.extra.keyPattern) out.keyPattern = err.extra.keyPattern;
  if (err.extra.keyValue) out.keyValue = err.extra.keyValue;
  if (err.extra.errInfo) out.errInfo = err.extra.errInfo;
  return out;
}

/** Errors that abort the whole command rather than becoming a writeError. */
export function isTopLevelError(err: unknown, inTxn: boolean): boolean {
  if (!(err instanceof MongoServerError)) return true;
  return inTxn && err.code === 112;
}

/**
 * The statement loop insert, update and delete share: a failing statement becomes a writeError
 * (ordered writes stop at the first), a top-level error aborts the command, and the journal is
 * flushed once either way. `run` may finish synchronously: the insert fast path awaits nothing.
 */
export async function runWriteStatements(
  ctx: CommandContext,
  writer: Writer,
  count: number,
  run: (index: number) => void | Promise<void>,
): Promise<Document[]> {
  const ordered = ctx.body.ordered !== false;
  const writeErrors: Document[] = [];
  for (let i = 0; i < count; i++) {
    try {
      const pending = run(i);
      if (pending) await pending;
    } catch (err) {
      if (isTopLevelError(err, ctx.txn !== undefined)) {
        await flush(ctx, writer);
        throw err;
      }
      writeErrors.push(writeError(i, err as MongoServerError));
      if (ordered) break;
    }
  }
  await flush(ctx, writer);
  return writeErrors;
}
