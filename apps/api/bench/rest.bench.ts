/**
 * REST benchmark (`pnpm bench:rest`): the real express app on the embedded engine, 20 projects,
 * one of them with BENCH_ROWS contacts and deals (100,000 by default). Each API query is measured
 * with autocannon (concurrency 10), then the same route on the floor (bench/floor-server.ts: bare
 * node:http, the same driver query, JSON.stringify) and the same query issued directly through the
 * driver at the same concurrency, so the API's overhead shows as ratios from one run.
 */
import { compileListQuery, contactListSpec, dealListSpec } from "@crm/domain";
import { parseRestQuery } from "@crm/rest";
import { quantile, runAutocannon } from "./latency";
import type { Db } from "mongodb";
import { startTs, type Child } from "./processes";
import type { Seeded } from "./seed";
import { startBenchStack } from "./stack";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
/** BENCH_ONLY=<text>: measure only the routes whose name contains it (e.g. `contacts/{id}`), for a profile of one route. */
const ONLY = process.env.BENCH_ONLY;
const selected = (name: string) => !ONLY || name.includes(ONLY);
/**
 * BENCH_RATE=<req/s>: drive the API and the floor at the same time, each at this fixed rate,
 * instead of one after the other as fast as possible. CPU per request depends on throughput (a
 * busy server amortises each event-loop turn over more requests) and on the machine's load at
 * the moment, so this compares the two fairly while other work runs.
 */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;

interface Row {
  name: string;
  apiP50: number;
  apiRps: number;
  apiCpu: number;
  apiEngineCpu: number;
  floorP50: number;
  floorRps: number;
  floorCpu: number;
  floorEngineCpu: number;
  driverP50: number;
  driverRps: number;
  target: string;
  pass: boolean | undefined;
}

async function main(): Promise<void> {
  // BENCH_API_PROFILE=<dir> writes a CPU profile of the API process, for finding its overhead.
  const stack = await startBenchStack({ rows: ROWS, profileDir: process.env.BENCH_API_PROFILE });
  let floor: Child | undefined;
  try {
    const { mongoUri, dbName, seeded } = stack;
    floor = await startTs(
      "bench/floor-server.ts",
      [],
      {
        BENCH_FLOOR: JSON.stringify({
          mongoUri,
          dbName,
          projectId: seeded.projectId,
          stageId: seeded.stageId,
          emailFieldId: seeded.emailFieldId,
        }),
      },
      /^floor listening on/,
      // BENCH_FLOOR_PROFILE=<dir>: the same for the floor, to compare the two profiles.
      process.env.BENCH_FLOOR_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_FLOOR_PROFILE}`] : [],
    );
    const floorUrl = floor.line.replace(/^floor listening on /, "").trim();
    const engine = stack.engine;
    printTable(
      await measureAll({ url: stack.baseUrl, process: stack.api, engine }, { url: floorUrl, process: floor, engine }, stack.db, seeded),
    );
  } finally {
    await floor?.stop();
    await stack.stop();
  }
}

interface Target {
  url: string;
  process: Child;
  /** The engine both servers query: its CPU per request is part of what one request costs the machine. */
  engine: Child;
}

async function measureAll(apiTarget: Target, floorTarget: Target, db: Db, s: Seeded): Promise<Row[]> {
  const headers = { "x-api-key": s.apiKey };
  const deals = db.collection("deals");
  const contacts = db.collection("contacts");
  // The driver side runs exactly what the list engine compiles for the API's query string.
  const dealsList = await compileListQuery(
    parseRestQuery(`stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`),
    dealListSpec,
    { projectId: s.projectId },
  );
  const emailList = await compileListQuery(parseRestQuery("fields.EMAIL[regex]=acme&[limit]=20"), contactListSpec, {
    projectId: s.projectId,
    resolveCustomField: async () => ({ fieldId: s.emailFieldId, type: "EMAIL" }),
  });
  let next = 0;
  const contactId = () => s.contactIds[next++ % s.contactIds.length]!;

  const rows: Row[] = [];
  const dealsName = "GET /v1/deals?stageId&createdAt[sort]=desc&[limit]=20&[with]=contact";
  if (selected(dealsName)) {
    const dealsPath = `/v1/deals?stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`;
    const [dealsApi, dealsFloor] = await apiAndFloor(apiTarget, floorTarget, dealsPath, headers);
    const dealsDriver = await driver(() =>
      Promise.all([deals.aggregate(dealsList.pipeline()).toArray(), deals.countDocuments(dealsList.match)]),
    );
    rows.push(
      row(dealsName, dealsApi, dealsFloor, dealsDriver, { target: "p50 <= 1.4x floor", pass: dealsApi.p50 <= 1.4 * dealsFloor.p50 }),
    );
  }

  const oneName = "GET /v1/contacts/{id}";
  if (selected(oneName)) {
    const [oneApi, oneFloor] = await apiAndFloor(apiTarget, floorTarget, "/v1/contacts/{id}", headers, contactId);
    const oneDriver = await driver(() => contacts.findOne({ _id: contactId() as never, projectId: s.projectId }));
    rows.push(row(oneName, oneApi, oneFloor, oneDriver, { target: "req/s >= 0.7x floor", pass: oneApi.rps >= 0.7 * oneFloor.rps }));
  }

  const emailName = "GET /v1/contacts?fields.EMAIL[regex]=acme&[limit]=20";
  if (selected(emailName)) {
    const emailPath = "/v1/contacts?fields.EMAIL[regex]=acme&[limit]=20";
    const [emailApi, emailFloor] = await apiAndFloor(apiTarget, floorTarget, emailPath, headers);
    const emailDriver = await driver(() =>
      Promise.all([contacts.aggregate(emailList.pipeline()).toArray(), contacts.countDocuments(emailList.match)]),
    );
    rows.push(row(emailName, emailApi, emailFloor, emailDriver, { target: "reported", pass: undefined }));
  }
  return rows;
}

interface Measured {
  p50: number;
  rps: number;
  /** Server CPU ms per request: independent of what else runs on the machine. */
  cpuPerRequest: number;
  /** The engine's CPU ms per request during the same run. */
  engineCpuPerRequest: number;
}

/**
 * The route on the API, then on the floor (with BENCH_RATE: both at once, so both see the same
 * machine; the engine's CPU is then shared out over both runs' requests).
 */
async function apiAndFloor(
  apiTarget: Target,
  floorTarget: Target,
  path: string,
  headers: Record<string, string>,
  id?: () => string,
): Promise<[Measured, Measured]> {
  const engine = apiTarget.engine;
  const measure = async (target: Target, headersOf: Record<string, string>) => {
    const engineBefore = engine.cpuMs();
    const measured = await api(target, path, headersOf, id);
    return { ...measured, engineCpuPerRequest: (engine.cpuMs() - engineBefore) / measured.requests };
  };
  if (!RATE) return [await measure(apiTarget, headers), await measure(floorTarget, {})];
  const engineBefore = engine.cpuMs();
  const [a, f] = await Promise.all([api(apiTarget, path, headers, id), api(floorTarget, path, {}, id)]);
  const engineCpuPerRequest = (engine.cpuMs() - engineBefore) / (a.requests + f.requests);
  return [
    { ...a, engineCpuPerRequest },
    { ...f, engineCpuPerRequest },
  ];
}

async function api(
  target: Target,
  path: string,
  headers: Record<string, string>,
  id?: () => string,
): Promise<Measured & { requests: number }> {
  const baseUrl = target.url;
  const first = await fetch(baseUrl + path.replace("{id}", id ? id() : ""), { headers });
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  const cpuBefore = target.process.cpuMs();
  const { result, times } = await runAutocannon({
    url: baseUrl,
    connections: CONCURRENCY,
    duration: DURATION_S,
    ...(RATE ? { overallRate: RATE } : {}),
    requests: [
      {
        method: "GET",
        headers,
        setupRequest: (request) => ({ ...request, path: path.replace("{id}", id ? id() : "") }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest = (target.process.cpuMs() - cpuBefore) / result.requests.total;
  return {
    p50: quantile(times, 0.5),
    rps: result.requests.average,
    cpuPerRequest,
    engineCpuPerRequest: Number.NaN,
    requests: result.requests.total,
  };
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
  return {
    p50: quantile(latencies, 0.5),
    rps: latencies.length / DURATION_S,
    cpuPerRequest: Number.NaN,
    engineCpuPerRequest: Number.NaN,
  };
}

const row = (name: string, a: Measured, f: Measured, d: Measured, verdict: { target: string; pass: boolean | undefined }): Row => ({
  name,
  apiP50: a.p50,
  apiRps: a.rps,
  apiCpu: a.cpuPerRequest,
  apiEngineCpu: a.engineCpuPerRequest,
  floorP50: f.p50,
  floorRps: f.rps,
  floorCpu: f.cpuPerRequest,
  floorEngineCpu: f.engineCpuPerRequest,
  driverP50: d.p50,
  driverRps: d.rps,
  ...verdict,
});

function printTable(rows: Row[]): void {
  console.log(
    "\n| query | API p50 ms | API req/s | floor p50 ms | floor req/s | driver p50 ms | driver req/s | API/floor p50 | API/floor req/s | CPU ms/req API / floor | engine CPU ms/req (API / floor runs) | target | result |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : "-");
  for (const r of rows) {
    const verdict = r.pass === undefined ? "-" : r.pass ? "PASS" : "FAIL";
    console.log(
      `| ${r.name} | ${r.apiP50.toFixed(2)} | ${Math.round(r.apiRps)} | ${r.floorP50.toFixed(2)} | ${Math.round(r.floorRps)} | ${r.driverP50.toFixed(2)} | ${Math.round(r.driverRps)} | ${ratio(r.apiP50, r.floorP50)} | ${ratio(r.apiRps, r.floorRps)} | ${r.apiCpu.toFixed(2)} / ${r.floorCpu.toFixed(2)} | ${r.apiEngineCpu.toFixed(2)} / ${r.floorEngineCpu.toFixed(2)} | ${r.target} | ${verdict} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
