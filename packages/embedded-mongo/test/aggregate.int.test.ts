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
    { customer: alice, total: 10, items: [{ sku: "a", qty: 1 }, { sku: "b", qty: 2 }], at: new Date("2024-01-01") },
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
    expect(res).toEqual([{ sum: 40, n: 2, max: 30 }, { sum: 5, n: 1, max: 5 }]);
  });

  it("$unwind, $count, $addFields, $skip, $limit", async () => {
    const unwound = await orders.aggregate([{ $unwind: "$items" }, { $sort: { "items.qty": 1 } }, { $skip: 1 }, { $limit: 2 }, { $addFields: { q2: { $multiply: ["$items.qty", 2] } } }, { $project: { _id: 0, q2: 1 } }]).toArray();
    expect(unwound).toEqual([{ q2: 4 }, { q2: 6 }]);
    const keepEmpty = await orders.aggregate([{ $unwind: { path: "$items", preserveNullAndEmptyArrays: true } }, { $count: "n" }]).toArray();
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
        { $addFields: { c: { $arrayElemAt: [{ $filter: { input: "$c", as: "r", cond: { $eq: ["$$r.tier", { $literal: "gold" }] } } }, 0] } } },
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
    expect(joined).toEqual([{ name: "Alice", count: 2 }, { name: "Bob", count: 1 }, { name: "Carol", count: 0 }]);
    const piped = await customers
      .aggregate([
        { $lookup: { from: "orders", let: { cid: "$_id" }, pipeline: [{ $match: { $expr: { $and: [{ $eq: ["$customer", "$$cid"] }, { $gt: ["$total", 7] }] } } }, { $project: { _id: 0, total: 1 } }], as: "big" } },
        { $match: { tier: "gold" } },
        { $sort: { name: 1 } },
        { $project: { _id: 0, name: 1, big: 1 } },
      ])
      .toArray();
    expect(piped).toEqual([{ name: "Alice", big: [{ total: 10 }, { total: 30 }] }, { name: "Carol", big: [] }]);
    const reverse = await orders
      .aggregate([
        { $lookup: { from: "customers", localField: "customer", foreignField: "_id", as: "c" } },
        { $unwind: "$c" },
        { $group: { _id: "$c.name", total: { $sum: "$total" } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(reverse).toEqual([{ _id: "Alice", total: 40 }, { _id: "Bob", total: 5 }]);
  });

  it("$facet", async () => {
    const [res] = await orders
      .aggregate([{ $facet: { count: [{ $count: "n" }], top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 0, total: 1 } }] } }])
      .toArray();
    expect(res).toEqual({ count: [{ n: 3 }], top: [{ total: 30 }] });
  });

  it("expressions on ObjectIds and dates: $toString, $type, $dateToString", async () => {
    const [res] = await customers
      .aggregate([{ $match: { _id: alice } }, { $project: { _id: 0, s: { $toString: "$_id" }, t: { $type: "$_id" }, o: { $toObjectId: { $toString: "$_id" } } } }])
      .toArray();
    expect(res).toEqual({ s: alice.toHexString(), t: "objectId", o: alice });
    const [d] = await orders.aggregate([{ $sort: { at: 1 } }, { $limit: 1 }, { $project: { _id: 0, d: { $dateToString: { format: "%Y-%m", date: "$at" } } } }]).toArray();
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
