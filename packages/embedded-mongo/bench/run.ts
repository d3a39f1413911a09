/**
 * Performance targets through the real driver (issue 2, section 3):
 * 1,000,000 docs over 20 projectIds; findOne({_id}) p50 <= 0.5 ms; indexed
 * find({projectId,status}).sort({createdAt:-1}).limit(20) p50 <= 3 ms; countDocuments({projectId})
 * <= 30 ms; {_id:{$in:[1000 ids]}} <= 20 ms; insertMany >= 50,000 docs/s.
 * BENCH_DOCS overrides the document count (e.g. for a quick run).
 */
import { MongoClient, ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src/index.js";

const TOTAL = Number(process.env.BENCH_DOCS ?? 1_000_000);
const BATCH = 10_000;
const STATUSES = ["open", "won", "lost", "stale"];

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

async function timeIt(n: number, fn: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    xs.push(performance.now() - t0);
  }
  return { p50: pct(xs, 50), p95: pct(xs, 95) };
}

const mongo = await startEmbeddedMongo();
const client = new MongoClient(mongo.uri);
await client.connect();
const coll = client.db("bench").collection("deals");
await coll.createIndex({ projectId: 1, status: 1, createdAt: -1 });
const projects = Array.from({ length: 20 }, () => new ObjectId().toHexString());
const ids: string[] = [];

const t0 = performance.now();
for (let off = 0; off < TOTAL; off += BATCH) {
  const docs = [];
  for (let i = off; i < Math.min(TOTAL, off + BATCH); i++) {
    const _id = new ObjectId().toHexString();
    ids.push(_id);
    docs.push({ _id, projectId: projects[i % 20], status: STATUSES[i % 4], createdAt: new Date(1_700_000_000_000 + i * 1000), amount: i % 1000, title: `deal ${i}` });
  }
  await coll.insertMany(docs as never[]);
}
const insertSecs = (performance.now() - t0) / 1000;
const results: Record<string, unknown> = { docs: TOTAL, insertDocsPerSec: Math.round(TOTAL / insertSecs) };

const pick = (i: number) => ids[(i * 7919) % ids.length] as string;
results.findOneById = await timeIt(500, (i) => coll.findOne({ _id: pick(i) as never }));
results.indexedSortLimit = await timeIt(200, (i) =>
  coll.find({ projectId: projects[i % 20], status: STATUSES[i % 4] }).sort({ createdAt: -1 }).limit(20).toArray(),
);
results.countByProject = await timeIt(40, (i) => coll.countDocuments({ projectId: projects[i % 20] }));
results.inThousandIds = await timeIt(40, (i) => coll.find({ _id: { $in: Array.from({ length: 1000 }, (_, k) => pick(i * 1000 + k)) as never[] } }).toArray());

console.log(JSON.stringify(results, null, 2));
await client.close();
await mongo.stop();
