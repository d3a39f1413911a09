/**
 * Write benchmark (`pnpm bench:writes`): what the reference guard (docs/consistency.md) costs.
 * The engine and the API run in their own processes as in rest.bench.ts; autocannon (concurrency
 * 10) sends writes that all reference the same records, the worst case for the guard: every
 * POST /v1/deals lands in the project's default stage, every POST /v1/notes names one deal, every
 * POST /v1/tasks names one deal and one user. Conflicting transactions retry, so each row shows
 * the throughput and latency writes see when they all contend for one referenced document.
 */
import { ensureRedis } from "@crm/jobs";
import autocannon from "autocannon";
import { apiUrlOf, startBenchApi, startTs } from "./processes";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
const ADMIN_TOKEN = "bench-admin-token";

async function post<T>(
  baseUrl: string,
  path: string,
  key: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//);
  const mongoUri = engine.line.trim();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const dbName = `bench_writes_${Date.now()}`;
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  try {
    api = await startBenchApi({ mongoUri, dbName, redisUrl: redisInfo.url, adminToken: ADMIN_TOKEN });
    const baseUrl = apiUrlOf(api);
    const { apiKey } = await post<{ apiKey: { key: string; userId: string } }>(
      baseUrl,
      "/admin/v1/projects",
      undefined,
      { name: "Bench" },
      { "x-admin-token": ADMIN_TOKEN },
    );
    const contact = await post<{ id: string }>(baseUrl, "/v1/contacts", apiKey.key, {});
    const deal = await post<{ id: string }>(baseUrl, "/v1/deals", apiKey.key, { contactId: contact.id });
    const cases: Array<[string, string, unknown]> = [
      ["POST /v1/deals (one contact, one stage)", "/v1/deals", { contactId: contact.id }],
      ["POST /v1/notes (one deal)", "/v1/notes", { entityId: deal.id, content: "Called back." }],
      [
        "POST /v1/tasks (one deal, one assignee)",
        "/v1/tasks",
        { dealId: deal.id, assigneeId: apiKey.userId, title: "Follow up", dueAt: "2030-01-01T00:00:00Z" },
      ],
      ["POST /v1/contacts (no reference)", "/v1/contacts", {}],
    ];
    console.log(`| write (${CONCURRENCY} connections, ${DURATION_S} s) | req/s | p50 ms | p99 ms | non-2xx |`);
    console.log("|---|---|---|---|---|");
    for (const [name, path, body] of cases) {
      const result = await autocannon({
        url: baseUrl + path,
        connections: CONCURRENCY,
        duration: DURATION_S,
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": apiKey.key },
        body: JSON.stringify(body),
      });
      console.log(
        `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
      );
    }
  } finally {
    await api?.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
