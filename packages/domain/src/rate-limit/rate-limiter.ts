import { createHash } from "node:crypto";
import type { RedisClient } from "../core/redis-client";
import type { Context } from "../core/context";
import { RateLimitedError } from "../core/errors";

export interface RateLimitOptions {
  /** Requests one API key may make per window. */
  requests: number;
  windowSeconds: number;
  /**
   * Key prefix. The braces are a Redis Cluster hash tag (same convention as the queues); the
   * script touches a single key, so any prefix works on a cluster. Tests pass their own.
   */
  keyPrefix?: string;
  /** A limiter slower than this counts as down and the request goes through (fail open). */
  timeoutMs?: number;
  /**
   * Counter positions one process takes from Redis per round trip (INCRBY n) and then hands out
   * from memory. The limit still holds across processes (a position is never handed out twice and
   * never beyond the limit); the precision cost is that positions a process leased but did not use
   * before the window ended are lost, so a key shared by P processes may be refused up to
   * P * (n - 1) requests early, and X-RateLimit-Remaining is exact only within one process.
   * Default: 1% of `requests`, at least 1 (exact: one round trip per request) and at most 32.
   */
  leaseSize?: number;
  /** Told about Redis failures (throttled); the host passes its logger. Default: console.warn. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_RATE_LIMIT = { requests: 6000, windowSeconds: 60 } as const;

/** What is left of a key's quota after this request, for the X-RateLimit-* headers. */
export interface RateLimitQuota {
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one request of the caller's API key. Returns the quota left (undefined when nothing
   * is limited: no Redis, no key, or Redis failing) or throws RateLimitedError (429).
   */
  consume(ctx: Context): Promise<RateLimitQuota | undefined>;
}

/**
 * A fixed window per key that starts with the key's first request: INCRBY, and set the expiry
 * when the counter is new, in one script so every API process shares one atomic counter and a
 * crash between the two steps cannot leave a counter that never expires. Returns {count, ttlMs}.
 */
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;
const SCRIPT_SHA = createHash("sha1").update(FIXED_WINDOW_SCRIPT).digest("hex");

/** Failing Redis would otherwise log once per request; one line per interval is enough to notice. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/** Lease size when not configured: 1% of the limit, between 1 (exact, limits under 200) and this. */
const MAX_DEFAULT_LEASE = 32;

/**
 * Counter positions this process took from Redis for one key in the current window: it may hand
 * out `next`..`last` itself. Why: one EVALSHA per request cost the API a Redis round trip in every
 * request's latency and about 5% of its CPU (ioredis, socket writes), plus Redis's own CPU. `blocked` remembers that the window's budget is spent, which cannot
 * change before the window ends, so refusals need no round trip either.
 */
interface Lease {
  next: number;
  last: number;
  endsAt: number;
  blocked: boolean;
}

export function createRateLimiter(redis: RedisClient | undefined, options: Partial<RateLimitOptions> = {}): RateLimiter {
  const requests = options.requests ?? DEFAULT_RATE_LIMIT.requests;
  const windowSeconds = options.windowSeconds ?? DEFAULT_RATE_LIMIT.windowSeconds;
  if (!Number.isInteger(requests) || requests < 1) throw new Error(`rateLimit.requests must be a positive integer, got ${requests}`);
  if (!(windowSeconds > 0)) throw new Error(`rateLimit.windowSeconds must be positive, got ${windowSeconds}`);
  const leaseSize = options.leaseSize ?? Math.min(MAX_DEFAULT_LEASE, Math.max(1, Math.floor(requests / 100)));
  if (!Number.isInteger(leaseSize) || leaseSize < 1) throw new Error(`rateLimit.leaseSize must be a positive integer, got ${leaseSize}`);
  const windowMs = Math.ceil(windowSeconds * 1000);
  const prefix = options.keyPrefix ?? "{crm}";
  const timeoutMs = options.timeoutMs ?? 250;
  const report = options.onError ?? ((error: unknown) => console.warn("[rate-limit] Redis failed; letting requests through", error));
  let lastReportAt = -Infinity;

  if (!redis) return { consume: async () => undefined };
  const client = redis;
  const leases = new Map<string, Lease>();
  /** One lease request in flight per key: concurrent requests of a key wait for it instead of each leasing. */
  const leasing = new Map<string, Promise<void>>();

  async function runScript(key: string): Promise<[number, number]> {
    try {
      return (await client.evalsha(SCRIPT_SHA, 1, key, windowMs, leaseSize)) as [number, number];
    } catch (error) {
      // First use on this Redis (or after SCRIPT FLUSH / failover): load it by sending the source.
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return (await client.eval(FIXED_WINDOW_SCRIPT, 1, key, windowMs, leaseSize)) as [number, number];
    }
  }

  async function lease(keyId: string): Promise<void> {
    const [count, ttlMs] = await withTimeout(runScript(`${prefix}:ratelimit:${keyId}`), timeoutMs);
    // Positions count-leaseSize+1..count are ours; only those within the limit may be handed out.
    const first = count - leaseSize + 1;
    const last = Math.min(count, requests);
    if (leases.size > 10_000) for (const [id, old] of leases) if (old.endsAt <= Date.now()) leases.delete(id);
    leases.set(keyId, { next: first, last, endsAt: Date.now() + ttlMs, blocked: first > requests });
  }

  const refused = (endsAt: number, now: number) =>
    new RateLimitedError(Math.max(1, Math.ceil((endsAt - now) / 1000)), requests, windowSeconds);

  return {
    async consume(ctx) {
      const keyId = ctx.keyId;
      if (keyId === undefined) return undefined;
      for (;;) {
        const now = Date.now();
        const current = leases.get(keyId);
        if (current && current.endsAt > now) {
          if (current.blocked) throw refused(current.endsAt, now);
          if (current.next <= current.last) {
            const count = current.next++;
            return { limit: requests, remaining: requests - count, resetSeconds: Math.max(1, Math.ceil((current.endsAt - now) / 1000)) };
          }
        }
        let pending = leasing.get(keyId);
        if (!pending) {
          pending = lease(keyId).finally(() => leasing.delete(keyId));
          leasing.set(keyId, pending);
        }
        try {
          await pending;
        } catch (error) {
          // Fail open: an outage of the limiter must not take the API down with it.
          if (now - lastReportAt >= ERROR_LOG_INTERVAL_MS) {
            lastReportAt = now;
            report(error);
          }
          return undefined;
        }
      }
    },
  };
}

/** Rejects after `ms` (the command may still complete later; its count is then simply spent). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate limiter timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
