import type { RedisClient } from "@crm/jobs";

/** Deliveries one endpoint may have in flight at once, across all workers. */
export const DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY = 10;

/**
 * Per endpoint, two keys beside the queue's: `in-flight`, a sorted set of the deliveries holding
 * a slot scored by their lease's end (Redis time, so every worker agrees), and `parked`, the
 * deliveries waiting for a slot in BullMQ's delayed set, oldest first. An expired lease (a worker died
 * mid-delivery) frees its slot; a holder already in the set keeps its slot (its job run again).
 */
const FREE_EXPIRED = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
`;

/** Takes a slot for ARGV[1] if one is free (returns 1), else 0. */
const ACQUIRE = `${FREE_EXPIRED}
local lease = tonumber(ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], lease)
  return 1
end
return 0
`;

/**
 * Parks ARGV[1] (already in the delayed set) unless a slot came free since it asked (returns 1:
 * the caller wakes it). Atomic with RELEASE, so a slot freed in between is never missed.
 */
const PARK = `${FREE_EXPIRED}
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then return 1 end
redis.call('ZADD', KEYS[2], 'NX', now, ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 0
`;

/** Frees ARGV[1]'s slot and hands back the longest-parked delivery to wake, if any. */
const RELEASE = `
redis.call('ZREM', KEYS[1], ARGV[1])
local next = redis.call('ZPOPMIN', KEYS[2])
return next[1]
`;

/** The next parked delivery, without freeing a slot (the one popped before could not be woken). */
const NEXT = `
local next = redis.call('ZPOPMIN', KEYS[2])
return next[1]
`;

export interface EndpointSlots {
  /** Takes one of the endpoint's slots for `holder` (a job id); false when the endpoint has all of them in use. */
  acquire(webhookId: string, holder: string): Promise<boolean>;
  /**
   * Puts a delivery that found no slot, already delayed (as a fallback, by about a timeout), in
   * line: `wake` is called for it when a slot frees.
   */
  park(webhookId: string, holder: string): Promise<void>;
  release(webhookId: string, holder: string): Promise<void>;
}

export interface EndpointSlotsOptions {
  redis: RedisClient;
  /** The queue prefix (a hash tag on a cluster, so each endpoint's two keys share a slot). */
  prefix: string;
  /** Slots per endpoint. */
  perEndpoint: number;
  /** The delivery timeout: a slot's lease outlives one attempt. */
  timeoutMs: number;
  /** Moves a parked delivery from the delayed set back to the queue (promote); false when it is no longer delayed. */
  wake(holder: string): Promise<boolean>;
}

/**
 * The in-flight cap per endpoint (requests the receiver has not answered yet): a receiver that
 * answers slowly or never holds at most
 * `perEndpoint` of the workers' delivery slots. Its other deliveries wait in BullMQ's delayed set
 * (no worker slot held, no attempt counted) and each slot it frees wakes the next of them, so the
 * other endpoints get every slot it does not hold and its own deliveries resume without polling.
 */
export function endpointSlots(options: EndpointSlotsOptions): EndpointSlots {
  // A slot covers one request, bounded by the timeout; the margin covers the URL check and Redis.
  const leaseMs = options.timeoutMs + 5_000;
  const keys = (webhookId: string) => [
    `${options.prefix}:webhooks:in-flight:${webhookId}`,
    `${options.prefix}:webhooks:parked:${webhookId}`,
  ];
  return {
    async acquire(webhookId, holder) {
      const [inFlight] = keys(webhookId);
      return Number(await options.redis.eval(ACQUIRE, 1, inFlight!, holder, options.perEndpoint, leaseMs)) === 1;
    },
    async park(webhookId, holder) {
      const freed = await options.redis.eval(PARK, 2, ...keys(webhookId), holder, options.perEndpoint, leaseMs);
      if (Number(freed) === 1) await options.wake(holder);
    },
    async release(webhookId, holder) {
      // A parked id may be stale (its fallback delay ran out first and it is running): wake the next one instead.
      let next = await options.redis.eval(RELEASE, 2, ...keys(webhookId), holder);
      while (typeof next === "string" && !(await options.wake(next))) next = await options.redis.eval(NEXT, 2, ...keys(webhookId));
    },
  };
}
