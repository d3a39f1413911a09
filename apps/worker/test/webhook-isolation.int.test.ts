import type { Context } from "@crm/domain";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { endpointKeys } from "../src/webhooks/endpoint-slots";
import { testDomain, type TestDomain } from "./support/test-domain";
import { startReceiver, type WebhookReceiver } from "./support/webhook-receiver";

const TIMEOUT_MS = 2000;
const EVENTS = 24;

/** Delivery lag per event (receipt time minus the event's createdAt), as the receiver sees it. */
function recordLags(): { receiver: () => Promise<WebhookReceiver>; lags: Map<string, number> } {
  const lags = new Map<string, number>();
  return {
    lags,
    receiver: () =>
      startReceiver((delivery) => {
        if (!lags.has(delivery.json.id)) lags.set(delivery.json.id, Date.now() - Date.parse(delivery.json.createdAt));
        return 200;
      }),
  };
}

const p95 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

describe("webhook isolation between endpoints (worker, real HTTP receivers)", () => {
  let redis: TestRedis;
  let producer: Redis;
  let env: TestDomain;
  let running: RunningWorkers;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    redis = await testRedis("webhook-isolation");
    producer = redis.connection({ maxRetriesPerRequest: 1 });
    // The dead endpoint fails every delivery: it must stay enabled so that all of them are attempted.
    env = await testDomain("webhook-isolation", producer, { webhooks: { disableAfterFailedDeliveries: 1000 } });
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      relayPollIntervalMs: 100,
      // Few worker slots, so that a dead endpoint holding all of them would show at once.
      webhooks: {
        retry: { attempts: 2, baseDelayMs: 100, maxDelayMs: 200 },
        timeoutMs: TIMEOUT_MS,
        concurrency: 8,
        endpointConcurrency: 4,
      },
    });
  });
  afterAll(async () => {
    await running?.close();
    await Promise.all(receivers.map((r) => r.close()));
    await env?.close();
    await redis?.cleanup();
  });

  /** Writes EVENTS tag changes in the project, one after the other, and waits for the healthy receiver to have them all. */
  async function burst(ctx: Context, lags: Map<string, number>): Promise<number[]> {
    for (let i = 0; i < EVENTS; i++) await env.domain.tags.create(ctx, { name: `t${i}` });
    await expect.poll(() => lags.size, { timeout: 30_000 }).toBe(EVENTS);
    return [...lags.values()];
  }

  it("keeps a healthy receiver's lag near its baseline while another endpoint never answers, and still retries the dead one", async () => {
    const alone = recordLags();
    const baselineReceiver = await alone.receiver();
    receivers.push(baselineReceiver);
    const quiet = await env.project("Baseline");
    await env.domain.webhooks.create(quiet, { url: baselineReceiver.url, events: ["tag.created"] });
    const baseline = p95(await burst(quiet, alone.lags));

    const shared = recordLags();
    const healthyReceiver = await shared.receiver();
    const dead = await startReceiver(() => "hang");
    receivers.push(healthyReceiver, dead);
    const busy = await env.project("Dead neighbour");
    // The dead endpoint is subscribed first: its deliveries are queued ahead of the healthy one's.
    const deadWebhook = await env.domain.webhooks.create(busy, { url: dead.url, events: ["tag.created"] });
    await env.domain.webhooks.create(busy, { url: healthyReceiver.url, events: ["tag.created"] });
    const withDead = p95(await burst(busy, shared.lags));

    // The dead endpoint's four slots hang and its other deliveries wait in line. Each looks for a
    // slot by itself (should its wake-up be lost) a timeout later per full turn of four parked
    // ahead of it, not all a timeout after they parked. The line's scores are when each parked;
    // BullMQ's delayed score is the due time times 4096. Those parked in the same millisecond are
    // ranked by id, so one parked later can go ahead of another: a delivery parked with at least as
    // many ahead as were parked before its millisecond and are still in line.
    // A delivery's later look is set just after it joins the line (the relay does not wait for it),
    // so the line is read again until every look is set.
    const [, parkedKey] = endpointKeys(redis.prefix, deadWebhook.id);
    await expect.poll(() => producer.zcard(parkedKey), { timeout: 20_000, interval: 50 }).toBeGreaterThan(5);
    const looksNow = async () => {
      const inLine = await producer.zrange(parkedKey, 0, -1, "WITHSCORES");
      const ids = inLine.filter((_, i) => i % 2 === 0);
      const parkedAt = inLine.filter((_, i) => i % 2 === 1).map(Number);
      const dueScores = ids.length > 0 ? await producer.zmscore(`${redis.prefix}:webhooks:delayed`, ...ids) : [];
      // A delivery woken meanwhile is no longer delayed (no score).
      return dueScores.flatMap((score, i) =>
        score === null ? [] : [{ rank: parkedAt.indexOf(parkedAt[i]!), afterMs: Math.floor(Number(score) / 4096) - parkedAt[i]! }],
      );
    };
    const tooSoon = (looks: Array<{ rank: number; afterMs: number }>) =>
      looks.filter(({ rank, afterMs }) => afterMs < (1 + Math.floor(rank / 4)) * TIMEOUT_MS - 100);
    let looks = await looksNow();
    await expect.poll(async () => tooSoon((looks = await looksNow())), { timeout: 1_000, interval: 20 }).toEqual([]);
    // And the check was not empty: the last of the five or more parked had at least four ahead of
    // it (those parked in its millisecond may not show in its rank above), so it looks a turn later.
    expect(looks.some(({ afterMs }) => afterMs >= 2 * TIMEOUT_MS - 100)).toBe(true);

    console.info(`healthy receiver p95 lag: ${baseline} ms alone, ${withDead} ms beside a dead endpoint (timeout ${TIMEOUT_MS} ms)`);
    expect(withDead).toBeLessThan(2 * baseline + 500);
    // Without the cap it is about twice the timeout: the dead endpoint's attempts hold every worker slot.
    expect(withDead).toBeLessThan(TIMEOUT_MS);

    // The dead endpoint's deliveries are all attempted, and retried, four at a time.
    await expect.poll(() => new Set(dead.received.map((d) => d.json.id)).size, { timeout: 60_000, interval: 500 }).toBe(EVENTS);
    await expect.poll(() => dead.received.length, { timeout: 60_000, interval: 500 }).toBe(2 * EVENTS);
  }, 180_000);
});
