/**
 * Messaging benchmark (`pnpm bench:messages`), DEV provider with zero delays, engine, API, worker
 * and load generator each in their own process:
 * 1. one worker delivers 1,000 queued messages (100 chats x 10): time from its start to all SENT (and READ);
 * 2. inbound message (channel webhook) -> the ACTIVE agent's reply SENT, p50 over BENCH_INBOUND sequential rounds;
 * 3. `POST /v1/chats/{chatId}/messages` with autocannon (10 connections, BENCH_SECONDS), worker stopped: p50 and req/s.
 */
import { ensureRedis } from "@crm/jobs";
import autocannon from "autocannon";
import { MongoClient } from "mongodb";
import { startTs } from "./processes";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const INBOUND_ROUNDS = Number(process.env.BENCH_INBOUND ?? 50);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3918);
const ADMIN_TOKEN = "bench-admin-token";
const CHATS = 100;
const PER_CHAT = 10;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//);
  const dbName = `bench_messages_${Date.now()}`;
  const mongoUri = engine.line.trim().replace(/\/\?/, `/${dbName}?`);
  const redis = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const client = await MongoClient.connect(mongoUri);
  const messages = client.db(dbName).collection<{ _id: string; status: string; direction: string; chatId: string; author: { type: string } }>("messages");
  const env = { MONGODB_URI: mongoUri, REDIS_URL: redis.url, LOG_LEVEL: "silent", QUEUE_PREFIX: `{bench-${Date.now()}}` };
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  let worker: Awaited<ReturnType<typeof startTs>> | undefined;
  try {
    api = await startTs("src/main.ts", [], { ...env, PORT: String(API_PORT), HOST: "127.0.0.1", ADMIN_TOKEN, START_WORKER: "false", RATE_LIMIT_PER_MINUTE: "100000000" }, /API listening/);
    const base = `http://127.0.0.1:${API_PORT}`;
    const call = async <T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> => {
      const res = await fetch(base + path, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    };
    const project = await call<{ apiKey: { key: string } }>("POST", "/admin/v1/projects", { name: "Bench" }, { "x-admin-token": ADMIN_TOKEN });
    const key = { "x-api-key": project.apiKey.key };
    const channel = await call<{ id: string; webhookSecret: string }>("POST", "/v1/channels", { type: "WHATSAPP", name: "Bench", phone: "5511900000000" }, key);
    const phone = (i: number) => `55219${String(i).padStart(8, "0")}`;

    // 1. Delivery: 1,000 messages queued (while no worker runs), then one worker starts.
    for (let i = 0; i < CHATS; i++) {
      await call("POST", "/v1/messages/send-by-phone", { phone: phone(i), channelId: channel.id, messages: Array.from({ length: PER_CHAT }, (_, j) => `bench ${j}`) }, key);
    }
    const total = CHATS * PER_CHAT;
    const started = Date.now();
    worker = await startTs("../worker/src/main.ts", [], { ...env, LOG_LEVEL: "info", DEV_CHANNEL_DELIVERED_MS: "0", DEV_CHANNEL_READ_MS: "0", AGENT_FOLLOW_UP_MS: "3600000" }, /worker ready/);
    const ready = Date.now();
    let sentAt = 0;
    for (;;) {
      const queued = await messages.countDocuments({ status: "QUEUED" });
      if (queued === 0 && sentAt === 0) sentAt = Date.now();
      if (sentAt && (await messages.countDocuments({ status: "READ" })) === total) break;
      await pause(20);
    }
    const readAt = Date.now();
    console.log(`worker start ${ready - started} ms; ${total} messages SENT ${sentAt - ready} ms after it was ready, READ ${readAt - ready} ms`);

    // 2. Inbound -> agent reply SENT.
    const agent = await call<{ id: string }>("POST", "/v1/agents", { name: "Bench agent", instructions: "Answer briefly." }, key);
    const latencies: number[] = [];
    for (let i = 0; i < INBOUND_ROUNDS; i++) {
      const chat = await call<{ id: string }>("POST", "/v1/chats", { channelId: channel.id, phone: phone(10_000 + i) }, key);
      await call("PATCH", `/v1/chats/${chat.id}/agent`, { agentId: agent.id }, key);
      const t0 = performance.now();
      await call("POST", `/webhooks/channels/${channel.id}`, { event: "message", messageId: `bench-in-${i}`, from: phone(10_000 + i), type: "TEXT", content: { text: "hello" } }, { "x-channel-secret": channel.webhookSecret });
      while (!(await messages.findOne({ chatId: chat.id, "author.type": "AGENT", status: { $in: ["SENT", "DELIVERED", "READ"] } }))) await pause(2);
      latencies.push(performance.now() - t0);
    }
    console.log(`inbound -> agent reply SENT: p50 ${median(latencies).toFixed(1)} ms over ${INBOUND_ROUNDS} rounds`);
    await worker.stop();
    worker = undefined;

    // 3. Send at the API (no worker: the sends only queue).
    const chatIds = (await messages.distinct("chatId")).slice(0, CHATS);
    let n = 0;
    const result = await autocannon({
      url: base,
      connections: 10,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          headers: { ...key, "content-type": "application/json" },
          body: JSON.stringify({ type: "TEXT", content: { text: "bench send" } }),
          setupRequest: (request) => ({ ...request, path: `/v1/chats/${chatIds[n++ % chatIds.length]}/messages` }),
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`send: ${result.non2xx} non-2xx, ${result.errors} errors`);
    // The same load on the simplest write (one insert and its event in a transaction), for scale on this machine.
    const baseline = await autocannon({
      url: `${base}/v1/contacts`,
      connections: 10,
      duration: DURATION_S,
      requests: [{ method: "POST", headers: { ...key, "content-type": "application/json" }, body: "{}" }],
    });
    console.log(`baseline POST /v1/contacts: p50 ${baseline.latency.p50} ms, ${Math.round(baseline.requests.average)} req/s`);
    console.log(`POST /v1/chats/{chatId}/messages: p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s (10 connections, ${DURATION_S} s)`);
    console.log("");
    console.log("| measure | result | target |");
    console.log("|---|---|---|");
    console.log(`| send p50 at the API | ${result.latency.p50} ms (${Math.round(result.requests.average)} req/s) | <= 5 ms |`);
    console.log(`| (baseline: POST /v1/contacts p50) | ${baseline.latency.p50} ms (${Math.round(baseline.requests.average)} req/s) | - |`);
    console.log(`| one worker delivers 1,000 queued messages (all SENT) | ${((sentAt - ready) / 1000).toFixed(2)} s (all READ: ${((readAt - ready) / 1000).toFixed(2)} s) | <= 5 s |`);
    console.log(`| inbound -> agent reply SENT, p50 | ${median(latencies).toFixed(0)} ms | <= 200 ms |`);
  } finally {
    await worker?.stop();
    await api?.stop();
    await client.db(dbName).dropDatabase().catch(() => undefined);
    await client.close();
    await redis.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
