import { openDomain, type Domain } from "@crm/domain";
import { ensureRedis, freePort, hashTaggedPrefix, type EnsuredRedis } from "@crm/jobs";
import { testMongo, type TestMongo } from "@crm/testing";
import { startWorkers } from "@crm/worker";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { listenOnFreePort } from "../listen";

/** A private redis-server (spawned on a free port), so stopping it disturbs no other test. */
const privateRedis = async (): Promise<EnsuredRedis> => ensureRedis({ fallbackUrl: `redis://127.0.0.1:${await freePort()}` });

describe("a send accepted while Redis is down (the outbox keeps it)", () => {
  const logger = pino({ level: "silent" });
  let mongo: TestMongo;
  let domain: Domain;
  let client: Redis;
  let server: { url: string; close(): Promise<void> };
  const cleanups: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    mongo = await testMongo("redis-down");
    cleanups.push(() => mongo.drop());
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("answers 201 with the message QUEUED, and the worker delivers it once Redis is back", async () => {
    const first = await privateRedis();
    expect(first.spawned).toBe(true);
    // As the API host connects (apps/api/src/infra/redis.ts): commands fail fast while Redis is down.
    client = new Redis(first.url, { maxRetriesPerRequest: 1, lazyConnect: true });
    client.on("error", () => {});
    await client.connect();
    domain = await openDomain({ mongoUri: mongo.uri, dbName: mongo.dbName, redis: client, rateLimit: { onError: () => {} } });
    cleanups.push(
      () => domain.close(),
      async () => client.disconnect(),
    );
    const adminToken = `admin-${crypto.randomUUID()}`;
    server = await listenOnFreePort(createApp({ domain, redis: client, logger, adminToken }));
    cleanups.push(() => server.close());
    const request = async <T>(method: string, path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(server.url + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    const created = await request<{ apiKey: { key: string } }>(
      "POST",
      "/admin/v1/projects",
      { name: "Outage" },
      { "x-admin-token": adminToken },
    );
    const key = { "x-api-key": created.body.apiKey.key };
    const channel = await request<{ id: string }>("POST", "/v1/channels", { type: "WHATSAPP", name: "Line", phone: "5511977776666" }, key);
    const chat = await request<{ id: string }>("POST", "/v1/chats", { channelId: channel.body.id, phone: "5511966665555" }, key);

    await first.stop();
    const sent = await request<{ id: string }>(
      "POST",
      `/v1/chats/${chat.body.id}/messages`,
      { type: "TEXT", content: { text: "Sent during the outage" } },
      key,
    );
    expect(sent.status).toBe(201);
    const messages = async () =>
      (await fetch(`${server.url}/v1/chats/${chat.body.id}/messages`, { headers: key }).then((r) => r.json())) as {
        data: Array<{ id: string; status: string }>;
      };
    expect((await messages()).data).toEqual([expect.objectContaining({ id: sent.body.id, status: "QUEUED" })]);

    // Redis comes back (here: another server) and a worker starts: the outbox relays the send and it is delivered.
    const second = await privateRedis();
    cleanups.push(() => second.stop());
    const workers = await startWorkers({
      redis: { url: second.url },
      domain,
      logger,
      prefix: hashTaggedPrefix(`outage-${process.pid}`),
      messaging: { devDeliveredMs: 0, devReadMs: 0 },
    });
    cleanups.push(() => workers.close());
    await expect.poll(async () => (await messages()).data[0]?.status, { timeout: 20_000 }).toBe("READ");
  });
});
