/**
 * History benchmark (`pnpm bench:history`): what recording contact and deal history costs an
 * update, and how fast a long history reads. In one run, the same stack twice (engine and API in
 * their own processes, as bench:writes), once with HISTORY_ENABLED=false and once with it on:
 * autocannon (concurrency 10) PATCHes the titles of 50 deals, each request a new title (so each
 * one is a real change). Then, with history on, one deal gets 1,000 changes and
 * `GET /v1/deals/{id}/history` (first page, 20 changes) is read by one connection.
 */
import autocannon from "autocannon";
import { loadavg } from "node:os";
import { post, withWriteStack, type WriteStack } from "./write-stack";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
const DEALS = 50;
const CHANGES = 1000;

async function patch(baseUrl: string, key: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(baseUrl + path, {
    method: "PATCH",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify(body),
  });
  if (res.status !== 204) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

async function updates({ baseUrl, key }: WriteStack): Promise<autocannon.Result> {
  const contact = await post<{ id: string }>(baseUrl, "/v1/contacts", key, {});
  const deals: string[] = [];
  for (let i = 0; i < DEALS; i++) deals.push((await post<{ id: string }>(baseUrl, "/v1/deals", key, { contactId: contact.id })).id);
  let n = 0;
  return autocannon({
    url: baseUrl,
    connections: CONCURRENCY,
    duration: DURATION_S,
    headers: { "content-type": "application/json", "x-api-key": key },
    requests: [
      {
        method: "PATCH",
        setupRequest: (req) => {
          n++;
          return { ...req, path: `/v1/deals/${deals[n % DEALS]}`, body: JSON.stringify({ title: `Title ${n}` }) };
        },
      },
    ],
  });
}

async function historyRead({ baseUrl, key }: WriteStack): Promise<autocannon.Result> {
  const contact = await post<{ id: string }>(baseUrl, "/v1/contacts", key, {});
  const deal = await post<{ id: string }>(baseUrl, "/v1/deals", key, { contactId: contact.id });
  for (let i = 0; i < CHANGES; i++) await patch(baseUrl, key, `/v1/deals/${deal.id}`, { title: `Change ${i}` });
  return autocannon({ url: `${baseUrl}/v1/deals/${deal.id}/history`, connections: 1, duration: DURATION_S, headers: { "x-api-key": key } });
}

async function main(): Promise<void> {
  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`;
  const rows: string[] = [];
  let off: autocannon.Result | undefined;
  let on: autocannon.Result | undefined;
  await withWriteStack("history_off", async (stack) => void (off = await updates(stack)), { HISTORY_ENABLED: "false" });
  await withWriteStack("history_on", async (stack) => {
    on = await updates(stack);
    rows.push(row(`GET /v1/deals/{id}/history (${CHANGES} changes, 1 connection)`, await historyRead(stack)));
  });
  console.log(`| case (${DURATION_S} s) | req/s | p50 ms | p99 ms | non-2xx |`);
  console.log("|---|---|---|---|---|");
  console.log(row(`PATCH /v1/deals/{id} title, history off (${CONCURRENCY} connections)`, off!));
  console.log(row(`PATCH /v1/deals/{id} title, history on (${CONCURRENCY} connections)`, on!));
  for (const line of rows) console.log(line);
  const cost = 1 - on!.requests.average / off!.requests.average;
  console.log(
    `\nhistory cost on update throughput: ${(cost * 100).toFixed(1)}%; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
