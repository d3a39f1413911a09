/**
 * REST benchmark (`pnpm bench:rest`): the real express app on the embedded engine, 20 projects,
 * one of them with BENCH_ROWS contacts and deals (100,000 by default). Each API query is measured
 * with autocannon (concurrency 10) and next to it the same query issued directly through the
 * driver at the same concurrency, so the API's overhead shows as a ratio from one run.
 */
import { compileListQuery, contactListSpec, dealListSpec, parseRestQuery } from "@crm/domain";
import autocannon from "autocannon";
import type { Db } from "mongodb";
import type { Seeded } from "./seed";
import { startBenchStack } from "./stack";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3917);

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
  // BENCH_API_PROFILE=<dir> writes a CPU profile of the API process, for finding its overhead.
  const stack = await startBenchStack({ rows: ROWS, apiPort: API_PORT, profileDir: process.env.BENCH_API_PROFILE });
  try {
    printTable(await measureAll(stack.baseUrl, stack.db, stack.seeded));
  } finally {
    await stack.stop();
  }
}

async function measureAll(baseUrl: string, db: Db, s: Seeded): Promise<Row[]> {
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
  const dealsApi = await api(baseUrl, `/v1/deals?stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact`, headers);
  const dealsDriver = await driver(() =>
    Promise.all([deals.aggregate(dealsList.pipeline()).toArray(), deals.countDocuments(dealsList.match)]),
  );
  rows.push(row("GET /v1/deals?stageId&createdAt[sort]=desc&[limit]=20&[with]=contact", dealsApi, dealsDriver, "p50 <= 10 ms", dealsApi.p50 <= 10));

  const oneApi = await api(baseUrl, "/v1/contacts/{id}", headers, contactId);
  const oneDriver = await driver(() => contacts.findOne({ _id: contactId() as never, projectId: s.projectId }));
  rows.push(row("GET /v1/contacts/{id}", oneApi, oneDriver, ">= 3000 req/s", oneApi.rps >= 3000));

  const emailApi = await api(baseUrl, "/v1/contacts?fields.EMAIL[regex]=acme&[limit]=20", headers);
  const emailDriver = await driver(() =>
    Promise.all([contacts.aggregate(emailList.pipeline()).toArray(), contacts.countDocuments(emailList.match)]),
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
