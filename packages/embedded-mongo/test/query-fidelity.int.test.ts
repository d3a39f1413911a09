import { Binary, Code, DBRef, Decimal128, Long, ObjectId } from "mongodb";
import type { CollationOptions, Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_query_fidelity");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  c = t.db.collection("items");
  await c.deleteMany({});
});

describe("filter validation", () => {
  it("refuses unknown operators even on a missing collection", async () => {
    const missing = t.db.collection("never_created");
    const e1 = await caught(() => missing.find({ a: { $notAnOperator: 1 } }).toArray());
    expect(e1.code).toBe(2);
    expect(e1.message).toMatch(/unknown operator: \$notAnOperator/);
    const e2 = await caught(() => missing.find({ $bogus: 1 }).toArray());
    expect(e2.code).toBe(2);
    expect(e2.message).toMatch(/unknown top level operator: \$bogus/);
    expect((await caught(() => missing.countDocuments({ a: { $in: 5 } }))).code).toBe(2);
    expect((await caught(() => missing.deleteMany({ a: { $foo: 1 } }))).code).toBe(2);
  });
});

describe("$where", () => {
  beforeEach(async () => {
    await c.insertMany([
      { _id: 1, a: "x", b: "x" },
      { _id: 2, a: "x", b: "y" },
    ] as Document[]);
  });

  it("runs a JavaScript expression or function with the document as this", async () => {
    expect((await c.find({ $where: "this.a === this.b" }).toArray()).map((d) => d._id)).toEqual([1]);
    const fn = new Code("function() { return this.b === 'y'; }");
    expect((await c.find({ $where: fn as never }).toArray()).map((d) => d._id)).toEqual([2]);
  });

  it("is stopped by maxTimeMS with 50 MaxTimeMSExpired", async () => {
    const err = await caught(() => c.find({ $where: "sleep(200) || true" }).maxTimeMS(20).toArray());
    expect(err.code).toBe(50);
    expect(err.message).toMatch(/time limit/);
  });
});

describe("operators on BSON types", () => {
  it("$elemMatch reaches the fields of DBRefs", async () => {
    const id = new ObjectId();
    await c.insertOne({ _id: 1, members: [new DBRef("users", id, "app"), new DBRef("users", new ObjectId())] } as Document);
    expect(await c.countDocuments({ members: { $elemMatch: { $id: id } } })).toBe(1);
    expect(await c.countDocuments({ members: { $elemMatch: { $id: id, $ref: "other" } } })).toBe(0);
  });

  it("$bits* test BinData bit by bit", async () => {
    await c.insertOne({ _id: 1, b: new Binary(Buffer.from([0xff, 0x00])) } as Document);
    expect(await c.countDocuments({ b: { $bitsAllSet: [0, 4] } })).toBe(1);
    expect(await c.countDocuments({ b: { $bitsAnySet: [8, 9] } })).toBe(0);
    expect(await c.countDocuments({ b: { $bitsAllClear: [8, 15] } })).toBe(1);
    expect(await c.countDocuments({ b: { $bitsAnyClear: 7 } })).toBe(0);
    expect(await c.countDocuments({ b: { $bitsAllSet: new Binary(Buffer.from([0x03])) } })).toBe(1);
  });
});

describe("projections", () => {
  beforeEach(async () => {
    await c.insertOne({ _id: 1, name: "n", other: "o", arr: [1, 5, 9], docs: [{ k: "a" }, { k: "b" }] } as Document);
  });

  it("$slice alone keeps every other field", async () => {
    expect(await c.findOne({ _id: 1 } as Document, { projection: { arr: { $slice: 2 } } })).toEqual({
      _id: 1,
      name: "n",
      other: "o",
      arr: [1, 5],
      docs: [{ k: "a" }, { k: "b" }],
    });
  });

  it("$slice beside an exclusion excludes, beside an inclusion includes", async () => {
    expect(await c.findOne({ _id: 1 } as Document, { projection: { other: 0, docs: 0, arr: { $slice: -1 } } })).toEqual({
      _id: 1,
      name: "n",
      arr: [9],
    });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { name: 1, arr: { $slice: [1, 1] } } })).toEqual({
      _id: 1,
      name: "n",
      arr: [5],
    });
  });

  it("$elemMatch returns the first matching element, on scalar and document arrays", async () => {
    expect(await c.findOne({ _id: 1 } as Document, { projection: { arr: { $elemMatch: { $gte: 4 } } } })).toEqual({ _id: 1, arr: [5] });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { arr: { $elemMatch: { $in: [9, 10] } } } })).toEqual({
      _id: 1,
      arr: [9],
    });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { docs: { $elemMatch: { k: "b" } }, name: 1 } })).toEqual({
      _id: 1,
      name: "n",
      docs: [{ k: "b" }],
    });
    expect(await c.findOne({ _id: 1 } as Document, { projection: { arr: { $elemMatch: { $gt: 100 } } } })).toEqual({ _id: 1 });
  });
});

describe("aggregation", () => {
  it("refuses an unknown stage with 40324", async () => {
    const err = await caught(() => c.aggregate([{ $fakeStage: {} }]).toArray());
    expect(err.code).toBe(40324);
    expect(err.message).toMatch(/Unrecognized pipeline stage name: '\$fakeStage'/);
  });
});

describe("collation", () => {
  it("accepts MongoDB's locale spelling en_US", async () => {
    await c.insertMany([{ name: "alpha" }, { name: "Zeta" }, { name: "ALPHA" }]);
    const docs = await c.find({ name: "Alpha" }, { collation: { locale: "en_US", strength: 2 } }).toArray();
    expect(docs.length).toBe(2);
  });

  it("uses a collection's default collation for queries, sorts and its indexes", async () => {
    await t.db
      .collection("folded")
      .drop()
      .catch(() => undefined);
    const folded = await t.db.createCollection("folded", { collation: { locale: "en", strength: 2 } });
    await folded.insertMany([{ name: "Zeta" }, { name: "alpha" }, { name: "Beta" }]);
    expect(
      (
        await folded
          .find({}, { projection: { _id: 0 } })
          .sort({ name: 1 })
          .toArray()
      ).map((d) => d.name),
    ).toEqual(["alpha", "Beta", "Zeta"]);
    expect(await folded.countDocuments({ name: "ZETA" })).toBe(1);
    await folded.createIndex({ name: 1 });
    const idx = (await folded.listIndexes().toArray()).find((i) => i.name === "name_1");
    expect(idx?.collation).toMatchObject({ locale: "en", strength: 2 });
  });
});

describe("filters by _id with other equalities", () => {
  it("match scalars, missing fields for null, array elements, numbers of every type and collated strings as a scan would", async () => {
    await c.insertMany([
      { _id: 1 as never, s: null, tag: "a", n: 5 },
      { _id: 2 as never, tag: ["b", "a"], n: Long.fromNumber(5) },
      { _id: 3 as never, tag: "A", n: Decimal128.fromString("5.0") },
      { _id: 4 as never, tag: { v: "a" }, n: "5" },
    ]);
    const ids = [1, 2, 3, 4] as never[];
    const byId = async (filter: Document, collation?: CollationOptions) =>
      (await c.find({ _id: { $in: ids }, ...filter }, collation ? { collation } : {}).toArray()).map((d) => d._id).sort();
    const scanned = async (filter: Document, collation?: CollationOptions) =>
      (await c.find({ _id: { $in: ids }, ...filter }, { hint: { $natural: 1 }, ...(collation ? { collation } : {}) }).toArray())
        .map((d) => d._id)
        .sort();
    for (const filter of [{ s: null }, { tag: "a" }, { n: 5 }, { n: "5" }, { tag: "a", n: 5 }, { missing: null }, { s: false }]) {
      expect(await byId(filter)).toEqual(await scanned(filter));
    }
    expect(await byId({ s: null })).toEqual([1, 2, 3, 4]);
    expect(await byId({ tag: "a" })).toEqual([1, 2]);
    expect(await byId({ n: 5 })).toEqual([1, 2, 3]);
    expect(await byId({ tag: "a" }, { locale: "en", strength: 2 })).toEqual([1, 2, 3]);
    // A compare-and-set by id writes only while the condition holds.
    expect((await c.updateOne({ _id: 1 as never, s: null }, { $set: { s: 1 } })).modifiedCount).toBe(1);
    expect((await c.updateOne({ _id: 1 as never, s: null }, { $set: { s: 2 } })).modifiedCount).toBe(0);
    expect((await c.findOne({ _id: 1 as never }))?.s).toBe(1);
  });
});
