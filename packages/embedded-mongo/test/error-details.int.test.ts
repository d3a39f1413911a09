/**
 * Error details MongoDB 7.0 gives, from its manual:
 * - $merge (https://www.mongodb.com/docs/v7.0/reference/operator/aggregation/merge/):
 *   `whenMatched: "fail"` "Stop and fail the aggregation operation" on a matching document: the
 *   duplicate key error (11000) carries keyPattern and keyValue like any other.
 * - $out (https://www.mongodb.com/docs/v7.0/reference/operator/aggregation/out/) and $merge,
 *   Restrictions: not in transactions; "The $out stage cannot be used in conjunction with read
 *   concern "linearizable"" (72 InvalidOptions).
 * - Write Concern (https://www.mongodb.com/docs/v7.0/reference/write-concern/): `w: <number>`
 *   above the number of data-bearing members cannot be satisfied: the write is applied and the
 *   reply carries a writeConcernError (100 UnsatisfiableWriteConcern); for transactions the
 *   write concern is the commit's.
 */
import type { Collection, Document } from "mongodb";
import { MongoWriteConcernError } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let src: Collection<Document>;
let out: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_error_details");
  src = t.db.collection("src");
  out = t.db.collection("out");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await src.deleteMany({});
  await out.deleteMany({});
  await src.insertMany([
    { _id: 1, sku: "a", qty: 1 },
    { _id: 2, sku: "b", qty: 2 },
  ] as never[]);
});

describe("$merge duplicate-key errors", () => {
  it('whenMatched: "fail" on _id: 11000 with keyPattern and keyValue', async () => {
    await out.insertOne({ _id: 2, qty: 0 } as never);
    const err = await caught(() => src.aggregate([{ $merge: { into: "out", whenMatched: "fail" } }]).toArray());
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ _id: 1 });
    expect(err.keyValue).toEqual({ _id: 2 });
  });

  it('whenMatched: "fail" on a unique `on` field: its index in keyPattern', async () => {
    await out.createIndex({ sku: 1 }, { unique: true });
    await out.insertOne({ _id: 9, sku: "a" } as never);
    const err = await caught(() =>
      src.aggregate([{ $project: { _id: 0, sku: 1, qty: 1 } }, { $merge: { into: "out", on: "sku", whenMatched: "fail" } }]).toArray(),
    );
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ sku: 1 });
    expect(err.keyValue).toEqual({ sku: "a" });
  });
});

describe("$out and $merge restrictions", () => {
  it('readConcern "linearizable" with $out or $merge is refused with 72, nothing written', async () => {
    const a = await caught(() =>
      t.db.command({ aggregate: "src", pipeline: [{ $out: "out" }], cursor: {}, readConcern: { level: "linearizable" } }),
    );
    expect(a.code).toBe(72);
    const b = await caught(() =>
      t.db.command({ aggregate: "src", pipeline: [{ $merge: { into: "out" } }], cursor: {}, readConcern: { level: "linearizable" } }),
    );
    expect(b.code).toBe(72);
    expect(await out.countDocuments()).toBe(0);
  });

  it("$out in a transaction is refused with 263 OperationNotSupportedInTransaction", async () => {
    const s = t.client.startSession();
    try {
      s.startTransaction();
      const err = await caught(() => src.aggregate([{ $out: "out" }], { session: s }).toArray());
      expect(err.code).toBe(263);
    } finally {
      await s.abortTransaction().catch(() => undefined);
      await s.endSession();
    }
  });
});

describe("Unsatisfiable write concern on one node", () => {
  it("an insert with w: 10 is applied and reports writeConcernError 100", async () => {
    const err = await caught(() => src.insertOne({ _id: 3 } as never, { writeConcern: { w: 10 } }));
    expect(err).toBeInstanceOf(MongoWriteConcernError);
    expect(err.code).toBe(100);
    expect(await src.countDocuments({ _id: 3 } as never)).toBe(1);
  });

  it("a transaction committed with w: 10 is committed and reports writeConcernError 100", async () => {
    const s = t.client.startSession();
    try {
      s.startTransaction({ writeConcern: { w: 10 } });
      await src.insertOne({ _id: 4 } as never, { session: s });
      const err = await caught(() => s.commitTransaction());
      expect(err.code).toBe(100);
      expect(await src.countDocuments({ _id: 4 } as never)).toBe(1);
    } finally {
      await s.endSession();
    }
  });
});
