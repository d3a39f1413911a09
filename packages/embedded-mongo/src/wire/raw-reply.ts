/**
 * Cursor replies assembled from individually serialized documents: each document is encoded
 * once (no separate size pass), and a batch stops before the reply would pass 16 MiB.
 */
import { serialize } from "bson";
import type { Document, Long } from "bson";

/** A reply whose BSON bytes are already built. */
export class RawReply {
  constructor(readonly bytes: Uint8Array) {}
}

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

/** Serializes docs[from..from+max) until the byte budget is used (always at least one). */
export function serializeBatch(docs: Document[], from: number, max: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let bytes = 0;
  const end = Math.min(docs.length, from + max);
  for (let i = from; i < end; i++) {
    const b = serialize(docs[i] as Document, { ignoreUndefined: true });
    if (out.length > 0 && bytes + b.length > MAX_BATCH_BYTES) break;
    bytes += b.length + 8;
    out.push(b);
  }
  return out;
}

/** The reply with `fields` appended after its own (their element bytes spliced before its end). */
export function appendFields(reply: RawReply, fields: Document): RawReply {
  const extra = serialize(fields);
  const elements = extra.subarray(4, extra.length - 1);
  const own = reply.bytes;
  const out = Buffer.allocUnsafe(own.length + elements.length);
  out.set(own.subarray(0, own.length - 1), 0);
  out.set(elements, own.length - 1);
  out[out.length - 1] = 0;
  out.writeInt32LE(out.length, 0);
  return new RawReply(out);
}

function cstring(s: string): Buffer {
  return Buffer.from(s + "\0", "utf8");
}

/** `{cursor: {<batchField>: [...docs], id, ns}, ok: 1}` */
export function cursorReply(batchField: "firstBatch" | "nextBatch", docs: Uint8Array[], id: Long, ns: string): RawReply {
  const parts: Uint8Array[] = [];
  let arrayLen = 4 + 1;
  const keys: Buffer[] = [];
  for (let i = 0; i < docs.length; i++) {
    const k = cstring(String(i));
    keys.push(k);
    arrayLen += 1 + k.length + (docs[i] as Uint8Array).length;
  }
  const nsBytes = Buffer.from(ns, "utf8");
  const batchName = cstring(batchField);
  const cursorLen = 4 + (1 + batchName.length + arrayLen) + (1 + 3 + 8) + (1 + 3 + 4 + nsBytes.length + 1) + 1;
  const totalLen = 4 + (1 + 7 + cursorLen) + (1 + 3 + 8) + 1;
  const head = Buffer.allocUnsafe(4 + 1 + 7 + 4 + 1 + batchName.length + 4);
  let o = 0;
  o = head.writeInt32LE(totalLen, o);
  head[o++] = 0x03;
  o += head.write("cursor\0", o, "latin1");
  o = head.writeInt32LE(cursorLen, o);
  head[o++] = 0x04;
  o += batchName.copy(head, o);
  head.writeInt32LE(arrayLen, o);
  parts.push(head);
  for (let i = 0; i < docs.length; i++) {
    parts.push(Buffer.from([0x03]), keys[i] as Buffer, docs[i] as Uint8Array);
  }
  const tail = Buffer.allocUnsafe(1 + (1 + 3 + 8) + (1 + 3 + 4 + nsBytes.length + 1) + 1 + (1 + 3 + 8) + 1);
  o = 0;
  tail[o++] = 0x00; // end of array
  tail[o++] = 0x12; // int64 id
  o += tail.write("id\0", o, "latin1");
  o = tail.writeInt32LE(id.low, o);
  o = tail.writeInt32LE(id.high, o);
  tail[o++] = 0x02; // string ns
  o += tail.write("ns\0", o, "latin1");
  o = tail.writeInt32LE(nsBytes.length + 1, o);
  o += nsBytes.copy(tail, o);
  tail[o++] = 0x00;
  tail[o++] = 0x00; // end of cursor
  tail[o++] = 0x01; // double ok
  o += tail.write("ok\0", o, "latin1");
  o = tail.writeDoubleLE(1, o);
  tail[o++] = 0x00; // end of reply
  parts.push(tail);
  return new RawReply(Buffer.concat(parts, totalLen));
}
