import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedisClient } from "./redis-client";
import { createProducerConnection } from "./connections";
import { ensureRedis, type EnsuredRedis } from "./ensure-redis";
import { hashTaggedPrefix } from "./prefix";
import { createQueue } from "./queue";

describe("createQueue", () => {
  const prefix = hashTaggedPrefix(`jobs-test-${randomUUID()}`);
  let redis: EnsuredRedis;
  let connection: RedisClient;

  beforeAll(async () => {
    redis = await ensureRedis({ url: process.env.REDIS_URL });
    connection = createProducerConnection({ url: redis.url });
  });

  afterAll(async () => {
    const keys = await connection.keys(`${prefix}*`);
    if (keys.length > 0) await connection.del(...keys);
    connection.disconnect();
    await redis.stop();
  });

  it("enqueues a valid payload under the hash-tagged prefix", async () => {
    const queue = createQueue("system", connection, { prefix });
    const job = await queue.add("ping", { sentAt: new Date().toISOString() });
    expect(job.name).toBe("ping");
    expect(await queue.queue.getWaitingCount()).toBe(1);
    expect((await connection.keys(`${prefix}:system:*`)).length).toBeGreaterThan(0);
    await queue.close();
    // The connection is shared: closing the queue must leave it usable.
    expect(await connection.ping()).toBe("PONG");
  });

  it("rejects a payload that breaks the schema before touching Redis", async () => {
    const queue = createQueue("system", connection, { prefix });
    // @ts-expect-error -- the point is a producer sending the wrong shape
    await expect(queue.add("ping", { sentAt: 42 })).rejects.toThrow(/sentAt/);
    await queue.close();
  });
});
