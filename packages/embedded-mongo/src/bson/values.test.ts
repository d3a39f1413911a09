import { Decimal128, Long, ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { compareValues, keyOf } from "./values.js";

describe("keyOf", () => {
  it("equal values share keys across numeric types; types stay distinct", () => {
    expect(keyOf(1)).toBe(keyOf(Long.fromNumber(1)));
    expect(keyOf(1.5)).toBe(keyOf(Decimal128.fromString("1.5")));
    const hex = "0123456789abcdef01234567";
    expect(keyOf(hex)).not.toBe(keyOf(new ObjectId(hex)));
    expect(keyOf(new ObjectId(hex))).toBe(keyOf(new ObjectId(hex)));
    expect(keyOf("1")).not.toBe(keyOf(1));
    expect(keyOf("\0n1")).not.toBe(keyOf(1));
    expect(keyOf(null)).toBe(keyOf(undefined));
    expect(keyOf({ a: 1, b: 2 })).not.toBe(keyOf({ b: 2, a: 1 }));
    expect(keyOf("ABC", { locale: "en", strength: 2 })).toBe(keyOf("abc", { locale: "en", strength: 2 }));
  });
});

describe("compareValues", () => {
  it("orders across types like MongoDB and within numeric types by value", () => {
    const sorted = [true, "a", 3, null, new Date(5), new ObjectId(), { x: 1 }, [1]].sort((a, b) => compareValues(a, b));
    expect(
      sorted.map((v) =>
        v === null ? "null" : v instanceof Date ? "date" : v instanceof ObjectId ? "oid" : Array.isArray(v) ? "array" : typeof v,
      ),
    ).toEqual(["null", "number", "string", "object", "array", "oid", "boolean", "date"]);
    expect(compareValues(Long.fromNumber(10), 9)).toBe(1);
    expect(compareValues(Decimal128.fromString("9.5"), Decimal128.fromString("10.25"))).toBe(-1);
  });
});
