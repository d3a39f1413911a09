import { MongoClient, ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src/index.js";
const N = Number(process.env.N ?? 1000000);
const mongo = await startEmbeddedMongo();
const client = new MongoClient(mongo.uri);
const coll = client.db("bench").collection("deals");
const ids: string[] = [];
for (let off = 0; off < N; off += 10000) {
  const docs = [];
  for (let i = off; i < off + 10000; i++) { const _id = new ObjectId().toHexString(); ids.push(_id); docs.push({ _id, projectId: "p", status: "s", createdAt: new Date(), amount: i % 1000, title: `deal ${i}` }); }
  await coll.insertMany(docs as never[]);
}
console.log("inserted", process.memoryUsage().heapUsed / 1e6);
const { Session } = await import("node:inspector/promises");
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const t0 = performance.now();
for (let i = 0; i < 40; i++) await coll.find({ _id: { $in: Array.from({ length: 1000 }, (_, k) => ids[((i * 1000 + k) * 7919) % ids.length]) as never[] } }).toArray();
console.log("in-1000 ms avg", (performance.now() - t0) / 40);
const { profile } = await session.post("Profiler.stop");
const fs = await import("node:fs");
fs.writeFileSync("/tmp/in.cpuprofile", JSON.stringify(profile));
await client.close(); await mongo.stop();
