/**
 * Update semantics of MongoDB 7.0, from its manual:
 * - Updates with Aggregation Pipeline
 *   (https://www.mongodb.com/docs/v7.0/tutorial/update-documents-with-aggregation-pipeline/):
 *   `$replaceRoot` / `$replaceWith` may be update stages; as in a replacement, the document keeps
 *   its `_id` when the new root has none ("You cannot ... change the _id field"), and one that
 *   changes it is refused with 66 ImmutableField.
 * - db.collection.findOneAndReplace() (https://www.mongodb.com/docs/v7.0/reference/method/db.collection.findOneAndReplace/):
 *   `collation` applies to the filter; with `returnNewDocument` (the driver's
 *   `returnDocument: "after"`) the replacement is returned.
 * - update command (https://www.mongodb.com/docs/v7.0/reference/command/update/): the statement
 *   fields of 7.0 are q, u, c, upsert, multi, collation, arrayFilters, hint; `sort` is "New in
 *   version 8.0", so a 7.0 server refuses it as an unknown field (40415).
 */
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_update_fidelity");
  c = t.db.collection("people");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany([
    { _id: 1, name: { first: "John", last: "Backus" }, tag: "Alpha" },
    { _id: 2, name: { first: "Grace", last: "Hopper" }, tag: "beta" },
  ] as never[]);
});

describe("Updates with Aggregation Pipeline keep _id", () => {
  it("$replaceRoot to an embedded document keeps the document's _id", async () => {
    const res = await c.updateOne({ _id: 1 } as never, [{ $replaceRoot: { newRoot: "$name" } }]);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, first: "John", last: "Backus" });
  });

  it("$replaceWith a new document keeps the _id (updateMany: each its own)", async () => {
    const res = await c.updateMany({}, [{ $replaceWith: { full: { $concat: ["$name.first", " ", "$name.last"] } } }]);
    expect(res.modifiedCount).toBe(2);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, full: "John Backus" },
      { _id: 2, full: "Grace Hopper" },
    ]);
  });

  it("a pipeline that sets a different _id is refused with 66 ImmutableField", async () => {
    const err = await caught(() => c.updateOne({ _id: 1 } as never, [{ $replaceWith: { _id: 9, x: 1 } }]));
    expect(err.code).toBe(66);
    expect(await c.findOne({ _id: 1 } as never)).toMatchObject({ tag: "Alpha" });
  });

  it("findOneAndUpdate with $replaceWith returns the new document with its _id", async () => {
    const doc = await c.findOneAndUpdate({ _id: 2 } as never, [{ $replaceWith: "$name" }], { returnDocument: "after" });
    expect(doc).toEqual({ _id: 2, first: "Grace", last: "Hopper" });
  });
});

describe("findOneAndReplace with a collation", () => {
  it('matches case-insensitively at strength 2 and returns the replacement with returnDocument: "after"', async () => {
    const doc = await c.findOneAndReplace(
      { tag: "alpha" },
      { tag: "gamma" },
      {
        collation: { locale: "en", strength: 2 },
        returnDocument: "after",
      },
    );
    expect(doc).toEqual({ _id: 1, tag: "gamma" });
    expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, tag: "gamma" });
  });

  it('returns the original with returnDocument: "before", and null when nothing matches', async () => {
    const before = await c.findOneAndReplace({ tag: "BETA" }, { tag: "delta" }, { collation: { locale: "en", strength: 1 } });
    expect(before).toMatchObject({ _id: 2, tag: "beta" });
    expect(
      await c.findOneAndReplace({ tag: "zeta" }, { tag: "x" }, { collation: { locale: "en", strength: 2 }, returnDocument: "after" }),
    ).toBeNull();
  });
});

describe("update refuses sort (a 7.0 server: new in 8.0)", () => {
  it("updateOne and replaceOne with sort fail with 40415 and change nothing", async () => {
    const upd = await caught(() => c.updateOne({}, { $set: { x: 1 } }, { sort: { _id: -1 } } as never));
    expect(upd.code).toBe(40415);
    expect(String(upd.message)).toContain("sort");
    const rep = await caught(() => c.replaceOne({}, { x: 1 }, { sort: { _id: -1 } } as never));
    expect(rep.code).toBe(40415);
    expect(await c.countDocuments({ x: 1 })).toBe(0);
  });

  it("findOneAndUpdate keeps its sort (findAndModify has had one since before 7.0)", async () => {
    const doc = await c.findOneAndUpdate({}, { $set: { x: 1 } }, { sort: { _id: -1 }, returnDocument: "after" });
    expect(doc?._id).toBe(2);
  });
});

describe("an update changes only the new version of the document", () => {
  it("a snapshot opened before updates of one field, nested fields and arrays still reads the old version", async () => {
    await c.insertOne({ _id: 3, sub: { x: 1, deep: { y: [1, 2] } }, arr: [1, 2], other: { keep: true }, n: 1 } as never);
    const session = t.client.startSession();
    try {
      session.startTransaction({ readConcern: { level: "snapshot" } });
      const before = await c.findOne({ _id: 3 } as never, { session });
      await c.updateOne({ _id: 3 } as never, { $set: { n: 2 } });
      await c.updateOne({ _id: 3 } as never, { $push: { arr: 3, "sub.deep.y": 3 }, $set: { "sub.x": 5 }, $inc: { n: 1 } } as never);
      await c.updateOne({ _id: 3 } as never, { $rename: { other: "moved" }, $unset: { "sub.deep": "" } });
      expect(await c.findOne({ _id: 3 } as never, { session })).toEqual(before);
      expect(before).toEqual({ _id: 3, sub: { x: 1, deep: { y: [1, 2] } }, arr: [1, 2], other: { keep: true }, n: 1 });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await c.findOne({ _id: 3 } as never)).toEqual({ _id: 3, sub: { x: 5 }, arr: [1, 2, 3], moved: { keep: true }, n: 3 });
  });

  it("an update that fails on a later field leaves the document as it was", async () => {
    await c.insertOne({ _id: 4, a: { b: 1 }, s: "text" } as never);
    const err = await caught(() => c.updateOne({ _id: 4 } as never, { $set: { "a.b": 2 }, $inc: { s: 1 } }));
    expect(err.code).toBe(14);
    expect(await c.findOne({ _id: 4 } as never)).toEqual({ _id: 4, a: { b: 1 }, s: "text" });
  });
});
