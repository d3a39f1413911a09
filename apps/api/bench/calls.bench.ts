/**
 * Call pipeline benchmark (`pnpm bench:calls`). Every call is an ended, answered call with a 10 s
 * stereo WAV served over local HTTP, for its own contact with an open deal; dev providers, zero
 * copy delay. The engine, the API (no worker of its own), one worker (`apps/worker/src/main.ts`)
 * and this load generator each run in their own process.
 *
 * 1. Ingest at the API with no worker running: BENCH_SOLO_CALLS (200) posted one at a time (c=1),
 *    then the rest of BENCH_CALLS (1,000) ten at a time (c=10).
 * 2. Throughput, backlog: the worker starts and drains those BENCH_CALLS calls (worker ready ->
 *    last analysis written).
 * 3. Burst: BENCH_CALLS more posted ten at a time while the worker runs: ingest latency, ingested
 *    -> analysis written (mostly queueing: they arrive faster than one worker drains them) and
 *    calls completed per second (first ingest -> last analysis).
 * 4. Paced: BENCH_RATE calls/s (10, below the worker's capacity) for BENCH_PACED_SECONDS (30):
 *    ingest latency and ingested -> analysis written, i.e. the pipeline's own latency.
 *
 * "Ingested -> analysis written" is the call's `createdAt` (set by the API) to its analysis'
 * `completedAt` (set by the worker in the transaction that writes the analysis and the fields).
 * BENCH_WORKER_PROFILE / BENCH_API_PROFILE / BENCH_ENGINE_PROFILE=<dir> write CPU profiles.
 */
import { sampleCallWav } from "@crm/providers";
import { ensureRedis, freePort, hashTaggedPrefix } from "@crm/jobs";
import { endedCall, startRecordingServer } from "@crm/testing";
import { ObjectId, MongoClient, type Collection, type Db } from "mongodb";
import { profileArgs, startTs, type Child } from "./processes";

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const SOLO_CALLS = Math.min(CALLS, Number(process.env.BENCH_SOLO_CALLS ?? 200));
const BURST_CONCURRENCY = 10;
const RATE = Number(process.env.BENCH_RATE ?? 10);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 30);
const ADMIN_TOKEN = "bench-admin-token";

type CallDoc = { externalId: string; createdAt: Date; analysis: { status: string; completedAt?: Date } | null };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/** Contacts (with their PHONE) and an open deal each, written through the driver in the shapes the domain stores: the setup is not what is measured. */
async function seedContacts(db: Db, projectId: string, phones: readonly string[]): Promise<void> {
  const phoneField = await db.collection("fields").findOne({ projectId, entityType: "CONTACT", key: "PHONE" });
  const stage = await db.collection("stages").findOne({ projectId, type: "OPEN" }, { sort: { position: 1 } });
  const now = new Date();
  const contacts = phones.map((phone) => ({
    _id: new ObjectId().toHexString(),
    projectId,
    fields: [{ fieldId: String(phoneField!._id), value: phone }],
    createdAt: now,
    updatedAt: now,
  }));
  const deals = contacts.map((contact) => ({
    _id: new ObjectId().toHexString(),
    projectId,
    title: "Bench deal",
    contactId: contact._id,
    pipelineId: stage!.pipelineId,
    stageId: String(stage!._id),
    status: "OPEN",
    tagIds: [],
    fields: [],
    createdAt: now,
    updatedAt: now,
  }));
  // String `_id`s are what the domain stores; the driver's typings assume ObjectIds.
  await db.collection("contacts").insertMany(contacts as never[], { ordered: false });
  await db.collection("deals").insertMany(deals as never[], { ordered: false });
}

/** Waits until every call named is analysed; returns ingested -> analysis written per call (ms, sorted) and the last completion time. */
async function analysed(
  calls: Collection<CallDoc>,
  externalIds: readonly string[],
): Promise<{ lags: number[]; first: number; last: number; notDone: number }> {
  const started = Date.now();
  for (;;) {
    const done = await calls.countDocuments({ externalId: { $in: [...externalIds] }, "analysis.status": { $in: ["DONE", "FAILED"] } });
    if (done >= externalIds.length) break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`only ${done} of ${externalIds.length} calls analysed after 15 minutes`);
    await sleep(100);
  }
  const docs = await calls.find({ externalId: { $in: [...externalIds] } }).toArray();
  return {
    lags: docs.map((d) => d.analysis!.completedAt!.getTime() - d.createdAt.getTime()).sort((a, b) => a - b),
    first: Math.min(...docs.map((d) => d.createdAt.getTime())),
    last: Math.max(...docs.map((d) => d.analysis!.completedAt!.getTime())),
    notDone: docs.filter((d) => d.analysis?.status !== "DONE").length,
  };
}

async function main(): Promise<void> {
  const engine = await startTs(
    "../../packages/embedded-mongo/src/cli.ts",
    ["--port", "0"],
    {},
    /^mongodb:\/\//,
    profileArgs("BENCH_ENGINE_PROFILE"),
  );
  const mongoUri = engine.line.trim();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const recordings = await startRecordingServer();
  recordings.serve("/call.wav", { body: sampleCallWav({ seconds: 10 }) });
  const dbName = `bench_calls_${Date.now()}`;
  const client = await MongoClient.connect(mongoUri);
  const db = client.db(dbName);
  const calls = db.collection<CallDoc>("calls");
  const env = {
    MONGODB_URI: mongoUri.replace(/\/\?/, `/${dbName}?`),
    REDIS_URL: redisInfo.url,
    QUEUE_PREFIX: hashTaggedPrefix(`bench-calls-${Date.now()}`),
    RECORDING_COPY_DELAY_MS: "0",
    TRANSCRIBER: "dev",
    ANALYZER: "dev",
  };
  let api: Child | undefined;
  let worker: Child | undefined;
  try {
    const port = await freePort();
    api = await startTs(
      "src/main.ts",
      [],
      {
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_TOKEN,
        LOG_LEVEL: "silent",
        START_WORKER: "false",
        RATE_LIMIT_PER_MINUTE: "100000000",
      },
      /API listening/,
      profileArgs("BENCH_API_PROFILE"),
    );
    const base = `http://127.0.0.1:${port}`;
    const post = async (path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(base + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; project?: { id: string }; apiKey?: { key: string } };
    };
    const created = await post("/admin/v1/projects", { name: "Bench calls" }, { "x-admin-token": ADMIN_TOKEN });
    const key = { "x-api-key": created.apiKey!.key };
    const pacedCalls = RATE * PACED_SECONDS;
    const phones = Array.from({ length: 2 * CALLS + pacedCalls }, (_, i) => `4930${String(10000000 + i)}`);
    await seedContacts(db, created.project!.id, phones);
    const backlogPhones = phones.slice(0, CALLS);
    const burstPhones = phones.slice(CALLS, 2 * CALLS);
    const pacedPhones = phones.slice(2 * CALLS);

    /** Posts the calls of these phones `concurrency` at a time (or one every 1/rate s); returns each post's latency (ms, sorted). */
    const ingest = async (batch: readonly string[], pace: { concurrency: number } | { rate: number }): Promise<number[]> => {
      const latencies: number[] = [];
      const postCall = async (phone: string) => {
        const t0 = performance.now();
        await post(
          "/v1/telephony/calls",
          endedCall(phone, { externalId: `bench-${phone}`, recordingUrl: recordings.url("/call.wav") }),
          key,
        );
        latencies.push(performance.now() - t0);
      };
      if ("concurrency" in pace) await pool(batch, pace.concurrency, postCall);
      else {
        const t0 = performance.now();
        const posts: Array<Promise<void>> = [];
        for (const [i, phone] of batch.entries()) {
          const wait = t0 + (i * 1000) / pace.rate - performance.now();
          if (wait > 0) await sleep(wait);
          posts.push(postCall(phone));
        }
        await Promise.all(posts);
      }
      return latencies.sort((a, b) => a - b);
    };
    const ids = (batch: readonly string[]) => batch.map((phone) => `bench-${phone}`);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const rows: Array<[string, string, string, boolean | undefined]> = [];

    console.log(`1. Ingest, no worker running: ${SOLO_CALLS} calls one at a time, ${CALLS - SOLO_CALLS} ten at a time...`);
    const solo = await ingest(backlogPhones.slice(0, SOLO_CALLS), { concurrency: 1 });
    const ten = await ingest(backlogPhones.slice(SOLO_CALLS), { concurrency: BURST_CONCURRENCY });
    rows.push(
      ["ingest at the API, c=1, no worker running, p50", ms(percentile(solo, 50)), "<= 10 ms", percentile(solo, 50) <= 10],
      ["ingest at the API, c=1, no worker running, p99", ms(percentile(solo, 99)), "reported", undefined],
      ["ingest at the API, c=10, no worker running, p50", ms(percentile(ten, 50)), "reported", undefined],
      ["ingest at the API, c=10, no worker running, p99", ms(percentile(ten, 99)), "reported", undefined],
    );

    console.log(`2. Throughput: one worker drains the ${CALLS} calls...`);
    worker = await startTs(
      "../worker/src/main.ts",
      [],
      { ...env, LOG_LEVEL: "info" },
      /"worker ready"/,
      profileArgs("BENCH_WORKER_PROFILE"),
    );
    const drainStart = Date.now();
    const backlog = await analysed(calls, ids(backlogPhones));
    const drainRate = CALLS / ((backlog.last - drainStart) / 1000);
    rows.push([
      `calls completed per second, backlog of ${CALLS} (worker ready -> last analysis)`,
      drainRate.toFixed(1),
      ">= 20",
      drainRate >= 20,
    ]);

    console.log(`3. Burst: ${CALLS} calls posted ten at a time while the worker runs...`);
    const [apiCpuBefore, workerCpuBefore, engineCpuBefore] = [api.cpuMs(), worker.cpuMs(), engine.cpuMs()];
    const burstIngest = await ingest(burstPhones, { concurrency: BURST_CONCURRENCY });
    const apiCpuPerCall = (api.cpuMs() - apiCpuBefore) / CALLS;
    const burst = await analysed(calls, ids(burstPhones));
    const workerCpuPerCall = (worker.cpuMs() - workerCpuBefore) / CALLS;
    const engineCpuPerCall = (engine.cpuMs() - engineCpuBefore) / CALLS;
    const burstRate = CALLS / ((burst.last - burst.first) / 1000);
    rows.push(
      ["burst: ingest at the API, c=10, worker running, p50", ms(percentile(burstIngest, 50)), "reported", undefined],
      ["burst: ingest at the API, c=10, worker running, p99", ms(percentile(burstIngest, 99)), "reported", undefined],
      ["burst: API CPU per ingested call", ms(apiCpuPerCall), "reported", undefined],
      ["burst: worker CPU per call", ms(workerCpuPerCall), "reported", undefined],
      ["burst: engine CPU per call (API and worker queries)", ms(engineCpuPerCall), "reported", undefined],
      ["burst: ingested -> analysis written, p50 (queueing)", ms(percentile(burst.lags, 50)), "reported", undefined],
      ["burst: ingested -> analysis written, p99 (queueing)", ms(percentile(burst.lags, 99)), "reported", undefined],
      [`burst: calls completed per second (first ingest -> last analysis)`, burstRate.toFixed(1), ">= 20", burstRate >= 20],
    );

    console.log(`4. Paced: ${RATE} calls/s for ${PACED_SECONDS} s...`);
    const pacedStart = performance.now();
    const pacedIngest = await ingest(pacedPhones, { rate: RATE });
    const offered = pacedCalls / ((performance.now() - pacedStart) / 1000);
    const paced = await analysed(calls, ids(pacedPhones));
    rows.push(
      [`paced ${RATE}/s: ingest at the API, p50`, ms(percentile(pacedIngest, 50)), "reported", undefined],
      [
        `paced ${RATE}/s: ingested -> analysis written, p50`,
        ms(percentile(paced.lags, 50)),
        "<= 500 ms",
        percentile(paced.lags, 50) <= 500,
      ],
      [`paced ${RATE}/s: ingested -> analysis written, p99`, ms(percentile(paced.lags, 99)), "reported", undefined],
    );

    const notDone = backlog.notDone + burst.notDone + paced.notDone;
    console.log(`\n${2 * CALLS + pacedCalls} calls, ${notDone} not DONE; paced rate achieved ${offered.toFixed(1)} calls/s\n`);
    console.log("| measure | value | target | result |\n|---|---|---|---|");
    for (const [name, value, target, pass] of rows)
      console.log(`| ${name} | ${value} | ${target} | ${pass === undefined ? "-" : pass ? "PASS" : "FAIL"} |`);
  } finally {
    await worker?.stop();
    await api?.stop();
    await db.dropDatabase().catch(() => undefined);
    await client.close();
    await recordings.close();
    await redisInfo.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
