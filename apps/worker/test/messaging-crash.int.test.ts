import type { Context } from "@crm/domain";
import { devChannelStats } from "@crm/providers";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOn, messagesOf } from "./support/messaging-env";
import { testDomain, type TestDomain } from "./support/test-domain";
import { stackEnv, startWorkerChild, type WorkerChild } from "./support/worker-child";

describe("a worker killed mid-delivery (SIGKILL) and restarted", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let ctx: Context;
  const children: WorkerChild[] = [];
  beforeAll(async () => {
    redis = await testRedis("crash");
    env = await testDomain("crash");
    ctx = await env.project();
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await env.close();
    await redis.cleanup();
  });

  async function startWorker(): Promise<WorkerChild> {
    const child = await startWorkerChild({
      ...stackEnv(env, redis),
      // A dead worker's jobs and chat leases come back after 2 s instead of 30 s.
      WORKER_LOCK_DURATION_MS: "2000",
      MESSAGE_DELIVERY_LEASE_MS: "2000",
      DEV_CHANNEL_DELIVERED_MS: "0",
      DEV_CHANNEL_READ_MS: "0",
    });
    children.push(child);
    return child;
  }

  it("delivers every message to the provider exactly once, in each chat's order", async () => {
    const chats = await Promise.all(Array.from({ length: 4 }, () => chatOn(env, ctx)));
    for (let i = 0; i < 20; i++) {
      await Promise.all(chats.map((chat) => env.domain.messages.send(ctx, chat.chatId, { type: "TEXT", content: { text: `m${i}` } })));
    }
    const reader = redis.connection();
    const stats = () => devChannelStats(reader, `${redis.prefix}:`);

    const first = await startWorker();
    await expect.poll(async () => (await stats()).accepted.length, { timeout: 240_000, interval: 20 }).toBeGreaterThan(10);
    await first.kill();
    const acceptedAtKill = (await stats()).accepted.length;
    expect(acceptedAtKill).toBeLessThan(80);
    await startWorker();
    await expect.poll(async () => (await stats()).accepted.length, { timeout: 300_000, interval: 200 }).toBe(80);
    for (const chat of chats) {
      await expect
        .poll(async () => (await messagesOf(env, ctx, chat.chatId)).every((m) => m.status === "READ"), { timeout: 120_000 })
        .toBe(true);
    }
    const { accepted, calls } = await stats();
    expect(new Set(accepted).size).toBe(80);
    // A send the kill interrupted is repeated with the same idempotency key: the provider counts the call, not a second message.
    const repeated = Object.values(calls).filter((n) => n > 1).length;
    expect(repeated).toBeLessThanOrEqual(chats.length);
    for (const chat of chats) {
      const order = (await messagesOf(env, ctx, chat.chatId)).map((m) => m.id).reverse();
      expect(accepted.filter((id) => order.includes(id))).toEqual(order);
    }
    const sentEvents = (await env.domain.events.list(ctx, { types: ["message.status"], limit: 5000 })).filter(
      (e) => e.data.status === "SENT",
    );
    expect(sentEvents).toHaveLength(80);
  }, 900_000);
});
