import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_indexes");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  c = t.db.collection("people");
});

describe("index DDL", () => {
  it("createIndexes / listIndexes echo stored specs / dropIndexes", async () => {
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    expect(await c.createIndex({ a: 1, b: -1 }, { name: "ab", sparse: true })).toBe("ab");
    const specs = await c.listIndexes().toArray();
    expect(specs).toEqual([
      { v: 2, key: { _id: 1 }, name: "_id_" },
      { v: 2, key: { email: 1 }, name: "email_1", unique: true },
      { v: 2, key: { a: 1, b: -1 }, name: "ab", sparse: true },
    ]);
    // Same spec again is a no-op.
    expect(await c.createIndex({ email: 1 }, { unique: true })).toBe("email_1");
    const conflict = await caught(() => c.createIndex({ email: 1 }, { name: "other" }));
    expect(conflict.code).toBe(85);
    const sameName = await caught(() => c.createIndex({ other: 1 }, { name: "email_1" }));
    expect(sameName.code).toBe(86);
    await c.dropIndex("ab");
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_", "email_1"]);
    const missing = await caught(() => c.dropIndex("nope"));
    expect(missing.code).toBe(27);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
  });

  it("listIndexes on a missing collection is NamespaceNotFound (26)", async () => {
    const err = await caught(() => t.db.collection("nothing").listIndexes().toArray());
    expect(err.code).toBe(26);
  });

  it("createIndex over duplicate data fails with DuplicateKey and leaves no index", async () => {
    await c.insertMany([{ email: "a" }, { email: "a" }]);
    const err = await caught(() => c.createIndex({ email: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect(err.codeName).toBe("DuplicateKey");
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
  });
});

describe("unique indexes", () => {
  it("single field: writeErrors with keyPattern/keyValue on insert and update", async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: "a@x" });
    const err = await caught(() => c.insertOne({ email: "a@x" }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: "a@x" });
    expect(err.message).toBe('E11000 duplicate key error collection: conformance_indexes.people index: email_1 dup key: { email: "a@x" }');
    await c.insertOne({ email: "b@x" });
    const upd = await caught(() => c.updateOne({ email: "b@x" }, { $set: { email: "a@x" } }));
    expect(upd.code).toBe(11000);
    // Unique is checked against the whole collection, missing values count as null.
    await c.insertOne({ other: 1 });
    const nullDup = await caught(() => c.insertOne({ other: 2 }));
    expect(nullDup.code).toBe(11000);
    expect(nullDup.keyValue).toEqual({ email: null });
  });

  it("findAndModify duplicates answer top-level DuplicateKey", async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([{ email: "a" }, { email: "b" }]);
    const err = await caught(() => c.findOneAndUpdate({ email: "b" }, { $set: { email: "a" } }));
    expect(err.code).toBe(11000);
    expect(err.codeName).toBe("DuplicateKey");
    expect(err.keyValue).toEqual({ email: "a" });
    const raw = await t.db
      .command({ findAndModify: "people", query: { email: "b" }, update: { $set: { email: "a" } } })
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(raw.code).toBe(11000);
  });

  it("compound unique", async () => {
    await c.createIndex({ org: 1, email: 1 }, { unique: true });
    await c.insertMany([
      { org: 1, email: "a" },
      { org: 2, email: "a" },
    ]);
    const err = await caught(() => c.insertOne({ org: 1, email: "a" }));
    expect(err.keyPattern).toEqual({ org: 1, email: 1 });
    expect(err.keyValue).toEqual({ org: 1, email: "a" });
  });

  it("sparse unique ignores documents without the field", async () => {
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ x: 1 }, { x: 2 }, { code: "a" }]);
    expect((await caught(() => c.insertOne({ code: "a" }))).code).toBe(11000);
  });

  it("partial unique only constrains matching documents", async () => {
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { deleted: false } });
    await c.insertMany([
      { email: "a", deleted: true },
      { email: "a", deleted: true },
      { email: "a", deleted: false },
    ]);
    expect((await caught(() => c.insertOne({ email: "a", deleted: false }))).code).toBe(11000);
    await c.updateOne({ deleted: false }, { $set: { deleted: true } });
    await c.insertOne({ email: "a", deleted: false });
    const specs = await c.listIndexes().toArray();
    expect(specs[1]).toEqual({ v: 2, key: { email: 1 }, name: "email_1", unique: true, partialFilterExpression: { deleted: false } });
  });

  it("unique on array elements (multikey)", async () => {
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ["a", "b", "b"] });
    expect((await caught(() => c.insertOne({ tags: ["c", "a"] }))).code).toBe(11000);
  });

  it("unique with collation strength 2 is case-insensitive", async () => {
    await c.createIndex({ email: 1 }, { unique: true, collation: { locale: "en", strength: 2 } });
    await c.insertOne({ email: "Ann@X" });
    expect((await caught(() => c.insertOne({ email: "ann@x" }))).code).toBe(11000);
  });

  it("upsert that collides raises 11000", async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: "a", n: 1 });
    const err = await caught(() => c.updateOne({ email: "zzz", n: 5 }, { $set: { email: "a" } }, { upsert: true }));
    expect(err.code).toBe(11000);
  });
});

describe("queries that use indexes return the same results as scans", () => {
  it("equality, $in, ranges and sort+limit on a compound index", async () => {
    const docs: Document[] = [];
    for (let i = 0; i < 600; i++) {
      docs.push({ p: `p${i % 3}`, s: ["open", "done", "lost"][(i % 5) % 3], at: new Date(Date.UTC(2024, 0, 1) + i * 3600_000), n: i });
    }
    await c.insertMany(docs);
    const scan = async (filter: Document, sort: Document, limit = 0) =>
      (await c.find(filter).sort(sort).limit(limit).toArray()).map((d) => d.n);
    const queries: Array<[Document, Document, number]> = [
      [{ p: "p1", s: "open" }, { at: -1 }, 20],
      [{ p: "p1", s: "open" }, { at: 1 }, 5],
      [{ p: { $in: ["p0", "p2"] }, s: "done" }, { at: -1 }, 7],
      [{ p: "p2", at: { $gte: new Date(Date.UTC(2024, 0, 10)), $lt: new Date(Date.UTC(2024, 0, 12)) } }, { n: 1 }, 0],
      [{ p: "p0", s: { $in: ["open", "lost"] }, n: { $gt: 300 } }, { n: -1 }, 10],
      [{ p: "p1" }, { s: 1, at: -1 }, 15],
      [{}, { at: -1 }, 3],
    ];
    const before = await Promise.all(queries.map(([f, s, l]) => scan(f, s, l)));
    const counts = await Promise.all(queries.map(([f]) => c.countDocuments(f)));
    await c.createIndex({ p: 1, s: 1, at: -1 });
    await c.createIndex({ p: 1, at: 1 });
    await c.createIndex({ at: 1 });
    const after = await Promise.all(queries.map(([f, s, l]) => scan(f, s, l)));
    expect(after).toEqual(before);
    expect(await Promise.all(queries.map(([f]) => c.countDocuments(f)))).toEqual(counts);
    expect(before[0]).toHaveLength(20);
    // Writes after index creation keep the index consistent.
    await c.updateMany({ p: "p1", s: "open" }, { $set: { s: "moved" } });
    await c.deleteMany({ p: "p0", n: { $lt: 100 } });
    expect(await c.countDocuments({ p: "p1", s: "open" })).toBe(0);
    expect(await c.countDocuments({ p: "p1", s: "moved" })).toBe(counts[0]);
    expect(await c.countDocuments({ p: "p0" })).toBe(200 - 34);
  });

  it("an update of fields an index does not hold keeps its entries, found with the new values", async () => {
    await c.createIndex({ p: 1, at: 1 });
    await c.createIndex({ done: 1 }, { partialFilterExpression: { open: true } });
    const at = new Date(Date.UTC(2024, 0, 1));
    await c.insertMany([...Array(300).keys()].map((n) => ({ _id: n, p: `p${n % 3}`, at, n, open: true })) as Document[]);
    await c.updateMany({ p: "p1" }, { $set: { n: -1, at: new Date(at.getTime()) } });
    await c.updateMany({ p: "p2" }, { $set: { open: false } });
    const byIndex = await c.find({ p: "p1", at }).sort({ at: 1 }).toArray();
    expect(byIndex).toHaveLength(100);
    expect(byIndex.every((doc) => doc.n === -1)).toBe(true);
    expect(await c.countDocuments({ done: null, open: true })).toBe(200);
    await c.updateMany({ p: "p2" }, { $set: { open: true } });
    expect(await c.countDocuments({ done: null, open: true })).toBe(300);
  });

  it("entries left on an older version by updates of other fields follow later key changes, deletes and rollbacks", async () => {
    await c.createIndex({ p: 1, "addr.city": 1 });
    await c.createIndex({ p: 1, tags: 1 });
    await c.insertMany(
      [...Array(50).keys()].map((n) => ({ _id: n, p: "a", addr: { city: `c${n % 5}` }, tags: [`t${n % 2}`, "all"], n })) as Document[],
    );
    // Updates of `n` only: both indexes keep their entries on the inserted versions.
    for (let round = 1; round <= 3; round++) await c.updateMany({ p: "a" }, { $inc: { n: 100 } });
    await c.updateMany({ "addr.city": "c1" }, { $set: { "addr.city": "moved" } });
    await c.updateMany({ tags: "t1" }, { $pull: { tags: "all" } } as never);
    const ids = async (filter: Document, hint: Document) => (await c.find(filter).hint(hint).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ p: "a", "addr.city": "c1" }, { p: 1, "addr.city": 1 })).toEqual([]);
    expect(await ids({ p: "a", "addr.city": "moved" }, { p: 1, "addr.city": 1 })).toEqual([1, 6, 11, 16, 21, 26, 31, 36, 41, 46]);
    expect((await c.find({ p: "a", tags: "all" }).hint({ p: 1, tags: 1 }).toArray()).every((d) => d.n >= 300)).toBe(true);
    expect(await c.countDocuments({ p: "a", tags: "all" }, { hint: { p: 1, tags: 1 } })).toBe(25);
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await c.updateMany({ p: "a" }, { $inc: { n: 1 }, $set: { "addr.city": "gone" } }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await ids({ p: "a", "addr.city": "gone" }, { p: 1, "addr.city": 1 })).toEqual([]);
    expect(await ids({ p: "a", "addr.city": "c2" }, { p: 1, "addr.city": 1 })).toEqual([2, 7, 12, 17, 22, 27, 32, 37, 42, 47]);
    await c.deleteMany({ n: { $gte: 0 } });
    expect(await c.countDocuments({ p: "a" }, { hint: { p: 1, tags: 1 } })).toBe(0);
    expect(await c.countDocuments({ p: "a" }, { hint: { p: 1, "addr.city": 1 } })).toBe(0);
  });

  it("a compound index over an array field follows updates and deletes of its elements", async () => {
    await c.createIndex({ p: 1, tags: 1, kind: 1 });
    await c.insertMany([
      { _id: 1 as never, p: "a", tags: ["x", "x", "y", "n:ren"], kind: "c" },
      { _id: 2 as never, p: "a", tags: ["y", "z"], kind: "d" },
      { _id: 3 as never, p: "b", tags: ["x"], kind: "c" },
      { _id: 4 as never, p: "a", tags: [], kind: "c" },
    ]);
    const ids = async (filter: Document) =>
      (await c.find(filter).hint({ p: 1, tags: 1, kind: 1 }).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ p: "a", tags: "x" })).toEqual([1]);
    expect(await ids({ p: "a", tags: "y" })).toEqual([1, 2]);
    expect(await ids({ p: "a", tags: { $elemMatch: { $gte: "n:r", $lt: "n:r\uffff" } } })).toEqual([1]);
    await c.updateOne({ _id: 1 as never }, { $set: { tags: ["z"] } });
    await c.deleteOne({ _id: 2 as never });
    expect(await ids({ p: "a", tags: "x" })).toEqual([]);
    expect(await ids({ p: "a", tags: "y" })).toEqual([]);
    expect(await ids({ p: "a", tags: "z" })).toEqual([1]);
    expect(await ids({ p: "b", tags: "x" })).toEqual([3]);
    expect(await c.find({ p: "a" }).hint({ p: 1, tags: 1, kind: 1 }).count()).toBe(2);
  });

  it("a descending multikey index over strings orders, dedupes and follows element updates", async () => {
    await c.createIndex({ p: 1, tags: -1 });
    await c.insertMany([
      { _id: 1 as never, p: "a", tags: ["b", "d", "b", "a"] },
      { _id: 2 as never, p: "a", tags: ["c", "e"] },
      { _id: 3 as never, p: "a", tags: ["c", 5, null] },
    ]);
    const hinted = (filter: Document, sort: Document = { tags: -1 }) => c.find(filter).hint({ p: 1, tags: -1 }).sort(sort).toArray();
    // A descending sort on an array orders by its largest element: "e", "d", then "c" (strings rank above numbers).
    expect((await hinted({ p: "a", tags: { $gte: "b", $lte: "d" } })).map((d) => d._id)).toEqual([2, 1, 3]);
    expect((await hinted({ p: "a", tags: "b" })).map((d) => d._id)).toEqual([1]);
    expect(await c.countDocuments({ p: "a", tags: "b" }, { hint: { p: 1, tags: -1 } })).toBe(1);
    await c.updateOne({ _id: 1 as never }, { $pull: { tags: "b" } } as never);
    await c.updateOne({ _id: 2 as never }, { $push: { tags: "b" } } as never);
    await c.updateOne({ _id: 3 as never }, { $set: { "tags.0": "z" } });
    expect((await hinted({ p: "a", tags: "b" })).map((d) => d._id)).toEqual([2]);
    expect((await hinted({ p: "a", tags: "c" })).map((d) => d._id)).toEqual([2]);
    expect((await hinted({ p: "a", tags: "z" })).map((d) => d._id)).toEqual([3]);
    expect((await hinted({ p: "a", tags: 5 })).map((d) => d._id)).toEqual([3]);
    await c.deleteOne({ _id: 2 as never });
    expect(await hinted({ p: "a", tags: { $in: ["b", "c", "e"] } })).toEqual([]);
    expect((await hinted({ p: "a" }, { _id: 1 })).map((d) => d._id)).toEqual([1, 3]);
  });

  it("a two-sided range over an array field matches elements meeting each end apart; $elemMatch needs one element for both", async () => {
    await c.createIndex({ tags: 1 });
    await c.insertMany([
      { _id: 1 as never, tags: [3, 12] },
      { _id: 2 as never, tags: [7] },
      { _id: 3 as never, tags: [1, 2] },
      ...Array.from({ length: 30 }, (_, i) => ({ _id: (100 + i) as never, tags: [100 + i] })),
    ]);
    const ids = async (filter: Document) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ tags: { $gt: 5, $lt: 10 } })).toEqual([1, 2]);
    expect(await ids({ tags: { $gt: 5, $lt: 10 } })).toEqual(
      (
        await c
          .find({ tags: { $gt: 5, $lt: 10 } })
          .hint({ $natural: 1 })
          .toArray()
      )
        .map((d) => d._id)
        .sort(),
    );
    expect(await ids({ tags: { $elemMatch: { $gt: 5, $lt: 10 } } })).toEqual([2]);
  });

  it("fields of one array of documents are keyed element by element", async () => {
    await c.createIndex({ "f.k": 1, "f.v": 1 }, { unique: true });
    await c.insertOne({
      _id: 1 as never,
      f: [
        { k: "a", v: 1 },
        { k: "b", v: 2 },
      ],
    });
    // ("a", 2) pairs values of two elements of document 1: not a key of it, so no duplicate.
    await c.insertOne({ _id: 2 as never, f: [{ k: "a", v: 2 }] });
    expect((await caught(() => c.insertOne({ _id: 3 as never, f: [{ k: "b", v: 2 }] }))).code).toBe(11000);
    for (let i = 0; i < 30; i++) await c.insertOne({ _id: (100 + i) as never, f: [{ k: "z", v: i }] });
    const ids = async (filter: Document) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    // Without $elemMatch the two conditions may hold in different elements.
    expect(await ids({ "f.k": "a", "f.v": 2 })).toEqual([1, 2]);
    expect(await ids({ "f.k": "b", "f.v": { $gte: 1, $lte: 1 } })).toEqual([1]);
    expect(await ids({ f: { $elemMatch: { k: "a", v: 2 } } })).toEqual([2]);
    expect(await ids({ f: { $elemMatch: { k: "a", v: { $in: [1, 2] } } } })).toEqual([1, 2]);
    await c.updateOne({ _id: 1 as never }, { $set: { "f.1.k": "c" } });
    expect(await ids({ f: { $elemMatch: { k: "b", v: 2 } } })).toEqual([]);
    expect(await ids({ f: { $elemMatch: { k: "c", v: 2 } } })).toEqual([1]);
    await c.insertOne({ _id: 3 as never, f: [{ k: "b", v: 2 }] });
    expect(await ids({ f: { $elemMatch: { k: "b", v: 2 } } })).toEqual([3]);
  });
});
