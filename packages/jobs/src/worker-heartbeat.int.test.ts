import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkerConnection } from "./connections";
import { ensureRedis, type EnsuredRedis } from "./ensure-redis";
import { hashTaggedPrefix } from "./prefix";
import type { RedisClient } from "./redis-client";
import { liveWorkers, removeWorkerBeat, startWorkerHeartbeat, type WorkerBeat } from "./worker-heartbeat";

describe("worker heartbeat (real Redis)", () => {
  const prefix = hashTaggedPrefix(`heartbeat-test-${randomUUID()}`);
  let redis: EnsuredRedis;
  let connection: RedisClient;

  beforeAll(async () => {
    redis = await ensureRedis({ url: process.env.REDIS_URL });
    connection = createWorkerConnection({ url: redis.url });
  });

  afterAll(async () => {
    const keys = await connection.keys(`${prefix}*`);
    if (keys.length > 0) await connection.del(...keys);
    connection.disconnect();
    await redis.stop();
  });

  const beat = (): WorkerBeat => ({ instanceId: randomUUID(), pid: 1, host: "h", startedAt: new Date().toISOString() });
  const start = (b: WorkerBeat, ttlMs = 60_000) =>
    startWorkerHeartbeat({ redis: connection, prefix, beat: b, intervalMs: 60_000, ttlMs, onError: () => {} });

  it("lists each live worker under the prefix's hash tag, and forgets one that stops or is removed", async () => {
    const [a, b] = [beat(), beat()];
    const first = await start(a);
    await start(b);
    expect((await liveWorkers(connection, prefix)).map((w) => w.instanceId).sort()).toEqual([a.instanceId, b.instanceId].sort());
    expect(await connection.keys(`${prefix}*`)).toEqual(expect.arrayContaining([`${prefix}:workers`, `${prefix}:worker:${a.instanceId}`]));
    await first.stop();
    await removeWorkerBeat(connection, prefix, b.instanceId);
    expect(await liveWorkers(connection, prefix)).toEqual([]);
  });

  it("stops counting a worker whose beat expired, and drops it from the index", async () => {
    const gone = beat();
    await start(gone);
    // What a killed worker leaves behind once its TTL has run out.
    await connection.del(`${prefix}:worker:${gone.instanceId}`);
    expect(await liveWorkers(connection, prefix)).toEqual([]);
    expect(await connection.smembers(`${prefix}:workers`)).toEqual([]);
  });
});
