import type { Context } from "@crm/domain";
import { createQueue, type TypedQueue } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";
import { receiverPool } from "./support/webhook-receiver";

describe("webhook filters and recovery from the feed (worker, real HTTP receiver)", () => {
  let redis: TestRedis;
  let producer: Redis;
  let env: TestDomain;
  let running: RunningWorkers;
  let queue: TypedQueue<"webhooks">;
  let ctx: Context;
  const receivers = receiverPool();
  const receiver = receivers.start;

  beforeAll(async () => {
    redis = await testRedis("webhook-filters");
    producer = redis.connection({ maxRetriesPerRequest: 1 });
    env = await testDomain("webhook-filters", producer);
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      relayPollIntervalMs: 100,
      webhooks: { retry: { attempts: 3, baseDelayMs: 50, maxDelayMs: 200 }, timeoutMs: 2000 },
    });
    queue = createQueue("webhooks", producer, { prefix: redis.prefix });
    ctx = await env.project();
  });
  afterAll(async () => {
    await running?.close();
    await queue?.close();
    await receivers.closeAll();
    await env?.close();
    await redis?.cleanup();
  });

  const loggedEventIds = async (webhookId: string) =>
    (await env.domain.webhooks.listDeliveries(ctx, webhookId, { filters: [], logic: "AND", sort: [], limit: 100 })).data.map(
      (d) => d.eventId,
    );
  /** Every event so far has its feed position (the relay has fanned it out). */
  const feedSettled = async () => {
    const outbox = await env.domain.events.list(ctx, { limit: 1000 });
    await expect.poll(async () => (await env.domain.events.list(ctx, { limit: 1000 })).every((e) => e.sequence !== null)).toBe(true);
    return outbox;
  };

  it("delivers only the events whose record has the filter's values (a contact's own events match by its id)", async () => {
    const [ada, bob] = [await env.domain.contacts.create(ctx, {}), await env.domain.contacts.create(ctx, {})];
    const byContact = await receiver();
    const byPipeline = await receiver();
    const adaHook = await env.domain.webhooks.create(ctx, {
      url: byContact.url,
      events: ["deal.created", "contact.updated"],
      filter: { contactId: ada.id },
    });
    const adaDeal = await env.domain.deals.create(ctx, { contactId: ada.id, title: "Ada's" });
    const bobDeal = await env.domain.deals.create(ctx, { contactId: bob.id, title: "Bob's" });
    const pipelineHook = await env.domain.webhooks.create(ctx, {
      url: byPipeline.url,
      events: ["deal.updated"],
      filter: { pipelineId: adaDeal.pipelineId },
    });
    await env.domain.contacts.update(ctx, ada.id, { fields: [{ key: "NAME", value: "Ada" }] });
    await env.domain.contacts.update(ctx, bob.id, { fields: [{ key: "NAME", value: "Bob" }] });
    await env.domain.deals.update(ctx, bobDeal.id, { title: "Bob's, renamed" });
    // A ping goes to its webhook whatever the filter; once it is delivered, every earlier event was fanned out.
    const ping = await env.domain.webhooks.ping(ctx, adaHook.id);
    await expect.poll(() => byContact.received.some((d) => d.json.id === ping.eventId), { timeout: 20_000 }).toBe(true);

    const adaRecords = byContact.received.filter((d) => d.json.type !== "webhook.ping").map((d) => d.json.data.record as { id: string });
    expect(adaRecords.map((r) => r.id).sort()).toEqual([ada.id, adaDeal.id].sort());
    // An attempt's log entry is written once the receiver has answered: the last one can trail the delivery.
    await expect.poll(async () => (await loggedEventIds(adaHook.id)).length, { timeout: 20_000 }).toBe(3);
    await expect.poll(() => byPipeline.received.map((d) => d.json.type), { timeout: 20_000 }).toEqual(["deal.updated"]);
    expect((byPipeline.received[0]!.json.data.record as { id: string }).id).toBe(bobDeal.id);

    // PATCH replaces the filter; `{}` removes it.
    await env.domain.webhooks.update(ctx, pipelineHook.id, { filter: { contactId: ada.id } });
    expect((await env.domain.webhooks.get(ctx, pipelineHook.id)).filter).toEqual({ contactId: ada.id });
    await env.domain.webhooks.update(ctx, pipelineHook.id, { filter: {} });
    expect((await env.domain.webhooks.get(ctx, pipelineHook.id)).filter).toBeUndefined();
  });

  it("recovers a window of the feed: matching events only, with their original ids and bodies", async () => {
    const [ada, bob] = [await env.domain.contacts.create(ctx, {}), await env.domain.contacts.create(ctx, {})];
    const since = new Date();
    for (let i = 0; i < 3; i++) await env.domain.contacts.update(ctx, ada.id, { fields: [{ key: "NAME", value: `Ada ${i}` }] });
    for (let i = 0; i < 2; i++) await env.domain.contacts.update(ctx, bob.id, { fields: [{ key: "NAME", value: `Bob ${i}` }] });
    await feedSettled();
    const feed = (await env.domain.events.list(ctx, { types: ["contact.updated"], limit: 1000 })).filter(
      (e) => (e.data.record as { id: string }).id === ada.id,
    );
    expect(feed).toHaveLength(3);

    const hook = await receiver();
    const webhook = await env.domain.webhooks.create(ctx, { url: hook.url, events: ["contact.updated"], filter: { contactId: ada.id } });
    expect(await env.domain.webhooks.recover(ctx, webhook.id, { since: since.toISOString() })).toEqual({ count: 3 });
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(3);
    expect(new Set(hook.received.map((d) => d.headers["webhook-id"]))).toEqual(new Set(feed.map((e) => e.id)));
    for (const d of hook.received) {
      const original = feed.find((e) => e.id === d.json.id)!;
      expect(d.headers["x-webhook-id"]).toBe(original.id);
      expect(d.json.sequence).toBe(original.sequence);
    }

    // The whole feed (afterSequence 0) holds the same three; a second recovery sends them again.
    expect(await env.domain.webhooks.recover(ctx, webhook.id, { afterSequence: 0 })).toEqual({ count: 3 });
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(6);
    expect(await env.domain.webhooks.recover(ctx, webhook.id, { afterSequence: Math.max(...feed.map((e) => e.sequence!)) })).toEqual({
      count: 0,
    });
  });

  it("a recovery job re-run from its saved cursor enqueues only what follows it, and one re-run from earlier adds no duplicates", async () => {
    const contact = await env.domain.contacts.create(ctx, {});
    for (let i = 0; i < 6; i++) await env.domain.contacts.update(ctx, contact.id, { fields: [{ key: "NAME", value: `N ${i}` }] });
    await feedSettled();
    const feed = (await env.domain.events.list(ctx, { types: ["contact.updated"], limit: 1000 }))
      .filter((e) => (e.data.record as { id: string }).id === contact.id)
      .sort((a, b) => a.sequence! - b.sequence!);
    const hook = await receiver();
    const webhook = await env.domain.webhooks.create(ctx, {
      url: hook.url,
      events: ["contact.updated"],
      filter: { contactId: contact.id },
    });
    const window = {
      projectId: ctx.projectId,
      webhookId: webhook.id,
      recoveryId: "recovery-under-test",
      untilSequence: feed.at(-1)!.sequence!,
      events: ["contact.updated"],
      filter: { contactId: contact.id },
    };
    // As a worker finds the job after a crash: its cursor saved after the first three events.
    await queue.add("recover", { ...window, afterSequence: feed[2]!.sequence! }, { jobId: "recover-resumed" });
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(3);
    expect(hook.received.map((d) => d.json.id).sort()).toEqual(
      feed
        .slice(3)
        .map((e) => e.id)
        .sort(),
    );

    // The same recovery walked again from the start (its cursor lost): the deliveries already enqueued are not repeated.
    await queue.add("recover", { ...window, afterSequence: 0 }, { jobId: "recover-again" });
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(6);
    expect(new Set(hook.received.map((d) => d.json.id))).toEqual(new Set(feed.map((e) => e.id)));
    // The job's saved cursor ends at the window's end.
    await expect
      .poll(async () => (await queue.queue.getJob("recover-again"))?.data as unknown, { timeout: 20_000 })
      .toMatchObject({
        afterSequence: window.untilSequence,
      });
  });

  it("a recovery for every type (`*`) leaves out events sent to one webhook only (pings, redeliveries, recoveries)", async () => {
    const own = await env.project("Recover all");
    const pinged = await receiver();
    const pingedHook = await env.domain.webhooks.create(own, { url: pinged.url, events: ["tag.created"] });
    const ping = await env.domain.webhooks.ping(own, pingedHook.id);
    await env.domain.tags.create(own, { name: "one" });
    await expect.poll(async () => (await env.domain.events.list(own, { limit: 100 })).every((e) => e.sequence !== null)).toBe(true);
    const feed = await env.domain.events.list(own, { limit: 100 });
    expect(feed.map((e) => e.id)).toContain(ping.eventId);

    const all = await receiver();
    const allHook = await env.domain.webhooks.create(own, { url: all.url, events: ["*"] });
    const { count } = await env.domain.webhooks.recover(own, allHook.id, { afterSequence: 0 });
    expect(count).toBe(feed.filter((e) => e.type !== "webhook.ping").length);
    // Besides what it receives live from now on (its own webhook.created): the window, without the ping.
    const recovered = () => all.received.filter((d) => feed.some((e) => e.id === d.json.id));
    await expect.poll(() => recovered().length, { timeout: 20_000 }).toBe(count);
    expect(recovered().map((d) => d.json.type)).not.toContain("webhook.ping");
  });
});
