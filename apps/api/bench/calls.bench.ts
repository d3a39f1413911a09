/**
 * Call pipeline benchmark (`pnpm bench:calls`): BENCH_CALLS ended calls (1,000 by default), each
 * with a 10 s stereo WAV served over local HTTP, posted to the API while one worker (forked by the
 * API as under `pnpm start`, dev providers, zero copy delay) copies, transcribes and analyses them.
 * Engine, API (+ its worker) and this load generator run in separate processes.
 * Reports: ingest latency at the API, ingested -> analysis written (p50/p99), calls completed per second.
 */
import { sampleCallWav } from "@crm/providers";
import { ensureRedis, freePort } from "@crm/jobs";
import { endedCall, startRecordingServer } from "@crm/testing";
import { MongoClient } from "mongodb";
import { startTs } from "./processes";

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const INGEST_CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 4);
const ADMIN_TOKEN = "bench-admin-token";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await run(items[next++]!);
  }));
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_API_PORT ?? (await freePort()));
  // BENCH_ENGINE_PROFILE=<dir> writes a CPU profile of the engine process.
  const profile = process.env.BENCH_ENGINE_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_ENGINE_PROFILE}`] : [];
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//, profile);
  const mongoUri = engine.line.trim();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const recordings = await startRecordingServer();
  recordings.serve("/call.wav", { body: sampleCallWav({ seconds: 10 }) });
  const dbName = `bench_calls_${Date.now()}`;
  const client = await MongoClient.connect(mongoUri);
  const calls = client.db(dbName).collection<{ createdAt: Date; analysis: { status: string; completedAt?: Date } | null }>("calls");
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  try {
    api = await startTs(
      "src/main.ts",
      [],
      {
        MONGODB_URI: mongoUri.replace(/\/\?/, `/${dbName}?`),
        REDIS_URL: redisInfo.url,
        QUEUE_PREFIX: `{bench-calls-${Date.now()}}`,
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_TOKEN,
        LOG_LEVEL: "silent",
        RECORDING_COPY_DELAY_MS: "0",
        TRANSCRIBER: "dev",
        ANALYZER: "dev",
        RATE_LIMIT_PER_MINUTE: "100000000",
        ...(process.env.BENCH_NO_WORKER ? { START_WORKER: "false" } : {}),
      },
      /API listening/,
    );
    const base = `http://127.0.0.1:${port}`;
    const post = async (path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; apiKey?: { key: string } };
    };
    const { apiKey } = await post("/admin/v1/projects", { name: "Bench calls" }, { "x-admin-token": ADMIN_TOKEN });
    const key = { "x-api-key": apiKey!.key };
    const phones = Array.from({ length: CALLS }, (_, i) => `4930${String(10000000 + i)}`);
    console.log(`Creating ${CALLS} contacts with an open deal each...`);
    await pool(phones, 8, async (phone) => {
      const contact = await post("/v1/contacts", { fields: [{ key: "PHONE", value: phone }] }, key);
      await post("/v1/deals", { contactId: contact.id, title: "Bench deal" }, key);
    });

    console.log(`Posting ${CALLS} ended calls (${INGEST_CONCURRENCY} at a time)...`);
    const ingest: number[] = [];
    const started = Date.now();
    await pool(phones, INGEST_CONCURRENCY, async (phone) => {
      const t0 = performance.now();
      await post("/v1/telephony/calls", endedCall(phone, { externalId: `bench-${phone}`, recordingUrl: recordings.url("/call.wav") }), key);
      ingest.push(performance.now() - t0);
    });
    const ingestSeconds = (Date.now() - started) / 1000;

    if (process.env.BENCH_NO_WORKER) {
      ingest.sort((a, b) => a - b);
      console.log(`ingest p50 ${percentile(ingest, 50).toFixed(1)} ms, p99 ${percentile(ingest, 99).toFixed(1)} ms`);
      return;
    }
    for (;;) {
      const done = await calls.countDocuments({ "analysis.status": { $in: ["DONE", "FAILED"] } });
      if (done >= CALLS) break;
      if (Date.now() - started > 15 * 60_000) throw new Error(`only ${done} of ${CALLS} calls analysed after 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const docs = await calls.find({}).toArray();
    const failed = docs.filter((d) => d.analysis?.status !== "DONE").length;
    const lag = docs.map((d) => d.analysis!.completedAt!.getTime() - d.createdAt.getTime()).sort((a, b) => a - b);
    const first = Math.min(...docs.map((d) => d.createdAt.getTime()));
    const last = Math.max(...docs.map((d) => d.analysis!.completedAt!.getTime()));
    const perSecond = CALLS / ((last - first) / 1000);
    ingest.sort((a, b) => a - b);

    const rows = [
      ["ingest at the API (POST /v1/telephony/calls), p50", `${percentile(ingest, 50).toFixed(1)} ms`, "<= 10 ms", percentile(ingest, 50) <= 10],
      ["ingest at the API, p99", `${percentile(ingest, 99).toFixed(1)} ms`, "reported", undefined],
      ["ingested -> analysis written, p50", `${percentile(lag, 50)} ms`, "<= 500 ms", percentile(lag, 50) <= 500],
      ["ingested -> analysis written, p99", `${percentile(lag, 99)} ms`, "reported", undefined],
      ["calls completed per second (first ingest -> last analysis)", perSecond.toFixed(1), ">= 20", perSecond >= 20],
    ] as const;
    console.log(`\n${CALLS} calls, ingest took ${ingestSeconds.toFixed(1)} s, ${failed} not DONE\n`);
    console.log("| measure | value | target | result |\n|---|---|---|---|");
    for (const [name, value, target, pass] of rows) console.log(`| ${name} | ${value} | ${target} | ${pass === undefined ? "-" : pass ? "PASS" : "FAIL"} |`);
  } finally {
    await api?.stop();
    await client.db(dbName).dropDatabase().catch(() => undefined);
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
