import { createProducerConnection, freePort } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relayJobId, startOutboxRelay, type OutboxConsumer } from "../src/relay/outbox-relay";
import { subscribeOutboxSignal } from "../src/relay/outbox-signal";
import { testDomain, type TestDomain } from "./support/test-domain";

const logger = pino({ level: "silent" });

describe("outbox relay", () => {
  let redis: TestRedis;
  let producer: Redis;
  let queue: Queue;
  let env: TestDomain;

  // A consumer of contact events, enqueuing into a real BullMQ queue.
  const contactConsumer = (target: Queue): OutboxConsumer => ({
    name: "contacts-test",
    matches: (event) => event.type.startsWith("contact."),
    enqueue: (event, jobId) => target.add(event.type, { eventId: event.id }, { jobId }),
  });

  beforeAll(async () => {
    redis = await testRedis("relay");
    producer = redis.connection({ maxRetriesPerRequest: 1 });
    queue = new Queue("relay-test", { connection: redis.connection(), prefix: redis.prefix });
    env = await testDomain("relay", producer);
  });
  afterAll(async () => {
    await queue.close();
    await env.close();
    await redis.cleanup();
  });

  const jobIds = async () => (await queue.getJobs(["waiting", "delayed", "active", "completed", "failed"])).map((job) => job.id).sort();

  it("turns each matching event into one job with a deterministic id and marks every event dispatched", async () => {
    const ctx = await env.project();
    const contact = await env.domain.contacts.create(ctx, {});
    await env.domain.contacts.update(ctx, contact.id, { fields: [{ key: "NAME", value: "Ada" }] });
    const relay = await startOutboxRelay({
      outbox: env.domain.outbox,
      consumers: [contactConsumer(queue)],
      logger,
      pollIntervalMs: 60_000,
    });
    await relay.drain();
    await relay.stop();

    const events = (await env.domain.events.list(ctx, { limit: 1000 })).filter((event) => event.type.startsWith("contact."));
    expect(events.map((event) => event.type)).toEqual(["contact.created", "contact.updated"]);
    expect(await jobIds()).toEqual(events.map((event) => relayJobId("contacts-test", event.id)).sort());
    expect(await env.domain.outbox.pending(10)).toEqual([]);
  });

  it("relaying the same events again (a crash before they were marked) adds no job", async () => {
    const ctx = await env.project();
    await env.domain.contacts.create(ctx, {});
    const before = (await jobIds()).length;
    const pending = await env.domain.outbox.pending(100);
    const consumer = contactConsumer(queue);
    // The first relay enqueued but died before marking: do exactly that by hand.
    await Promise.all(pending.filter(consumer.matches).map((event) => consumer.enqueue(event, relayJobId(consumer.name, event.id))));
    const relay = await startOutboxRelay({ outbox: env.domain.outbox, consumers: [consumer], logger, pollIntervalMs: 60_000 });
    await relay.drain();
    await relay.stop();
    expect((await jobIds()).length).toBe(before + 1);
  });

  it("keeps events pending while Redis cannot take the jobs, and relays them once it can", async () => {
    const ctx = await env.project();
    const deadRedis = createProducerConnection(
      { url: `redis://127.0.0.1:${await freePort()}` },
      { retryStrategy: () => null, lazyConnect: true },
    );
    deadRedis.on("error", () => {});
    const deadQueue = new Queue("relay-test", { connection: deadRedis, prefix: redis.prefix });
    deadQueue.on("error", () => {});
    await env.domain.contacts.create(ctx, {});
    const failing = await startOutboxRelay({
      outbox: env.domain.outbox,
      consumers: [contactConsumer(deadQueue)],
      logger,
      pollIntervalMs: 60_000,
    });
    await failing.drain();
    await failing.stop();
    expect(
      (await env.domain.outbox.pending(100)).some((event) => event.type === "contact.created" && event.projectId === ctx.projectId),
    ).toBe(true);
    deadRedis.disconnect();

    const before = (await jobIds()).length;
    const relay = await startOutboxRelay({
      outbox: env.domain.outbox,
      consumers: [contactConsumer(queue)],
      logger,
      pollIntervalMs: 60_000,
    });
    await relay.drain();
    await relay.stop();
    expect((await jobIds()).length).toBe(before + 1);
    expect(await env.domain.outbox.pending(100)).toEqual([]);
  });

  it("wakes on the commit signal without waiting for its poll", async () => {
    const ctx = await env.project();
    const relay = await startOutboxRelay({
      outbox: env.domain.outbox,
      consumers: [contactConsumer(queue)],
      logger,
      pollIntervalMs: 3_600_000,
      onSignal: subscribeOutboxSignal({ url: redis.url }),
    });
    try {
      // The first round runs at start; wait until it is idle so only the signal can relay what follows.
      await relay.drain();
      const contact = await env.domain.contacts.create(ctx, {});
      const created = (await env.domain.events.list(ctx, { types: ["contact.created"] })).find(
        (event) => event.data.record && (event.data.record as { id: string }).id === contact.id,
      );
      expect(created).toBeDefined();
      await expect.poll(async () => queue.getJob(relayJobId("contacts-test", created!.id)), { timeout: 10_000 }).toBeDefined();
    } finally {
      await relay.stop();
    }
  });
});
