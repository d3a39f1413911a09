import { concurrencySlots, type ConcurrencyLimits } from "../core/concurrency-cap";

/** How many live subscriptions (GraphQL subscriptions, tRPC SSE streams) one API process holds open at once. */
export interface LiveSubscriptionLimits extends ConcurrencyLimits {
  /** Per API key (LIVE_SUBSCRIPTIONS_PER_KEY). */
  perKey: number;
  /** For the whole process, every key together (LIVE_SUBSCRIPTIONS_PER_PROCESS). */
  perProcess: number;
}

export const DEFAULT_LIVE_SUBSCRIPTION_LIMITS: LiveSubscriptionLimits = { perKey: 100, perProcess: 10_000 };

/** Slots for live subscriptions: the one rule both adapters go through (the domain's live events take a slot per subscriber). */
export const createLiveSlots = (limits: LiveSubscriptionLimits = DEFAULT_LIVE_SUBSCRIPTION_LIMITS) =>
  concurrencySlots(limits, {
    perKey: `This API key already holds ${limits.perKey} live subscriptions; close one before opening another.`,
    perProcess: "This API process holds as many live subscriptions as it serves; retry later or on another process.",
  });
export type LiveSlots = ReturnType<typeof createLiveSlots>;
