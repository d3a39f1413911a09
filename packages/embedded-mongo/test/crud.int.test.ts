import { Decimal128, Long, ObjectId } from "mongodb";
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_crud");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  c = t.db.collection("items");
  await c.deleteMany({});
});

describe("insert and find", () => {
  it("assigns ObjectIds, stores _id first and finds by _id", async () => {
    const res = await c.insertOne({ name: "a" });
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const doc = await c.findOne({ _id: res.insertedId });
    expect(doc).toEqual({ _id: res.insertedId, name: "a" });
    expect(Object.keys(doc ?? {})[0]).toBe("_id");
  });

  it("string _ids (24-hex and other) are distinct from ObjectIds", async () => {
    const hex = new ObjectId().toHexString();
    await c.insertMany([
      { _id: hex as never, kind: "string" },
      { _id: new ObjectId(hex), kind: "oid" },
    ]);
    expect((await c.findOne({ _id: hex as never }))?.kind).toBe("string");
    expect((await c.findOne({ _id: new ObjectId(hex) }))?.kind).toBe("oid");
    expect(await c.countDocuments({ _id: { $in: [hex as never, new ObjectId(hex)] } })).toBe(2);
  });

  it("duplicate _id gives a writeError 11000 and ordered insert stops", async () => {
    await c.insertOne({ _id: 1 as never });
    const err = await caught(() => c.insertMany([{ _id: 2 }, { _id: 1 }, { _id: 3 }] as never[]));
    expect(err.code).toBe(11000);
    expect(String(err.message)).toMatch(/E11000 duplicate key error collection: conformance_crud.items index: _id_ dup key/);
    expect(await c.countDocuments()).toBe(2);
  });

  it("unordered insert continues after an error", async () => {
    await c.insertOne({ _id: 1 as never });
    const err = await caught(() => c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[], { ordered: false }));
    expect(err.code).toBe(11000);
    expect(await c.countDocuments()).toBe(3);
  });

  it("query operators, projection, sort, skip, limit", async () => {
    await c.insertMany([
      { n: 1, s: "b", tags: ["x", "y"], sub: { v: 1 } },
      { n: 2, s: "a", tags: ["y"], sub: { v: 2 } },
      { n: 3, s: "c", tags: [], sub: { v: 3 } },
      { n: 4, s: "d" },
    ]);
    expect(
      (
        await c
          .find({ n: { $gt: 1, $lte: 3 } })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d.n),
    ).toEqual([2, 3]);
    expect((await c.find({ tags: "y" }).sort({ n: -1 }).toArray()).map((d) => d.n)).toEqual([2, 1]);
    expect((await c.find({ tags: { $size: 0 } }).toArray()).map((d) => d.n)).toEqual([3]);
    expect(
      (
        await c
          .find({ "sub.v": { $in: [1, 3] } })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d.n),
    ).toEqual([1, 3]);
    expect((await c.find({ sub: { $exists: false } }).toArray()).map((d) => d.n)).toEqual([4]);
    expect(
      (
        await c
          .find({ $or: [{ n: 1 }, { s: "d" }] })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d.n),
    ).toEqual([1, 4]);
    expect(
      (
        await c
          .find({ s: { $regex: "^[ab]$" } })
          .sort({ s: 1 })
          .toArray()
      ).map((d) => d.s),
    ).toEqual(["a", "b"]);
    expect((await c.find({ s: /B/i }).toArray()).map((d) => d.s)).toEqual(["b"]);
    expect(
      (
        await c
          .find({ n: { $nin: [1, 2] } })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d.n),
    ).toEqual([3, 4]);
    expect(
      (
        await c
          .find({ tags: { $ne: "y" } })
          .sort({ n: 1 })
          .toArray()
      ).map((d) => d.n),
    ).toEqual([3, 4]);
    expect((await c.find({}).sort({ s: -1 }).skip(1).limit(2).toArray()).map((d) => d.s)).toEqual(["c", "b"]);
    const projected = await c.find({ n: 1 }, { projection: { _id: 0, s: 1, "sub.v": 1 } }).toArray();
    expect(projected).toEqual([{ s: "b", sub: { v: 1 } }]);
    const excluded = await c.find({ n: 1 }, { projection: { tags: 0, _id: 0 } }).toArray();
    expect(excluded).toEqual([{ n: 1, s: "b", sub: { v: 1 } }]);
    expect(await c.find({ tags: { $elemMatch: { $eq: "x" } } }).count()).toBe(1);
  });

  it("null matches missing fields", async () => {
    await c.insertMany([{ a: 1 }, { a: null }, { b: 1 }]);
    expect(await c.countDocuments({ a: null })).toBe(2);
    expect(await c.countDocuments({ a: { $ne: null } })).toBe(1);
  });

  it("compares Dates, ObjectIds, Longs and Decimal128 by value", async () => {
    const ids = [
      new ObjectId("000000000000000000000001"),
      new ObjectId("00000000000000000000000a"),
      new ObjectId("0000000000000000000000ff"),
    ];
    await c.insertMany([
      { _id: ids[0], d: new Date("2024-01-01"), l: Long.fromNumber(9), m: Decimal128.fromString("9.5") },
      { _id: ids[1], d: new Date("2024-06-01"), l: Long.fromNumber(10), m: Decimal128.fromString("10.25") },
      { _id: ids[2], d: new Date("2025-01-01"), l: Long.fromNumber(100), m: Decimal128.fromString("100") },
    ] as never[]);
    expect(await c.countDocuments({ d: { $gte: new Date("2024-03-01") } })).toBe(2);
    expect(await c.countDocuments({ _id: { $gt: ids[0] } })).toBe(2);
    expect(await c.countDocuments({ l: { $gt: 9 } })).toBe(2);
    expect(await c.countDocuments({ m: { $gt: Decimal128.fromString("10") } })).toBe(2);
    expect((await c.find({}).sort({ m: -1 }).toArray()).map((d) => String(d.m))).toEqual(["100", "10.25", "9.5"]);
    expect((await c.find({}).sort({ _id: -1 }).toArray()).map((d) => d._id.toHexString())).toEqual(
      ids.reverse().map((i) => i.toHexString()),
    );
    expect(await c.countDocuments({ _id: { $type: "objectId" } })).toBe(3);
    expect(await c.countDocuments({ d: { $type: "date" } })).toBe(3);
  });

  it("sorts mixed types in BSON order", async () => {
    await c.insertMany([{ v: "s" }, { v: 2 }, { v: null }, { v: new Date(0) }, { v: true }, { v: { a: 1 } }]);
    const order = (await c.find({}).sort({ v: 1 }).toArray()).map((d) =>
      d.v === null ? "null" : d.v instanceof Date ? "date" : typeof d.v,
    );
    expect(order).toEqual(["null", "number", "string", "object", "boolean", "date"]);
  });
});

describe("cursors", () => {
  it("batchSize / getMore / killCursors", async () => {
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await c.find({}, { batchSize: 7 }).sort({ i: 1 }).toArray();
    expect(all).toHaveLength(250);
    expect(all[249]?.i).toBe(249);
    const cursor = c.find({}, { batchSize: 10 });
    await cursor.next();
    await cursor.close();
    const res = await t.db.command({ find: "items", filter: {}, batchSize: 0 });
    expect(res.cursor.firstBatch).toEqual([]);
    expect(res.cursor.id).toBeInstanceOf(Long);
    expect(res.cursor.id.isZero()).toBe(false);
    const more = await t.db.command({ getMore: res.cursor.id, collection: "items", batchSize: 300 });
    expect(more.cursor.nextBatch).toHaveLength(250);
    expect(Number(more.cursor.id)).toBe(0);
    const gone = await caught(() => t.db.command({ getMore: res.cursor.id, collection: "items" }));
    expect(gone.code).toBe(43);
  });

  it("default first batch is 101 documents", async () => {
    await c.insertMany(Array.from({ length: 150 }, (_, i) => ({ i })));
    const res = await t.db.command({ find: "items", filter: {} });
    expect(res.cursor.firstBatch).toHaveLength(101);
    await t.db.command({ killCursors: "items", cursors: [res.cursor.id] });
  });
});

describe("count and distinct", () => {
  it("count, countDocuments with skip/limit, estimatedDocumentCount, distinct", async () => {
    await c.insertMany([{ k: "a", v: [1, 2] }, { k: "b", v: 2 }, { k: "a", v: 3 }, { k: null }]);
    expect(await c.countDocuments({ k: "a" })).toBe(2);
    expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect((await c.distinct("k")).sort()).toEqual(["a", "b", null].sort());
    expect((await c.distinct("v")).sort()).toEqual([1, 2, 3]);
    expect(await c.distinct("v", { k: "b" })).toEqual([2]);
  });
});

describe("updates", () => {
  it("operators: $set $unset $inc $mul $min $max $rename $push $addToSet $pull $pop $currentDate", async () => {
    const { insertedId } = await c.insertOne({ a: 1, b: 2, arr: [1, 2, 3], nested: { x: 1 }, old: 1 });
    await c.updateOne({ _id: insertedId }, {
      $set: { "nested.y": 2 },
      $unset: { b: "" },
      $inc: { a: 5 },
      $rename: { old: "renamed" },
      $push: { arr: { $each: [4, 5], $slice: -4 } },
      $currentDate: { at: true },
    } as Document);
    await c.updateOne({ _id: insertedId }, {
      $mul: { a: 2 },
      $addToSet: { tags: { $each: ["t", "t", "u"] } },
      $pull: { arr: { $gte: 5 } },
      $min: { low: 3 },
      $max: { high: 7 },
    } as Document);
    await c.updateOne({ _id: insertedId }, { $pop: { arr: -1 } });
    const d = await c.findOne({ _id: insertedId });
    expect(d).toMatchObject({ a: 12, arr: [3, 4], nested: { x: 1, y: 2 }, renamed: 1, tags: ["t", "u"], low: 3, high: 7 });
    expect(d?.b).toBeUndefined();
    expect(d?.at).toBeInstanceOf(Date);
  });

  it("reports matched and modified counts; multi updates", async () => {
    await c.insertMany([
      { g: 1, v: 0 },
      { g: 1, v: 0 },
      { g: 2, v: 0 },
    ]);
    const one = await c.updateOne({ g: 1 }, { $set: { v: 0 } });
    expect([one.matchedCount, one.modifiedCount]).toEqual([1, 0]);
    const many = await c.updateMany({ g: 1 }, { $inc: { v: 1 } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([2, 2]);
    const none = await c.updateMany({ g: 9 }, { $inc: { v: 1 } });
    expect([none.matchedCount, none.modifiedCount, none.upsertedCount]).toEqual([0, 0, 0]);
  });

  it("upserts seed from equality fields and apply $setOnInsert only on insert", async () => {
    const r = await c.updateOne(
      { email: "x@y", "profile.kind": "user", age: { $gt: 3 } },
      { $set: { name: "X" }, $setOnInsert: { createdBy: "upsert" } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r.upsertedId as ObjectId });
    expect(doc).toEqual({ _id: r.upsertedId, email: "x@y", profile: { kind: "user" }, name: "X", createdBy: "upsert" });
    await c.updateOne({ email: "x@y" }, { $set: { name: "Y" }, $setOnInsert: { createdBy: "second" } }, { upsert: true });
    expect(await c.findOne({ email: "x@y" }, { projection: { _id: 0, name: 1, createdBy: 1 } })).toEqual({
      name: "Y",
      createdBy: "upsert",
    });
    const withId = await c.updateOne({ _id: "custom" as never }, { $inc: { n: 1 } }, { upsert: true });
    expect(withId.upsertedId).toBe("custom");
    const repl = await c.replaceOne({ key: "k" }, { key: "k", v: 1 }, { upsert: true });
    expect(repl.upsertedCount).toBe(1);
  });

  it("arrayFilters, positional $ and $[]", async () => {
    const { insertedId } = await c.insertOne({
      grades: [
        { g: 80, ok: false },
        { g: 95, ok: false },
        { g: 60, ok: false },
      ],
      nums: [1, 2, 3],
    });
    await c.updateOne({ _id: insertedId }, { $set: { "grades.$[hi].ok": true } }, { arrayFilters: [{ "hi.g": { $gte: 90 } }] });
    await c.updateOne({ _id: insertedId, nums: 2 }, { $set: { "nums.$": 20 } });
    await c.updateOne({ _id: insertedId }, { $inc: { "grades.$[].g": 1 } });
    const d = await c.findOne({ _id: insertedId });
    expect(d?.grades).toEqual([
      { g: 81, ok: false },
      { g: 96, ok: true },
      { g: 61, ok: false },
    ]);
    expect(d?.nums).toEqual([1, 20, 3]);
  });

  it("pipeline updates", async () => {
    const { insertedId } = await c.insertOne({ a: 2, b: 3 });
    await c.updateOne({ _id: insertedId }, [{ $set: { sum: { $add: ["$a", "$b"] } } }, { $unset: "b" }]);
    expect(await c.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({ a: 2, sum: 5 });
  });

  it("replacement keeps _id; changing _id is ImmutableField (66)", async () => {
    const { insertedId } = await c.insertOne({ a: 1 });
    await c.replaceOne({ _id: insertedId }, { b: 2 });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, b: 2 });
    const e1 = await caught(() => c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } }));
    expect(e1.code).toBe(66);
    const e2 = await caught(() => c.replaceOne({ _id: insertedId }, { _id: new ObjectId(), b: 3 }));
    expect(e2.code).toBe(66);
    const e3 = await caught(() => c.findOneAndUpdate({ _id: insertedId }, { $set: { _id: 5 } }));
    expect(e3.code).toBe(66);
    // Setting _id to its current value is allowed.
    await c.updateOne({ _id: insertedId }, { $set: { _id: insertedId, c: 1 } });
  });

  it("rejects unknown update operators", async () => {
    await c.insertOne({ a: 1 });
    const err = await caught(() => c.updateOne({}, { $bogus: { a: 1 } }));
    expect(err.code).toBe(9);
  });
});

describe("findAndModify", () => {
  it("returns before/after, sorts, projects, upserts and removes", async () => {
    await c.insertMany([
      { q: 1, n: 1 },
      { q: 1, n: 2 },
    ]);
    const before = await c.findOneAndUpdate({ q: 1 }, { $inc: { n: 10 } }, { sort: { n: -1 }, returnDocument: "before" });
    expect(before?.n).toBe(2);
    const after = await c.findOneAndUpdate(
      { q: 1 },
      { $inc: { n: 10 } },
      { sort: { n: -1 }, returnDocument: "after", projection: { _id: 0, n: 1 } },
    );
    expect(after).toEqual({ n: 22 });
    const up = await c.findOneAndUpdate(
      { q: 2 },
      { $set: { n: 5 }, $setOnInsert: { fresh: true } },
      { upsert: true, returnDocument: "after" },
    );
    expect(up).toMatchObject({ q: 2, n: 5, fresh: true });
    const upBefore = await c.findOneAndUpdate({ q: 3 }, { $set: { n: 6 } }, { upsert: true, returnDocument: "before" });
    expect(upBefore).toBeNull();
    const replaced = await c.findOneAndReplace({ q: 3 }, { q: 3, replaced: true }, { returnDocument: "after" });
    expect(replaced).toMatchObject({ q: 3, replaced: true });
    expect(replaced?.n).toBeUndefined();
    const removed = await c.findOneAndDelete({ q: 1 }, { sort: { n: 1 } });
    expect(removed?.n).toBe(1);
    expect(await c.findOneAndDelete({ q: 99 })).toBeNull();
    const raw = await t.db.command({ findAndModify: "items", query: { q: 2 }, update: { $inc: { n: 1 } }, new: true });
    expect(raw.lastErrorObject).toEqual({ n: 1, updatedExisting: true });
    expect(raw.value.n).toBe(6);
  });
});

describe("deletes", () => {
  it("deleteOne / deleteMany", async () => {
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });
});

describe("bulkWrite and unacknowledged writes", () => {
  it("bulkWrite mixes operations", async () => {
    const r = await c.bulkWrite([
      { insertOne: { document: { _id: 1, v: 1 } as never } },
      { updateOne: { filter: { _id: 1 } as never, update: { $set: { v: 2 } } } },
      { updateOne: { filter: { _id: 2 } as never, update: { $set: { v: 3 } }, upsert: true } },
      { deleteOne: { filter: { _id: 1 } as never } },
    ]);
    expect([r.insertedCount, r.modifiedCount, r.upsertedCount, r.deletedCount]).toEqual([1, 1, 1, 1]);
  });

  it("w:0 writes (moreToCome) are applied without a reply", async () => {
    await c.insertOne({ fire: "forget" }, { writeConcern: { w: 0 } });
    let n = 0;
    for (let i = 0; i < 50 && n === 0; i++) {
      n = await c.countDocuments({ fire: "forget" });
      if (n === 0) await new Promise((r) => setTimeout(r, 10));
    }
    expect(n).toBe(1);
  });
});

describe("collation", () => {
  it("strength 2 matches case-insensitively, strength 1 ignores accents", async () => {
    await c.insertMany([{ s: "abc" }, { s: "ABC" }, { s: "ábc" }]);
    expect(await c.countDocuments({ s: "abc" }, { collation: { locale: "en", strength: 2 } })).toBe(2);
    expect(await c.countDocuments({ s: "abc" }, { collation: { locale: "en", strength: 1 } })).toBe(3);
    expect(await c.countDocuments({ s: "abc" })).toBe(1);
  });
});
