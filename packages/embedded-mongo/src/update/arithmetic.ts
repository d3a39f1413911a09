/** `$inc` / `$mul` / `$bit` arithmetic over BSON numbers (number, Long, Decimal128, Int32, Double). */
import { Decimal128, Long } from "bson";
import { isNumeric, toNumber } from "../bson/values.js";

type Op = "add" | "mul";

function asLong(v: unknown): Long {
  return v instanceof Long ? v : Long.fromNumber(toNumber(v));
}

export function arithmetic(op: Op, a: unknown, b: unknown): unknown {
  if (a instanceof Decimal128 || b instanceof Decimal128) {
    const x = toNumber(a);
    const y = toNumber(b);
    return Decimal128.fromString(String(op === "add" ? x + y : x * y));
  }
  const x = toNumber(a);
  const y = toNumber(b);
  if ((a instanceof Long || b instanceof Long) && Number.isInteger(x) && Number.isInteger(y)) {
    return op === "add" ? asLong(a).add(asLong(b)) : asLong(a).multiply(asLong(b));
  }
  return op === "add" ? x + y : x * y;
}

/** `$mul` on a missing field stores a zero of the argument's type. */
export function zeroLike(v: unknown): unknown {
  if (v instanceof Decimal128) return Decimal128.fromString("0");
  if (v instanceof Long) return Long.ZERO;
  return 0;
}

export function isIntegral(v: unknown): boolean {
  return isNumeric(v) && (v instanceof Long || Number.isInteger(toNumber(v)));
}

export function bitwise(op: "and" | "or" | "xor", a: unknown, b: unknown): unknown {
  if (a instanceof Long || b instanceof Long) {
    const x = asLong(a);
    const y = asLong(b);
    return op === "and" ? x.and(y) : op === "or" ? x.or(y) : x.xor(y);
  }
  const x = toNumber(a);
  const y = toNumber(b);
  return op === "and" ? x & y : op === "or" ? x | y : x ^ y;
}
