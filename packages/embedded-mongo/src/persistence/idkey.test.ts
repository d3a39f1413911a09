import { Binary, Decimal128, Double, Int32, Long, ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { idKey } from "./idkey.js";

describe("idKey", () => {
  it("gives equal ObjectIds one key and keeps types apart", () => {
    const hex = "65a1b2c3d4e5f60718293a4b";
    expect(idKey(new ObjectId(hex))).toBe(idKey(new ObjectId(hex)));
    expect(idKey("1")).not.toBe(idKey(1));
    expect(idKey(hex)).not.toBe(idKey(new ObjectId(hex)));
  });

  it("compares numbers by value across int32, int64 and double, as MongoDB does", () => {
    const one = idKey(1);
    expect(idKey(new Int32(1))).toBe(one);
    expect(idKey(new Double(1))).toBe(one);
    expect(idKey(Long.fromNumber(1))).toBe(one);
    expect(idKey(-0)).toBe(idKey(0));
    expect(idKey(Long.fromString("9007199254740993"))).not.toBe(idKey(Long.fromString("9007199254740992")));
  });

  it("keys dates, nulls, documents and binaries by value", () => {
    expect(idKey(new Date(5))).toBe(idKey(new Date(5)));
    expect(idKey(null)).toBe(idKey(undefined));
    expect(idKey({ a: 1, b: "x" })).toBe(idKey({ a: 1, b: "x" }));
    expect(idKey({ a: 1, b: "x" })).not.toBe(idKey({ b: "x", a: 1 }));
    expect(idKey(new Binary(Buffer.from("ab")))).toBe(idKey(new Binary(Buffer.from("ab"))));
    expect(idKey(Decimal128.fromString("1.5"))).toBe(idKey(Decimal128.fromString("1.5")));
  });
});
