/**
 * Snapshot isolation of multi-document transactions, from MongoDB's manual:
 * - Read Concern "snapshot" (https://www.mongodb.com/docs/manual/reference/read-concern-snapshot/):
 *   "A query with read concern "snapshot" returns majority-committed data as it appears across
 *   shards from a specific single point in time in the recent past."
 * - Transactions, "Transactions and Read Concern": operations in a transaction read from one
 *   snapshot; "Production Considerations", "In-progress Transactions and Write Conflicts": "If a
 *   transaction is in progress and a write outside the transaction modifies a document that an
 *   operation in the transaction later tries to modify, the transaction aborts because of a
 *   write conflict."
 * - The snapshot is established by the transaction's first operation (the driver sends
 *   `startTransaction` with it), not by `session.startTransaction()`, which sends nothing.
 */
import type { ClientSession, Collection, Document } from "mongodb";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;
const open: ClientSession[] = [];

beforeAll(async () => {
  t = await startTarget("conformance_snapshot");
  c = t.db.collection("items");
  await c.createIndex({ status: 1, n: 1 });
  await c.createIndex({ code: 1 }, { unique: true, sparse: true });
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany([
    { _id: "a", status: "open", n: 1 },
    { _id: "b", status: "open", n: 2 },
    { _id: "c", status: "done", n: 3 },
  ] as never[]);
});
afterEach(async () => {
  for (const s of open.splice(0)) {
    if (s.inTransaction()) await s.abortTransaction().catch(() => undefined);
    await s.endSession();
  }
});

/** A session whose transaction's snapshot is taken now (by a first read). */
async function snapshotNow(): Promise<ClientSession> {
  const s = t.client.startSession();
  open.push(s);
  s.startTransaction();
  await c.findOne({ _id: "a" as never }, { session: s });
  return s;
}

const ids = (docs: Document[]) => docs.map((d) => d._id as string).sort();

describe('Read Concern "snapshot": a transaction reads the data as of its first operation', () => {
  it("a plain update committed after the snapshot is invisible: by _id, by a full scan, by an index", async () => {
    const s = await snapshotNow();
    await c.updateOne({ _id: "a" as never }, { $set: { status: "done", n: 10 } });
    expect(await c.findOne({ _id: "a" as never }, { session: s })).toEqual({ _id: "a", status: "open", n: 1 });
    expect(await c.find({}, { session: s }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", status: "open", n: 1 },
      { _id: "b", status: "open", n: 2 },
      { _id: "c", status: "done", n: 3 },
    ]);
    // Index-narrowed lookups: the index holds the new value, the snapshot the old one.
    expect(ids(await c.find({ status: "open" }, { session: s }).toArray())).toEqual(["a", "b"]);
    expect(ids(await c.find({ status: "done" }, { session: s }).toArray())).toEqual(["c"]);
    expect(await c.find({ status: "open" }, { session: s }).sort({ n: -1 }).limit(1).toArray()).toEqual([
      { _id: "b", status: "open", n: 2 },
    ]);
    expect(await c.countDocuments({ status: "open" }, { session: s })).toBe(2);
    // Outside the transaction the new value is what everyone reads.
    expect(ids(await c.find({ status: "done" }).toArray())).toEqual(["a", "c"]);
  });

  it("documents inserted after the snapshot are invisible, deleted ones still visible", async () => {
    const s = await snapshotNow();
    await c.insertOne({ _id: "d", status: "open", n: 4 } as never);
    await c.deleteOne({ _id: "b" as never });
    expect(ids(await c.find({}, { session: s }).toArray())).toEqual(["a", "b", "c"]);
    expect(ids(await c.find({ status: "open" }, { session: s }).toArray())).toEqual(["a", "b"]);
    expect(await c.findOne({ _id: "d" as never }, { session: s })).toBeNull();
    expect(await c.findOne({ _id: "b" as never }, { session: s })).toEqual({ _id: "b", status: "open", n: 2 });
    expect(await c.countDocuments({}, { session: s })).toBe(3);
    expect((await c.distinct("n", {}, { session: s })).sort()).toEqual([1, 2, 3]);
    const agg = await c
      .aggregate([{ $match: { status: "open" } }, { $group: { _id: null, sum: { $sum: "$n" } } }], { session: s })
      .toArray();
    expect(agg).toEqual([{ _id: null, sum: 3 }]);
  });

  it("another transaction's commit after the snapshot is invisible", async () => {
    const s = await snapshotNow();
    const other = t.client.startSession();
    open.push(other);
    await other.withTransaction(async () => {
      await c.updateOne({ _id: "c" as never }, { $set: { status: "open" } }, { session: other });
      await c.insertOne({ _id: "e", status: "open", n: 5 } as never, { session: other });
    });
    expect(ids(await c.find({ status: "open" }, { session: s }).toArray())).toEqual(["a", "b"]);
    expect(ids(await c.find({ status: "open" }).toArray())).toEqual(["a", "b", "c", "e"]);
  });

  it("$lookup inside the transaction joins the snapshot versions of the foreign documents", async () => {
    const tags = t.db.collection("tags");
    await tags.deleteMany({});
    await tags.createIndex({ item: 1 });
    await tags.insertMany([{ item: "a", tag: "old" }]);
    const s = await snapshotNow();
    await tags.updateOne({ item: "a" }, { $set: { item: "b" } });
    await tags.insertOne({ item: "a", tag: "new" });
    const joined = await c
      .aggregate([{ $match: { _id: "a" } }, { $lookup: { from: "tags", localField: "_id", foreignField: "item", as: "tags" } }], {
        session: s,
      })
      .toArray();
    expect((joined[0]?.tags as Document[]).map((x) => x.tag)).toEqual(["old"]);
  });

  it("the transaction sees its own writes over its snapshot", async () => {
    const s = await snapshotNow();
    await c.updateOne({ _id: "c" as never }, { $set: { n: 30 } });
    await c.updateOne({ _id: "b" as never }, { $set: { status: "done" } }, { session: s });
    await c.insertOne({ _id: "f", status: "open", n: 6 } as never, { session: s });
    expect(await c.find({}, { session: s }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", status: "open", n: 1 },
      { _id: "b", status: "done", n: 2 },
      { _id: "c", status: "done", n: 3 },
      { _id: "f", status: "open", n: 6 },
    ]);
    await s.commitTransaction();
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", status: "open", n: 1 },
      { _id: "b", status: "done", n: 2 },
      { _id: "c", status: "done", n: 30 },
      { _id: "f", status: "open", n: 6 },
    ]);
  });

  it("the snapshot starts at the first operation, not at session.startTransaction()", async () => {
    const s = t.client.startSession();
    open.push(s);
    s.startTransaction();
    await c.updateOne({ _id: "a" as never }, { $set: { n: 100 } });
    expect((await c.findOne({ _id: "a" as never }, { session: s }))?.n).toBe(100);
    await c.updateOne({ _id: "a" as never }, { $set: { n: 200 } });
    expect((await c.findOne({ _id: "a" as never }, { session: s }))?.n).toBe(100);
  });

  it("a snapshot taken later sees what was committed before it", async () => {
    const first = await snapshotNow();
    await c.updateOne({ _id: "b" as never }, { $set: { n: 20 } });
    const second = await snapshotNow();
    await c.updateOne({ _id: "b" as never }, { $set: { n: 21 } });
    expect((await c.findOne({ _id: "b" as never }, { session: first }))?.n).toBe(2);
    expect((await c.findOne({ _id: "b" as never }, { session: second }))?.n).toBe(20);
    expect((await c.findOne({ _id: "b" as never }))?.n).toBe(21);
  });

  it("a long transaction keeps its snapshot while newer ones start and end around it", async () => {
    const long = await snapshotNow();
    for (let i = 1; i <= 3; i++) {
      await c.updateOne({ _id: "a" as never }, { $set: { n: 10 * i } });
      const short = await snapshotNow();
      expect((await c.findOne({ _id: "a" as never }, { session: short }))?.n).toBe(10 * i);
      await short.commitTransaction();
    }
    await c.deleteOne({ _id: "c" as never });
    expect(await c.find({}, { session: long }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", status: "open", n: 1 },
      { _id: "b", status: "open", n: 2 },
      { _id: "c", status: "done", n: 3 },
    ]);
    await long.commitTransaction();
    const fresh = await snapshotNow();
    expect(ids(await c.find({}, { session: fresh }).toArray())).toEqual(["a", "b"]);
  });
});

describe("Production Considerations, In-progress Transactions and Write Conflicts: first writer wins", () => {
  it("writing a document changed after the snapshot is a WriteConflict (112, TransientTransactionError)", async () => {
    const s = await snapshotNow();
    await c.updateOne({ _id: "b" as never }, { $set: { n: 20 } });
    const err = await caught(() => c.updateOne({ _id: "b" as never }, { $inc: { n: 1 } }, { session: s }));
    expect(err.code).toBe(112);
    expect(err.errorLabels).toContain("TransientTransactionError");
    expect((await c.findOne({ _id: "b" as never }))?.n).toBe(20);
  });

  it("deleting a document deleted after the snapshot, or inserting an _id inserted after it, conflicts", async () => {
    const s = await snapshotNow();
    await c.deleteOne({ _id: "c" as never });
    const del = await caught(() => c.deleteOne({ _id: "c" as never }, { session: s }));
    expect(del.code).toBe(112);

    const s2 = await snapshotNow();
    await c.insertOne({ _id: "g", n: 7 } as never);
    const ins = await caught(() => c.insertOne({ _id: "g", n: 8 } as never, { session: s2 }));
    expect(ins.code).toBe(112);
    expect(ins.errorLabels).toContain("TransientTransactionError");
  });

  it("a unique key taken after the snapshot by a document the transaction cannot see conflicts", async () => {
    const s = await snapshotNow();
    await c.insertOne({ _id: "h", code: "X" } as never);
    const err = await caught(() => c.insertOne({ _id: "i", code: "X" } as never, { session: s }));
    expect(err.code).toBe(112);
  });
});
