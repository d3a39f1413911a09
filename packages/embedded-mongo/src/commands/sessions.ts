/** commitTransaction, abortTransaction, endSessions and session trivia. */
import { MongoServerError } from "../errors.js";
import { sessionKey } from "../txn/sessions.js";
import type { CommandHandler } from "./context.js";

export const commitTransaction: CommandHandler = async (ctx) => {
  const txn = ctx.txn;
  if (!txn)
    throw new MongoServerError(125, "commitTransaction must be run within a transaction", { errorLabels: ["TransientTransactionError"] });
  // A retried commit of a committed transaction succeeds again.
  if (txn.state === "committed") return { ok: 1 };
  const records = ctx.state.sessions.commit(txn);
  await ctx.state.durability.append(records);
  return { ok: 1 };
};

export const abortTransaction: CommandHandler = (ctx) => {
  const txn = ctx.txn;
  if (!txn) throw new MongoServerError(125, "abortTransaction must be run within a transaction");
  if (txn.state === "committed") throw new MongoServerError(256, "Cannot abort a committed transaction");
  if (txn.state === "aborted") throw new MongoServerError(251, `Transaction ${txn.txnNumber} has been aborted.`);
  ctx.state.sessions.abort(txn);
  return { ok: 1 };
};

export const endSessions: CommandHandler = (ctx) => {
  const ids = Array.isArray(ctx.body.endSessions) ? ctx.body.endSessions : [];
  const keys: string[] = [];
  for (const lsid of ids) {
    const k = sessionKey(lsid);
    if (k) keys.push(k);
  }
  ctx.state.sessions.end(keys);
  return { ok: 1 };
};

export const refreshSessions: CommandHandler = () => ({ ok: 1 });
