/**
 * Cluster time, causal consistency and snapshot reads outside transactions, from MongoDB's manual:
 * - Causal Consistency and Read and Write Concerns
 *   (https://www.mongodb.com/docs/manual/core/causal-consistency-read-write-concerns/): in a
 *   causally consistent session, "read operations reflect the results of write operations that
 *   precede them"; the driver sends the session's `operationTime` as `afterClusterTime`.
 * - Read Concern "snapshot" (https://www.mongodb.com/docs/manual/reference/read-concern-snapshot/):
 *   "starting in MongoDB 5.0, certain read operations outside of multi-document transactions"
 *   (find, aggregate, distinct) read "from a specific single point in time"; "All other read
 *   commands prohibit "snapshot"", and writes refuse it (InvalidOptions). "Read Concern and
 *   atClusterTime": a snapshot read may name its point with `atClusterTime`.
 * - readConcern (https://www.mongodb.com/docs/manual/reference/read-concern/): `afterClusterTime`
 *   greater than the server's cluster time is refused.
 */
import { Timestamp } from "mongodb";
import type { ClientSession, Collection, CommandStartedEvent, CommandSucceededEvent, Document, MongoClient } from "mongodb";
import { MongoClient as Client } from "mongodb";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caught, isEngine, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let c: Collection<Document>;
let monitored: MongoClient;
const started: CommandStartedEvent[] = [];
const succeeded: CommandSucceededEvent[] = [];
const open: ClientSession[] = [];

beforeAll(async () => {
  t = await startTarget("conformance_cluster_time");
  c = t.db.collection("items");
  monitored = new Client(t.uri, { monitorCommands: true });
  monitored.on("commandStarted", (e) => started.push(e));
  monitored.on("commandSucceeded", (e) => succeeded.push(e));
  await monitored.connect();
});
afterAll(async () => {
  await monitored.close();
  await t.stop();
});
beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany([
    { _id: 1, n: 1 },
    { _id: 2, n: 2 },
  ] as never[]);
  started.length = 0;
  succeeded.length = 0;
});
afterEach(async () => {
  for (const s of open.splice(0)) await s.endSession();
});

/** The read point the server named in this test's first snapshot read (the driver keeps it internally). */
function firstSnapshotTime(): Timestamp | undefined {
  const first = started.find((e) => e.command.readConcern?.level === "snapshot");
  const r = succeeded.find((e) => e.requestId === first?.requestId)?.reply as Document | undefined;
  return (r?.cursor?.atClusterTime ?? r?.atClusterTime) as Timestamp | undefined;
}

function session(opts: { snapshot?: boolean; causalConsistency?: boolean }): ClientSession {
  const s = monitored.startSession(opts);
  open.push(s);
  return s;
}

const mc = () => monitored.db(t.db.databaseName).collection("items");

describe("Replies carry the cluster time (replica set members)", () => {
  it("every reply has operationTime and $clusterTime; a write advances them", async () => {
    const before = await t.db.command({ ping: 1 });
    expect(before.operationTime).toBeInstanceOf(Timestamp);
    expect(before.$clusterTime.clusterTime).toBeInstanceOf(Timestamp);
    await c.insertOne({ _id: 3 } as never);
    const after = await t.db.command({ ping: 1 });
    expect((after.operationTime as Timestamp).greaterThan(before.operationTime as Timestamp)).toBe(true);
    const failed = await caught(() => t.db.command({ find: "items", filter: { $bad: 1 } }));
    expect(failed.errorResponse).toMatchObject({ ok: 0 });
    expect((failed.errorResponse as Document).operationTime).toBeInstanceOf(Timestamp);
  });
});

describe("Causal Consistency: reads after a write in the session see it", () => {
  it("the driver sends the session's operationTime as afterClusterTime, and the read reflects the write", async () => {
    const s = session({ causalConsistency: true });
    await mc().updateOne({ _id: 1 } as never, { $set: { n: 10 } }, { session: s });
    expect(s.operationTime).toBeInstanceOf(Timestamp);
    const doc = await mc().findOne({ _id: 1 } as never, { session: s });
    expect(doc?.n).toBe(10);
    const find = started.find((e) => e.commandName === "find");
    expect(find?.command.readConcern?.afterClusterTime).toEqual(s.operationTime);
  });

  it("afterClusterTime past the server's cluster time is refused with 72 InvalidOptions", async () => {
    const now = (await t.db.command({ ping: 1 })).operationTime as Timestamp;
    const future = new Timestamp({ t: now.t + 3600, i: 1 });
    const err = await caught(() => t.db.command({ find: "items", readConcern: { afterClusterTime: future } }));
    expect(err.code).toBe(72);
    expect(err.message).toContain("afterClusterTime value must not be greater than the current clusterTime");
  });
});

describe('Read Concern "snapshot" outside transactions (MongoDB 5.0+)', () => {
  it("find, aggregate and distinct in a snapshot session keep reading the first read's point in time", async () => {
    const s = session({ snapshot: true });
    expect((await mc().find({}, { session: s }).toArray()).map((d) => d.n)).toEqual([1, 2]);
    const at = firstSnapshotTime();
    expect(at).toBeInstanceOf(Timestamp);
    await c.updateOne({ _id: 1 } as never, { $set: { n: 100 } });
    await c.insertOne({ _id: 3, n: 3 } as never);
    await c.deleteOne({ _id: 2 } as never);
    expect((await mc().find({}, { session: s }).sort({ _id: 1 }).toArray()).map((d) => d.n)).toEqual([1, 2]);
    expect(await mc().distinct("n", {}, { session: s })).toEqual([1, 2]);
    const agg = await mc()
      .aggregate([{ $group: { _id: null, total: { $sum: "$n" } } }], { session: s })
      .toArray();
    expect(agg[0]?.total).toBe(3);
    const later = started.filter((e) => e.commandName === "find").at(-1);
    expect(later?.command.readConcern).toEqual({ level: "snapshot", atClusterTime: at });
    // Outside the session, the latest data.
    expect((await c.find({}).sort({ _id: 1 }).toArray()).map((d) => d.n)).toEqual([100, 3]);
  });

  it("the reply names its read point: atClusterTime in the cursor (find) and at the top (distinct)", async () => {
    const find = await t.db.command({ find: "items", readConcern: { level: "snapshot" } });
    expect(find.cursor.atClusterTime).toBeInstanceOf(Timestamp);
    const distinct = await t.db.command({ distinct: "items", key: "n", readConcern: { level: "snapshot" } });
    expect(distinct.atClusterTime).toBeInstanceOf(Timestamp);
  });

  it("a read at the atClusterTime of an earlier snapshot read sees that state", async () => {
    const s = session({ snapshot: true });
    await mc().findOne({}, { session: s });
    const at = firstSnapshotTime() as Timestamp;
    await c.updateOne({ _id: 2 } as never, { $set: { n: 20 } });
    const reply = await t.db.command({ find: "items", filter: { _id: 2 }, readConcern: { level: "snapshot", atClusterTime: at } });
    expect(reply.cursor.firstBatch[0].n).toBe(2);
    expect(reply.cursor.atClusterTime).toEqual(at);
  });

  it("writes in a snapshot session are refused with 72 InvalidOptions, and nothing is written", async () => {
    const s = session({ snapshot: true });
    const err = await caught(() => mc().insertOne({ _id: 9 } as never, { session: s }));
    expect(err.code).toBe(72);
    const upd = await caught(() => mc().updateOne({ _id: 1 } as never, { $set: { n: 5 } }, { session: s }));
    expect(upd.code).toBe(72);
    expect(await c.countDocuments({ _id: 9 } as never)).toBe(0);
    expect((await c.findOne({ _id: 1 } as never))?.n).toBe(1);
  });

  it("other read commands prohibit snapshot: count is refused with 72", async () => {
    const err = await caught(() => t.db.command({ count: "items", readConcern: { level: "snapshot" } }));
    expect(err.code).toBe(72);
  });

  it("atClusterTime needs level snapshot, and may not be in the future", async () => {
    const now = (await t.db.command({ ping: 1 })).operationTime as Timestamp;
    const noLevel = await caught(() => t.db.command({ find: "items", readConcern: { atClusterTime: now } }));
    expect(noLevel.code).toBe(72);
    const future = new Timestamp({ t: now.t + 3600, i: 1 });
    const ahead = await caught(() => t.db.command({ find: "items", readConcern: { level: "snapshot", atClusterTime: future } }));
    expect(ahead.code).toBe(72);
  });
});

describe.runIf(isEngine)("engine: the snapshot history it keeps, and standalone mode", () => {
  it("an atClusterTime from before any open snapshot, with writes since, is 239 SnapshotTooOld", async () => {
    // Its own server: the sessions above keep their read points (and so the history) open.
    const fresh = await startTarget("conformance_cluster_time_history");
    try {
      const items = fresh.db.collection("items");
      await items.insertOne({ _id: 1, n: 1 } as never);
      const before = (await fresh.db.command({ ping: 1 })).operationTime as Timestamp;
      await items.updateOne({ _id: 1 } as never, { $set: { n: 7 } });
      const err = await caught(() => fresh.db.command({ find: "items", readConcern: { level: "snapshot", atClusterTime: before } }));
      expect(err.code).toBe(239);
    } finally {
      await fresh.stop();
    }
  });

  it("a standalone answers no cluster time and refuses afterClusterTime with 20", async () => {
    const alone = await startTarget("conformance_cluster_time_standalone", { standalone: true });
    try {
      const reply = await alone.db.command({ ping: 1 });
      expect(reply.operationTime).toBeUndefined();
      expect(reply.$clusterTime).toBeUndefined();
      const err = await caught(() => alone.db.command({ find: "items", readConcern: { afterClusterTime: new Timestamp({ t: 1, i: 1 }) } }));
      expect(err.code).toBe(20);
    } finally {
      await alone.stop();
    }
  });
});
