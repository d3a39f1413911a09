/**
 * Import benchmark (`pnpm bench:import`): the import targets of issue 21 (README, "Performance"),
 * end to end on the embedded defaults. The engine, the API (no worker of its own) and one worker
 * (`apps/worker/src/main.ts`) run in their own processes, as in production. Each run uploads a
 * generated file through `POST /v1/imports` (multipart) and polls `GET /v1/imports/{id}` until it
 * ends; the time is from the first byte of the upload to the poll that sees DONE (so it includes
 * storing the file in GridFS, the outbox relay and the queue).
 *
 * 1. `BENCH_CONTACTS` (100,000) contacts from CSV (name, phone, email), mode create.
 * 2. `BENCH_DEALS` (50,000) deals from CSV (title, price), each finding its contact by PHONE
 *    among those of run 1 (every deal's phone is an imported contact's).
 * 3. `BENCH_UPSERTS` (2,000) rows of mode upsert by PHONE, half updating contacts of run 1, half
 *    creating: reported, no target (one transaction per row, docs/import-export.md).
 *
 * Targets (issue 21): 100,000 contacts within 30 s (3,300 rows/s) and 50,000 deals within 30 s
 * (1,667 rows/s).
 * `BENCH_WORKER_PROFILE=<dir>` writes the worker's CPU profile, `BENCH_ENGINE_PROFILE=<dir>` the engine's.
 */
import { availableParallelism, loadavg } from "node:os";
import { ensureRedis, hashTaggedPrefix } from "@crm/jobs";
import { commandsPer, dbCommandCounter, type DbCommandCounter } from "./db-commands";
import { apiUrlOf, profileArgs, startBenchApi, startTs, type Child } from "./processes";
import { post } from "./write-stack";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const UPSERTS = Number(process.env.BENCH_UPSERTS ?? 2_000);
const TARGET_CONTACTS_PER_S = 3_300;
const TARGET_DEALS_PER_S = Math.ceil(50_000 / 30);
const ADMIN_TOKEN = "bench-admin-token";

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
const phoneOf = (i: number) => `+55 11 9${String(10_000_000 + i).slice(-8)}`;

interface ImportStatus {
  status: string;
  processed: number;
  created: number;
  updated: number;
  failed: number;
}

interface Run {
  name: string;
  rows: number;
  seconds: number;
  record: ImportStatus;
  /** CPU ms the worker and the engine used per 1,000 rows during the run (a count that a loaded machine disturbs less than wall time). */
  workerCpuPer1k: number;
  engineCpuPer1k: number;
  /** Database commands per row, by name (the round trips, which the machine's load does not change). */
  commandsPerRow: string;
  target?: number;
}

/** Uploads `csv` as an import and waits for it to end; the time covers upload, queue and worker. */
async function importCsv(
  cpu: { worker: Child; engine: Child; commands: DbCommandCounter },
  base: string,
  key: string,
  fields: Record<string, string>,
  csv: string,
  name: string,
  rows: number,
): Promise<Run> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new Blob([csv], { type: "text/csv" }), `${name}.csv`);
  const started = performance.now();
  const workerCpu = cpu.worker.cpuMs();
  const engineCpu = cpu.engine.cpuMs();
  const commandsBefore = await cpu.commands.read();
  const res = await fetch(`${base}/v1/imports`, { method: "POST", headers: { "x-api-key": key }, body: form });
  if (res.status !== 202) throw new Error(`POST /v1/imports: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const record = (await (await fetch(`${base}/v1/imports/${id}`, { headers: { "x-api-key": key } })).json()) as ImportStatus;
    if (["DONE", "FAILED", "CANCELLED"].includes(record.status)) {
      const seconds = (performance.now() - started) / 1000;
      if (record.status !== "DONE") throw new Error(`${name}: import ended ${record.status}`);
      const per1k = (used: number) => (used * 1000) / rows;
      return {
        name,
        rows,
        seconds,
        record,
        workerCpuPer1k: per1k(cpu.worker.cpuMs() - workerCpu),
        engineCpuPer1k: per1k(cpu.engine.cpuMs() - engineCpu),
        commandsPerRow: commandsPer(commandsBefore, await cpu.commands.read(), rows),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const engine = await startTs(
    "../../packages/embedded-mongo/src/cli.ts",
    ["--port", "0"],
    {},
    /^mongodb:\/\//,
    profileArgs("BENCH_ENGINE_PROFILE"),
  );
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const dbName = `bench_import_${Date.now()}`;
  const env = {
    MONGODB_URI: engine.line.trim().replace(/\/\?/, `/${dbName}?`),
    REDIS_URL: redisInfo.url,
    QUEUE_PREFIX: hashTaggedPrefix(`bench-import-${Date.now()}`),
  };
  let api: Child | undefined;
  let worker: Child | undefined;
  let commands: DbCommandCounter | undefined;
  try {
    api = await startBenchApi({
      mongoUri: engine.line.trim(),
      dbName,
      redisUrl: redisInfo.url,
      adminToken: ADMIN_TOKEN,
      env: { QUEUE_PREFIX: env.QUEUE_PREFIX },
    });
    worker = await startTs(
      "../worker/src/main.ts",
      [],
      { ...env, LOG_LEVEL: "info" },
      /"worker ready"/,
      profileArgs("BENCH_WORKER_PROFILE"),
    );
    const base = apiUrlOf(api);
    const { apiKey } = await post<{ apiKey: { key: string } }>(
      base,
      "/admin/v1/projects",
      undefined,
      { name: "Bench import" },
      {
        "x-admin-token": ADMIN_TOKEN,
      },
    );
    const key = apiKey.key;
    commands = await dbCommandCounter(engine.line.trim());
    const cpu = { worker, engine, commands };
    const loadBefore = load();
    const runs: Run[] = [];

    let contacts = "Name,Phone,Email\n";
    for (let i = 0; i < CONTACTS; i++) contacts += `Bench contact ${i},${phoneOf(i)},bench${i}@example.com\n`;
    console.log(`1. ${CONTACTS} contacts from CSV (${(contacts.length / 1024 / 1024).toFixed(1)} MiB)...`);
    const contactMapping = JSON.stringify({ Name: "NAME", Phone: "PHONE", Email: "EMAIL" });
    runs.push({
      ...(await importCsv(cpu, base, key, { entityType: "CONTACT", mapping: contactMapping }, contacts, "contacts, create", CONTACTS)),
      target: TARGET_CONTACTS_PER_S,
    });

    let deals = "Title,Phone,Price\n";
    for (let i = 0; i < DEALS; i++) deals += `Bench deal ${i},${phoneOf(i % CONTACTS)},${1000 + i}\n`;
    console.log(`2. ${DEALS} deals from CSV, contacts found by PHONE...`);
    const dealMapping = JSON.stringify({ Title: "title", Phone: "contact.PHONE", Price: "PRICE" });
    runs.push({
      ...(await importCsv(cpu, base, key, { entityType: "DEAL", mapping: dealMapping }, deals, "deals, create, contact by PHONE", DEALS)),
      target: TARGET_DEALS_PER_S,
    });

    if (UPSERTS > 0) {
      let upserts = "Name,Phone\n";
      for (let i = 0; i < UPSERTS; i++) upserts += `Bench upserted ${i},${phoneOf(i % 2 === 0 ? i : CONTACTS + i)}\n`;
      console.log(`3. ${UPSERTS} contacts, mode upsert by PHONE (half update, half create)...`);
      runs.push(
        await importCsv(
          cpu,
          base,
          key,
          { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME", Phone: "PHONE" }), mode: "upsert", match: "PHONE" },
          upserts,
          "contacts, upsert by PHONE",
          UPSERTS,
        ),
      );
    }

    console.log(`\n### import (nproc ${availableParallelism()}; load average before ${loadBefore}, after ${load()})\n`);
    console.log("| run | rows | seconds | rows/s | created | updated | failed | worker CPU ms/1k rows | engine CPU ms/1k rows | target |");
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    const commandLines: string[] = [];
    let allMet = true;
    for (const run of runs) {
      const rate = run.rows / run.seconds;
      const met = run.target === undefined ? undefined : rate >= run.target && run.record.failed === 0;
      if (met === false) allMet = false;
      const verdict = run.target === undefined ? "reported" : `>= ${run.target}: ${met ? "MET" : "NOT MET"}`;
      const { created, updated, failed } = run.record;
      console.log(
        `| ${run.name} | ${run.rows} | ${run.seconds.toFixed(1)} | ${rate.toFixed(0)} | ${created} | ${updated} | ${failed} | ${run.workerCpuPer1k.toFixed(0)} | ${run.engineCpuPer1k.toFixed(0)} | ${verdict} |`,
      );
      commandLines.push(`- ${run.name}: ${run.commandsPerRow} database commands per row`);
    }
    console.log(`\n${commandLines.join("\n")}`);
    if (!allMet) process.exitCode = 1;
  } finally {
    await commands?.close();
    await worker?.stop();
    await api?.stop();
    await redisInfo.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
