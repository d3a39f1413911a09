import type { ProviderInfo } from "@crm/providers";
import type { RequestHandler } from "express";

export interface HealthDeps {
  domain: { ping(): Promise<{ mongo: boolean }> };
  redis: { ping(): Promise<string> };
  /** A dependency slower than this counts as down: a health check must answer quickly. */
  timeoutMs?: number;
  /** The outside services the worker uses (dev simulators marked `simulated`), shown as configured. */
  providers?: readonly ProviderInfo[];
}

type Part = "up" | "down";

async function check(probe: () => Promise<boolean>, timeoutMs: number): Promise<Part> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([probe(), timeout])) ? "up" : "down";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/** GET /health: 200 `{status:"ok", mongo:"up", redis:"up", providers?}`, or 503 naming what is down. */
export function health(deps: HealthDeps): RequestHandler {
  const timeoutMs = deps.timeoutMs ?? 2000;
  return async (_req, res) => {
    const [mongo, redis] = await Promise.all([
      check(async () => (await deps.domain.ping()).mongo, timeoutMs),
      check(async () => (await deps.redis.ping()) === "PONG", timeoutMs),
    ]);
    const ok = mongo === "up" && redis === "up";
    res.setHeader("cache-control", "no-store");
    res
      .status(ok ? 200 : 503)
      .json({ status: ok ? "ok" : "unavailable", mongo, redis, ...(deps.providers ? { providers: deps.providers } : {}) });
  };
}
