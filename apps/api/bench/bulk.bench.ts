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

const SCENARIOS: Scenario[] = [hotStage, batchCreate];

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
