import type { RedisClient } from "./redis-client";

/**
 * Each worker process says it is alive by refreshing a key of its own (`<prefix>:worker:<id>`,
 * expiring after `ttlMs`) and listing its id in `<prefix>:workers`. Both keys carry the queue
 * prefix's hash tag, so on Redis Cluster they live in one slot with the queues and are read with
 * one MGET. A process that dies stops refreshing: its key expires and it no longer counts.
 */
const beatKey = (prefix: string, instanceId: string) => `${prefix}:worker:${instanceId}`;
const indexKey = (prefix: string) => `${prefix}:workers`;

export interface WorkerBeat {
  instanceId: string;
  pid: number;
  host: string;
  startedAt: string;
}

export interface WorkerHeartbeat {
  /** Stops beating and removes the key: a worker stopping on purpose is gone at once, not after the TTL. */
  stop(): Promise<void>;
}

export interface WorkerHeartbeatOptions {
  redis: RedisClient;
  prefix: string;
  beat: WorkerBeat;
  intervalMs: number;
  /** How long a beat counts; a few intervals, so one slow beat does not mark the worker down. */
  ttlMs: number;
  onError(error: unknown): void;
}

export async function startWorkerHeartbeat(options: WorkerHeartbeatOptions): Promise<WorkerHeartbeat> {
  const { redis, prefix, beat } = options;
  const key = beatKey(prefix, beat.instanceId);
  const value = JSON.stringify(beat);
  const send = async () => {
    await redis.multi().set(key, value, "PX", options.ttlMs).sadd(indexKey(prefix), beat.instanceId).exec();
  };
  await send();
  const timer = setInterval(() => void send().catch(options.onError), options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await removeWorkerBeat(redis, prefix, beat.instanceId);
    },
  };
}

/** Forgets a worker at once (its supervisor saw it die), instead of waiting for its key to expire. */
export async function removeWorkerBeat(redis: RedisClient, prefix: string, instanceId: string): Promise<void> {
  await redis.multi().del(beatKey(prefix, instanceId)).srem(indexKey(prefix), instanceId).exec();
}

/** The workers whose beat has not expired; ids whose key is gone are dropped from the index on the way. */
export async function liveWorkers(redis: RedisClient, prefix: string): Promise<WorkerBeat[]> {
  const ids = await redis.smembers(indexKey(prefix));
  if (ids.length === 0) return [];
  const values = await redis.mget(...ids.map((id) => beatKey(prefix, id)));
  const gone = ids.filter((_, i) => values[i] === null);
  if (gone.length > 0) await redis.srem(indexKey(prefix), ...gone);
  return values.flatMap((value) => (value === null ? [] : [JSON.parse(value) as WorkerBeat]));
}
