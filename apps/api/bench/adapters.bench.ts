/**
 * Adapters benchmark (`pnpm bench:adapters`): the same page (20 deals of a stage, newest first,
 * each with its contact and stage, over BENCH_ROWS deals, 100,000 by default) through REST,
 * GraphQL and tRPC against one API process, each measured with autocannon at concurrency 10 in
 * the same run. Target: GraphQL and tRPC p50 within 1.5x of REST's.
 *
 * After a warm-up of each, the three are measured in BENCH_ROUNDS rounds (3 by default) of
 * BENCH_SECONDS / rounds each, in a rotating order, and each one's response times are pooled: one
 * long run per adapter in a fixed order let the API's heap growth and the machine's drift fall on
 * whichever came last.
 *
 * BENCH_API_PROFILE=<dir> writes a CPU profile of the API process; BENCH_ONLY=<text> measures
 * only the adapters whose name contains it (REST stays the baseline only when measured).
 */
import { quantile, runAutocannon } from "./latency";
import type { Seeded } from "./seed";
import { startBenchStack } from "./stack";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 9);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_S = 2;
const CONCURRENCY = 10;
const TARGET_RATIO = 1.5;
const ONLY = process.env.BENCH_ONLY;

interface Request {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** The 20 deals of the answer, to check all three return the same page. */
  dealsOf(json: unknown): Array<{ id: string; contact: { id: string }; stage: { id: string } }>;
}

type Deals = Array<{ id: string; contact: { id: string }; stage: { id: string } }>;

function requests(s: Seeded): Request[] {
  const dealFields =
    "id projectId title contactId responsibleId pipelineId stageId status lossReasonId tagIds fields { fieldId value } closedAt createdAt updatedAt";
  const query = `query($stageId: String!) { deals(filter: {stageId: {eq: $stageId}}, sort: [{field: createdAt, direction: DESC}], limit: 20) {
    data { ${dealFields} contact { id projectId fields { fieldId value } createdAt updatedAt } stage { id projectId pipelineId name position type builtIn createdAt updatedAt } }
    hasMore limit offset total } }`;
  const trpcInput = {
    filters: [{ field: "stageId", op: "eq", value: s.stageId }],
    sort: [{ field: "createdAt", direction: -1 }],
    limit: 20,
    with: ["contact", "stage"],
  };
  return [
    {
      name: "REST `GET /v1/deals?stageId&createdAt[sort]=desc&[limit]=20&[with]=contact,stage`",
      method: "GET",
      path: `/v1/deals?stageId=${s.stageId}&createdAt[sort]=desc&[limit]=20&[with]=contact,stage`,
      dealsOf: (json) => (json as { data: Deals }).data,
    },
    {
      name: "GraphQL `deals(filter, sort, limit: 20) { data { ...deal contact stage } }`",
      method: "POST",
      path: "/graphql",
      body: JSON.stringify({ query, variables: { stageId: s.stageId } }),
      dealsOf: (json) => (json as { data: { deals: { data: Deals } } }).data.deals.data,
    },
    {
      name: "tRPC `deals.list({filters, sort, limit: 20, with: [contact, stage]})`",
      method: "GET",
      path: `/trpc/deals.list?input=${encodeURIComponent(JSON.stringify(trpcInput))}`,
      dealsOf: (json) => (json as { result: { data: { data: Deals } } }).result.data.data,
    },
  ];
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
}

/** What one adapter's runs collected: every 2xx response time (fractional ms) and the requests and seconds. */
interface Samples {
  times: number[];
  requests: number;
  seconds: number;
}

/** One autocannon run of `seconds` at CONCURRENCY, its 2xx response times added to `into`. */
async function run(baseUrl: string, key: string, r: Request, seconds: number, into: Samples): Promise<void> {
  const headers = { "x-api-key": key, "content-type": "application/json" };
  const { result, times } = await runAutocannon({
    url: baseUrl + r.path,
    connections: CONCURRENCY,
    duration: seconds,
    method: r.method,
    headers,
    ...(r.body ? { body: r.body } : {}),
  });
  into.times.push(...times);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${r.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  into.requests += result.requests.total;
  into.seconds += seconds;
}

/** p50 and p99 from the pooled response times. */
function summarize(samples: Samples): Measured {
  return { p50: quantile(samples.times, 0.5), p99: quantile(samples.times, 0.99), rps: samples.requests / samples.seconds };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ rows: ROWS, profileDir: process.env.BENCH_API_PROFILE });
  try {
    const all = requests(stack.seeded);
    const headers = { "x-api-key": stack.seeded.apiKey, "content-type": "application/json" };
    // The same page through all three before measuring anything.
    const pages = await Promise.all(
      all.map(async (r) => {
        const res = await fetch(stack.baseUrl + r.path, { method: r.method, headers, ...(r.body ? { body: r.body } : {}) });
        if (res.status !== 200) throw new Error(`${r.name} answered ${res.status}: ${await res.text()}`);
        return JSON.stringify(r.dealsOf(await res.json()).map((d) => [d.id, d.contact.id, d.stage.id]));
      }),
    );
    if (new Set(pages).size !== 1 || JSON.parse(pages[0]!).length !== 20)
      throw new Error("The three adapters did not return the same page of 20 deals.");

    const chosen = all.filter((x) => !ONLY || x.name.includes(ONLY));
    const key = stack.seeded.apiKey;
    for (const r of chosen) await run(stack.baseUrl, key, r, WARM_UP_S, { times: [], requests: 0, seconds: 0 });
    const samples = new Map<Request, Samples>(chosen.map((r) => [r, { times: [], requests: 0, seconds: 0 }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < chosen.length; i++) {
        const r = chosen[(round + i) % chosen.length]!;
        await run(stack.baseUrl, key, r, DURATION_S / ROUNDS, samples.get(r)!);
      }
    }
    const measured: Array<[Request, Measured]> = chosen.map((r) => [r, summarize(samples.get(r)!)]);
    const rest = measured.find(([r]) => r === all[0])?.[1] ?? { p50: Number.NaN, p99: Number.NaN, rps: Number.NaN };
    console.log(`\n| adapter | p50 ms | p99 ms | req/s | p50 vs REST | target |\n|---|---|---|---|---|---|`);
    let failed = false;
    for (const [r, m] of measured) {
      const ratio = m.p50 / rest.p50;
      const verdict = r === all[0] || Number.isNaN(ratio) ? "-" : ratio <= TARGET_RATIO ? "PASS" : "FAIL";
      if (verdict === "FAIL") failed = true;
      console.log(
        `| ${r.name} | ${m.p50.toFixed(2)} | ${m.p99.toFixed(1)} | ${Math.round(m.rps)} | ${ratio.toFixed(2)}x | ${verdict === "-" ? "baseline" : `<= ${TARGET_RATIO}x ${verdict}`} |`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
