import { Binary } from "mongodb";
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_update_operators");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  c = t.db.collection("items");
  await c.deleteMany({});
});

describe("array paths", () => {
  it("updates two fields of the matched element through the positional $", async () => {
    await c.insertOne({
      _id: 1,
      arr: [
        { k: "a", n: 0 },
        { k: "b", n: 0 },
      ],
    } as Document);
    const res = await c.updateOne({ _id: 1, "arr.k": "b" } as Document, { $set: { "arr.$.k": "B", "arr.$.n": 5 } });
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({
      _id: 1,
      arr: [
        { k: "a", n: 0 },
        { k: "B", n: 5 },
      ],
    });
  });

  it("updates two fields of every element through $[] and of filtered elements through $[e]", async () => {
    await c.insertOne({
      _id: 1,
      arr: [
        { n: 1, m: 1 },
        { n: 5, m: 5 },
      ],
    } as Document);
    await c.updateOne({ _id: 1 } as Document, { $inc: { "arr.$[].n": 1, "arr.$[].m": 10 } });
    await c.updateOne(
      { _id: 1 } as Document,
      { $set: { "arr.$[e].big": true, "arr.$[e].m": 0 } },
      { arrayFilters: [{ "e.n": { $gt: 3 } }] },
    );
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({
      _id: 1,
      arr: [
        { n: 2, m: 11 },
        { n: 6, m: 0, big: true },
      ],
    });
  });

  it("answers a path conflict with code 40", async () => {
    await c.insertOne({ _id: 1, a: { b: 1 } } as Document);
    const e1 = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { a: 1 }, $inc: { "a.b": 1 } }));
    expect(e1.code).toBe(40);
    expect(e1.message).toMatch(/would create a conflict at 'a'/);
    const e2 = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { "arr.$[].x": 1 }, $unset: { "arr.$[]": 1 } }));
    expect(e2.code).toBe(40);
  });

  it("refuses a positional update without a matching array condition", async () => {
    await c.insertOne({ _id: 1, arr: [1, 2] } as Document);
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { "arr.$": 9 } }));
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/positional operator did not find the match needed from the query/);
  });

  it("refuses an unused or missing array filter identifier", async () => {
    await c.insertOne({ _id: 1, arr: [1] } as Document);
    const unused = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { x: 1 } }, { arrayFilters: [{ e: 1 }] }));
    expect(unused.code).toBe(9);
    const missing = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { "arr.$[e]": 1 } }));
    expect(missing.code).toBe(2);
    expect(missing.message).toMatch(/No array filter found for identifier 'e'/);
  });
});

describe("$pull", () => {
  it("removes the document elements an $or condition matches", async () => {
    await c.insertOne({ _id: 1, arr: [{ a: 1 }, { b: 2 }, { c: 3 }, 4] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $pull: { arr: { $or: [{ a: 1 }, { b: 2 }] } } } as Document);
    expect((await c.findOne({ _id: 1 } as Document))?.arr).toEqual([{ c: 3 }, 4]);
  });

  it("removes scalars an operator condition matches and documents a field condition matches", async () => {
    await c.insertOne({ _id: 1, nums: [1, 5, 8, 10], docs: [{ a: 1, x: 1 }, { a: 2 }] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $pull: { nums: { $gte: 8 }, docs: { a: 1 } } } as Document);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, nums: [1, 5], docs: [{ a: 2 }] });
  });
});

describe("invalid updates fail with MongoDB's write errors", () => {
  beforeEach(async () => {
    await c.insertOne({ _id: 1, s: "text", n: 5, docs: [{ a: 1 }] } as Document);
  });

  it("$inc on a string: 14 TypeMismatch", async () => {
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $inc: { s: 1 } }));
    expect(err.code).toBe(14);
    expect(err.message).toMatch(/Cannot apply \$inc to a value of non-numeric type/);
  });

  it("$inc with a non-numeric argument: 14 TypeMismatch", async () => {
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $inc: { n: "x" } } as Document));
    expect(err.code).toBe(14);
  });

  it("$push on a number: 2 BadValue", async () => {
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $push: { n: 1 } } as Document));
    expect(err.code).toBe(2);
    expect(err.message).toMatch(/The field 'n' must be an array but is of type int/);
  });

  it("$addToSet on a string: 2 BadValue; $pop on a number: 14 TypeMismatch", async () => {
    expect((await caught(() => c.updateOne({ _id: 1 } as Document, { $addToSet: { s: 1 } }))).code).toBe(2);
    expect((await caught(() => c.updateOne({ _id: 1 } as Document, { $pop: { n: 1 } } as Document))).code).toBe(14);
  });

  it("a field path through an array of documents or a scalar: 28 PathNotViable", async () => {
    const e1 = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { "docs.a": 2 } }));
    expect(e1.code).toBe(28);
    expect(e1.message).toMatch(/Cannot create field 'a' in element/);
    const e2 = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { "n.x": 2 } }));
    expect(e2.code).toBe(28);
  });

  it("leaves the document unchanged", async () => {
    await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { n: 6 }, $inc: { s: 1 } }));
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, s: "text", n: 5, docs: [{ a: 1 }] });
  });

  it("$unset and $pull through a missing or scalar path are no-ops", async () => {
    const res = await c.updateOne({ _id: 1 } as Document, { $unset: { "n.x": 1, "missing.y": 1 }, $pull: { "nope.z": 1 } } as Document);
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(0);
  });
});

describe("field names", () => {
  it("$set stores nested $-prefixed field names; a top-level one on an existing document is 52 (Dollar-Prefixed Field Names, MongoDB >= 5.0)", async () => {
    await c.insertOne({ _id: 1 } as Document);
    await c.updateOne({ _id: 1 } as Document, { $set: { nested: { $each: 1 } } });
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, nested: { $each: 1 } });
    const err = await caught(() => c.updateOne({ _id: 1 } as Document, { $set: { $myKey: "v" } }));
    expect(err.code).toBe(52);
  });

  it("stores __proto__ as a plain field through $set and $rename without touching prototypes", async () => {
    await c.insertOne({ _id: 1, p: { x: 1 } } as Document);
    const setSpec: Document = {};
    Object.defineProperty(setSpec, "__proto__", { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
    await c.updateOne({ _id: 1 } as Document, { $set: setSpec });
    await c.updateOne({ _id: 1 } as Document, { $rename: { p: "q.__proto__" } });
    const doc = await c.findOne({ _id: 1 } as Document);
    expect(Object.keys(doc ?? {})).toEqual(["_id", "__proto__", "q"]);
    expect(Object.getOwnPropertyDescriptor(doc, "__proto__")?.value).toEqual({ polluted: true });
    expect(Object.getOwnPropertyDescriptor(doc?.q, "__proto__")?.value).toEqual({ x: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("adds new fields in field-name order whatever the operator order", async () => {
    await c.insertOne({ _id: 1 } as Document);
    await c.updateOne({ _id: 1 } as Document, { $set: { b: 1 }, $inc: { a: 1 }, $push: { c: 1 } } as Document);
    expect(Object.keys((await c.findOne({ _id: 1 } as Document)) ?? {})).toEqual(["_id", "a", "b", "c"]);
  });
});

describe("values", () => {
  it("writes a Binary whose subtype changed", async () => {
    const bytes = Buffer.from("0123456789abcdef");
    await c.insertOne({ _id: 1, b: new Binary(bytes, 0) } as Document);
    const res = await c.updateOne({ _id: 1 } as Document, { $set: { b: new Binary(bytes, 4) } });
    expect(res.modifiedCount).toBe(1);
    expect(((await c.findOne({ _id: 1 } as Document))?.b as Binary).sub_type).toBe(4);
  });

  it("$push with $each, $position, $sort and $slice", async () => {
    await c.insertOne({ _id: 1, arr: [5, 1] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $push: { arr: { $each: [3, 9], $position: 0 } } } as Document);
    expect((await c.findOne({ _id: 1 } as Document))?.arr).toEqual([3, 9, 5, 1]);
    await c.updateOne({ _id: 1 } as Document, { $push: { arr: { $each: [7], $sort: -1, $slice: 3 } } } as Document);
    expect((await c.findOne({ _id: 1 } as Document))?.arr).toEqual([9, 7, 5]);
  });

  it("counts an update that changes nothing as matched but not modified", async () => {
    await c.insertOne({ _id: 1, a: 1, arr: [1] } as Document);
    const res = await c.updateOne({ _id: 1 } as Document, { $set: { a: 1 }, $addToSet: { arr: 1 } });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(0);
    expect((await c.updateOne({ _id: 1 } as Document, { $max: { a: 0 } })).modifiedCount).toBe(0);
  });
});
