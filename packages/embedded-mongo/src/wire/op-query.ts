/** Legacy OP_QUERY, used by drivers only for the first handshake (`admin.$cmd`), answered with OP_REPLY. */
import { deserialize, serialize } from "bson";
import type { Document } from "bson";
import { newRequestId, OP_REPLY, writeHeader } from "./header.js";
import { RawReply } from "./raw-reply.js";

export interface ParsedQuery {
  collection: string;
  query: Document;
}

export function parseOpQuery(msg: Buffer): ParsedQuery {
  let off = 20; // header + flags
  const nul = msg.indexOf(0, off);
  const collection = msg.toString("utf8", off, nul);
  off = nul + 1 + 8; // skip numberToSkip, numberToReturn
  const size = msg.readInt32LE(off);
  let query = deserialize(msg.subarray(off, off + size));
  // Old drivers wrap the command: {$query: {...}, $readPreference: ...}
  if (query.$query && typeof query.$query === "object") query = query.$query as Document;
  return { collection, query };
}

export function encodeOpReply(reply: Document | RawReply, responseTo: number): Buffer {
  const doc = reply instanceof RawReply ? reply.bytes : serialize(reply, { ignoreUndefined: true });
  const buf = Buffer.allocUnsafe(16 + 20 + doc.length);
  writeHeader(buf, newRequestId(), responseTo, OP_REPLY);
  buf.writeInt32LE(0, 16); // responseFlags
  buf.writeBigInt64LE(0n, 20); // cursorID
  buf.writeInt32LE(0, 28); // startingFrom
  buf.writeInt32LE(1, 32); // numberReturned
  buf.set(doc, 36);
  return buf;
}
