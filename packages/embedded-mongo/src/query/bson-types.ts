/** BSON type names and numbers for `$type` (query and expression), which mingo gets wrong. */
import { Binary, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp, Code } from "bson";

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function bsonTypeName(v: unknown): string {
  if (v === undefined) return "missing";
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return "string";
    case "boolean":
      return "bool";
    case "number":
      // Stored numbers lost the int/double distinction on deserialization: integers report int.
      if (!Number.isInteger(v)) return "double";
      return v >= INT32_MIN && v <= INT32_MAX ? "int" : "long";
    case "bigint":
      return "long";
    default:
      break;
  }
  if (Array.isArray(v)) return "array";
  if (v instanceof Date) return "date";
  if (v instanceof ObjectId) return "objectId";
  if (v instanceof RegExp) return "regex";
  if (v instanceof Long) return "long";
  if (v instanceof Decimal128) return "decimal";
  if (v instanceof Binary || v instanceof Uint8Array) return "binData";
  if (v instanceof Timestamp) return "timestamp";
  if (v instanceof MinKey) return "minKey";
  if (v instanceof MaxKey) return "maxKey";
  if (v instanceof Code) return "javascript";
  return "object";
}

const NUMBER_ALIASES: Record<number, string> = {
  1: "double",
  2: "string",
  3: "object",
  4: "array",
  5: "binData",
  6: "undefined",
  7: "objectId",
  8: "bool",
  9: "date",
  10: "null",
  11: "regex",
  13: "javascript",
  16: "int",
  17: "timestamp",
  18: "long",
  19: "decimal",
  [-1]: "minKey",
  127: "maxKey",
};

/** Whether a value is of the `$type` given by name or number ("number" = any numeric). */
export function matchesType(v: unknown, t: unknown): boolean {
  const want = typeof t === "number" ? NUMBER_ALIASES[t] : String(t);
  if (want === undefined) return false;
  const name = bsonTypeName(v);
  if (want === "number") return name === "int" || name === "long" || name === "double" || name === "decimal";
  // An integral JS number may have been stored as a double: accept both.
  if (want === "double" && name === "int") return true;
  return want === name;
}
