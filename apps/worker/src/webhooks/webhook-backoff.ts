import { jobSchemas } from "@crm/jobs";

/** Retry schedule of webhook deliveries (env WEBHOOK_*; tests shorten it). */
export interface WebhookRetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * 15 attempts: 15 s, 30 s, 1 min, 2 min ... doubling up to 6 h, so the last retry comes about
 * 26 hours after the first attempt (a receiver down for a day still gets everything).
 */
export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = { attempts: 15, baseDelayMs: 15_000, maxDelayMs: 6 * 60 * 60 * 1000 };

/** BullMQ's `backoff.type` of webhook jobs, resolved by the worker's custom backoff strategy. */
export const WEBHOOK_BACKOFF_TYPE = "webhook";

/**
 * Delay before retry n (n = attempts made so far, from 1): exponential, capped, with +-20%
 * jitter so the retries of many deliveries failing together (a receiver restart) spread out.
 */
export function webhookRetryDelay(attemptsMade: number, policy: WebhookRetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attemptsMade - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** Total time from the first attempt to the last retry, without jitter (for docs and tests). */
export function webhookRetrySpanMs(policy: WebhookRetryPolicy): number {
  let total = 0;
  for (let n = 1; n < policy.attempts; n++) total += webhookRetryDelay(n, policy, () => 0.5);
  return total;
}

/** Attempts a `deliver` job's delivery had before the job (in the batch that handed it on), from its data; 0 for other jobs. */
export function attemptsBeforeOf(data: unknown): number {
  const parsed = jobSchemas.webhooks.deliver.safeParse(data);
  return parsed.success ? (parsed.data.attemptsBefore ?? 0) : 0;
}
