import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { MongoClient, type ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src/index.js";

const N = Number(process.env.N ?? 300000);
const mongo = await startEmbeddedMongo();
const client = new MongoClient(mongo.uri);
const coll = client.db("b").collection("items");
await coll.createIndex({ projectId: 1, status: 1, createdAt: -1 });
const ids: ObjectId[] = [];
let t = performance.now();
for (let i = 0; i < N; i += 1000) {
  const batch = Array.from({ length: 1000 }, (_, k) => ({ projectId: `project-${(i + k) % 20}`, status: ["a", "b", "c", "d"][Math.floor((i + k) / 20) % 4], createdAt: new Date(1e12 + (i + k) * 1000), name: `Item number ${i + k}`, n: i + k }));
  await coll.insertMany(batch);
  for (const d of batch) ids.push((d as { _id?: ObjectId })._id!);
  if ((i + 1000) % 100000 === 0) { console.log("inserted", i + 1000, "rate last 100k", Math.round(100000 / ((performance.now() - t) / 1000))); t = performance.now(); }
}
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
const times: number[] = [];
for (let r = 0; r < 40; r++) {
  const pick = Array.from({ length: 1000 }, () => ids[Math.floor(Math.random() * ids.length)]!);
  const t0 = performance.now();
  const docs = await coll.find({ _id: { $in: pick } }).toArray();
  times.push(performance.now() - t0);
  if (docs.length < 990) throw new Error("bad");
}
const { profile } = await session.post("Profiler.stop");
writeFileSync("/tmp/pw/in.cpuprofile", JSON.stringify(profile));
times.sort((a, b) => a - b);
console.log("$in p50", times[20], "min", times[0]);
await client.close();
await mongo.stop();
