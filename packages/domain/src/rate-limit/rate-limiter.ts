import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
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
 * A fixed window per key that starts with the key's first request: INCR, and set the expiry
 * when the counter is new, in one script so every API process shares one atomic counter and a
 * crash between the two steps cannot leave a counter that never expires. Returns {count, ttlMs}.
 */
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
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

export function createRateLimiter(redis: Redis | undefined, options: Partial<RateLimitOptions> = {}): RateLimiter {
  const requests = options.requests ?? DEFAULT_RATE_LIMIT.requests;
  const windowSeconds = options.windowSeconds ?? DEFAULT_RATE_LIMIT.windowSeconds;
  if (!Number.isInteger(requests) || requests < 1) throw new Error(`rateLimit.requests must be a positive integer, got ${requests}`);
  if (!(windowSeconds > 0)) throw new Error(`rateLimit.windowSeconds must be positive, got ${windowSeconds}`);
  const windowMs = Math.ceil(windowSeconds * 1000);
  const prefix = options.keyPrefix ?? "{crm}";
  const timeoutMs = options.timeoutMs ?? 250;
  const report = options.onError ?? ((error: unknown) => console.warn("[rate-limit] Redis failed; letting requests through", error));
  let lastReportAt = -Infinity;

  if (!redis) return { consume: async () => undefined };
  const client = redis;

  async function runScript(key: string): Promise<[number, number]> {
    try {
      return (await client.evalsha(SCRIPT_SHA, 1, key, windowMs)) as [number, number];
    } catch (error) {
      // First use on this Redis (or after SCRIPT FLUSH / failover): load it by sending the source.
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return (await client.eval(FIXED_WINDOW_SCRIPT, 1, key, windowMs)) as [number, number];
    }
  }

  return {
    async consume(ctx) {
      if (ctx.keyId === undefined) return undefined;
      let result: [number, number];
      try {
        result = await withTimeout(runScript(`${prefix}:ratelimit:${ctx.keyId}`), timeoutMs);
      } catch (error) {
        // Fail open: an outage of the limiter must not take the API down with it.
        const now = Date.now();
        if (now - lastReportAt >= ERROR_LOG_INTERVAL_MS) {
          lastReportAt = now;
          report(error);
        }
        return undefined;
      }
      const [count, ttlMs] = result;
      const resetSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
      if (count > requests) throw new RateLimitedError(resetSeconds, requests, windowSeconds);
      return { limit: requests, remaining: requests - count, resetSeconds };
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
