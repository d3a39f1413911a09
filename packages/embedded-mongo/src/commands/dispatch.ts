/**
 * Runs one command document: resolves the session and transaction (lsid, txnNumber,
 * autocommit, startTransaction), calls the handler, turns errors into `{ok: 0, ...}` replies,
 * and aborts a transaction whose command failed, as MongoDB does.
 */
import { deserialize, Long, serialize } from "bson";
import type { Document, Timestamp } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { errorReply, MongoServerError } from "../errors.js";
import type { ServerState } from "../server-state.js";
import { parseReadConcern } from "../txn/read-concern.js";
import { sessionKey, type Session } from "../txn/sessions.js";
import type { Transaction } from "../txn/transaction.js";
import { appendFields, RawReply } from "../wire/raw-reply.js";
import type { CommandContext, CommandReply } from "./context.js";
import { COMMANDS, TXN_COMMANDS } from "./registry.js";
import { isView, notOnView, VIEW_REFUSED } from "./views.js";
import { unsatisfiedWriteConcern } from "./write-concern.js";

function txnNumberOf(v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Long) return v.toNumber();
  return Number(v);
}

/** A replica-set member's replies carry the cluster time (the driver's causal consistency reads it). */
function withClusterTime(state: ServerState, reply: CommandReply): CommandReply {
  if (state.options.standalone) return reply;
  const gossip = state.clock.gossip(state.store.seq);
  return reply instanceof RawReply ? appendFields(reply, gossip) : { ...reply, ...gossip };
}

/** A snapshot read names its read point: in the cursor (find, aggregate), else at the top (distinct). */
function withAtClusterTime(reply: CommandReply, atClusterTime: Timestamp): CommandReply {
  if (!(reply instanceof RawReply)) return { ...reply, atClusterTime };
  // Rare (snapshot sessions only): re-encode the cursor reply, keeping every value's BSON type.
  const doc = deserialize(reply.bytes, { promoteValues: false, bsonRegExp: true });
  if (isPlainDocument(doc.cursor)) doc.cursor.atClusterTime = atClusterTime;
  return new RawReply(serialize(doc));
}

/** Writes the driver retries with the same `txnNumber` (MongoDB's retryable writes). */
const RETRYABLE_WRITES = new Set(["insert", "update", "delete", "findAndModify"]);

/**
 * A retryable write runs once per (session, txnNumber): a retry gets the first attempt's reply,
 * so an insert is not refused as a duplicate and an `$inc` is not applied twice. A number older
 * than the session's latest is refused (225), as MongoDB does. Whole commands are remembered,
 * not statements: the driver retries a command whole, and each batch of a bulk write has its own
 * number. Failed commands (ok: 0, nothing written) are not remembered and run again.
 */
async function runRetryableOnce(session: Session, txnNumber: number, run: () => Promise<CommandReply>): Promise<CommandReply> {
  const last = session.retryableWrite;
  if (last && last.txnNumber === txnNumber) return (await last.reply) as CommandReply;
  if (txnNumber < session.txnNumber || (txnNumber === session.txnNumber && session.txn)) {
    throw new MongoServerError(
      225,
      `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write or transaction with txnNumber ${session.txnNumber} has already started on this session.`,
    );
  }
  session.txnNumber = txnNumber;
  const reply = run();
  session.retryableWrite = { txnNumber, reply };
  try {
    const done = await reply;
    if (!(done instanceof RawReply) && done.ok === 0) session.retryableWrite = undefined;
    return done;
  } catch (error) {
    if (session.retryableWrite?.reply === reply) session.retryableWrite = undefined;
    throw error;
  }
}

export async function runCommand(
  state: ServerState,
  db: string,
  body: Document,
  connectionId: number,
  messageBytes = 0,
): Promise<CommandReply> {
  const name = Object.keys(body)[0] ?? "";
  state.commandCounts.set(name, (state.commandCounts.get(name) ?? 0) + 1);
  const handler = COMMANDS[name];
  if (!handler) {
    return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: "CommandNotFound" };
  }
  let txn: Transaction | undefined;
  try {
    const key = sessionKey(body.lsid);
    const session = key === undefined ? undefined : state.sessions.get(key);
    const txnNumber = txnNumberOf(body.txnNumber);
    if (txnNumber !== undefined && state.options.standalone) {
      throw new MongoServerError(20, "Transaction numbers are only allowed on a replica set member or mongos");
    }
    const readConcern = parseReadConcern(name, body, {
      clock: state.clock,
      seq: state.store.seq,
      standalone: state.options.standalone,
    });
    let snapshotRead: Transaction | undefined;
    if (body.autocommit === false) {
      if (!session || txnNumber === undefined) throw new MongoServerError(72, "autocommit:false requires lsid and txnNumber");
      if (!TXN_COMMANDS.has(name)) {
        // MongoDB's count refusal points at the alternative (countDocuments, an aggregation).
        const hint = name === "count" ? " Please see http://dochub.mongodb.org/core/transaction-count for a recommended alternative." : "";
        throw new MongoServerError(263, `Cannot run '${name}' in a multi-document transaction.${hint}`);
      }
      txn = state.sessions.transactionFor(session, txnNumber, body.startTransaction === true, name, readConcern.atSeq);
    } else if (name === "commitTransaction" || name === "abortTransaction") {
      throw new MongoServerError(125, `${name} must be run within a transaction`);
    } else if (readConcern.snapshot && !state.options.standalone && name !== "getMore" && name !== "killCursors") {
      snapshotRead = state.sessions.snapshotRead(session, readConcern.atSeq);
    }
    const target: unknown = body[name];
    if (VIEW_REFUSED.has(name) && typeof target === "string") {
      const coll = state.store.getCollection(db, target, txn ?? snapshotRead);
      if (coll && isView(coll.options)) throw notOnView(db, target);
    }
    const ctx: CommandContext = { state, db, body, session, txn: txn ?? snapshotRead, connectionId, messageBytes };
    let reply =
      session && txnNumber !== undefined && body.autocommit === undefined && RETRYABLE_WRITES.has(name)
        ? await runRetryableOnce(session, txnNumber, async () => handler(ctx))
        : await handler(ctx);
    if (txn && txn.state === "active" && !(reply instanceof RawReply) && reply.writeErrors !== undefined) {
      state.sessions.abort(txn);
    }
    if (snapshotRead) reply = withAtClusterTime(reply, state.clock.timeOf(snapshotRead.startSeq));
    const wcError = state.options.standalone ? undefined : unsatisfiedWriteConcern(body);
    if (wcError)
      reply = reply instanceof RawReply ? appendFields(reply, { writeConcernError: wcError }) : { ...reply, writeConcernError: wcError };
    return withClusterTime(state, reply);
  } catch (err) {
    if (txn && txn.state === "active") state.sessions.abort(txn);
    const reply = errorReply(err);
    if (txn && reply.errorLabels === undefined && (reply.code === 251 || reply.code === 112)) {
      reply.errorLabels = ["TransientTransactionError"];
    }
    return withClusterTime(state, reply);
  }
}
