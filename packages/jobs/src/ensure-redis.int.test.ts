import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureRedis, HOW_TO_GET_REDIS, RedisUnavailableError, type EnsuredRedis } from "./ensure-redis";
import { freePort } from "./free-port";
import { probeRedis } from "./redis-probe";

const redisServerOnPath = (process.env.PATH ?? "").split(delimiter).some((dir) => {
  try {
    accessSync(join(dir, "redis-server"), constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

describe("ensureRedis", () => {
  const started: EnsuredRedis[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((redis) => redis.stop()));
  });

  it.skipIf(!redisServerOnPath)("spawns a private redis-server when nothing answers, and stops it", async () => {
    const deadUrl = `redis://127.0.0.1:${await freePort()}`;
    const redis = await ensureRedis({ fallbackUrl: deadUrl });
    started.push(redis);
    expect(redis.spawned).toBe(true);
    expect(redis.url).not.toBe(deadUrl);
    expect(await probeRedis(redis.url)).toBe(true);
    await redis.stop();
    expect(await probeRedis(redis.url)).toBe(false);
  });

  it("uses the fallback server when it answers", async () => {
    const existing = await ensureRedis({ url: process.env.REDIS_URL });
    started.push(existing);
    const redis = await ensureRedis({ fallbackUrl: existing.url });
    expect(redis).toMatchObject({ url: existing.url, spawned: false });
  });

  it("fails with one line when an explicit REDIS_URL does not answer", async () => {
    const url = `redis://:secret@127.0.0.1:${await freePort()}`;
    const error = await ensureRedis({ url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect(String((error as Error).message)).not.toContain("secret");
  });

  it("says how to get Redis when nothing answers and redis-server is not on PATH", async () => {
    const deadUrl = `redis://127.0.0.1:${await freePort()}`;
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      await expect(ensureRedis({ fallbackUrl: deadUrl })).rejects.toThrow(HOW_TO_GET_REDIS);
    } finally {
      process.env.PATH = path;
    }
    expect(HOW_TO_GET_REDIS).not.toContain("\n");
  });
});
