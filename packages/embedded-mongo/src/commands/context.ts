/** What a command handler receives, and the handler signature. */
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";
import type { ServerState } from "../server-state.js";
import type { Session } from "../txn/sessions.js";
import type { Transaction } from "../txn/transaction.js";
import type { RawReply } from "../wire/raw-reply.js";

export interface CommandContext {
  state: ServerState;
  db: string;
  body: Document;
  session: Session | undefined;
  txn: Transaction | undefined;
  connectionId: number;
  /** Size of the request message: documents in a message under 16 MiB cannot exceed the limit. */
  messageBytes: number;
}

export type CommandReply = Document | RawReply;
export type CommandHandler = (ctx: CommandContext) => CommandReply | Promise<CommandReply>;

/** Collection name argument of a command (`{find: "users"}`), validated. */
export function collectionArg(ctx: CommandContext, name: string): string {
  const v = ctx.body[name];
  if (typeof v !== "string" || v.length === 0) {
    throw new MongoServerError(73, `collection name has invalid type ${typeof v}`);
  }
  return v;
}
