import type { Context, EventRecord } from "@crm/domain";
import { createQueue, type TypedQueue } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayJobId } from "../src/relay/outbox-relay";
import { startWorkers } from "../src/start-workers";
import { endpointKeys, endpointSlots } from "../src/webhooks/endpoint-slots";
import { webhookConsumer } from "../src/webhooks/webhook-consumer";
import { wakeParked } from "../src/webhooks/webhook-processor";
import { testDomain, type TestDomain } from "./support/test-domain";
import { receiverPool, type ReceivedDelivery } from "./support/webhook-receiver";

const RETRY = { attempts: 3, baseDelayMs: 50, maxDelayMs: 200 };

describe("webhook deliveries relayed in batches (worker, real HTTP receivers)", () => {
  let redis: TestRedis;
  let producer: Redis;
  let env: TestDomain;
  let queue: TypedQueue<"webhooks">;
  /** Every command this test's domain sent to MongoDB, by name. */
  const commands: string[] = [];
  const receivers = receiverPool();
  const receiver = receivers.start;

  beforeAll(async () => {
    redis = await testRedis("webhook-batch");
    producer = redis.connection({ maxRetriesPerRequest: 1 });
    env = await testDomain("webhook-batch", producer, { onCommand: (name) => commands.push(name) });
    queue = createQueue("webhooks", producer, { prefix: redis.prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await receivers.closeAll();
    await env?.close();
    await redis?.cleanup();
  });

  /** A worker started once the events are written: the relay reads them all in one batch. */
  const startWorker = (webhooks: { timeoutMs?: number; endpointConcurrency?: number } = {}) =>
    startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      relayPollIntervalMs: 100,
      webhooks: { retry: RETRY, timeoutMs: 2000, ...webhooks },
    });
  const deliveriesOf = async (ctx: Context, webhookId: string) =>
    (await env.domain.webhooks.listDeliveries(ctx, webhookId, { filters: [], logic: "AND", sort: [], limit: 100 })).data;
  const tagEvents = async (ctx: Context): Promise<EventRecord[]> => env.domain.events.list(ctx, { types: ["tag.created"], limit: 100 });
  const finishedJobs = async () => queue.queue.getJobs(["completed", "failed", "waiting", "delayed", "active"]);
  /** Waits, with `running` started, until `count` of the endpoint's deliveries are FAILED; then stops it. */
  const untilFailed = async (ctx: Context, webhookId: string, count: number, running: { close(): Promise<void> }, timeout: number) => {
    try {
      await expect
        .poll(async () => (await deliveriesOf(ctx, webhookId)).filter((d) => d.status === "FAILED").length, { timeout })
        .toBe(count);
    } finally {
      await running.close();
    }
  };
  const copiesOf = (received: ReceivedDelivery[], eventId: string) => received.filter((d) => d.json.id === eventId).length;

  it("sends one job per endpoint for a relayed batch; an answer that fails is retried alone, the others are delivered once", async () => {
    const ctx = await env.project("Batch");
    let failedOnce = false;
    const flaky = await receiver((delivery) => {
      if (delivery.json.data.record !== undefined && (delivery.json.data.record as { name: string }).name === "tag 3" && !failedOnce) {
        failedOnce = true;
        return 503;
      }
      return 200;
    });
    const healthy = await receiver();
    const flakyHook = await env.domain.webhooks.create(ctx, { url: flaky.url, events: ["tag.created"] });
    const healthyHook = await env.domain.webhooks.create(ctx, { url: healthy.url, events: ["tag.created"] });
    for (let i = 0; i < 8; i++) await env.domain.tags.create(ctx, { name: `tag ${i}` });
    const events = await tagEvents(ctx);
    const failing = events.find((event) => (event.data.record as { name: string }).name === "tag 3")!;

    const running = await startWorker();
    try {
      for (const hook of [flakyHook, healthyHook])
        await expect
          .poll(async () => (await deliveriesOf(ctx, hook.id)).filter((d) => d.status === "SUCCEEDED").length, { timeout: 20_000 })
          .toBe(8);
    } finally {
      await running.close();
    }

    for (const event of events) expect(copiesOf(healthy.received, event.id)).toBe(1);
    for (const event of events) expect(copiesOf(flaky.received, event.id)).toBe(event.id === failing.id ? 2 : 1);
    const flakyLog = await deliveriesOf(ctx, flakyHook.id);
    for (const delivery of flakyLog) {
      const statuses = delivery.attempts!.map((attempt) => attempt.statusCode);
      expect(statuses).toEqual(delivery.eventId === failing.id ? [503, 200] : [200]);
      expect(delivery.attemptCount).toBe(statuses.length);
    }

    // As Bull Board shows them: one batch per endpoint naming its events in order, and the retry as a job of its own.
    const jobs = (await finishedJobs()).filter((job) => (job.data as { projectId?: string }).projectId === ctx.projectId);
    const batches = jobs.filter((job) => job.name === "deliver-batch");
    expect(batches.map((job) => job.data).sort((a, b) => String(a.webhookId).localeCompare(String(b.webhookId)))).toEqual(
      [flakyHook, healthyHook]
        .map((hook) => ({ projectId: ctx.projectId, webhookId: hook.id, eventIds: events.map((event) => event.id) }))
        .sort((a, b) => a.webhookId.localeCompare(b.webhookId)),
    );
    expect(batches.find((job) => job.data.webhookId === flakyHook.id)!.returnvalue).toEqual({
      delivered: 7,
      retrying: 1,
      failed: 0,
      unsent: 0,
      skipped: 0,
    });
    expect(batches.find((job) => job.data.webhookId === healthyHook.id)!.returnvalue).toEqual({
      delivered: 8,
      retrying: 0,
      failed: 0,
      unsent: 0,
      skipped: 0,
    });
    const retries = jobs.filter((job) => job.name === "deliver");
    expect(retries.map((job) => [job.id, job.data])).toEqual([
      [
        `${relayJobId("webhooks", failing.id)}.${flakyHook.id}`,
        { projectId: ctx.projectId, webhookId: flakyHook.id, eventId: failing.id, attemptsBefore: 1 },
      ],
    ]);
  });

  it("tries a delivery that always fails as often in all as the retry policy says, the batch's attempt included", async () => {
    const ctx = await env.project("Failing");
    const failing = await receiver(() => 500);
    const hook = await env.domain.webhooks.create(ctx, { url: failing.url, events: ["tag.created"] });
    for (let i = 0; i < 3; i++) await env.domain.tags.create(ctx, { name: `failing ${i}` });

    await untilFailed(ctx, hook.id, 3, await startWorker(), 20_000);
    expect(failing.received).toHaveLength(3 * RETRY.attempts);
    for (const delivery of await deliveriesOf(ctx, hook.id)) expect(delivery.attemptCount).toBe(RETRY.attempts);
  });

  it("stops a batch at its receiver's first unanswered request and hands the rest on as deliveries of their own", async () => {
    const ctx = await env.project("Dead receiver");
    const dead = await receiver(() => "hang");
    const hook = await env.domain.webhooks.create(ctx, { url: dead.url, events: ["tag.created"] });
    for (let i = 0; i < 3; i++) await env.domain.tags.create(ctx, { name: `unanswered ${i}` });
    const events = await tagEvents(ctx);

    // One slot: the batch sends one request at a time.
    await untilFailed(ctx, hook.id, 3, await startWorker({ timeoutMs: 300, endpointConcurrency: 1 }), 30_000);
    const jobs = (await finishedJobs()).filter((job) => (job.data as { projectId?: string }).projectId === ctx.projectId);
    const [batch] = jobs.filter((job) => job.name === "deliver-batch");
    expect(batch!.returnvalue).toEqual({ delivered: 0, retrying: 1, failed: 0, unsent: 2, skipped: 0 });
    const handedOn = jobs.filter((job) => job.name === "deliver").map((job) => job.data as { eventId: string; attemptsBefore?: number });
    expect(handedOn.sort((a, b) => a.eventId.localeCompare(b.eventId))).toEqual(
      events
        .map((event, i) => ({ projectId: ctx.projectId, webhookId: hook.id, eventId: event.id, ...(i === 0 ? { attemptsBefore: 1 } : {}) }))
        .sort((a, b) => a.eventId.localeCompare(b.eventId)),
    );
    // Each delivery still gets every attempt the policy allows, the batch's first one included.
    for (const event of events) expect(copiesOf(dead.received, event.id)).toBe(RETRY.attempts);
  });

  it("sends nothing twice when the relay repeats events (a crash before they were marked) grouped otherwise", async () => {
    const ctx = await env.project("Repeated relay");
    const hook = await receiver();
    const webhook = await env.domain.webhooks.create(ctx, { url: hook.url, events: ["tag.created"] });
    for (let i = 0; i < 3; i++) await env.domain.tags.create(ctx, { name: `first ${i}` });

    const running = await startWorker();
    try {
      await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(3);
      for (let i = 0; i < 2; i++) await env.domain.tags.create(ctx, { name: `second ${i}` });
      await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(5);

      // The relay again, as after a crash between enqueueing and marking: all five events in one
      // batch (a grouping no batch had), and the first three as the first batch had them.
      const events = await tagEvents(ctx);
      const consumer = webhookConsumer(env.domain, queue);
      const relayed = (list: EventRecord[]) => list.map((event) => ({ event, jobId: relayJobId(consumer.name, event.id) }));
      const before = (await finishedJobs()).length;
      await consumer.enqueueBatch!(relayed(events));
      await consumer.enqueueBatch!(relayed(events.slice(0, 3)));
      const repeated = (await finishedJobs()).filter((job) => job.name === "deliver-batch" && job.data.eventIds.length === 5);
      expect((await finishedJobs()).length).toBe(before + 1);
      await expect
        .poll(async () => (await queue.queue.getJob(repeated[0]!.id!))?.returnvalue, { timeout: 20_000 })
        .toEqual({
          delivered: 0,
          retrying: 0,
          failed: 0,
          unsent: 0,
          skipped: 5,
        });
    } finally {
      await running.close();
    }
    expect(hook.received).toHaveLength(5);
    expect(new Set(hook.received.map((d) => d.json.id)).size).toBe(5);
    expect((await deliveriesOf(ctx, webhook.id)).map((d) => d.attemptCount)).toEqual([1, 1, 1, 1, 1]);
  });

  it("adds a batch for an endpoint whose slots are all held parked, without running it, and wakes it when a slot frees", async () => {
    const ctx = await env.project("Saturated endpoint");
    const webhook = await env.domain.webhooks.create(ctx, { url: "http://127.0.0.1:9/never", events: ["tag.created"] });
    for (let i = 0; i < 2; i++) await env.domain.tags.create(ctx, { name: `saturated ${i}` });
    const [first, second] = (await tagEvents(ctx)).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    const timeoutMs = 2000;
    const slots = endpointSlots({
      redis: producer,
      prefix: redis.prefix,
      perEndpoint: 1,
      timeoutMs,
      wake: wakeParked(queue.queue),
    });
    const consumer = webhookConsumer(env.domain, queue, { slots, timeoutMs });
    const batchOf = async (event: EventRecord) => {
      await consumer.enqueueBatch!([{ event, jobId: relayJobId(consumer.name, event.id) }]);
      const jobs = await queue.queue.getJobs(["waiting", "delayed"]);
      return jobs.find((job) => job.name === "deliver-batch" && (job.data as { eventIds: string[] }).eventIds[0] === event.id)!;
    };
    const [, parkedKey] = endpointKeys(redis.prefix, webhook.id);

    // The endpoint's one slot is held, but nothing here has parked for it yet: a job as usual.
    expect(await slots.acquire(webhook.id, "hanging")).toBe(true);
    const usual = await batchOf(first!);
    expect(await usual.getState()).toBe("waiting");
    await usual.remove();

    // Once a delivery parked finding the slot held, the next batch is added parked, behind it.
    expect(await slots.park(webhook.id, "parked-earlier")).toBe(0);
    const parked = await batchOf(second!);
    expect(await parked.getState()).toBe("delayed");
    await expect.poll(() => producer.zrange(parkedKey, 0, -1)).toEqual(["parked-earlier", parked.id]);
    expect(parked.processedOn).toBeUndefined();
    // One full turn of the endpoint's one slot is parked ahead of it: it looks by itself two timeouts on, not one.
    await expect.poll(async () => (await queue.queue.getJob(parked.id!))?.delay).toBe(2 * timeoutMs);

    // The slot frees: the earlier one is gone (not a job), so the batch is woken, its slot kept for it.
    await slots.release(webhook.id, "hanging");
    expect(await parked.getState()).toBe("waiting");
    expect(await producer.zcard(parkedKey)).toBe(0);
    await parked.remove();
  });

  it("logs the attempts of batches recorded at once (one per endpoint, for the same events) in one database write", async () => {
    const ctx = await env.project("One log write");
    const { url } = await receiver();
    const hooks = await Promise.all([0, 1, 2].map(() => env.domain.webhooks.create(ctx, { url, events: ["tag.created"] })));
    for (let i = 0; i < 2; i++) await env.domain.tags.create(ctx, { name: `logged ${i}` });
    const eventIds = (await tagEvents(ctx)).map((event) => event.id);
    const prepared = await Promise.all(hooks.map((hook) => env.domain.webhookDeliveries.prepareAll(ctx.projectId, hook.id, eventIds)));
    const attempt = { at: new Date(), statusCode: 200, durationMs: 3 };

    const before = commands.length;
    await Promise.all(
      prepared.map((batch) =>
        env.domain.webhookDeliveries.recordAll(batch.map((one) => ({ prepared: one!, outcome: { attempt, ok: true, final: false } }))),
      ),
    );
    expect(commands.slice(before).filter((name) => name === "update")).toHaveLength(1);
    for (const hook of hooks)
      expect((await deliveriesOf(ctx, hook.id)).map((d) => [d.status, d.attemptCount])).toEqual([
        ["SUCCEEDED", 1],
        ["SUCCEEDED", 1],
      ]);
  });
});
