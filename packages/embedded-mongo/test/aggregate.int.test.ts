import type { Collection, Document } from "mongodb";
import { ObjectId } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let orders: Collection<Document>;
let customers: Collection<Document>;
const alice = new ObjectId();
const bob = new ObjectId();

beforeAll(async () => {
  t = await startTarget("conformance_aggregate");
  orders = t.db.collection("orders");
  customers = t.db.collection("customers");
  await customers.insertMany([
    { _id: alice, name: "Alice", tier: "gold" },
    { _id: bob, name: "Bob", tier: "silver" },
    { _id: new ObjectId(), name: "Carol", tier: "gold" },
  ]);
  await orders.insertMany([
    {
      customer: alice,
      total: 10,
      items: [
        { sku: "a", qty: 1 },
        { sku: "b", qty: 2 },
      ],
      at: new Date("2024-01-01"),
    },
    { customer: alice, total: 30, items: [{ sku: "a", qty: 3 }], at: new Date("2024-02-01") },
    { customer: bob, total: 5, items: [], at: new Date("2024-02-15") },
  ]);
});
afterAll(async () => {
  await t.stop();
});

describe("aggregate", () => {
  it("$match $group $sort $project", async () => {
    const res = await orders
      .aggregate([
        { $match: { total: { $gte: 5 } } },
        { $group: { _id: "$customer", sum: { $sum: "$total" }, n: { $sum: 1 }, max: { $max: "$total" } } },
        { $sort: { sum: -1 } },
        { $project: { _id: 0, sum: 1, n: 1, max: 1 } },
      ])
      .toArray();
    expect(res).toEqual([
      { sum: 40, n: 2, max: 30 },
      { sum: 5, n: 1, max: 5 },
    ]);
  });

  it("$unwind, $count, $addFields, $skip, $limit", async () => {
    const unwound = await orders
      .aggregate([
        { $unwind: "$items" },
        { $sort: { "items.qty": 1 } },
        { $skip: 1 },
        { $limit: 2 },
        { $addFields: { q2: { $multiply: ["$items.qty", 2] } } },
        { $project: { _id: 0, q2: 1 } },
      ])
      .toArray();
    expect(unwound).toEqual([{ q2: 4 }, { q2: 6 }]);
    const keepEmpty = await orders
      .aggregate([{ $unwind: { path: "$items", preserveNullAndEmptyArrays: true } }, { $count: "n" }])
      .toArray();
    expect(keepEmpty).toEqual([{ n: 4 }]);
    expect(await orders.aggregate([{ $match: { total: { $gt: 1000 } } }, { $count: "n" }]).toArray()).toEqual([]);
  });

  it("list page: $match $sort $skip $limit then $lookup and $filter (the product's shape)", async () => {
    const page = await orders
      .aggregate([
        { $match: { total: { $gte: 5 }, items: { $elemMatch: { sku: { $eq: "a" }, qty: { $gte: 1 } } } } },
        { $sort: { at: -1, _id: -1 } },
        { $skip: 1 },
        { $limit: 1 },
        { $lookup: { from: "customers", localField: "customer", foreignField: "_id", as: "c" } },
        {
          $addFields: {
            c: { $arrayElemAt: [{ $filter: { input: "$c", as: "r", cond: { $eq: ["$$r.tier", { $literal: "gold" }] } } }, 0] },
          },
        },
        { $project: { _id: 0, total: 1, name: "$c.name" } },
      ])
      .toArray();
    expect(page).toEqual([{ total: 10, name: "Alice" }]);
    const skipAll = await orders.aggregate([{ $match: {} }, { $sort: { total: 1 } }, { $skip: 5 }, { $limit: 2 }]).toArray();
    expect(skipAll).toEqual([]);
  });

  it("$lookup localField/foreignField and pipeline form with let", async () => {
    const joined = await customers
      .aggregate([
        { $lookup: { from: "orders", localField: "_id", foreignField: "customer", as: "orders" } },
        { $project: { _id: 0, name: 1, count: { $size: "$orders" } } },
        { $sort: { name: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { name: "Alice", count: 2 },
      { name: "Bob", count: 1 },
      { name: "Carol", count: 0 },
    ]);
    const piped = await customers
      .aggregate([
        {
          $lookup: {
            from: "orders",
            let: { cid: "$_id" },
            pipeline: [
              { $match: { $expr: { $and: [{ $eq: ["$customer", "$$cid"] }, { $gt: ["$total", 7] }] } } },
              { $project: { _id: 0, total: 1 } },
            ],
            as: "big",
          },
        },
        { $match: { tier: "gold" } },
        { $sort: { name: 1 } },
        { $project: { _id: 0, name: 1, big: 1 } },
      ])
      .toArray();
    expect(piped).toEqual([
      { name: "Alice", big: [{ total: 10 }, { total: 30 }] },
      { name: "Carol", big: [] },
    ]);
    const reverse = await orders
      .aggregate([
        { $lookup: { from: "customers", localField: "customer", foreignField: "_id", as: "c" } },
        { $unwind: "$c" },
        { $group: { _id: "$c.name", total: { $sum: "$total" } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(reverse).toEqual([
      { _id: "Alice", total: 40 },
      { _id: "Bob", total: 5 },
    ]);
  });

  it("$facet", async () => {
    const [res] = await orders
      .aggregate([
        { $facet: { count: [{ $count: "n" }], top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 0, total: 1 } }] } },
      ])
      .toArray();
    expect(res).toEqual({ count: [{ n: 3 }], top: [{ total: 30 }] });
  });

  it("expressions on ObjectIds and dates: $toString, $type, $dateToString", async () => {
    const [res] = await customers
      .aggregate([
        { $match: { _id: alice } },
        { $project: { _id: 0, s: { $toString: "$_id" }, t: { $type: "$_id" }, o: { $toObjectId: { $toString: "$_id" } } } },
      ])
      .toArray();
    expect(res).toEqual({ s: alice.toHexString(), t: "objectId", o: alice });
    const [d] = await orders
      .aggregate([{ $sort: { at: 1 } }, { $limit: 1 }, { $project: { _id: 0, d: { $dateToString: { format: "%Y-%m", date: "$at" } } } }])
      .toArray();
    expect(d).toEqual({ d: "2024-01" });
  });

  it("countDocuments with a filter and an aggregate cursor with batchSize", async () => {
    expect(await orders.countDocuments({ customer: alice })).toBe(2);
    const many = await orders.aggregate([{ $unwind: { path: "$items", preserveNullAndEmptyArrays: true } }], { batchSize: 1 }).toArray();
    expect(many).toHaveLength(4);
  });

  it("$out writes a collection", async () => {
    await orders.aggregate([{ $group: { _id: "$customer", total: { $sum: "$total" } } }, { $out: "totals" }]).toArray();
    expect(await t.db.collection("totals").countDocuments()).toBe(2);
  });
});

describe("field order", () => {
  it("keeps _id first in $project and find projections", async () => {
    const [p] = await customers.aggregate([{ $match: { _id: alice } }, { $project: { name: 1, tier: 1 } }]).toArray();
    expect(Object.keys(p ?? {})[0]).toBe("_id");
    const f = await customers.findOne({ _id: alice }, { projection: { tier: 1 } });
    expect(Object.keys(f ?? {})).toEqual(["_id", "tier"]);
  });
});

/**
 * MongoDB 5.0's concise correlated `$lookup` (localField/foreignField + pipeline), as the list
 * engine's `[with]` uses it: compared with the plain form + `$filter` on the same data (local
 * arrays, missing and null local fields, foreign arrays/nulls, another project's documents),
 * through a `{projectId, <foreignField>, ...}` index, the `_id` index and no index at all.
 */
describe("$lookup concise correlated form (localField/foreignField + pipeline)", () => {
  const A = new ObjectId();
  const B = new ObjectId();
  const C = new ObjectId();
  const Z = new ObjectId();
  const rowIds: Record<string, ObjectId> = {};
  const dealIds: Record<string, ObjectId> = {};
  let rows: Collection<Document>;
  const name = (id: unknown) => Object.entries(dealIds).find(([, v]) => v.equals(id as ObjectId))?.[0] ?? String(id);

  beforeAll(async () => {
    rows = t.db.collection("lk_rows");
    const rowDocs: Array<[string, Document]> = [
      ["r1", { ref: A }],
      ["r2", { ref: [A, B] }],
      ["r3", {}],
      ["r4", { ref: null }],
      ["r5", { ref: [] }],
      ["r6", { ref: [B, B, Z] }],
      ["r7", { ref: C }],
      ["r8", { ref: A.toHexString() }],
      ["r9", { ref: [null, C] }],
    ];
    for (const [n, d] of rowDocs) {
      rowIds[n] = new ObjectId();
      await rows.insertOne({ _id: rowIds[n], n, ...d });
    }
    const deals: Array<[string, Document]> = [
      ["d1", { projectId: "p1", contactId: A, amount: 10 }],
      ["d2", { projectId: "p1", contactId: A, amount: 20 }],
      ["d3", { projectId: "p2", contactId: A, amount: 30 }],
      ["d4", { projectId: "p1", contactId: B, amount: 40 }],
      ["d5", { projectId: "p1", amount: 50 }],
      ["d6", { projectId: "p1", contactId: null, amount: 60 }],
      ["d7", { projectId: "p1", contactId: [B, C], amount: 70 }],
      ["d8", { projectId: "p1", contactId: [], amount: 80 }],
      ["d9", { projectId: "p2", contactId: C, amount: 90 }],
      ["d10", { projectId: "p2", amount: 100 }],
    ];
    for (const [n] of deals) dealIds[n] = new ObjectId();
    const docs = deals.map(([n, d]) => ({ _id: dealIds[n], n, ...d, createdAt: new Date(2024, 0, Number(n.slice(1))) }));
    await t.db.collection("lk_deals").createIndex({ projectId: 1, contactId: 1, createdAt: 1, _id: 1 });
    await t.db.collection("lk_deals").insertMany(docs);
    await t.db.collection("lk_deals_noindex").insertMany(docs);
    await t.db.collection("lk_deals_single").createIndex({ contactId: 1 });
    await t.db.collection("lk_deals_single").insertMany(docs);
    await t.db.collection("lk_people").insertMany([
      { _id: A, projectId: "p1", name: "A" },
      { _id: B, projectId: "p1", name: "B" },
      { _id: C, projectId: "p2", name: "C" },
    ]);
  });

  /** `{row name: [joined names, sorted]}` (the join order is unspecified). */
  async function joined(pipeline: Document[]): Promise<Record<string, string[]>> {
    const res = await rows.aggregate([{ $sort: { n: 1 } }, ...pipeline]).toArray();
    return Object.fromEntries(
      res.map((r) => [r.n as string, (r.j as Document[]).map((d) => (d.n as string | undefined) ?? (d.name as string)).sort()]),
    );
  }
  const concise = (from: string, localField: string, foreignField: string, projectId: string): Document[] => [
    { $lookup: { from, localField, foreignField, pipeline: [{ $match: { projectId } }], as: "j" } },
  ];
  const plainFiltered = (from: string, localField: string, foreignField: string, projectId: string): Document[] => [
    { $lookup: { from, localField, foreignField, as: "j" } },
    { $addFields: { j: { $filter: { input: "$j", as: "r", cond: { $eq: ["$$r.projectId", { $literal: projectId }] } } } } },
  ];

  it("matches the plain form + $filter (compound index, single-field index, no index, _id)", async () => {
    for (const from of ["lk_deals", "lk_deals_single", "lk_deals_noindex"]) {
      for (const p of ["p1", "p2", "p3"]) {
        const expected = await joined(plainFiltered(from, "ref", "contactId", p));
        expect(await joined(concise(from, "ref", "contactId", p)), `${from} ${p}`).toEqual(expected);
      }
    }
    for (const p of ["p1", "p2"]) {
      const expected = await joined(plainFiltered("lk_people", "ref", "_id", p));
      expect(await joined(concise("lk_people", "ref", "_id", p)), `_id ${p}`).toEqual(expected);
    }
  });

  it("array, missing and null local values; other projects never join", async () => {
    const p1 = await joined(concise("lk_deals", "ref", "contactId", "p1"));
    expect(p1.r1).toEqual(["d1", "d2"]);
    expect(p1.r2).toEqual(["d1", "d2", "d4", "d7"]);
    expect(p1.r3).toEqual(["d5", "d6"]);
    expect(p1.r4).toEqual(["d5", "d6"]);
    expect(p1.r6).toEqual(["d4", "d7"]);
    expect(p1.r7).toEqual(["d7"]);
    expect(p1.r8).toEqual([]);
    expect(p1.r9).toEqual(["d5", "d6", "d7"]);
    const p2 = await joined(concise("lk_deals", "ref", "contactId", "p2"));
    expect(p2.r1).toEqual(["d3"]);
    expect(p2.r3).toEqual(["d10"]);
    expect(p2.r7).toEqual(["d9"]);
    // The batch query `{$and: [{_id: ...}, {projectId: ...}]}` is not an `_id`-only filter.
    expect(
      await t.db
        .collection("lk_people")
        .find({ $and: [{ _id: C }, { projectId: "p1" }] })
        .toArray(),
    ).toEqual([]);
    const people = await joined(concise("lk_people", "ref", "_id", "p1"));
    expect(people.r2).toEqual(["A", "B"]);
    expect(people.r7).toEqual([]);
  });

  it("runs the rest of the sub-pipeline per document, with let variables", async () => {
    const res = await rows
      .aggregate([
        { $match: { n: { $in: ["r2", "r3", "r8"] } } },
        { $sort: { n: 1 } },
        {
          $lookup: {
            from: "lk_deals",
            localField: "ref",
            foreignField: "contactId",
            let: { row: "$n" },
            pipeline: [{ $match: { projectId: "p1" } }, { $sort: { amount: -1 } }, { $project: { _id: 0, amount: 1, row: "$$row" } }],
            as: "j",
          },
        },
        {
          $lookup: {
            from: "lk_deals",
            localField: "ref",
            foreignField: "contactId",
            pipeline: [{ $match: { projectId: "p1" } }, { $count: "n" }],
            as: "c",
          },
        },
        { $project: { _id: 0, n: 1, j: 1, c: 1 } },
      ])
      .toArray();
    expect(res).toEqual([
      {
        n: "r2",
        j: [
          { amount: 70, row: "r2" },
          { amount: 40, row: "r2" },
          { amount: 20, row: "r2" },
          { amount: 10, row: "r2" },
        ],
        c: [{ n: 4 }],
      },
      {
        n: "r3",
        j: [
          { amount: 60, row: "r3" },
          { amount: 50, row: "r3" },
        ],
        c: [{ n: 2 }],
      },
      { n: "r8", j: [], c: [] },
    ]);
    // A leading $match that uses a variable, and the list engine's to-one reshaping.
    const [one] = await rows
      .aggregate([
        { $match: { n: "r2" } },
        {
          $lookup: {
            from: "lk_deals",
            localField: "ref",
            foreignField: "contactId",
            let: { min: 15 },
            pipeline: [{ $match: { $expr: { $gte: ["$amount", "$$min"] } } }, { $match: { projectId: "p1" } }, { $sort: { amount: 1 } }],
            as: "j",
          },
        },
        { $addFields: { first: { $arrayElemAt: ["$j", 0] } } },
      ])
      .toArray();
    expect((one?.j as Document[]).map((d) => name(d._id))).toEqual(["d2", "d4", "d7"]);
    expect(one?.first?.n).toBe("d2");
  });
});
