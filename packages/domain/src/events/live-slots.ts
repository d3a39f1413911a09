import { AppError } from "../core/errors";

/** How many live subscriptions (GraphQL subscriptions, tRPC SSE streams) one API process holds open at once. */
export interface LiveSubscriptionLimits {
  /** Per API key (LIVE_SUBSCRIPTIONS_PER_KEY). */
  perKey: number;
  /** For the whole process, every key together (LIVE_SUBSCRIPTIONS_PER_PROCESS). */
  perProcess: number;
}

export const DEFAULT_LIVE_SUBSCRIPTION_LIMITS: LiveSubscriptionLimits = { perKey: 100, perProcess: 10_000 };

/** 429 RATE_LIMITED: a live subscription over a cap; it is refused before it holds anything. */
const tooManySubscriptions = (message: string) => new AppError("RATE_LIMITED", 429, message);

/**
 * Slots for live subscriptions, counted per API key and per process: the one rule both adapters
 * go through (the domain's live events take a slot per subscriber). `acquire` throws when a cap is
 * reached; the release it returns frees the slot once, however often it is called.
 */
export function createLiveSlots(limits: LiveSubscriptionLimits = DEFAULT_LIVE_SUBSCRIPTION_LIMITS) {
  const byKey = new Map<string, number>();
  let total = 0;

  return {
    acquire(key: string): () => void {
      const held = byKey.get(key) ?? 0;
      if (held >= limits.perKey)
        throw tooManySubscriptions(`This API key already holds ${limits.perKey} live subscriptions; close one before opening another.`);
      if (total >= limits.perProcess)
        throw tooManySubscriptions("This API process holds as many live subscriptions as it serves; retry later or on another process.");
      byKey.set(key, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byKey.get(key) ?? 1) - 1;
        if (left > 0) byKey.set(key, left);
        else byKey.delete(key);
      };
    },
  };
}
export type LiveSlots = ReturnType<typeof createLiveSlots>;
