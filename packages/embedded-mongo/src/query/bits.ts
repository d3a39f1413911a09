/**
 * `$bitsAllSet` / `$bitsAnySet` / `$bitsAllClear` / `$bitsAnyClear` on integers (two's
 * complement, sign-extended past bit 63) and on BinData (bit 0 = lowest bit of the first byte),
 * with masks given as a number, a list of bit positions or BinData.
 */
import { Binary, Long } from "bson";
import { MongoServerError } from "../errors.js";

export type BitsOp = "$bitsAllSet" | "$bitsAnySet" | "$bitsAllClear" | "$bitsAnyClear";

export const BITS_OPS = new Set<string>(["$bitsAllSet", "$bitsAnySet", "$bitsAllClear", "$bitsAnyClear"]);

function bytesOf(v: unknown): Uint8Array | undefined {
  if (v instanceof Binary) return v.buffer;
  if (v instanceof Uint8Array) return v;
  return undefined;
}

function positions(op: string, mask: unknown): number[] {
  const bytes = bytesOf(mask);
  const out: number[] = [];
  if (bytes) {
    for (let i = 0; i < bytes.length * 8; i++) if (((bytes[i >> 3] ?? 0) >> (i & 7)) & 1) out.push(i);
    return out;
  }
  if (Array.isArray(mask)) {
    for (const p of mask) {
      if (typeof p !== "number" || !Number.isInteger(p) || p < 0)
        throw new MongoServerError(2, `bit positions must be >= 0 but got: ${String(p)}`);
      out.push(p);
    }
    return out;
  }
  const n = mask instanceof Long ? mask.toBigInt() : typeof mask === "number" && Number.isInteger(mask) ? BigInt(mask) : undefined;
  if (n === undefined) throw new MongoServerError(2, `${op} takes an Array, a number, or a BinData but received: ${String(mask)}`);
  if (n < 0n) throw new MongoServerError(2, `${op} takes a non-negative bitmask`);
  for (let i = 0; i < 64; i++) if ((n >> BigInt(i)) & 1n) out.push(i);
  return out;
}

function bitAt(v: unknown): ((p: number) => boolean) | undefined {
  const bytes = bytesOf(v);
  if (bytes) return (p) => (((bytes[p >> 3] ?? 0) >> (p & 7)) & 1) === 1;
  let n: bigint | undefined;
  if (typeof v === "number" && Number.isInteger(v)) n = BigInt(v);
  else if (typeof v === "bigint") n = v;
  else if (v instanceof Long) n = v.toBigInt();
  if (n === undefined) return undefined;
  const x = BigInt.asIntN(64, n);
  return (p) => ((x >> BigInt(Math.min(p, 63))) & 1n) === 1n;
}

export function bitsTest(op: BitsOp, mask: unknown): (v: unknown) => boolean {
  const ps = positions(op, mask);
  return (v) => {
    const bit = bitAt(v);
    if (!bit) return false;
    switch (op) {
      case "$bitsAllSet":
        return ps.every(bit);
      case "$bitsAnySet":
        return ps.some(bit);
      case "$bitsAllClear":
        return ps.every((p) => !bit(p));
      default:
        return ps.some((p) => !bit(p));
    }
  };
}
