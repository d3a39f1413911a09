import { Long } from "mongodb";
import type { ClientSession, Document } from "mongodb";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

// A retryable write is a write sent with the session's `txnNumber` outside a transaction; after a
// network error the driver sends the very same command again. These send it twice by hand.
let t: Target;
let session: ClientSession;
// The driver pools server sessions, so a later test may get an earlier one's lsid: numbers only grow.
let lastTxnNumber = 100;
const nextTxnNumber = () => Long.fromNumber(++lastTxnNumber);

beforeAll(async () => {
  t = await startTarget("conformance_retryable");
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  await t.db.collection("counters").deleteMany({});
  session = t.client.startSession();
});
afterEach(async () => {
  await session.endSession();
});

const twice = async (command: Document): Promise<[Document, Document]> => [
  await t.db.command(command, { session }),
  await t.db.command(command, { session }),
];

describe("retryable writes", () => {
  it("an insert retried with the same txnNumber is not run again: the first reply, one document, no duplicate key", async () => {
    const [first, retry] = await twice({ insert: "counters", documents: [{ _id: "x", n: 0 }], txnNumber: nextTxnNumber() });
    expect(first.n).toBe(1);
    expect(retry.n).toBe(1);
    expect(retry.writeErrors).toBeUndefined();
    expect(await t.db.collection("counters").countDocuments({})).toBe(1);
  });

  it("an $inc retried with the same txnNumber is applied once; the next number applies again", async () => {
    await t.db.collection("counters").insertOne({ _id: "x", n: 0 } as never);
    const update = (txnNumber: Long) => ({
      update: "counters",
      updates: [{ q: { _id: "x" }, u: { $inc: { n: 1 } } }],
      txnNumber,
    });
    const [first, retry] = await twice(update(nextTxnNumber()));
    expect([first.nModified, retry.nModified]).toEqual([1, 1]);
    expect((await t.db.collection("counters").findOne({ _id: "x" as never }))?.n).toBe(1);
    await t.db.command(update(nextTxnNumber()), { session });
    expect((await t.db.collection("counters").findOne({ _id: "x" as never }))?.n).toBe(2);
  });

  it("a findAndModify retried returns the first attempt's document", async () => {
    await t.db.collection("counters").insertOne({ _id: "x", n: 0 } as never);
    const [first, retry] = await twice({
      findAndModify: "counters",
      query: { _id: "x" },
      update: { $inc: { n: 1 } },
      new: true,
      txnNumber: nextTxnNumber(),
    });
    expect(first.value).toEqual({ _id: "x", n: 1 });
    expect(retry.value).toEqual({ _id: "x", n: 1 });
  });

  it("a txnNumber older than the session's latest is refused (225 TransactionTooOld)", async () => {
    const older = nextTxnNumber();
    await t.db.command({ insert: "counters", documents: [{ _id: "a" }], txnNumber: nextTxnNumber() }, { session });
    const error = await caught(() => t.db.command({ insert: "counters", documents: [{ _id: "b" }], txnNumber: older }, { session }));
    expect(error.code).toBe(225);
    expect(await t.db.collection("counters").countDocuments({ _id: "b" as never })).toBe(0);
  });
});
