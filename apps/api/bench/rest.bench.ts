/**
 * REST benchmark (`pnpm bench:rest`): the real express app on the embedded engine, 20 projects,
 * one of them with BENCH_ROWS contacts and deals (100,000 by default). Each API query is measured
 * with autocannon (concurrency 10) and next to it the same query issued directly through the
 * driver at the same concurrency, so the API's overhead shows as a ratio from one run.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { openDomain } from "@crm/domain";
import { startEmbeddedMongo } from "@crm/embedded-mongo";
import { ensureRedis } from "@crm/jobs";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import { MongoClient, type Document } from "mongodb";
import pino from "pino";
import { createApp } from "../src/app";
import { seedBenchData, type Seeded } from "./seed";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;

interface Row {
  name: string;
  apiP50: number;
  apiRps: number;
  driverP50: number;
  driverRps: number;
  target: string;
  pass: boolean | undefined;
}

async function main(): Promise<void> {
  const mongo = await startEmbeddedMongo();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const redis = new Redis(redisInfo.url);
  const dbName = `bench_${Date.now()}`;
  // The limiter runs (its cost is part of every request) but never refuses: the bench sends thousands per key.
  const domain = await openDomain({ mongoUri: mongo.uri, dbName, redis, rateLimit: { requests: Number.MAX_SAFE_INTEGER } });
  const app = createApp({ domain, redis, logger: pino({ level: "silent" }), adminToken: "bench" });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = await MongoClient.connect(mongo.uri);
  const db = client.db(dbName);

  try {
    console.log(`Seeding 20 projects, one with ${ROWS} contacts and ${ROWS} deals...`);
    const started = Date.now();
    const seeded = await seedBenchData(domain, db, ROWS);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rows = await measureAll(baseUrl, db, seeded);
    printTable(rows);
  } finally {
    await client.close();
    server.close();
    await domain.close();
    redis.disconnect();
    await redisInfo.stop();
    await mongo.stop();
  }
}

async function measureAll(baseUrl: string, db: ReturnType<MongoClient["db"]>, s: Seeded): Promise<Row[]> {
  const headers = { "x-api-key": s.apiKey };
  const deals = db.collection("deals");
  const contacts = db.collection("contacts");
  const byStage: Document[] = [
    { $match: { projectId: s.projectId, stageId: s.stageId } },
    { $sort: { createdAt: -1, _id: -1 } },
    { $skip: 0 },
    { $limit: 20 },
    {
      $lookup: {
        from: "contacts",
        let: { ref: "$contactId" },
        pipeline: [{ $match: { $expr: { $eq: ["$_id", "$$ref"] }, projectId: s.projectId } }],
        as: "contact",
      },
    },
  ];
  const emailMatch = {
    projectId: s.projectId,
    fields: { $elemMatch: { fieldId: s.emailFieldId, value: { $regex: "acme", $options: "i" } } },
  };
  let next = 0;
  const contactId = () => s.contactIds[next++ % s.contactIds.length]!;

  const rows: Row[] = [];
  const dealsApi = await api(baseUrl, `/v1/deals?stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`, headers);
  const dealsDriver = await driver(() =>
    Promise.all([deals.aggregate(byStage).toArray(), deals.countDocuments({ projectId: s.projectId, stageId: s.stageId })]),
  );
  rows.push(row("GET /v1/deals?stageId&createdAt[sort]=desc&[limit]=20&[with]=contact", dealsApi, dealsDriver, "p50 <= 10 ms", dealsApi.p50 <= 10));

  const oneApi = await api(baseUrl, "/v1/contacts/{id}", headers, contactId);
  const oneDriver = await driver(() => contacts.findOne({ _id: contactId() as never, projectId: s.projectId }));
  rows.push(row("GET /v1/contacts/{id}", oneApi, oneDriver, ">= 3000 req/s", oneApi.rps >= 3000));

  const emailApi = await api(baseUrl, "/v1/contacts?fields.EMAIL[regex]=acme&[limit]=20", headers);
  const emailDriver = await driver(() =>
    Promise.all([
      contacts.find(emailMatch).sort({ createdAt: -1, _id: -1 }).limit(20).toArray(),
      contacts.countDocuments(emailMatch),
    ]),
  );
  rows.push(row("GET /v1/contacts?fields.EMAIL[regex]=acme&[limit]=20", emailApi, emailDriver, "reported", undefined));
  return rows;
}

interface Measured {
  p50: number;
  rps: number;
}

async function api(baseUrl: string, path: string, headers: Record<string, string>, id?: () => string): Promise<Measured> {
  const first = await fetch(baseUrl + path.replace("{id}", id ? id() : ""), { headers });
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  const result = await autocannon({
    url: baseUrl,
    connections: CONCURRENCY,
    duration: DURATION_S,
    requests: [
      {
        method: "GET",
        headers,
        setupRequest: (request) => ({ ...request, path: path.replace("{id}", id ? id() : "") }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, rps: result.requests.average };
}

/** The same work through the driver: CONCURRENCY loops for DURATION_S, latency per call. */
async function driver(query: () => Promise<unknown>): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        await query();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(latencies.length / 2)] ?? 0, rps: latencies.length / DURATION_S };
}

const row = (name: string, a: Measured, d: Measured, target: string, pass: boolean | undefined): Row => ({
  name,
  apiP50: a.p50,
  apiRps: a.rps,
  driverP50: d.p50,
  driverRps: d.rps,
  target,
  pass,
});

function printTable(rows: Row[]): void {
  console.log(
    "\n| query | API p50 ms | API req/s | driver p50 ms | driver req/s | overhead (p50 ratio) | target | result |\n|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    const ratio = r.driverP50 > 0 ? r.apiP50 / r.driverP50 : Number.NaN;
    const verdict = r.pass === undefined ? "-" : r.pass ? "PASS" : "FAIL";
    const overhead = `${ratio.toFixed(2)}x ${ratio <= 2 ? "(<= 2x)" : "(> 2x)"}`;
    console.log(
      `| ${r.name} | ${r.apiP50.toFixed(2)} | ${Math.round(r.apiRps)} | ${r.driverP50.toFixed(2)} | ${Math.round(r.driverRps)} | ${overhead} | ${r.target} | ${verdict} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
