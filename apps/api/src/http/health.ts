import type { OutboxLag } from "@crm/domain";
import type { ProviderInfo } from "@crm/providers";
import type { RequestHandler } from "express";

/** A backlog larger than this is reported as this many: counting stays a bounded read however far behind the relay is. */
export const OUTBOX_COUNT_LIMIT = 10_000;

export interface HealthDeps {
  domain: { ping(): Promise<{ mongo: boolean }> };
  redis: { ping(): Promise<string> };
  /** A dependency slower than this counts as down: a health check must answer quickly. */
  timeoutMs?: number;
  /** The outside services the worker uses (dev simulators marked `simulated`), shown as configured. */
  providers?: readonly ProviderInfo[];
  /**
   * The pipelines behind the API: how many workers have a live heartbeat in Redis (forked or
   * deployed on their own), and how far the outbox relay is behind. Unset: not reported.
   */
  pipelines?: {
    liveWorkers(): Promise<number>;
    outboxLag(countLimit: number): Promise<OutboxLag>;
    /** The oldest undispatched event may be this old before the outbox counts as lagging. */
    outboxLagThresholdMs: number;
  };
}

type Part = "up" | "down";

type OutboxPart =
  | { status: "ok" | "lagging"; pending: number; oldestAgeMs: number | null; thresholdMs: number }
  | { status: "unknown"; thresholdMs: number };

function withTimeout<T>(probe: () => Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  return Promise.race([probe(), timeout])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

async function check(probe: () => Promise<boolean>, timeoutMs: number): Promise<Part> {
  return (await withTimeout(probe, timeoutMs)) ? "up" : "down";
}

async function outboxPart(pipelines: NonNullable<HealthDeps["pipelines"]>, timeoutMs: number): Promise<OutboxPart> {
  const thresholdMs = pipelines.outboxLagThresholdMs;
  const lag = await withTimeout(() => pipelines.outboxLag(OUTBOX_COUNT_LIMIT), timeoutMs);
  if (!lag) return { status: "unknown", thresholdMs };
  const oldestAgeMs = lag.oldestCreatedAt ? Math.max(0, Date.now() - lag.oldestCreatedAt.getTime()) : null;
  const status = oldestAgeMs !== null && oldestAgeMs > thresholdMs ? "lagging" : "ok";
  return { status, pending: lag.pending, oldestAgeMs, thresholdMs };
}

/**
 * GET /health: 200 `{status:"ok", mongo:"up", redis:"up", worker?, workers?, outbox?, providers?}`,
 * or 503 `status:"unavailable"` when a part is down: MongoDB, Redis, no worker with a live
 * heartbeat (`worker:"down"`: nothing relays events, delivers webhooks or messages, or runs calls),
 * or an outbox whose oldest undispatched event is older than the threshold (`outbox.status:"lagging"`).
 */
export function health(deps: HealthDeps): RequestHandler {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const { pipelines } = deps;
  return async (_req, res) => {
    const [mongo, redis, workers, outbox] = await Promise.all([
      check(async () => (await deps.domain.ping()).mongo, timeoutMs),
      check(async () => (await deps.redis.ping()) === "PONG", timeoutMs),
      pipelines ? withTimeout(() => pipelines.liveWorkers(), timeoutMs) : undefined,
      pipelines ? outboxPart(pipelines, timeoutMs) : undefined,
    ]);
    const worker: Part | undefined = pipelines ? (workers ? "up" : "down") : undefined;
    const ok = mongo === "up" && redis === "up" && worker !== "down" && (outbox === undefined || outbox.status === "ok");
    res.setHeader("cache-control", "no-store");
    res.status(ok ? 200 : 503).json({
      status: ok ? "ok" : "unavailable",
      mongo,
      redis,
      ...(pipelines ? { worker, workers: workers ?? 0, outbox } : {}),
      ...(deps.providers ? { providers: deps.providers } : {}),
    });
  };
}
