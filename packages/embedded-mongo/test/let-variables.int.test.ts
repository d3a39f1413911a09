/**
 * `let` variables, from MongoDB's manual (5.0+): the `let` option of find
 * (https://www.mongodb.com/docs/manual/reference/command/find/), aggregate
 * (https://www.mongodb.com/docs/manual/reference/command/aggregate/), update
 * (https://www.mongodb.com/docs/manual/reference/command/update/), delete
 * (https://www.mongodb.com/docs/manual/reference/command/delete/) and findAndModify
 * (https://www.mongodb.com/docs/manual/reference/command/findAndModify/): "Specifies a document
 * with a list of variables ... To access variables in aggregation expressions, prefix the
 * variable name with double dollar signs ($$)" - in `$expr` filters, pipelines, pipeline updates
 * and projections. The values may be expressions ("$$NOW" included), evaluated once.
 */
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_let");
  c = t.db.collection("cakes");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany([
    { _id: 1, flavor: "chocolate", qty: 5 },
    { _id: 2, flavor: "strawberry", qty: 3 },
    { _id: 3, flavor: "cherry", qty: 8 },
  ] as never[]);
});

const ids = (docs: Document[]) => docs.map((d) => d._id as number).sort();

describe("let variables (MongoDB 5.0+)", () => {
  it("find: $$ variables in a $expr filter and in a projection expression", async () => {
    const docs = await c
      .find(
        { $expr: { $eq: ["$flavor", "$$target"] } },
        { let: { target: "cherry", label: "cake" }, projection: { flavor: 1, label: "$$label" } },
      )
      .toArray();
    expect(docs).toEqual([{ _id: 3, flavor: "cherry", label: "cake" }]);
  });

  it("find: let values are expressions, evaluated before the query runs", async () => {
    const docs = await c.find({ $expr: { $gt: ["$qty", "$$min"] } }, { let: { min: { $add: [2, 2] } } }).toArray();
    expect(ids(docs)).toEqual([1, 3]);
  });

  it("aggregate: variables in the leading $match and in later stages", async () => {
    const out = await c
      .aggregate(
        [
          { $match: { $expr: { $gte: ["$qty", "$$min"] } } },
          { $project: { _id: 1, total: { $multiply: ["$qty", "$$price"] } } },
          { $sort: { _id: 1 } },
        ],
        { let: { min: 5, price: 2 } },
      )
      .toArray();
    expect(out).toEqual([
      { _id: 1, total: 10 },
      { _id: 3, total: 16 },
    ]);
  });

  it("aggregate: a counting pipeline ($match + $count) uses them too", async () => {
    const out = await c.aggregate([{ $match: { $expr: { $lt: ["$qty", "$$max"] } } }, { $count: "n" }], { let: { max: 6 } }).toArray();
    expect(out).toEqual([{ n: 2 }]);
  });

  it("update: in the filter and in a pipeline update", async () => {
    const res = await c.updateOne({ $expr: { $eq: ["$flavor", "$$f"] } }, [{ $set: { qty: { $add: ["$qty", "$$inc"] } } }], {
      let: { f: "strawberry", inc: 10 },
    });
    expect(res.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 2 } as never))?.qty).toBe(13);
  });

  it("delete: in the filter", async () => {
    const res = await c.deleteMany({ $expr: { $in: ["$flavor", "$$gone"] } }, { let: { gone: ["cherry", "chocolate"] } });
    expect(res.deletedCount).toBe(2);
    expect(ids(await c.find().toArray())).toEqual([2]);
  });

  it("findAndModify: in the query and the pipeline update, returning the new document", async () => {
    const doc = await c.findOneAndUpdate({ $expr: { $eq: ["$_id", "$$id"] } }, [{ $set: { flavor: "$$newFlavor" } }], {
      let: { id: 1, newFlavor: "orange" },
      returnDocument: "after",
    });
    expect(doc).toEqual({ _id: 1, flavor: "orange", qty: 5 });
  });

  it("an undefined variable is still an error", async () => {
    const err = await caught(() => c.find({ $expr: { $eq: ["$flavor", "$$nope"] } }).toArray());
    expect(String(err.message)).toMatch(/undefined variable/i);
  });
});
