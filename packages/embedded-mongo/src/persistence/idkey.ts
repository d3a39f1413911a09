import { serialize } from "bson";

/**
 * Canonical string key for an `_id` of any BSON type.
 *
 * Recovery keeps documents in a Map keyed by `_id`; JS Map equality is by reference for
 * objects, so two ObjectId instances with the same bytes would be different keys. The key
 * carries a type tag so `"1"` and `1` stay distinct, while numbers compare by value across
 * int32 / int64 / double the way MongoDB compares them (`1`, `Long(1)`, `1.0` are one key).
 * Checks use `_bsontype` rather than `instanceof` so values from another copy of `bson`
 * (e.g. the driver's) are still recognised.
 */
export function idKey(id: unknown): string {
  switch (typeof id) {
    case "string":
      return "s" + id;
    case "number":
      return numberKey(id);
    case "bigint":
      return "n" + id.toString();
    case "boolean":
      return id ? "b1" : "b0";
    case "undefined":
      return "z";
    default:
      break;
  }
  if (id === null) return "z";
  if (id instanceof Date) return "t" + id.getTime();
  const tagged = id as { _bsontype?: unknown };
  switch (tagged._bsontype) {
    case "ObjectId":
      return "o" + (id as { toHexString(): string }).toHexString();
    case "Int32":
    case "Double":
      return numberKey((id as { valueOf(): number }).valueOf());
    case "Long": {
      const long = id as { toNumber(): number; toString(): string };
      const n = long.toNumber();
      // Beyond 2^53 a double loses digits; the exact decimal string still matches what
      // String() gives for an integral double of the same value up to 1e21.
      return Number.isSafeInteger(n) ? numberKey(n) : "n" + long.toString();
    }
    case "Decimal128":
      return "m" + String(id);
    default:
      // Embedded documents, Binary/UUID, Timestamp, regex...: their BSON bytes are a
      // faithful identity (field order matters for document equality in MongoDB too).
      return "x" + Buffer.from(serialize({ v: id })).toString("base64");
  }
}

function numberKey(n: number): string {
  // -0 and 0 are the same _id for MongoDB; String(-0) is "0" already, NaN stays "NaN".
  return "n" + String(n);
}
