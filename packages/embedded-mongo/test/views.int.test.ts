/**
 * Views, from MongoDB's manual, "Views" (https://www.mongodb.com/docs/manual/core/views/) and
 * "Create and Query a View" (https://www.mongodb.com/docs/manual/core/views/create-view/):
 * `db.createCollection(<view>, {viewOn: <source>, pipeline: [...]})` (the `create` command);
 * "Views are read-only; write operations on views will error" (166 CommandNotSupportedOnView);
 * find, findOne, countDocuments, distinct and aggregate read through the view's pipeline; a view
 * may be defined on another view; listCollections reports `type: "view"`; drop removes it.
 */
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let students: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_views");
  students = t.db.collection("students");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await students.insertMany([
    { _id: 1, name: "Ajay", year: 1, score: 84 },
    { _id: 2, name: "Bella", year: 2, score: 93 },
    { _id: 3, name: "Chris", year: 2, score: 72 },
    { _id: 4, name: "Dana", year: 3, score: 88 },
  ] as never[]);
  await t.db.createCollection("firstYears", { viewOn: "students", pipeline: [{ $match: { year: 1 } }] });
  await t.db.createCollection("upper", { viewOn: "students", pipeline: [{ $match: { year: { $gt: 1 } } }, { $project: { score: 0 } }] });
});

const view = (name: string) => t.db.collection(name);

describe("Reads through a view", () => {
  it("find returns the pipeline's output, with the query's filter, sort, skip, limit and projection", async () => {
    expect(await view("firstYears").find().toArray()).toEqual([{ _id: 1, name: "Ajay", year: 1, score: 84 }]);
    const page = await view("upper").find({ year: 2 }).sort({ name: -1 }).skip(0).limit(1).project({ name: 1 }).toArray();
    expect(page).toEqual([{ _id: 3, name: "Chris" }]);
    expect(await view("upper").findOne({ _id: 2 } as never)).toEqual({ _id: 2, name: "Bella", year: 2 });
  });

  it("countDocuments, count, distinct and aggregate read through it", async () => {
    expect(await view("upper").countDocuments()).toBe(3);
    expect((await t.db.command({ count: "upper", query: { year: 2 } })).n).toBe(2);
    expect((await view("upper").distinct("year")).sort()).toEqual([2, 3]);
    const out = await view("upper")
      .aggregate([{ $group: { _id: "$year", n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(out).toEqual([
      { _id: 2, n: 2 },
      { _id: 3, n: 1 },
    ]);
  });

  it("$lookup and $unionWith read a view as its documents", async () => {
    const out = await t.db
      .aggregate([
        { $documents: [{ year: 1 }] },
        { $lookup: { from: "firstYears", localField: "year", foreignField: "year", as: "who" } },
        { $unionWith: { coll: "upper", pipeline: [{ $match: { _id: 4 } }] } },
      ])
      .toArray();
    expect(out).toEqual([
      { year: 1, who: [{ _id: 1, name: "Ajay", year: 1, score: 84 }] },
      { _id: 4, name: "Dana", year: 3 },
    ]);
  });

  it("a view sees later writes to its source, and may be defined on another view", async () => {
    await students.insertOne({ _id: 5, name: "Eli", year: 1, score: 60 } as never);
    expect((await view("firstYears").find().toArray()).map((d) => d._id)).toEqual([1, 5]);
    await t.db.createCollection("goodFirstYears", { viewOn: "firstYears", pipeline: [{ $match: { score: { $gte: 80 } } }] });
    expect((await view("goodFirstYears").find().toArray()).map((d) => d._id)).toEqual([1]);
  });
});

describe("Views are read-only", () => {
  it("insert, update, delete, findAndModify and createIndexes on a view fail with 166, the source unchanged", async () => {
    const v = view("firstYears");
    for (const op of [
      () => v.insertOne({ _id: 9 } as never),
      () => v.updateOne({}, { $set: { x: 1 } }),
      () => v.deleteMany({}),
      () => v.findOneAndUpdate({}, { $set: { x: 1 } }),
      () => v.createIndex({ name: 1 }),
    ]) {
      const err = await caught(op);
      expect(err.code).toBe(166);
    }
    expect(await students.countDocuments()).toBe(4);
    expect(await students.countDocuments({ x: 1 })).toBe(0);
  });

  it("$out or $merge into a view fails with 166", async () => {
    const err = await caught(() => students.aggregate([{ $out: "firstYears" }]).toArray());
    expect(err.code).toBe(166);
  });
});

describe("Views in the catalog", () => {
  it('listCollections reports type "view" with viewOn and pipeline; drop removes only the view', async () => {
    const infos = await t.db.listCollections({ name: "firstYears" }).toArray();
    expect(infos[0]).toMatchObject({
      name: "firstYears",
      type: "view",
      options: { viewOn: "students", pipeline: [{ $match: { year: 1 } }] },
    });
    await view("firstYears").drop();
    expect(await t.db.listCollections({ name: "firstYears" }).toArray()).toEqual([]);
    expect(await students.countDocuments()).toBe(4);
  });

  it("creating a view whose name exists fails with 48 NamespaceExists", async () => {
    const err = await caught(() => t.db.createCollection("upper", { viewOn: "students", pipeline: [] }));
    expect(err.code).toBe(48);
  });
});
