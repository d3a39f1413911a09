/**
 * Child process for engine-crash.test.ts: starts the engine on a dbPath and writes through
 * the real driver, printing what was acknowledged, until the parent kill -9s it:
 *   "i <id>"   insertOne / insertMany acknowledged for _id <id>
 *   "u <id>"   updateOne({_id}, {$set:{u:1}}) acknowledged
 *   "t <id>"   a transaction inserting "<id>-a" and "<id>-b" committed
 * The unique index makes recovery of index specs observable too.
 */
import { MongoClient } from "mongodb";
import { startEmbeddedMongo } from "../index.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: engine-crash-child <dbPath>");
const mongo = await startEmbeddedMongo({ dbPath: dir });
const client = new MongoClient(mongo.uri, { maxPoolSize: 8 });
await client.connect();
const coll = client.db("e2e").collection<{ _id: string; n: number; u?: number }>("docs");
await coll.createIndex({ n: 1 }, { unique: true });
// Continue after the highest recovered n (not the count: unacknowledged ids may be missing).
const last = await coll.find({}).sort({ n: -1 }).limit(1).next();
let next = last ? last.n + 1 : 0;
process.stdout.write(`start ${next}\n`);
const out = (line: string): boolean => process.stdout.write(`${line}\n`);

async function singles(): Promise<never> {
  for (;;) {
    const n = next++;
    await coll.insertOne({ _id: `w${n}`, n });
    out(`i w${n}`);
    if (n % 5 === 0 && n >= 5) {
      await coll.updateOne({ _id: `w${n - 5}` }, { $set: { u: 1 } });
      out(`u w${n - 5}`);
    }
  }
}

async function batches(): Promise<never> {
  for (;;) {
    const ns = Array.from({ length: 50 }, () => next++);
    await coll.insertMany(ns.map((n) => ({ _id: `w${n}`, n })));
    for (const n of ns) out(`i w${n}`);
  }
}

async function transactions(): Promise<never> {
  const txColl = client.db("e2e").collection<{ _id: string }>("tx");
  for (let k = 0; ; k++) {
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        await txColl.insertOne({ _id: `${process.pid}-${k}-a` }, { session });
        await txColl.insertOne({ _id: `${process.pid}-${k}-b` }, { session });
      });
    } finally {
      await session.endSession();
    }
    out(`t ${process.pid}-${k}`);
  }
}

await Promise.all([singles(), singles(), batches(), transactions()]);
