import { MongoClient } from "mongodb";
import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmbeddedMongo } from "../src/index.js";
import { caught, isEngine, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_txn");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  c = t.db.collection("accounts");
  await c.deleteMany({});
  await c.insertMany([
    { _id: "a", bal: 10 },
    { _id: "b", bal: 20 },
  ] as never[]);
});

describe("transactions", () => {
  it("commit applies all writes; withTransaction returns", async () => {
    const s = t.client.startSession();
    try {
      await s.withTransaction(async () => {
        await c.updateOne({ _id: "a" as never }, { $inc: { bal: -5 } }, { session: s });
        await c.updateOne({ _id: "b" as never }, { $inc: { bal: 5 } }, { session: s });
        await c.insertOne({ _id: "c", bal: 0 } as never, { session: s });
      });
    } finally {
      await s.endSession();
    }
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", bal: 5 },
      { _id: "b", bal: 25 },
      { _id: "c", bal: 0 },
    ]);
  });

  it("uncommitted writes are visible inside, invisible outside; abort rolls back", async () => {
    const s = t.client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: "a" as never }, { $set: { bal: 99 } }, { session: s });
    await c.insertOne({ _id: "new", bal: 1 } as never, { session: s });
    await c.deleteOne({ _id: "b" as never }, { session: s });
    expect(await c.countDocuments({}, { session: s })).toBe(2);
    expect((await c.findOne({ _id: "a" as never }, { session: s }))?.bal).toBe(99);
    // Other readers see the committed state only.
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", bal: 10 },
      { _id: "b", bal: 20 },
    ]);
    expect(await c.countDocuments({ bal: { $gte: 10 } })).toBe(2);
    await s.abortTransaction();
    await s.endSession();
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", bal: 10 },
      { _id: "b", bal: 20 },
    ]);
  });

  it("a second transaction writing the same document gets WriteConflict (112, TransientTransactionError)", async () => {
    const s1 = t.client.startSession();
    const s2 = t.client.startSession();
    s1.startTransaction();
    s2.startTransaction();
    await c.updateOne({ _id: "a" as never }, { $inc: { bal: 1 } }, { session: s1 });
    const err = await caught(() => c.updateOne({ _id: "a" as never }, { $inc: { bal: 100 } }, { session: s2 }));
    expect(err.code).toBe(112);
    expect(err.errorLabels).toContain("TransientTransactionError");
    await s2.abortTransaction().catch(() => undefined);
    await s1.commitTransaction();
    await s1.endSession();
    await s2.endSession();
    expect((await c.findOne({ _id: "a" as never }))?.bal).toBe(11);
  });

  it("a document committed by another writer after the transaction started conflicts", async () => {
    const s = t.client.startSession();
    s.startTransaction();
    await c.findOne({ _id: "b" as never }, { session: s });
    await c.updateOne({ _id: "a" as never }, { $inc: { bal: 1 } });
    const err = await caught(() => c.updateOne({ _id: "a" as never }, { $inc: { bal: 1 } }, { session: s }));
    expect(err.code).toBe(112);
    await s.abortTransaction().catch(() => undefined);
    await s.endSession();
  });

  it("a duplicate key inside a transaction aborts it", async () => {
    await c.createIndex({ email: 1 }, { unique: true, sparse: true });
    await c.updateOne({ _id: "a" as never }, { $set: { email: "x" } });
    const s = t.client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: "b" as never }, { $inc: { bal: 1 } }, { session: s });
    const err = await caught(() => c.insertOne({ email: "x" }, { session: s }));
    expect(err.code).toBe(11000);
    const commit = await caught(() => s.commitTransaction());
    expect(commit.code).toBe(251);
    await s.endSession();
    expect((await c.findOne({ _id: "b" as never }))?.bal).toBe(20);
    await c.dropIndex("email_1");
  });

  it("a plain write to a document held by a transaction waits for the commit", async () => {
    const s = t.client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: "a" as never }, { $set: { bal: 50 } }, { session: s });
    let done = false;
    const plain = c.updateOne({ _id: "a" as never }, { $inc: { bal: 1 } }).then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    await s.commitTransaction();
    await plain;
    await s.endSession();
    expect((await c.findOne({ _id: "a" as never }))?.bal).toBe(51);
  });

  it("commitTransaction on an unknown transaction is NoSuchTransaction", async () => {
    const s = t.client.startSession();
    const err = await caught(() =>
      t.client.db("admin").command({ commitTransaction: 1, txnNumber: 99, autocommit: false }, { session: s }),
    );
    expect(err.code).toBe(251);
    await s.endSession();
  });
});

describe.runIf(isEngine)("standalone mode", () => {
  it("rejects transaction fields with IllegalOperation (20)", async () => {
    const mongo = await startEmbeddedMongo({ standalone: true });
    const client = new MongoClient(mongo.uri);
    try {
      const res = await client.db("admin").command({ hello: 1 });
      expect(res.setName).toBeUndefined();
      expect(mongo.uri).not.toContain("replicaSet");
      const raw = await client
        .db("x")
        .command({
          insert: "y",
          documents: [{ a: 1 }],
          txnNumber: 1,
          autocommit: false,
          startTransaction: true,
          lsid: { id: new (await import("mongodb")).UUID() },
        })
        .catch((e: unknown) => e as Record<string, unknown>);
      expect(raw.code).toBe(20);
    } finally {
      await client.close();
      await mongo.stop();
    }
  });
});
