import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openDomain, type Context } from "@crm/domain";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueue } from "@crm/jobs";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { deliveryJobId } from "../src/webhooks/delivery-claims";
import { testDomain, type TestDomain } from "./support/test-domain";
import { receiverPool, type ReceivedDelivery } from "./support/webhook-receiver";

/** A copy of the README's receiver-side check, written from the documented algorithm (not from our signer). */
function verify(secret: string, delivery: ReceivedDelivery, toleranceSeconds = 300): boolean {
  const timestamp = String(delivery.headers["x-webhook-timestamp"]);
  const signature = String(delivery.headers["x-webhook-signature"]);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = "v1=" + createHmac("sha256", secret).update(`${timestamp}.${delivery.body}`).digest("hex");
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

/** The Standard Webhooks reference implementation's check, as an integrator would run it. */
function verifiesStandard(secret: string, delivery: ReceivedDelivery): boolean {
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

const BLOCKED_HOST = "blocked.invalid";

describe("webhook delivery (worker, real HTTP receiver)", () => {
  let redis: TestRedis;
  let producer: Redis;
  let env: TestDomain;
  let running: RunningWorkers;
  let ctx: Context;
  const receivers = receiverPool();
  const receiver = receivers.start;

  beforeAll(async () => {
    redis = await testRedis("webhooks");
    producer = redis.connection({ maxRetriesPerRequest: 1 });
    // Endpoints kept an hour unless a change is announced: every change below must reach the
    // worker's cache through its announcement, never through the cache expiring.
    env = await testDomain("webhooks", producer, { webhooks: { disableAfterFailedDeliveries: 2, endpointCacheTtlMs: 60 * 60 * 1000 } });
    // The injected SSRF rule: this test's stand-in refuses one host name.
    const urlGuard = async (url: string) => {
      if (new URL(url).hostname === BLOCKED_HOST) throw new Error("resolves to a private address");
    };
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      relayPollIntervalMs: 100,
      webhooks: { retry: { attempts: 4, baseDelayMs: 50, maxDelayMs: 200 }, timeoutMs: 2000, urlGuard },
    });
    ctx = await env.project();
  });
  afterAll(async () => {
    await running?.close();
    await receivers.closeAll();
    await env?.close();
    await redis?.cleanup();
  });

  const subscribe = (url: string, events: string[] = ["*"], c = ctx) => env.domain.webhooks.create(c, { url, events });
  const deliveriesOf = async (webhookId: string, c = ctx) =>
    (await env.domain.webhooks.listDeliveries(c, webhookId, { filters: [], logic: "AND", sort: [], limit: 100 })).data;

  it("delivers a deal change signed, as the change feed shows it, and logs the attempt", async () => {
    const hook = await receiver();
    const webhook = await subscribe(hook.url, ["deal.updated"]);
    const contact = await env.domain.contacts.create(ctx, {});
    const deal = await env.domain.deals.create(ctx, { contactId: contact.id });
    const { data: pipelines } = await env.domain.pipelines.list(ctx, { filters: [], logic: "AND", sort: [] });
    const stages = await env.domain.stages.list(ctx, pipelines[0]!.id, { filters: [], logic: "AND", sort: [] });
    const won = stages.data.find((s) => s.type === "WON")!;
    await env.domain.deals.update(ctx, deal.id, { stageId: won.id });

    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = hook.received;
    expect(verify(webhook.secret, delivery!)).toBe(true);
    expect(verify("whsec_wrong", delivery!)).toBe(false);
    // Standard Webhooks, checked by its reference library: same id and timestamp as the x-webhook-* headers.
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(verifiesStandard(webhook.secret, delivery!)).toBe(true);
    expect(verifiesStandard(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, delivery!)).toBe(false);
    expect(verifiesStandard(webhook.secret, { ...delivery!, body: delivery!.body.replace("WON", "LOST") })).toBe(false);
    expect(delivery!.headers["webhook-id"]).toBe(delivery!.headers["x-webhook-id"]);
    expect(delivery!.headers["webhook-timestamp"]).toBe(delivery!.headers["x-webhook-timestamp"]);
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(delivery!.json).toMatchObject({
      type: "deal.updated",
      projectId: ctx.projectId,
      data: { id: deal.id, record: { status: "WON" } },
    });
    expect(delivery!.headers["x-webhook-id"]).toBe(delivery!.json.id);
    expect(Object.keys(delivery!.json).sort()).toEqual(["createdAt", "data", "id", "projectId", "sequence", "type"]);

    // The same event, with the same sequence, in the change feed.
    const feed = await env.domain.events.feed(ctx, { types: "deal.updated" });
    const { actor: _actor, ...fromFeed } = feed.data.find((e) => e.id === delivery!.json.id)!;
    expect(fromFeed).toEqual(delivery!.json);

    await expect.poll(async () => (await deliveriesOf(webhook.id))[0]?.status, { timeout: 5000 }).toBe("SUCCEEDED");
    const [logged] = await deliveriesOf(webhook.id);
    expect(logged).toMatchObject({
      id: `${delivery!.json.id}.${webhook.id}`,
      eventId: delivery!.json.id,
      eventType: "deal.updated",
      attemptCount: 1,
    });
    expect(logged!.attempts).toEqual([{ at: expect.any(String), statusCode: 200, durationMs: expect.any(Number) }]);
  });

  it("retries a receiver that is down for several attempts with the same x-webhook-id, until it is back", async () => {
    const other = await env.project("Retries");
    let down = true;
    const hook = await receiver(() => (down ? 503 : 200));
    const webhook = await subscribe(hook.url, ["tag.created"], other);
    const tags = await Promise.all(Array.from({ length: 5 }, (_, i) => env.domain.tags.create(other, { name: `t${i}` })));
    // Each delivery fails at least twice before the receiver comes back.
    await expect.poll(() => new Set(hook.received.map((d) => d.json.id)).size, { timeout: 10_000 }).toBe(5);
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    down = false;

    await expect
      .poll(async () => (await deliveriesOf(webhook.id, other)).filter((d) => d.status === "SUCCEEDED").length, { timeout: 15_000 })
      .toBe(5);
    const delivered = hook.received.filter((d) => d.json.type === "tag.created");
    expect(new Set(delivered.map((d) => (d.json.data.record as { id: string }).id))).toEqual(new Set(tags.map((t) => t.id)));
    // Every attempt of one event carried one x-webhook-id and the same body.
    for (const id of new Set(delivered.map((d) => d.json.id))) {
      const attempts = delivered.filter((d) => d.json.id === id);
      expect(new Set(attempts.map((d) => d.body)).size).toBe(1);
      expect(attempts.every((d) => d.headers["x-webhook-id"] === id && verify(webhook.secret, d))).toBe(true);
    }
    const log = await deliveriesOf(webhook.id, other);
    expect(log.every((d) => d.attempts!.at(-1)!.statusCode === 200 && d.attempts!.slice(0, -1).every((a) => a.statusCode === 503))).toBe(
      true,
    );
    expect((await env.domain.webhooks.get(other, webhook.id)).enabled).toBe(true);
  });

  it("logs each of many concurrent deliveries once, to the right endpoint", async () => {
    const c = await env.project("Many");
    const hooks = await Promise.all([receiver(), receiver(), receiver()]);
    const webhooks = await Promise.all(hooks.map((hook) => subscribe(hook.url, ["tag.created"], c)));
    const tags = await Promise.all(Array.from({ length: 30 }, (_, i) => env.domain.tags.create(c, { name: `many ${i}` })));

    for (const [i, hook] of hooks.entries()) {
      await expect
        .poll(async () => (await deliveriesOf(webhooks[i]!.id, c)).filter((d) => d.status === "SUCCEEDED").length, { timeout: 15_000 })
        .toBe(30);
      expect(new Set(hook.received.map((d) => (d.json.data.record as { id: string }).id))).toEqual(new Set(tags.map((t) => t.id)));
      const log = await deliveriesOf(webhooks[i]!.id, c);
      expect(log).toHaveLength(30);
      for (const delivery of log) {
        expect(delivery).toMatchObject({
          webhookId: webhooks[i]!.id,
          eventType: "tag.created",
          attemptCount: 1,
          attempts: [{ statusCode: 200 }],
        });
        expect(delivery.id).toBe(`${delivery.eventId}.${webhooks[i]!.id}`);
        expect(hook.received.filter((d) => d.json.id === delivery.eventId)).toHaveLength(1);
      }
    }
  });

  it("ends an endpoint's run of failures with a success, so failures apart do not disable it", async () => {
    const c = await env.project("Run reset");
    const hook = await receiver((delivery) =>
      String((delivery.json.data.record as { name: string }).name).startsWith("fail") ? 500 : 200,
    );
    const webhook = await subscribe(hook.url, ["tag.created"], c);
    const settled = async (status: string) => (await deliveriesOf(webhook.id, c)).filter((d) => d.status === status).length;
    await env.domain.tags.create(c, { name: "fail 1" });
    await expect.poll(() => settled("FAILED"), { timeout: 10_000 }).toBe(1);
    await env.domain.tags.create(c, { name: "ok" });
    await expect.poll(() => settled("SUCCEEDED"), { timeout: 10_000 }).toBe(1);
    await env.domain.tags.create(c, { name: "fail 2" });
    await expect.poll(() => settled("FAILED"), { timeout: 10_000 }).toBe(2);
    // Two deliveries failed for good (the threshold here), but not in a row.
    expect(await env.domain.webhooks.get(c, webhook.id)).toMatchObject({ enabled: true });
  });

  it("ends a run of failures another worker counted: the run's growth reaches this worker's copy of the endpoint", async () => {
    // Another worker's domain: its own copy of the endpoints, announcing on the same Redis.
    const other = await openDomain({
      mongoUri: env.mongo.uri,
      dbName: env.mongo.dbName,
      redis: redis.connection({ maxRetriesPerRequest: 1 }),
      webhooks: { disableAfterFailedDeliveries: 2 },
    });
    const queue = createQueue("webhooks", producer, { prefix: redis.prefix });
    try {
      const c = await env.project("Run counted elsewhere");
      const hook = await receiver();
      const webhook = await subscribe(hook.url, ["tag.created"], c);
      const delivered = async (name: string) => {
        const tag = await env.domain.tags.create(c, { name });
        const [event] = (await env.domain.events.list(c, { types: ["tag.created"] })).filter(
          (e) => (e.data.record as { id: string }).id === tag.id,
        );
        const batchId = `${deliveryJobId(event!.id, webhook.id)}.batch.1.${event!.id}`;
        // Done: its attempt logged and the endpoint's run of failures ended.
        await expect.poll(() => queue.queue.getJobState(batchId), { timeout: 10_000 }).toBe("completed");
      };
      // The other worker's final failure of a delivery (a contact's event, never sent here).
      const contact = await env.domain.contacts.create(c, {});
      const [contactEvent] = (await env.domain.events.list(c, { types: ["contact.created"] })).filter(
        (e) => (e.data.record as { id: string }).id === contact.id,
      );
      const failedElsewhere = async () => {
        const prepared = await other.webhookDeliveries.prepare({
          projectId: c.projectId,
          webhookId: webhook.id,
          eventId: contactEvent!.id,
        });
        await other.webhookDeliveries.record(prepared!, {
          attempt: { at: new Date(), statusCode: 500, durationMs: 1, error: "HTTP 500" },
          ok: false,
          final: true,
        });
      };
      // This worker keeps the endpoint with no run of failures.
      await delivered("before");
      await failedElsewhere();
      await delivered("between the failures");
      await failedElsewhere();
      // Two failures for good (the threshold here), but a success between them.
      expect(await env.domain.webhooks.get(c, webhook.id)).toMatchObject({ enabled: true });
    } finally {
      await queue.close();
      await other.close();
    }
  });

  it("fans an event out to an endpoint created just before it, though the endpoint's announcement never arrived", async () => {
    // A process without Redis: its changes are announced to no one.
    const silent = await openDomain({ mongoUri: env.mongo.uri, dbName: env.mongo.dbName });
    try {
      const c = await env.project("Unannounced");
      const known = await receiver();
      await subscribe(known.url, ["tag.created"], c);
      // The worker keeps the project's endpoints from this delivery on.
      await env.domain.tags.create(c, { name: "before" });
      await expect.poll(() => known.received.length, { timeout: 10_000 }).toBe(1);

      const unannounced = await receiver();
      await silent.webhooks.create(c, { url: unannounced.url, events: ["tag.created"] });
      await silent.tags.create(c, { name: "right after" });
      await expect.poll(() => known.received.length, { timeout: 10_000 }).toBe(2);
      await expect.poll(() => unannounced.received.length, { timeout: 10_000 }).toBe(1);
      expect(unannounced.received[0]!.json.data.record).toMatchObject({ name: "right after" });
    } finally {
      await silent.close();
    }
  });

  it("disables an endpoint after a run of failed deliveries, with a webhook.disabled event; a manual retry works once it is enabled", async () => {
    const c = await env.project("Failing");
    let up = false;
    const hook = await receiver(() => (up ? 200 : 500));
    const webhook = await subscribe(hook.url, ["tag.created"], c);
    await env.domain.tags.create(c, { name: "one" });
    await env.domain.tags.create(c, { name: "two" });
    await expect.poll(async () => (await env.domain.webhooks.get(c, webhook.id)).enabled, { timeout: 15_000 }).toBe(false);
    expect(await env.domain.webhooks.get(c, webhook.id)).toMatchObject({ disabledReason: expect.stringContaining("2 deliveries") });
    const failed = await deliveriesOf(webhook.id, c);
    expect(failed.map((d) => [d.status, d.attemptCount])).toEqual([
      ["FAILED", 4],
      ["FAILED", 4],
    ]);
    const disabled = (await env.domain.events.list(c, { types: ["webhook.disabled"] }))[0];
    expect(disabled?.data).toMatchObject({ id: webhook.id, record: { enabled: false } });

    // Disabled: new events are not sent; a retry is refused until it is enabled again.
    const before = hook.received.length;
    await env.domain.tags.create(c, { name: "three" });
    // Relayed (and fanned out to nobody) before the endpoint is enabled again.
    await expect.poll(async () => (await env.domain.outbox.pending(1000)).length, { timeout: 10_000 }).toBe(0);
    await expect(env.domain.webhooks.retryDelivery(c, webhook.id, failed[0]!.id!)).rejects.toMatchObject({
      status: 409,
      errorCode: "WEBHOOK_DISABLED",
    });
    await env.domain.webhooks.update(c, webhook.id, { enabled: true });
    expect(await env.domain.webhooks.get(c, webhook.id)).not.toHaveProperty("disabledReason");
    up = true;
    await env.domain.webhooks.retryDelivery(c, webhook.id, failed[0]!.id!);
    await expect(env.domain.webhooks.retryDelivery(c, webhook.id, failed[0]!.id!)).rejects.toMatchObject({
      status: 409,
      errorCode: "DELIVERY_PENDING",
    });
    await expect
      .poll(async () => (await deliveriesOf(webhook.id, c)).find((d) => d.id === failed[0]!.id!)?.status, { timeout: 10_000 })
      .toBe("SUCCEEDED");
    const resent = hook.received.slice(before);
    expect(resent.map((d) => d.headers["x-webhook-id"])).toEqual([failed[0]!.eventId!]);
    expect((await deliveriesOf(webhook.id, c)).find((d) => d.id === failed[0]!.id!)?.attemptCount).toBe(5);
  });

  it("closes a delivery as FAILED when its endpoint is disabled between attempts, so it can be retried later", async () => {
    const c = await env.project("Disabled mid-retry");
    let webhookId = "";
    // The first attempt fails, and the user disables the endpoint before the retry.
    const hook = await receiver(async (_delivery, index) => {
      if (index === 0) {
        await env.domain.webhooks.update(c, webhookId, { enabled: false });
        return 500;
      }
      return 200;
    });
    webhookId = (await subscribe(hook.url, ["tag.created"], c)).id;
    await env.domain.tags.create(c, { name: "once" });
    await expect.poll(async () => (await deliveriesOf(webhookId, c))[0]?.status, { timeout: 10_000 }).toBe("FAILED");
    const [delivery] = await deliveriesOf(webhookId, c);
    expect(delivery).toMatchObject({ attemptCount: 1, attempts: [{ statusCode: 500 }] });
    expect(hook.received).toHaveLength(1);

    await env.domain.webhooks.update(c, webhookId, { enabled: true });
    await env.domain.webhooks.retryDelivery(c, webhookId, delivery!.id!);
    await expect.poll(async () => (await deliveriesOf(webhookId, c))[0]?.status, { timeout: 10_000 }).toBe("SUCCEEDED");
    expect(hook.received.map((d) => d.headers["x-webhook-id"])).toEqual([delivery!.eventId, delivery!.eventId]);
  });

  it("sends with an endpoint as changed in another process (the API) from the next attempt on: rotated secret, disabled", async () => {
    const api = await openDomain({
      mongoUri: env.mongo.uri,
      dbName: env.mongo.dbName,
      redis: redis.connection({ maxRetriesPerRequest: 1 }),
    });
    try {
      const c = await env.project("Changed elsewhere");
      let webhookId = "";
      const hook = await receiver(async (_delivery, index) => {
        if (index < 2) return 200;
        // The third delivery fails, and the endpoint is disabled before its retry.
        await api.webhooks.update(c, webhookId, { enabled: false });
        return 500;
      });
      const created = await api.webhooks.create(c, { url: hook.url, events: ["tag.created"] });
      webhookId = created.id;
      // The worker reads the endpoint (and keeps it) for this first delivery.
      await api.tags.create(c, { name: "before" });
      await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1);
      expect(verify(created.secret, hook.received[0]!)).toBe(true);

      const { secret } = await api.webhooks.rotateSecret(c, webhookId);
      await api.tags.create(c, { name: "rotated" });
      await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(2);
      expect(verify(secret, hook.received[1]!)).toBe(true);

      await api.tags.create(c, { name: "disabled during its first attempt" });
      await expect
        .poll(async () => (await deliveriesOf(webhookId, c)).filter((d) => d.status === "FAILED").length, { timeout: 10_000 })
        .toBe(1);
      expect(hook.received).toHaveLength(3);
    } finally {
      await api.close();
    }
  });

  it("pings one endpoint only, even while disabled, and rotates its secret", async () => {
    const c = await env.project("Ping");
    const first = await receiver();
    const second = await receiver();
    const target = await env.domain.webhooks.create(c, { url: first.url, enabled: false });
    await subscribe(second.url, ["*"], c);
    const { eventId } = await env.domain.webhooks.ping(c, target.id);
    await expect.poll(() => first.received.length, { timeout: 10_000 }).toBe(1);
    expect(first.received[0]!.json).toMatchObject({ id: eventId, type: "webhook.ping", data: { id: target.id } });
    expect(verify(target.secret, first.received[0]!)).toBe(true);

    expect(String(first.received[0]!.headers["webhook-signature"]).split(" ")).toHaveLength(1);

    const { secret } = await env.domain.webhooks.rotateSecret(c, target.id);
    expect(secret).not.toBe(target.secret);
    await env.domain.webhooks.ping(c, target.id);
    await expect.poll(() => first.received.length, { timeout: 10_000 }).toBe(2);
    expect(verify(secret, first.received[1]!)).toBe(true);
    expect(verify(target.secret, first.received[1]!)).toBe(false);
    // During the 24 h after the rotation, receivers still holding the old secret accept the delivery too.
    expect(String(first.received[1]!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verifiesStandard(secret, first.received[1]!)).toBe(true);
    expect(verifiesStandard(target.secret, first.received[1]!)).toBe(true);
    // A second rotation drops the first secret: only the last two sign.
    const third = await env.domain.webhooks.rotateSecret(c, target.id);
    await env.domain.webhooks.ping(c, target.id);
    await expect.poll(() => first.received.length, { timeout: 10_000 }).toBe(3);
    expect(verifiesStandard(third.secret, first.received[2]!)).toBe(true);
    expect(verifiesStandard(secret, first.received[2]!)).toBe(true);
    expect(verifiesStandard(target.secret, first.received[2]!)).toBe(false);
    // The other endpoint heard of the webhook's creation and rotation, never of the pings.
    expect(second.received.some((d) => d.json.type === "webhook.ping")).toBe(false);
  });

  it("disables an endpoint at once when its receiver answers 410 Gone, without retrying", async () => {
    const c = await env.project("Gone");
    const hook = await receiver(() => 410);
    const webhook = await subscribe(hook.url, ["tag.created"], c);
    await env.domain.tags.create(c, { name: "gone" });
    await expect.poll(async () => (await env.domain.webhooks.get(c, webhook.id)).enabled, { timeout: 10_000 }).toBe(false);
    expect(await env.domain.webhooks.get(c, webhook.id)).toMatchObject({ enabled: false, disabledReason: "GONE" });
    const [delivery] = await deliveriesOf(webhook.id, c);
    expect(delivery).toMatchObject({ status: "FAILED", attemptCount: 1, attempts: [{ statusCode: 410, error: "HTTP 410" }] });
    const disabled = (await env.domain.events.list(c, { types: ["webhook.disabled"] }))[0];
    expect(disabled?.data).toMatchObject({ id: webhook.id, reason: "GONE", record: { enabled: false, disabledReason: "GONE" } });

    await env.domain.tags.create(c, { name: "after" });
    await expect.poll(async () => (await env.domain.outbox.pending(1000)).length, { timeout: 10_000 }).toBe(0);
    expect(hook.received).toHaveLength(1);
  });

  it("waits the Retry-After of a 429 (seconds) or a 503 (HTTP date) before the next attempt; ignores a garbage one", async () => {
    const c = await env.project("Retry-After");
    const answers = new Map<string, (index: number) => number | { status: number; headers: Record<string, string> }>([
      ["seconds", (i) => (i === 0 ? { status: 429, headers: { "retry-after": "2" } } : 200)],
      // HTTP dates have whole seconds: 3 s ahead is at least 2 s away.
      ["date", (i) => (i === 0 ? { status: 503, headers: { "retry-after": new Date(Date.now() + 3000).toUTCString() } } : 200)],
      ["garbage", (i) => (i === 0 ? { status: 503, headers: { "retry-after": "whenever" } } : 200)],
    ]);
    const seen = new Map<string, number>();
    const hook = await receiver((delivery) => {
      const name = (delivery.json.data.record as { name: string }).name;
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      return answers.get(name)!(index);
    });
    const webhook = await subscribe(hook.url, ["tag.created"], c);
    await Promise.all([...answers.keys()].map((name) => env.domain.tags.create(c, { name })));
    await expect
      .poll(async () => (await deliveriesOf(webhook.id, c)).filter((d) => d.status === "SUCCEEDED").length, { timeout: 15_000 })
      .toBe(3);
    const gapOf = async (name: string) => {
      const tagEvent = hook.received.find((d) => (d.json.data.record as { name: string }).name === name)!;
      const delivery = (await deliveriesOf(webhook.id, c)).find((d) => d.eventId === tagEvent.json.id)!;
      expect(delivery.attempts!.map((a) => a.statusCode)).toEqual([name === "seconds" ? 429 : 503, 200]);
      return Date.parse(delivery.attempts![1]!.at) - Date.parse(delivery.attempts![0]!.at);
    };
    // The test's own backoff is 50-200 ms: only the receiver's Retry-After explains these gaps.
    expect(await gapOf("seconds")).toBeGreaterThanOrEqual(2000);
    expect(await gapOf("date")).toBeGreaterThanOrEqual(1900);
    expect(await gapOf("garbage")).toBeLessThan(2000);
  });

  it("does not follow redirects: a 3xx is a failed attempt", async () => {
    const c = await env.project("Redirect");
    const elsewhere = await receiver();
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(307, { location: elsewhere.url }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    try {
      const webhook = await subscribe(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hook`, ["tag.created"], c);
      await env.domain.tags.create(c, { name: "redirected" });
      await expect.poll(async () => (await deliveriesOf(webhook.id, c))[0]?.status, { timeout: 10_000 }).toBe("FAILED");
      const [delivery] = await deliveriesOf(webhook.id, c);
      expect(delivery!.attempts!.map((a) => [a.statusCode, a.error])).toEqual(Array.from({ length: 4 }, () => [307, "HTTP 307"]));
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it("refuses URLs the injected SSRF rule refuses: at subscription (422) and at delivery (no retry)", async () => {
    const c = await env.project("SSRF");
    const guarded = await testDomain("webhooks-guarded", undefined, {
      webhooks: {
        urlGuard: async (url) => {
          if (new URL(url).hostname === BLOCKED_HOST) throw new Error("resolves to a private address");
        },
      },
    });
    try {
      const g = await guarded.project();
      await expect(guarded.domain.webhooks.create(g, { url: `https://${BLOCKED_HOST}/hook` })).rejects.toMatchObject({
        status: 422,
        errorCode: "URL_NOT_ALLOWED",
      });
      await expect(guarded.domain.webhooks.create(g, { url: "ftp://example.com/x" })).rejects.toMatchObject({ status: 400 });
      await expect(guarded.domain.webhooks.create(g, { url: "https://example.com/x", events: ["deal.exploded"] })).rejects.toMatchObject({
        status: 400,
        errors: [{ field: "events.0", code: "unknown_event_type" }],
      });
    } finally {
      await guarded.close();
    }

    // Subscribed before the rule applied (this domain has none): the worker's rule stops the delivery at once.
    const webhook = await subscribe(`http://${BLOCKED_HOST}/hook`, ["tag.created"], c);
    await env.domain.tags.create(c, { name: "secret" });
    await expect.poll(async () => (await deliveriesOf(webhook.id, c))[0]?.status, { timeout: 10_000 }).toBe("FAILED");
    const [delivery] = await deliveriesOf(webhook.id, c);
    expect(delivery).toMatchObject({ attemptCount: 1, attempts: [{ error: expect.stringContaining("URL not allowed") }] });
    expect(delivery!.attempts![0]).not.toHaveProperty("statusCode");
  });
});
