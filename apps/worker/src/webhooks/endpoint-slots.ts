import type { RedisClient } from "@crm/jobs";

/** Deliveries one endpoint may have in flight at once, across all workers. */
export const DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY = 4;

/** Shortest wait of a delivery deferred because its endpoint is at its cap (before jitter). */
const MIN_DEFER_MS = 50;

/**
 * Takes a slot (a sorted set of holders scored by their lease's end, in Redis time so every
 * worker agrees) or reports how long the oldest holder has been in flight. A holder already in
 * the set keeps its slot (a job run again after a crash); an expired lease (a worker died
 * mid-delivery) frees its slot.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], lease)
  return -1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return now - (tonumber(oldest[2]) - lease)
`;

export interface EndpointSlots {
  /** Takes one of the endpoint's slots for `holder`: undefined when taken, else how long to wait before asking again. */
  acquire(webhookId: string, holder: string): Promise<number | undefined>;
  release(webhookId: string, holder: string): Promise<void>;
}

export interface EndpointSlotsOptions {
  redis: RedisClient;
  /** The queue prefix (a hash tag on a cluster); the slots live beside the queue's keys. */
  prefix: string;
  /** Slots per endpoint. */
  perEndpoint: number;
  /** The delivery timeout: a slot's lease outlives one attempt, and a deferred delivery waits at most this long. */
  timeoutMs: number;
  random?: () => number;
}

/**
 * The in-flight cap per endpoint: a receiver that answers slowly or never holds at most
 * `perEndpoint` of the worker's delivery slots; its other deliveries wait in BullMQ's delayed set
 * (no worker slot held) and the freed slots serve the other endpoints.
 * A deferred delivery asks again after about as long as the endpoint's oldest delivery in flight
 * has been running: soon for a busy fast receiver, rarely for a hanging one.
 */
export function endpointSlots(options: EndpointSlotsOptions): EndpointSlots {
  const random = options.random ?? Math.random;
  // An attempt is bounded by the timeout; the margin covers its database reads and writes.
  const leaseMs = options.timeoutMs + 30_000;
  const key = (webhookId: string) => `${options.prefix}:webhooks:in-flight:${webhookId}`;
  return {
    async acquire(webhookId, holder) {
      const oldestAgeMs = Number(await options.redis.eval(ACQUIRE, 1, key(webhookId), holder, options.perEndpoint, leaseMs));
      if (oldestAgeMs < 0) return undefined;
      const wait = Math.min(options.timeoutMs, Math.max(MIN_DEFER_MS, oldestAgeMs));
      // +-25% jitter: the deliveries deferred together do not all come back at once.
      return Math.round(wait * (0.75 + 0.5 * random()));
    },
    async release(webhookId, holder) {
      await options.redis.zrem(key(webhookId), holder);
    },
  };
}
