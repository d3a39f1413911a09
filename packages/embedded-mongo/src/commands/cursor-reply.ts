/** Builds `{cursor: {firstBatch, id, ns}}` replies, opening a server cursor when documents remain. */
import { Long } from "bson";
import type { Document } from "bson";
import { cursorReply, serializeBatch } from "../wire/raw-reply.js";
import type { RawReply } from "../wire/raw-reply.js";
import type { CommandContext } from "./context.js";

export function firstBatchReply(ctx: CommandContext, ns: string, docs: Document[], batchSize: unknown, singleBatch = false): RawReply {
  // batchSize 0 on the first batch means "open the cursor, return nothing yet".
  const size = batchSize === undefined || batchSize === null ? 101 : Number(batchSize);
  const first = size === 0 ? [] : serializeBatch(docs, 0, size > 0 ? size : docs.length);
  let id = Long.ZERO;
  if (!singleBatch && first.length < docs.length) id = ctx.state.cursors.open(ns, docs, first.length);
  return cursorReply("firstBatch", first, id, ns);
}
