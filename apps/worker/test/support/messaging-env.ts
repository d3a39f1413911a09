import type { Context } from "@crm/domain";
import { devChannelStats } from "@crm/providers";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { expect } from "vitest";
import { startWorkers, type MessagingOptions, type RunningWorkers } from "../../src/start-workers";
import type { TestDomain } from "./test-domain";

/** Workers on their own queue prefix against a test domain, and a view of the DEV provider's log. */
export interface MessagingWorkers {
  running: RunningWorkers;
  redis: TestRedis;
  stats(): ReturnType<typeof devChannelStats>;
  stop(): Promise<void>;
}

export async function startMessagingWorkers(
  env: TestDomain,
  messaging: Partial<MessagingOptions> = {},
  name = "msg",
): Promise<MessagingWorkers> {
  const redis = await testRedis(name);
  const running = await startWorkers({
    redis: { url: redis.url },
    domain: env.domain,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    prefix: redis.prefix,
    relayPollIntervalMs: 100,
    messaging: { devDeliveredMs: 0, devReadMs: 0, retryBaseMs: 20, ...messaging },
  });
  const reader: Redis = redis.connection();
  return {
    running,
    redis,
    stats: () => devChannelStats(reader, `${redis.prefix}:`),
    async stop() {
      await running.close();
      await redis.cleanup();
    },
  };
}

/** A DEV channel and an open chat with a fresh number. */
let numbers = 0;
export async function chatOn(
  env: TestDomain,
  ctx: Context,
): Promise<{ chatId: string; channelId: string; webhookSecret: string; phone: string }> {
  const phone = `5521${String(process.pid % 1000).padStart(3, "0")}${String(++numbers).padStart(5, "0")}`;
  const channel = await env.domain.channels.create(ctx, { type: "WHATSAPP", name: "Line", phone });
  const chat = await env.domain.chats.create(ctx, { channelId: channel.id, phone: `55119${String(numbers).padStart(8, "0")}` });
  return { chatId: chat.id, channelId: channel.id, webhookSecret: channel.webhookSecret, phone: chat.phone };
}

export async function messagesOf(env: TestDomain, ctx: Context, chatId: string) {
  return (await env.domain.messages.list(ctx, chatId, { filters: [], logic: "AND", sort: [], limit: 100 })).data as Array<{
    id: string;
    status: string;
    direction: string;
    author: { type: string; id?: string };
    content: Record<string, unknown>;
    error?: string;
  }>;
}

export async function waitForStatuses(
  env: TestDomain,
  ctx: Context,
  chatId: string,
  expected: (statuses: string[]) => boolean,
  timeout = 15_000,
) {
  await expect.poll(async () => expected((await messagesOf(env, ctx, chatId)).map((m) => m.status)), { timeout, interval: 50 }).toBe(true);
}
