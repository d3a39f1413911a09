import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureRedis, type EnsuredRedis } from "./ensure-redis";
import { luaScript } from "./lua-script";
import { hashTaggedPrefix } from "./prefix";
import { createRedisClient, type RedisClient } from "./redis-client";

describe("luaScript", () => {
  const prefix = hashTaggedPrefix(`lua-test-${randomUUID()}`);
  let redis: EnsuredRedis;
  let connection: RedisClient;

  beforeAll(async () => {
    redis = await ensureRedis({ url: process.env.REDIS_URL });
    connection = createRedisClient({ url: redis.url });
  });

  afterAll(async () => {
    const keys = await connection.keys(`${prefix}*`);
    if (keys.length > 0) await connection.del(...keys);
    connection.disconnect();
    await redis.stop();
  });

  it("runs a script Redis has never seen (sending its source), then by its SHA, with its keys and arguments", async () => {
    // A source of its own, so Redis cannot hold it from another run.
    const source = `-- ${randomUUID()}\nreturn redis.call('INCRBY', KEYS[1], ARGV[1])`;
    const sha = createHash("sha1").update(source).digest("hex");
    const incrBy = luaScript(source);
    const key = `${prefix}:counter`;
    expect(await connection.script("EXISTS", sha)).toEqual([0]);
    expect(await incrBy(connection, [key], [2])).toBe(2);
    expect(await connection.script("EXISTS", sha)).toEqual([1]);
    expect(await incrBy(connection, [key], [3])).toBe(5);
  });

  it("passes on a script's own error", async () => {
    const failing = luaScript(`-- ${randomUUID()}\nreturn redis.error_reply('NOPE wanted')`);
    await expect(failing(connection, [], [])).rejects.toThrow("NOPE wanted");
  });
});
