/**
 * Bulk-sync benchmark (`pnpm bench:bulk`): the targets of issue 21 (README, "Performance"), one
 * scenario each, every one against a fresh stack (write-stack.ts: the embedded engine and the API
 * in their own processes, no worker). A scenario measures its rows, prints them as a table, and
 * says whether its target is met. `BENCH_SECONDS` (default 8) is the length of each measured run;
 * `BENCH_ONLY=<text>` runs only the scenarios whose name contains it. Add a scenario to
 * `SCENARIOS` for each new bulk target (batch create, import, export).
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { post, withWriteStack, type WriteStack } from "./write-stack";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY = process.env.BENCH_ONLY;
const CLIENTS = 10;

interface Row {
  name: string;
  reqPerS: number;
  p50: number;
  p99: number;
  failed: number;
}

interface Verdict {
  rows: Row[];
  /** The target, and how this run compares with it. */
  summary: string;
  met: boolean;
}

interface Scenario {
  name: string;
  run(stack: WriteStack): Promise<Verdict>;
}

/** `CLIENTS` connections POSTing for `seconds`, connection i sending `bodyOf(i)` every time. */
async function postLoad(
  stack: WriteStack,
  name: string,
  path: string,
  bodyOf: (client: number) => unknown,
  seconds = DURATION_S,
): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: stack.baseUrl + path,
    connections: CLIENTS,
    duration: seconds,
    // A batch of 100 writes may take seconds on a loaded machine: counted late, not dropped.
    timeout: 60,
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": stack.key },
    setupClient: (client) => client.setBody(JSON.stringify(bodyOf(next++ % CLIENTS))),
  });
  return {
    name,
    reqPerS: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Writers referencing one record must not queue on it (docs/consistency.md, guard slots): ten
 * clients creating deals into one stage against ten clients each creating into its own stage.
 * Every client has its own contact in both, so the stage is the only difference; a third row
 * shares one contact too (the worst case: two hot records per write).
 */
const hotStage: Scenario = {
  name: "deals into one stage",
  async run(stack) {
    const { baseUrl, key } = stack;
    const pipeline = await post<{ id: string }>(baseUrl, "/v1/pipelines", key, { name: "Bench" });
    const stages: Array<{ id: string }> = [];
    for (const i of range(CLIENTS)) stages.push(await post(baseUrl, `/v1/pipelines/${pipeline.id}/stages`, key, { name: `S${i}` }));
    const contacts: Array<{ id: string }> = [];
    for (const _ of range(CLIENTS)) contacts.push(await post(baseUrl, "/v1/contacts", key, {}));
    const deal = (stage: number, contact: number) => ({
      contactId: contacts[contact]!.id,
      stageId: stages[stage]!.id,
      title: "Bench deal",
    });

    await postLoad(stack, "warm-up", "/v1/deals", (i) => deal(i, i), 1);
    const spread = await postLoad(stack, `${CLIENTS} clients, ${CLIENTS} stages (one each)`, "/v1/deals", (i) => deal(i, i));
    const one = await postLoad(stack, `${CLIENTS} clients, one stage`, "/v1/deals", (i) => deal(0, i));
    const oneContact = await postLoad(stack, `${CLIENTS} clients, one stage, one contact`, "/v1/deals", () => deal(0, 0));
    const ratio = one.reqPerS / spread.reqPerS;
    return {
      rows: [spread, one, oneContact],
      summary: `one stage / ${CLIENTS} stages: ${(ratio * 100).toFixed(0)}% of the req/s (target >= 80%), p99 ${one.p99} ms (target <= 100 ms)`,
      met: ratio >= 0.8 && one.p99 <= 100,
    };
  },
};

/** `POST /v1/contacts/batch` with 100 new contacts per request (a name and a phone each) from `CLIENTS` connections. */
const BATCH_SIZE = 100;
const batchCreate: Scenario = {
  name: "batch create",
  async run(stack) {
    const body = {
      operation: "create",
      items: range(BATCH_SIZE).map((i) => ({
        fields: [
          { key: "NAME", value: `Bench ${i}` },
          { key: "PHONE", value: `+55119${String(10_000_000 + i).slice(-8)}` },
        ],
      })),
    };
    await postLoad(stack, "warm-up", "/v1/contacts/batch", () => body, 1);
    const before = stack.cpuMs();
    const row = await postLoad(stack, `${CLIENTS} clients, ${BATCH_SIZE} contacts per request`, "/v1/contacts/batch", () => body);
    const after = stack.cpuMs();
    const perSecond = row.reqPerS * BATCH_SIZE;
    // CPU per contact of each process: what the 2 cores can do at most, whatever else runs beside.
    const contacts = row.reqPerS * DURATION_S * BATCH_SIZE;
    const cpuPer = (ms: number) => (contacts > 0 ? ((ms / contacts) * 1000).toFixed(0) : "n/a");
    return {
      rows: [row],
      summary:
        `${perSecond.toFixed(0)} contacts/s (target >= 3,000); CPU per contact: API ${cpuPer(after.api - before.api)} µs, ` +
        `engine ${cpuPer(after.engine - before.engine)} µs`,
      met: perSecond >= 3000 && row.failed === 0,
    };
  },
};

/** The API's peak resident memory over its level before `run`, sampled every 10 ms while it runs. */
async function peakRssGrowth<T>(stack: WriteStack, run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = stack.apiRssBytes();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, stack.apiRssBytes())), 10);
  try {
    const result = await run();
    return { result, growth: Math.max(peak, stack.apiRssBytes()) - before };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * `GET /v1/contacts/export?format=ndjson` of `BENCH_EXPORT_CONTACTS` (default 100,000) contacts,
 * seeded through the batch endpoint first; the time runs from the request to the last byte read,
 * and the API's RSS growth is its peak during the export less its level just before.
 */
const EXPORT_CONTACTS = Number(process.env.BENCH_EXPORT_CONTACTS ?? 100_000);
const exportContacts: Scenario = {
  name: "export",
  async run(stack) {
    const { baseUrl, key } = stack;
    const batches = range(Math.ceil(EXPORT_CONTACTS / BATCH_SIZE));
    const seedBatch = (b: number) =>
      post(
        baseUrl,
        "/v1/contacts/batch",
        key,
        {
          operation: "create",
          items: range(Math.min(BATCH_SIZE, EXPORT_CONTACTS - b * BATCH_SIZE)).map((i) => {
            const n = b * BATCH_SIZE + i;
            return {
              fields: [
                { key: "NAME", value: `Export Contact ${n}` },
                { key: "PHONE", value: `+5511${String(900_000_000 + n)}` },
                { key: "EMAIL", value: `contact${n}@example.com` },
              ],
            };
          }),
        },
        {},
        [200, 201],
      );
    // Four requests in flight: the seeding is not what is measured.
    for (let b = 0; b < batches.length; b += 4) await Promise.all(batches.slice(b, b + 4).map(seedBatch));

    const rows: Row[] = [];
    const runs: Array<{ seconds: number; growth: number; lines: number }> = [];
    for (const round of [1, 2]) {
      const cpuBefore = stack.cpuMs();
      const started = performance.now();
      const { result: lines, growth } = await peakRssGrowth(stack, async () => {
        const res = await fetch(`${baseUrl}/v1/contacts/export?format=ndjson`, { headers: { "x-api-key": key } });
        if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
        let count = 0;
        const reader = res.body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          for (const byte of read.value) if (byte === 10) count++;
        }
        return count;
      });
      const ms = performance.now() - started;
      const cpuAfter = stack.cpuMs();
      // CPU seconds per 100,000 contacts of each process: what a quiet machine's wall time would be bounded by.
      const cpuPer100k = (before: number, after: number) => (((after - before) / lines) * 100).toFixed(2);
      runs.push({ seconds: ms / 1000, growth, lines });
      rows.push({
        name:
          `export #${round}: ${lines} contacts, API RSS growth ${(growth / 1e6).toFixed(1)} MB, CPU s per 100,000: ` +
          `API ${cpuPer100k(cpuBefore.api, cpuAfter.api)}, engine ${cpuPer100k(cpuBefore.engine, cpuAfter.engine)}`,
        reqPerS: 1000 / ms,
        p50: Math.round(ms),
        p99: Math.round(ms),
        failed: lines === EXPORT_CONTACTS ? 0 : 1,
      });
    }
    const worst = { seconds: Math.max(...runs.map((r) => r.seconds)), growth: Math.max(...runs.map((r) => r.growth)) };
    return {
      rows,
      summary: `${EXPORT_CONTACTS} contacts as NDJSON in ${worst.seconds.toFixed(2)} s at worst (target <= 5 s), API RSS growth ${(worst.growth / 1e6).toFixed(1)} MB at worst (target <= 100 MB)`,
      met: worst.seconds <= 5 && worst.growth <= 100e6 && runs.every((r) => r.lines === EXPORT_CONTACTS),
    };
  },
};

const SCENARIOS: Scenario[] = [hotStage, batchCreate, exportContacts];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

async function main(): Promise<void> {
  const chosen = SCENARIOS.filter((s) => !ONLY || s.name.includes(ONLY));
  let allMet = true;
  for (const scenario of chosen) {
    const loadBefore = load();
    await withWriteStack("bulk", async (stack) => {
      const verdict = await scenario.run(stack);
      console.log(`\n### ${scenario.name} (${DURATION_S} s per row; load average before ${loadBefore}, after ${load()})\n`);
      console.log("| run | req/s | p50 ms | p99 ms | non-2xx |");
      console.log("|---|---|---|---|---|");
      for (const row of verdict.rows) console.log(`| ${row.name} | ${row.reqPerS.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.failed} |`);
      console.log(`\n${verdict.met ? "MET" : "NOT MET"}: ${verdict.summary}`);
      allMet &&= verdict.met;
    });
  }
  if (!allMet) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
