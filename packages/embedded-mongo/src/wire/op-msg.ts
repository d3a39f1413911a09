/** OP_MSG: body section plus kind-1 document sequences, which are merged into the body. */
import { deserialize, serialize } from "bson";
import type { Document } from "bson";
import { newRequestId, OP_MSG, writeHeader } from "./header.js";
import { RawReply } from "./raw-reply.js";

export const FLAG_CHECKSUM = 1;
export const FLAG_MORE_TO_COME = 2;

export interface ParsedMsg {
  flags: number;
  body: Document;
}

export function parseOpMsg(msg: Buffer): ParsedMsg {
  const flags = msg.readUInt32LE(16);
  const end = flags & FLAG_CHECKSUM ? msg.length - 4 : msg.length;
  let off = 20;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (off < end) {
    const kind = msg.readUInt8(off);
    off += 1;
    if (kind === 0) {
      const size = msg.readInt32LE(off);
      body = deserialize(msg.subarray(off, off + size));
      off += size;
    } else if (kind === 1) {
      const size = msg.readInt32LE(off);
      const sectionEnd = off + size;
      let p = off + 4;
      const nul = msg.indexOf(0, p);
      const id = msg.toString("utf8", p, nul);
      p = nul + 1;
      const docs: Document[] = [];
      while (p < sectionEnd) {
        const dsize = msg.readInt32LE(p);
        docs.push(deserialize(msg.subarray(p, p + dsize)));
        p += dsize;
      }
      sequences.push([id, docs]);
      off = sectionEnd;
    } else {
      throw new Error(`unsupported OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new Error("OP_MSG without body section");
  for (const [id, docs] of sequences) body[id] = docs;
  return { flags, body };
}

export function encodeOpMsg(reply: Document | RawReply, responseTo: number): Buffer {
  const doc = reply instanceof RawReply ? reply.bytes : serialize(reply, { ignoreUndefined: true });
  const buf = Buffer.allocUnsafe(16 + 4 + 1 + doc.length);
  writeHeader(buf, newRequestId(), responseTo, OP_MSG);
  buf.writeUInt32LE(0, 16);
  buf.writeUInt8(0, 20);
  buf.set(doc, 21);
  return buf;
}
