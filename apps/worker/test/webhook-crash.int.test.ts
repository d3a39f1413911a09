import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDomain, type TestDomain } from "./support/test-domain";
import { startReceiver, type WebhookReceiver } from "./support/webhook-receiver";
import { stackEnv, startWorkerChild, WORKER_START_TIMEOUT_MS, type WorkerChild } from "./support/worker-child";

describe("webhook delivery across a worker killed with SIGKILL", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let receiver: WebhookReceiver;
  const children: WorkerChild[] = [];

  beforeAll(async () => {
    redis = await testRedis("webhook-crash");
    env = await testDomain("webhook-crash");
    // A slow receiver, so that deliveries are in flight when the worker dies.
    receiver = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve(200), 150)));
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await receiver?.close();
    await env?.close();
    await redis?.cleanup();
  });

  async function startWorker(): Promise<WorkerChild> {
    const child = await startWorkerChild({
      ...stackEnv(env, redis),
      // A killed worker's jobs come back after their lock expires: keep that short here.
      WORKER_LOCK_DURATION_MS: "1000",
      WEBHOOK_BACKOFF_BASE_MS: "50",
      WEBHOOK_BACKOFF_MAX_MS: "200",
      // Few at once, so that the kill finds some delivered, some in flight and some still queued.
      WEBHOOK_CONCURRENCY: "2",
    });
    children.push(child);
    return child;
  }

  it(
    "delivers every event at least once, duplicates carrying the same x-webhook-id and body",
    async () => {
      const ctx = await env.project();
      const webhook = await env.domain.webhooks.create(ctx, { url: receiver.url, events: ["tag.created"] });
      const first = await startWorker();
      const tags = [];
      for (let i = 0; i < 40; i++) tags.push(await env.domain.tags.create(ctx, { name: `tag ${i}` }));

      // Mid-delivery: some events answered, others in flight or still queued.
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
      await first.kill();
      expect(new Set(receiver.received.map((d) => d.json.id)).size).toBeLessThan(40);

      const second = await startWorker();
      const tagIdOf = (body: { data: Record<string, unknown> }) => (body.data.record as { id: string }).id;
      await expect.poll(() => new Set(receiver.received.map((d) => tagIdOf(d.json))).size, { timeout: 60_000 }).toBe(40);
      expect(new Set(receiver.received.map((d) => tagIdOf(d.json)))).toEqual(new Set(tags.map((t) => t.id)));
      for (const id of new Set(receiver.received.map((d) => d.json.id))) {
        const copies = receiver.received.filter((d) => d.json.id === id);
        expect(copies.every((d) => d.headers["x-webhook-id"] === id)).toBe(true);
        expect(new Set(copies.map((d) => d.body)).size).toBe(1);
      }
      await expect
        .poll(
          async () =>
            (await env.domain.webhooks.listDeliveries(ctx, webhook.id, { filters: [], logic: "AND", sort: [], limit: 100 })).data.filter(
              (d) => d.status === "SUCCEEDED",
            ).length,
          { timeout: 30_000 },
        )
        .toBe(40);

      expect(await second.stop()).toBe(0);
      // Two worker processes start here, one after the other: more than the default test budget on a busy machine.
    },
    2 * WORKER_START_TIMEOUT_MS + 180_000,
  );

  it(
    "a recovery started before the kill is delivered in full after it, every event with its original id",
    async () => {
      const ctx = await env.project("Recovery");
      const slow = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve(200), 150)));
      try {
        const first = await startWorker();
        const tags = [];
        for (let i = 0; i < 30; i++) tags.push(await env.domain.tags.create(ctx, { name: `recovered ${i}` }));
        // The feed has numbered them all (nothing was subscribed yet, so nothing was sent).
        await expect
          .poll(async () => (await env.domain.events.list(ctx, { types: ["tag.created"], limit: 100 })).every((e) => e.sequence !== null), {
            timeout: 30_000,
          })
          .toBe(true);
        const feed = await env.domain.events.list(ctx, { types: ["tag.created"], limit: 100 });
        const webhook = await env.domain.webhooks.create(ctx, { url: slow.url, events: ["tag.created"] });
        expect(await env.domain.webhooks.recover(ctx, webhook.id, { afterSequence: 0 })).toEqual({ count: 30 });

        await expect.poll(() => slow.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
        await first.kill();
        expect(new Set(slow.received.map((d) => d.json.id)).size).toBeLessThan(30);

        const second = await startWorker();
        await expect.poll(() => new Set(slow.received.map((d) => d.json.id)).size, { timeout: 60_000 }).toBe(30);
        expect(new Set(slow.received.map((d) => d.json.id))).toEqual(new Set(feed.map((e) => e.id)));
        for (const d of slow.received) {
          expect(d.headers["webhook-id"]).toBe(d.json.id);
          expect(d.json.sequence).toBe(feed.find((e) => e.id === d.json.id)!.sequence);
        }
        expect(await second.stop()).toBe(0);
      } finally {
        await slow.close();
      }
    },
    2 * WORKER_START_TIMEOUT_MS + 180_000,
  );
});
