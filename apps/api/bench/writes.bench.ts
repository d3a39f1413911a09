/**
 * Write benchmark (`pnpm bench:writes`): what the reference guard (docs/consistency.md) costs.
 * The engine and the API run in their own processes as in rest.bench.ts; autocannon (concurrency
 * 10) sends writes that all reference the same records, the worst case for the guard: every
 * POST /v1/deals lands in the project's default stage, every POST /v1/notes names one deal, every
 * POST /v1/tasks names one deal and one user. References to one record take different guard
 * slots and do not conflict with each other, so each row shows what the guard costs a write
 * (`pnpm bench:bulk` compares one hot stage with ten).
 */
import autocannon from "autocannon";
import { post, withWriteStack } from "./write-stack";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;

async function main(): Promise<void> {
  await withWriteStack("writes", async ({ baseUrl, key, userId }) => {
    const contact = await post<{ id: string }>(baseUrl, "/v1/contacts", key, {});
    const deal = await post<{ id: string }>(baseUrl, "/v1/deals", key, { contactId: contact.id });
    const cases: Array<[string, string, unknown]> = [
      ["POST /v1/deals (one contact, one stage)", "/v1/deals", { contactId: contact.id }],
      ["POST /v1/notes (one deal)", "/v1/notes", { entityId: deal.id, content: "Called back." }],
      [
        "POST /v1/tasks (one deal, one assignee)",
        "/v1/tasks",
        { dealId: deal.id, assigneeId: userId, title: "Follow up", dueAt: "2030-01-01T00:00:00Z" },
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
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify(body),
      });
      console.log(
        `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
