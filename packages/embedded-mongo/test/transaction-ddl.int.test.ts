/**
 * Catalog operations and the count command inside transactions, from MongoDB's manual:
 * - Transactions and Operations, "Create Collections and Indexes in a Transaction"
 *   (https://www.mongodb.com/docs/manual/core/transactions-operations/): "you can create
 *   collections and indexes inside a distributed transaction"; an index only "on a non-existing
 *   collection [...] or a new empty collection created earlier in the same transaction". Like
 *   every write of the transaction, the new collection is visible to others only after commit.
 * - Transactions and Operations, "Count Operation": use countDocuments (an aggregation) in a
 *   transaction; the `count` command answers 263 OperationNotSupportedInTransaction.
 */
import type { ClientSession } from "mongodb";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
const open: ClientSession[] = [];

beforeAll(async () => {
  t = await startTarget("conformance_txn_ddl");
});
afterAll(async () => {
  await t.stop();
});
afterEach(async () => {
  for (const s of open.splice(0)) {
    if (s.inTransaction()) await s.abortTransaction().catch(() => undefined);
    await s.endSession();
  }
});

function session(): ClientSession {
  const s = t.client.startSession();
  open.push(s);
  s.startTransaction();
  return s;
}

const names = async () => (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);

describe("Transactions and Operations: Create Collections and Indexes in a Transaction", () => {
  it("a collection created by create + createIndexes is invisible to others until commit", async () => {
    const s = session();
    await t.db.createCollection("made_in_txn", { session: s });
    await t.db.collection("made_in_txn").createIndex({ email: 1 }, { unique: true, session: s });
    await t.db.collection("made_in_txn").insertOne({ email: "x@y" }, { session: s });
    expect(await names()).not.toContain("made_in_txn");
    expect(await t.db.collection("made_in_txn").find().toArray()).toEqual([]);
    expect(await t.db.collection("made_in_txn").countDocuments({}, { session: s })).toBe(1);
    await s.commitTransaction();
    expect(await names()).toContain("made_in_txn");
    const indexes = await t.db.collection("made_in_txn").listIndexes().toArray();
    expect(indexes.map((i) => i.name).sort()).toEqual(["_id_", "email_1"]);
    expect(await t.db.collection("made_in_txn").countDocuments()).toBe(1);
  });

  it("a collection created implicitly by an insert is gone after abort, with its index", async () => {
    const s = session();
    await t.db.collection("implicit_in_txn").insertOne({ a: 1 }, { session: s });
    await t.db.collection("implicit_in_txn").createIndex({ a: 1 }, { session: s });
    expect(await names()).not.toContain("implicit_in_txn");
    await s.abortTransaction();
    expect(await names()).not.toContain("implicit_in_txn");
    expect(await t.db.collection("implicit_in_txn").countDocuments()).toBe(0);
    await t.db.collection("implicit_in_txn").insertOne({ a: 2 });
    const indexes = await t.db.collection("implicit_in_txn").listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(["_id_"]);
  });

  it("a plain insert into a collection another transaction is creating waits for its commit", async () => {
    const s = session();
    await t.db.collection("contended").insertOne({ _id: "txn" } as never, { session: s });
    let done = false;
    const plain = t.db
      .collection("contended")
      .insertOne({ _id: "plain" } as never)
      .then(() => {
        done = true;
      });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    await s.commitTransaction();
    await plain;
    expect((await t.db.collection("contended").find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(["plain", "txn"]);
  });

  it("creating the same collection in two transactions: the second gets WriteConflict", async () => {
    const s1 = session();
    const s2 = session();
    await t.db.createCollection("twice", { session: s1 });
    const err = await caught(() => t.db.createCollection("twice", { session: s2 }));
    expect(err.code).toBe(112);
    expect(err.errorLabels).toContain("TransientTransactionError");
  });

  it("a new index on an existing collection is refused inside a transaction (263)", async () => {
    await t.db.collection("existing").insertOne({ a: 1 });
    const s = session();
    const err = await caught(() => t.db.collection("existing").createIndex({ a: 1 }, { session: s }));
    expect(err.code).toBe(263);
    expect(err.codeName).toBe("OperationNotSupportedInTransaction");
  });
});

describe("Transactions and Operations: Count Operation", () => {
  it("the count command is refused with 263 OperationNotSupportedInTransaction; countDocuments works", async () => {
    const c = t.db.collection("counted");
    await c.insertMany([{ a: 1 }, { a: 2 }]);
    const s = session();
    expect(await c.countDocuments({}, { session: s })).toBe(2);
    const err = await caught(() => t.db.command({ count: "counted", query: {} }, { session: s }));
    expect(err.code).toBe(263);
    expect(err.codeName).toBe("OperationNotSupportedInTransaction");
    expect(err.message).toBe(
      "Cannot run 'count' in a multi-document transaction. Please see http://dochub.mongodb.org/core/transaction-count for a recommended alternative.",
    );
  });
});
