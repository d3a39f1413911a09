/**
 * Messaging benchmark (`pnpm bench:messages`), DEV provider with zero delays, engine, API, worker
 * and load generator each in their own process:
 * 1. one worker delivers 1,000 queued messages (100 chats x 10): time from its start to all SENT (and READ);
 * 2. inbound message (channel webhook) -> the ACTIVE agent's reply SENT, p50 over BENCH_INBOUND sequential rounds;
 * 3. `POST /v1/chats/{chatId}/messages` with autocannon, worker stopped: at 1 connection (the service's
 *    latency) and at 10 (throughput), with `POST /v1/contacts` as a yardstick; then 30 concurrent sends to one chat.
 * 4. pacing (run before 3, whose queued sends would compete): 1,000 messages to 1,000 recipients on a channel with `throughputPerSecond: 80` (time until
 *    none is QUEUED, FAILED count), then BENCH_GAP_MESSAGES (default 10) to one recipient on a channel
 *    with a BENCH_GAP_SECONDS (default 6) recipient gap: the smallest gap between two sends, as the DEV
 *    provider recorded them.
 * Each phase also reports, per operation, the CPU time the API, worker and engine processes spent
 * (from /proc) and the database commands the service sent: both depend far less than wall time
 * on what else the machine runs (CPU time still grows under heavy load; round trips do not).
 * BENCH_API_PROFILE, BENCH_WORKER_PROFILE, BENCH_ENGINE_PROFILE=<dir> write `node --cpu-prof` profiles.
 */
import { createWorkerConnection, ensureRedis } from "@crm/jobs";
import { devChannelStats } from "@crm/providers";
import autocannon from "autocannon";
import { MongoClient } from "mongodb";
import { apiUrlOf, profileArgs, startTs, type Child } from "./processes";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const INBOUND_ROUNDS = Number(process.env.BENCH_INBOUND ?? 50);
const ADMIN_TOKEN = "bench-admin-token";
const CHATS = 100;
const PER_CHAT = 10;
const ONE_CHAT_BURST = 30;
const PACED_RECIPIENTS = 1_000;
const PACED_THROUGHPUT = 80;
const GAP_MESSAGES = Number(process.env.BENCH_GAP_MESSAGES ?? 10);
const GAP_SECONDS = Number(process.env.BENCH_GAP_SECONDS ?? 6);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * What the service spent between two points, per operation: CPU ms of each process, and the
 * database commands (round trips) the engine received from the service (its serverStatus
 * `metrics.commands`, less the benchmark's own polling). Round trips do not depend on the load.
 */
async function meter(processes: Record<string, Child | undefined>, dbCommands: () => Promise<number>) {
  const read = () => Object.fromEntries(Object.entries(processes).map(([name, child]) => [name, child?.cpuMs() ?? Number.NaN]));
  const before = read();
  const commandsBefore = await dbCommands();
  return async (operations: number): Promise<string> => {
    const commands = (await dbCommands()) - commandsBefore;
    const cpu = Object.entries(read())
      .filter(([name]) => processes[name] !== undefined)
      .map(([name, ms]) => `${name} ${((ms - before[name]!) / operations).toFixed(2)}`);
    return `CPU ms ${cpu.join(", ")}; DB commands ${(commands / operations).toFixed(1)}`;
  };
}

interface SendRun {
  p50: number;
  p99: number;
  rps: number;
  cpu: string;
}

async function main(): Promise<void> {
  const engine = await startTs(
    "../../packages/embedded-mongo/src/cli.ts",
    ["--port", "0"],
    {},
    /^mongodb:\/\//,
    profileArgs("BENCH_ENGINE_PROFILE"),
  );
  const dbName = `bench_messages_${Date.now()}`;
  const mongoUri = engine.line.trim().replace(/\/\?/, `/${dbName}?`);
  const redis = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const client = await MongoClient.connect(mongoUri, { monitorCommands: true });
  let ownCommands = 0;
  client.on("commandStarted", () => ownCommands++);
  const dbCommands = async () => {
    const status = await client.db("admin").command({ serverStatus: 1 });
    const counts = Object.values((status.metrics?.commands ?? {}) as Record<string, { total?: unknown }>);
    return counts.reduce((sum, c) => sum + Number(c.total ?? 0), 0) - ownCommands;
  };
  const messages = client
    .db(dbName)
    .collection<{ _id: string; status: string; direction: string; chatId: string; author: { type: string } }>("messages");
  const env = { MONGODB_URI: mongoUri, REDIS_URL: redis.url, LOG_LEVEL: "silent", QUEUE_PREFIX: `{bench-${Date.now()}}` };
  let api: Child | undefined;
  let worker: Child | undefined;
  try {
    api = await startTs(
      "src/main.ts",
      [],
      { ...env, PORT: "0", HOST: "127.0.0.1", ADMIN_TOKEN, START_WORKER: "false", RATE_LIMIT_PER_MINUTE: "100000000" },
      /^API listening on /,
      profileArgs("BENCH_API_PROFILE"),
    );
    const base = apiUrlOf(api);
    const call = async <T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<T> => {
      const res = await fetch(base + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    };
    const project = await call<{ apiKey: { key: string } }>(
      "POST",
      "/admin/v1/projects",
      { name: "Bench" },
      { "x-admin-token": ADMIN_TOKEN },
    );
    const key = { "x-api-key": project.apiKey.key };
    const channel = await call<{ id: string; webhookSecret: string }>(
      "POST",
      "/v1/channels",
      // As fast as the stack goes (phase 4 measures the pacing).
      { type: "WHATSAPP", name: "Bench", phone: "5511900000000", throughputPerSecond: 1000 },
      key,
    );
    const phone = (i: number) => `55219${String(i).padStart(8, "0")}`;

    // 1. Delivery: 1,000 messages queued (while no worker runs), then one worker starts.
    for (let i = 0; i < CHATS; i++) {
      await call(
        "POST",
        "/v1/messages/send-by-phone",
        { phone: phone(i), channelId: channel.id, messages: Array.from({ length: PER_CHAT }, (_, j) => `bench ${j}`) },
        key,
      );
    }
    const total = CHATS * PER_CHAT;
    const started = Date.now();
    worker = await startTs(
      "../worker/src/main.ts",
      [],
      { ...env, LOG_LEVEL: "info", DEV_CHANNEL_DELIVERED_MS: "0", DEV_CHANNEL_READ_MS: "0", AGENT_FOLLOW_UP_MS: "3600000" },
      /worker ready/,
      profileArgs("BENCH_WORKER_PROFILE"),
    );
    const ready = Date.now();
    const deliveryCpu = await meter({ worker, engine }, dbCommands);
    let sentAt = 0;
    let sentCpu = "";
    for (;;) {
      const queued = await messages.countDocuments({ status: "QUEUED" });
      if (queued === 0 && sentAt === 0) {
        sentAt = Date.now();
        sentCpu = await deliveryCpu(total);
      }
      if (sentAt && (await messages.countDocuments({ status: "READ" })) === total) break;
      await pause(20);
    }
    const readAt = Date.now();
    const readCpu = await deliveryCpu(total);
    console.log(
      `worker start ${ready - started} ms; ${total} messages SENT ${sentAt - ready} ms after it was ready, READ ${readAt - ready} ms`,
    );
    console.log(`per message until all SENT: ${sentCpu}; until all READ: ${readCpu}`);

    // 2. Inbound -> agent reply SENT.
    const agent = await call<{ id: string }>("POST", "/v1/agents", { name: "Bench agent", instructions: "Answer briefly." }, key);
    const latencies: number[] = [];
    for (let i = 0; i < INBOUND_ROUNDS; i++) {
      const chat = await call<{ id: string }>("POST", "/v1/chats", { channelId: channel.id, phone: phone(10_000 + i) }, key);
      await call("PATCH", `/v1/chats/${chat.id}/agent`, { agentId: agent.id }, key);
      const t0 = performance.now();
      await call(
        "POST",
        `/webhooks/channels/${channel.id}`,
        { event: "message", messageId: `bench-in-${i}`, from: phone(10_000 + i), type: "TEXT", content: { text: "hello" } },
        { "x-channel-secret": channel.webhookSecret },
      );
      while (!(await messages.findOne({ chatId: chat.id, "author.type": "AGENT", status: { $in: ["SENT", "DELIVERED", "READ"] } })))
        await pause(2);
      latencies.push(performance.now() - t0);
    }
    console.log(`inbound -> agent reply SENT: p50 ${median(latencies).toFixed(1)} ms over ${INBOUND_ROUNDS} rounds`);
    await worker.stop();
    worker = undefined;

    // 4. Pacing: messages queued with no worker, then one worker sends them at the channels' pace.
    const paced = await call<{ id: string }>(
      "POST",
      "/v1/channels",
      { type: "WHATSAPP", name: "Paced", phone: "5511900000001", throughputPerSecond: PACED_THROUGHPUT, recipientGapSeconds: 0 },
      key,
    );
    const gapped = await call<{ id: string }>(
      "POST",
      "/v1/channels",
      { type: "WHATSAPP", name: "Gapped", phone: "5511900000002", recipientGapSeconds: GAP_SECONDS },
      key,
    );
    const sendByPhone = (channelId: string, to: string, texts: string[]) =>
      call("POST", "/v1/messages/send-by-phone", { phone: to, channelId, messages: texts }, key);
    for (let i = 0; i < PACED_RECIPIENTS; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => sendByPhone(paced.id, phone(20_000 + i + j), ["paced"])));
    }
    // send-by-phone takes up to 10 messages a request: in order, 10 at a time.
    for (let j = 0; j < GAP_MESSAGES; j += 10) {
      await sendByPhone(
        gapped.id,
        phone(30_000),
        Array.from({ length: Math.min(10, GAP_MESSAGES - j) }, (_, k) => `gap ${j + k}`),
      );
    }
    const channelIdOf = (id: string) => ({ channelId: id, direction: "OUTBOUND" }) as Record<string, unknown>;
    worker = await startTs(
      "../worker/src/main.ts",
      [],
      { ...env, LOG_LEVEL: "info", DEV_CHANNEL_DELIVERED_MS: "0", DEV_CHANNEL_READ_MS: "0", AGENT_FOLLOW_UP_MS: "3600000" },
      /worker ready/,
    );
    const pacedStart = Date.now();
    while ((await messages.countDocuments({ ...channelIdOf(paced.id), status: "QUEUED" })) > 0) await pause(20);
    const pacedMs = Date.now() - pacedStart;
    const pacedFailed = await messages.countDocuments({ ...channelIdOf(paced.id), status: "FAILED" });
    while ((await messages.countDocuments({ ...channelIdOf(gapped.id), status: "QUEUED" })) > 0) await pause(200);
    const gappedFailed = await messages.countDocuments({ ...channelIdOf(gapped.id), status: "FAILED" });
    // The DEV simulator's own record of when it accepted each message (Redis's clock).
    const reader = createWorkerConnection({ url: redis.url });
    const { sentAt: devSentAt, calls: devCalls } = await devChannelStats(reader, `${env.QUEUE_PREFIX}:`).finally(() => reader.disconnect());
    const idsOf = async (channelId: string) =>
      (await messages.find(channelIdOf(channelId)).project({ _id: 1 }).toArray()).map((m) => String(m._id));
    const pacedTimes = (await idsOf(paced.id)).map((id) => devSentAt[id]!);
    const pacedSpanMs = Math.max(...pacedTimes) - Math.min(...pacedTimes);
    // Every call past a message's first was a refusal (the DEV provider throttled it).
    const pacedRefusals = (await idsOf(paced.id)).reduce((sum, id) => sum + Math.max(0, (devCalls[id] ?? 1) - 1), 0);
    const gappedIds = await idsOf(gapped.id);
    const gappedTimes = gappedIds.map((id) => devSentAt[id]!).sort((a, b) => a - b);
    const minGapMs = Math.min(...gappedTimes.slice(1).map((t, i) => t - gappedTimes[i]!));
    await worker.stop();
    worker = undefined;

    // 3. Send at the API (no worker: the sends only queue).
    const chatIds = (await messages.distinct("chatId")).slice(0, CHATS);
    const load = async (path: () => string, body: string, connections: number): Promise<SendRun> => {
      const cpu = await meter({ api, engine }, dbCommands);
      const result = await autocannon({
        url: base,
        connections,
        duration: DURATION_S,
        requests: [
          {
            method: "POST",
            headers: { ...key, "content-type": "application/json" },
            body,
            setupRequest: (request) => ({ ...request, path: path() }),
          },
        ],
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path()}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        cpu: await cpu(result.requests.total),
      };
    };
    let n = 0;
    const sendPath = () => `/v1/chats/${chatIds[n++ % chatIds.length]}/messages`;
    const sendBody = JSON.stringify({ type: "TEXT", content: { text: "bench send" } });
    const send1 = await load(sendPath, sendBody, 1);
    const send10 = await load(sendPath, sendBody, 10);
    // The same load on the simplest write (one insert and its event in a transaction), for scale on this machine.
    const contacts1 = await load(() => "/v1/contacts", "{}", 1);
    const contacts10 = await load(() => "/v1/contacts", "{}", 10);
    // Concurrent sends to one chat conflict on its sequence number and commit one after the other.
    const burstChat = chatIds[0]!;
    const burstCpu = await meter({ api, engine }, dbCommands);
    const burstStart = performance.now();
    await Promise.all(
      Array.from({ length: ONE_CHAT_BURST }, () => call("POST", `/v1/chats/${burstChat}/messages`, JSON.parse(sendBody), key)),
    );
    const burstMs = performance.now() - burstStart;
    const burst = await burstCpu(ONE_CHAT_BURST);

    const row = (r: SendRun) => `${r.p50} ms / ${r.p99} ms (${r.rps} req/s; per request: ${r.cpu})`;
    console.log("");
    console.log("| measure | result | target |");
    console.log("|---|---|---|");
    console.log(`| send p50 / p99 at the API, 1 connection | ${row(send1)} | p50 <= 5 ms |`);
    console.log(`| send p50 / p99 at the API, 10 connections | ${row(send10)} | - |`);
    console.log(`| (yardstick: POST /v1/contacts, 1 connection) | ${row(contacts1)} | - |`);
    console.log(`| (yardstick: POST /v1/contacts, 10 connections) | ${row(contacts10)} | - |`);
    console.log(`| ${ONE_CHAT_BURST} concurrent sends to one chat | all answered in ${burstMs.toFixed(0)} ms (per send: ${burst}) | - |`);
    console.log(
      `| one worker delivers 1,000 queued messages (all SENT) | ${((sentAt - ready) / 1000).toFixed(2)} s (all READ: ${((readAt - ready) / 1000).toFixed(2)} s); per message: ${sentCpu} (to READ: ${readCpu}) | <= 5 s |`,
    );
    console.log(`| inbound -> agent reply SENT, p50 | ${median(latencies).toFixed(0)} ms | <= 200 ms |`);
    console.log(
      `| ${PACED_RECIPIENTS} messages to ${PACED_RECIPIENTS} recipients, throughputPerSecond ${PACED_THROUGHPUT} | none QUEUED ${(pacedMs / 1000).toFixed(2)} s after the worker was ready, first to last send ${(pacedSpanMs / 1000).toFixed(2)} s, provider refusals ${pacedRefusals}, FAILED ${pacedFailed} | 12.5-14 s, no FAILED |`,
    );
    console.log(
      `| ${GAP_MESSAGES} messages to one recipient, recipientGapSeconds ${GAP_SECONDS} | smallest gap between sends ${(minGapMs / 1000).toFixed(2)} s, FAILED ${gappedFailed} | >= ${GAP_SECONDS} s |`,
    );
  } finally {
    await worker?.stop();
    await api?.stop();
    await client
      .db(dbName)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
    await redis.stop();
    await engine.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
