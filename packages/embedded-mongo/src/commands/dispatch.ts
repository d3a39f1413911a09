/**
 * Runs one command document: resolves the session and transaction (lsid, txnNumber,
 * autocommit, startTransaction), calls the handler, turns errors into `{ok: 0, ...}` replies,
 * and aborts a transaction whose command failed, as MongoDB does.
 */
import { Long } from "bson";
import type { Document } from "bson";
import { errorReply, MongoServerError } from "../errors.js";
import type { ServerState } from "../server-state.js";
import { sessionKey } from "../txn/sessions.js";
import type { Transaction } from "../txn/transaction.js";
import { RawReply } from "../wire/raw-reply.js";
import type { CommandContext, CommandReply } from "./context.js";
import { COMMANDS, TXN_COMMANDS } from "./registry.js";

function txnNumberOf(v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Long) return v.toNumber();
  return Number(v);
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
    if (body.autocommit === false) {
      if (!session || txnNumber === undefined) throw new MongoServerError(72, "autocommit:false requires lsid and txnNumber");
      if (!TXN_COMMANDS.has(name)) {
        // MongoDB's count refusal points at the alternative (countDocuments, an aggregation).
        const hint = name === "count" ? " Please see http://dochub.mongodb.org/core/transaction-count for a recommended alternative." : "";
        throw new MongoServerError(263, `Cannot run '${name}' in a multi-document transaction.${hint}`);
      }
      txn = state.sessions.transactionFor(session, txnNumber, body.startTransaction === true, name);
    } else if (name === "commitTransaction" || name === "abortTransaction") {
      throw new MongoServerError(125, `${name} must be run within a transaction`);
    }
    const ctx: CommandContext = { state, db, body, session, txn, connectionId, messageBytes };
    const reply = await handler(ctx);
    if (txn && txn.state === "active" && !(reply instanceof RawReply) && reply.writeErrors !== undefined) {
      state.sessions.abort(txn);
    }
    return reply;
  } catch (err) {
    if (txn && txn.state === "active") state.sessions.abort(txn);
    const reply = errorReply(err);
    if (txn && reply.errorLabels === undefined && (reply.code === 251 || reply.code === 112)) {
      reply.errorLabels = ["TransientTransactionError"];
    }
    return reply;
  }
}
