import { once } from "node:events";
import { createServer } from "node:http";
import { createRedisClient, DEFAULT_QUEUE_PREFIX, type RedisClient } from "@crm/jobs";
import { devChannelStats } from "@crm/providers";
import { startRedisCluster, testMongo, type TestMongo, type TestRedisCluster } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { runBuiltApi, runBuiltWorker, type RunningProcess } from "./run-process";

interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}
interface FeedEvent {
  id: string;
  type: string;
  sequence: number;
  data: { id?: string; record?: { id: string; status?: string } };
}

/** Counts the deliveries per webhook id (`x-webhook-id`, the event id) that reached it in full. */
interface Receiver {
  url: string;
  deliveries: Map<string, number>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const deliveries = new Map<string, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = req.headers["x-webhook-id"];
      if (typeof id === "string") deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      res.writeHead(200).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function request<T>(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** SIGKILL unless already gone; resolves when the process has exited. */
async function killed(process: RunningProcess): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill("SIGKILL");
  await process.exit();
}

/** The exit code, or a failure when the process is still running after `ms`. */
function exitWithin(process: RunningProcess, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${process.output().slice(-2000)}`)), ms);
  });
  return Promise.race([process.exit(), late]).finally(() => clearTimeout(timer));
}

/** Runs `tasks` on `lanes` concurrent lanes (like that many clients). */
async function inLanes(tasks: Array<() => Promise<void>>, lanes: number): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

const completedJobs = (worker: RunningProcess) => worker.output().match(/"msg":"job completed"/g)?.length ?? 0;

/**
 * Scale-out on one machine: two API processes and three workers (all built, as deployed) on one
 * database and a three-node Redis Cluster. Writes, webhooks and messages go through both APIs; one
 * worker is killed with SIGKILL while it works. Nothing may be lost or done twice: every write's event
 * reaches the feed once and the webhook receiver at least once (a delivery cut off by the kill may
 * repeat with the same id), every message reaches the provider once and gets each status once.
 * The waits allow 90 s: a worker killed inside a transaction holds its locks (the project's event
 * numbering among them) until the database aborts it after its lifetime limit (60 s, as MongoDB).
 */
describe("scale-out: two APIs and three workers on one database and a Redis Cluster", () => {
  const adminToken = `admin-${crypto.randomUUID()}`;
  let cluster: TestRedisCluster | undefined;
  let mongo: TestMongo | undefined;
  let receiver: Receiver | undefined;
  let redis: RedisClient | undefined;
  const processes: RunningProcess[] = [];

  beforeAll(async () => {
    [cluster, mongo, receiver] = await Promise.all([startRedisCluster(), testMongo("scale-out"), startReceiver()]);
  });
  afterAll(async () => {
    await Promise.all(processes.map(killed));
    redis?.disconnect();
    await Promise.allSettled([cluster?.stop(), mongo?.drop(), receiver?.close()]);
  });

  it("loses nothing and does nothing twice when a worker is killed mid-run", async () => {
    // What each process said last, to tell a stuck pipeline from a lost job.
    onTestFailed(() => processes.forEach((p, n) => console.error(`--- process ${n} ---\n${p.output().slice(-3000)}`)));
    const clusterNodes = cluster!.nodes;
    const [base, query] = mongo!.uri.split("?");
    const mongoUri = `${base!.replace(/\/$/, "")}/${mongo!.dbName}${query ? `?${query}` : ""}`;
    // Only this test's database and cluster: nothing inherited may point elsewhere.
    const { MONGODB_URI: _m, REDIS_URL: _r, REDIS_CLUSTER_NODES: _c, QUEUE_PREFIX: _q, ...inherited } = process.env;
    const shared = {
      ...inherited,
      MONGODB_URI: mongoUri,
      REDIS_CLUSTER_NODES: clusterNodes.join(","),
      QUEUE_PREFIX: DEFAULT_QUEUE_PREFIX,
      ALLOW_PRIVATE_URLS: "true",
    };
    const apis = [0, 1].map(() =>
      runBuiltApi("dist/main.js", [], {
        ...shared,
        START_WORKER: "false",
        PORT: "0",
        HOST: "127.0.0.1",
        ADMIN_TOKEN: adminToken,
        LOG_LEVEL: "warn",
      }),
    );
    // A dead worker's jobs and chat leases come back after 2 s instead of 30 s; receipts come at once.
    const workerEnv = {
      ...shared,
      LOG_LEVEL: "debug",
      WORKER_LOCK_DURATION_MS: "2000",
      MESSAGE_DELIVERY_LEASE_MS: "2000",
      DEV_CHANNEL_DELIVERED_MS: "0",
      DEV_CHANNEL_READ_MS: "0",
      WEBHOOK_BACKOFF_BASE_MS: "200",
      WEBHOOK_BACKOFF_MAX_MS: "1000",
    };
    const workers = [0, 1, 2].map(() => runBuiltWorker(workerEnv));
    processes.push(...apis, ...workers);
    const urls = await Promise.all(
      apis.map(async (api) => (await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000))[1]!),
    );
    await Promise.all(workers.map((worker) => worker.waitFor(/"msg":"worker ready"/, 60_000)));
    const api = (n: number) => urls[n % 2]!;
    // Each worker's heartbeat is written and read through the cluster: both APIs see all three.
    for (const url of urls) {
      const health = await request<{ status: string; redis: string; worker: string; workers: number }>(url, "GET", "/health", {});
      expect(health.body).toMatchObject({ status: "ok", redis: "up", worker: "up", workers: 3 });
    }

    const project = await request<{ project: { id: string }; apiKey: { key: string } }>(
      api(0),
      "POST",
      "/admin/v1/projects",
      { "x-admin-token": adminToken },
      {
        name: "Scale-out",
      },
    );
    expect(project.status).toBe(201);
    const auth = { "x-api-key": project.body.apiKey.key };
    const call = <T>(n: number, method: string, path: string, body?: unknown) => request<T>(api(n), method, path, auth, body);

    // The webhook is written through one API while every worker already runs: they learn of it through the cluster's pub/sub.
    const webhook = await call<{ id: string }>(1, "POST", "/v1/webhooks", { url: receiver!.url, events: ["*"] });
    expect(webhook.status).toBe(201);
    const chats: string[] = [];
    for (let n = 0; n < 3; n++) {
      const channel = await call<{ id: string }>(n, "POST", "/v1/channels", {
        type: "WHATSAPP",
        name: `Line ${n}`,
        phone: `552100000${n}`,
      });
      expect(channel.status).toBe(201);
      const chat = await call<{ id: string }>(n + 1, "POST", "/v1/chats", { channelId: channel.body.id, phone: `551190000000${n}` });
      expect(chat.status).toBe(201);
      chats.push(chat.body.id);
    }

    const contacts: string[] = [];
    const tags: string[] = [];
    const messages = new Map<string, string[]>(chats.map((chat) => [chat, []]));
    const created = async (n: number, path: string, body: unknown): Promise<string> => {
      const res = await call<{ id: string }>(n, "POST", path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Every API process limits through the cluster (the limiter fails open, without these headers, when Redis fails).
      expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
      return res.body.id;
    };
    const round = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => from + k).flatMap((i) => [
        async () => {
          const id = await created(i, "/v1/contacts", { fields: [{ key: "NAME", value: `Contact ${i}` }] });
          contacts.push(id);
          expect(
            (await call(i + 1, "PATCH", `/v1/contacts/${id}`, { fields: [{ key: "NAME", value: `Contact ${i} (edited)` }] })).status,
          ).toBe(204);
        },
        async () => void tags.push(await created(i + 1, "/v1/tags", { name: `tag-${i}` })),
        async () => {
          const chat = chats[i % chats.length]!;
          // A chat's messages are sent one after another by one lane, so their order is the chat's order.
          messages.get(chat)!.push(await created(i, `/v1/chats/${chat}/messages`, { type: "TEXT", content: { text: `m${i}` } }));
        },
      ]);

    // First half, then the kill while that work is being done, then the second half on the survivors.
    await inLanes(round(0, 15), 3);
    const victim = workers[0]!;
    await expect.poll(() => completedJobs(victim), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    victim.child.kill("SIGKILL");
    await exitWithin(victim, 5_000);
    expect(victim.child.signalCode).toBe("SIGKILL");
    await inLanes(round(15, 30), 3);

    // Every message delivered and read, each chat's messages exactly those sent (no duplicate outbound message).
    const statuses = async () => {
      const lists = await Promise.all(
        chats.map((chat) => call<{ data: Array<{ id: string; status: string }> }>(0, "GET", `/v1/chats/${chat}/messages?[limit]=100`)),
      );
      return lists.flatMap((list) => list.body.data.map((m) => `${m.id} ${m.status}`)).sort();
    };
    const allRead = [...messages.values()].flatMap((sent) => sent.map((id) => `${id} READ`)).sort();
    await expect.poll(statuses, { timeout: 90_000, interval: 200 }).toEqual(allRead);
    const sentIds = [...messages.values()].flat();
    expect(sentIds).toHaveLength(30);

    // The DEV provider (its log lives on the cluster) accepted each message exactly once.
    redis = createRedisClient({ clusterNodes: clusterNodes.map((node) => `redis://${node}`) });
    const { accepted } = await devChannelStats(redis, `${DEFAULT_QUEUE_PREFIX}:`);
    expect([...accepted].sort()).toEqual([...sentIds].sort());

    // The feed holds each write's event once, in one order (the last statuses may still be on their way through the relay).
    const readFeed = async () => {
      const feed: FeedEvent[] = [];
      for (let after = 0, more = true; more;) {
        const page = await call<{ data: FeedEvent[]; next: number; hasMore: boolean }>(1, "GET", `/v1/events?after=${after}&[limit]=100`);
        expect(page.status).toBe(200);
        feed.push(...page.body.data);
        [after, more] = [page.body.next, page.body.hasMore];
      }
      return feed;
    };
    /** The writes whose event is not in the feed once, with the number found. */
    const notOnce = (feed: FeedEvent[]) => {
      const expected = [
        ...contacts.flatMap((id) => [
          ["contact.created", id],
          ["contact.updated", id],
        ]),
        ...tags.map((id) => ["tag.created", id]),
        ...sentIds.flatMap((id) => ["SENT", "DELIVERED", "READ"].map((status) => ["message.status", id, status])),
      ];
      return expected.flatMap(([type, id, status]) => {
        const found = feed.filter(
          (e) => e.type === type && (e.data.id ?? e.data.record?.id) === id && (!status || e.data.record?.status === status),
        ).length;
        // DELIVERED may be skipped: a READ receipt that arrives first moves the message past it.
        const ok = found === 1 || (status === "DELIVERED" && found === 0);
        return ok ? [] : [`${type} ${id} ${status ?? ""}: ${found}`];
      });
    };
    await expect.poll(async () => notOnce(await readFeed()), { timeout: 90_000, interval: 200 }).toEqual([]);
    const feed = await readFeed();
    expect(notOnce(feed)).toEqual([]);
    const sequences = feed.map((event) => event.sequence);
    expect(new Set(sequences).size).toBe(feed.length);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));

    // Every event raised after the webhook existed reaches the receiver (at least once), and nothing else does.
    const webhookAt = feed.findIndex((e) => (e.data.id ?? e.data.record?.id) === webhook.body.id);
    const due = feed.slice(webhookAt + 1).map((e) => e.id);
    await expect.poll(() => due.filter((id) => !receiver!.deliveries.has(id)), { timeout: 90_000, interval: 200 }).toEqual([]);
    expect([...receiver!.deliveries.keys()].filter((id) => !feed.some((e) => e.id === id))).toEqual([]);

    // The work was shared: both surviving workers ran jobs.
    expect(workers.slice(1).map((worker) => completedJobs(worker) > 0)).toEqual([true, true]);

    // Revoking a key through one API takes effect in the other at once (pub/sub across the cluster), not after its cache TTL.
    const issued = await request<{ id: string; key: string }>(
      api(0),
      "POST",
      `/admin/v1/projects/${project.body.project.id}/api-keys`,
      {
        "x-admin-token": adminToken,
      },
      { name: "short-lived" },
    );
    expect(issued.status).toBe(201);
    expect((await request(api(1), "GET", "/v1/tags", { "x-api-key": issued.body.key })).status).toBe(200);
    expect((await request(api(0), "DELETE", `/admin/v1/api-keys/${issued.body.id}`, { "x-admin-token": adminToken })).status).toBe(204);
    await expect
      .poll(async () => (await request(api(1), "GET", "/v1/tags", { "x-api-key": issued.body.key })).status, { timeout: 5_000 })
      .toBe(401);

    // Every survivor stops cleanly on SIGTERM (its cluster connections closed).
    const survivors = [...apis, ...workers.slice(1)];
    for (const survivor of survivors) survivor.child.kill("SIGTERM");
    expect(await Promise.all(survivors.map((survivor) => exitWithin(survivor, 20_000)))).toEqual([0, 0, 0, 0]);
  }, 300_000);
});
