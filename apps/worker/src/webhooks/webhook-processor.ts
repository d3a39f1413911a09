import type { DeliveryTarget, Domain, UrlGuard } from "@crm/domain";
import { DelayedError, Job, UnrecoverableError, type Queue } from "bullmq";
import type { Logger } from "pino";
import type { Dispatcher } from "undici";
import { parkDelayMs, type EndpointSlots } from "./endpoint-slots";
import { postWebhook, type PostResult } from "./post-webhook";

export interface WebhookPipelineOptions {
  domain: Pick<Domain, "webhookDeliveries">;
  timeoutMs: number;
  urlGuard: UrlGuard;
  /** The connections to receivers (createVettedAgent), closed by the caller. */
  dispatcher: Dispatcher;
  logger: Logger;
  /** The in-flight cap per endpoint (endpointSlots). */
  slots: EndpointSlots;
}

/**
 * Webhook jobs one worker runs at once (a relayed batch for one endpoint, or one delivery): each
 * mostly waits on its receiver, and the more run at once, the larger the batches of their
 * database reads and writes.
 */
export const DEFAULT_WEBHOOK_CONCURRENCY = 50;

/** A failed attempt whose receiver said when to come back (`Retry-After`): the backoff strategy waits at least that. */
export class RetryAfterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
    this.name = "RetryAfterError";
  }
}

type DeliverResult = { status: number | undefined } | { skipped: true };

/**
 * A job that found its endpoint with all of its slots in use: to the delayed set (no attempt
 * counted, the worker slot freed) until one of its slots frees; after parkDelayMs at the latest,
 * should that wake-up be lost.
 */
export async function waitForSlot(
  job: Job,
  token: string | undefined,
  webhookId: string,
  options: Pick<WebhookPipelineOptions, "slots" | "timeoutMs">,
): Promise<never> {
  const now = Date.now();
  await job.moveToDelayed(now + parkDelayMs(job.timestamp, options.timeoutMs, now), token);
  await parkDelayed(job, webhookId, options);
  throw new DelayedError();
}

/**
 * EndpointSlotsOptions.wake for the jobs of `queue`: promotes by id, without reading the job first
 * (the script refuses a job no longer delayed, or gone).
 */
export function wakeParked(queue: Queue): (jobId: string) => Promise<boolean> {
  return (jobId) =>
    new Job(queue, "deliver", undefined, {}, jobId).promote().then(
      () => true,
      () => false,
    );
}

/**
 * Puts a job already in the delayed set, due by parkDelayMs without turns ahead, in its endpoint's
 * line for a slot (woken at once if one came free).
 */
export async function parkDelayed(
  job: Job,
  webhookId: string,
  options: Pick<WebhookPipelineOptions, "slots" | "timeoutMs">,
): Promise<void> {
  const turnsAhead = await options.slots.park(webhookId, job.id!);
  // Behind others, it looks by itself later (its wake-up comes as early as before). A job woken
  // in between is no longer delayed, and BullMQ refuses the change: nothing to do then. Any other
  // failure leaves the earlier look, which is only sooner than needed.
  if (turnsAhead > 0) await job.changeDelay(parkDelayMs(job.timestamp, options.timeoutMs, Date.now(), turnsAhead)).catch(() => undefined);
}

/** The error a failed attempt's job throws, so BullMQ retries it on the webhook backoff (or not at all). */
function attemptError(deliveryId: string, result: PostResult): Error {
  const message = `Delivery ${deliveryId} failed: ${result.attempt.error ?? "unknown error"}`;
  if (!result.retryable) return new UnrecoverableError(message);
  return result.retryAfterMs !== undefined ? new RetryAfterError(message, result.retryAfterMs) : new Error(message);
}

/**
 * The `webhooks` queue: one attempt per run, within the endpoint's in-flight cap; a failure throws
 * so BullMQ retries on the webhook backoff.
 */
export function createWebhookProcessor(options: WebhookPipelineOptions) {
  const { domain, logger } = options;
  return async function deliver(
    job: Job,
    target: DeliveryTarget & { attemptsBefore?: number },
    token: string | undefined,
  ): Promise<DeliverResult> {
    const prepared = await domain.webhookDeliveries.prepare(target, job.timestamp);
    // The endpoint was deleted or disabled, or the event expired: nothing to send.
    if (!prepared) {
      await Promise.all([domain.webhookDeliveries.abandon(target), options.slots.leave(target.webhookId, job.id!)]);
      return { skipped: true };
    }
    // A slot is held only while the receiver has the request: a slow receiver is capped, a fast one never waits.
    const holder = job.id!;
    if (!(await options.slots.acquire(target.webhookId, holder))) await waitForSlot(job, token, target.webhookId, options);
    let result: PostResult;
    try {
      result = await postWebhook(prepared, {
        timeoutMs: options.timeoutMs,
        urlGuard: options.urlGuard,
        dispatcher: options.dispatcher,
      });
    } finally {
      await options.slots.release(target.webhookId, holder);
    }
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const final = !result.ok && (!result.retryable || lastAttempt);
    await domain.webhookDeliveries.record(prepared, {
      attempt: result.attempt,
      ok: result.ok,
      final,
      ...(result.gone ? { gone: true } : {}),
    });
    if (!result.ok) {
      logger.debug(
        { deliveryId: prepared.deliveryId, attempt: (target.attemptsBefore ?? 0) + job.attemptsMade + 1, error: result.attempt.error },
        "webhook attempt failed",
      );
      throw attemptError(prepared.deliveryId, result);
    }
    return { status: result.attempt.statusCode };
  };
}
