import type { DeliveryTarget, Domain, UrlGuard } from "@crm/domain";
import { DelayedError, UnrecoverableError, type Job } from "bullmq";
import type { Logger } from "pino";
import type { Dispatcher } from "undici";
import type { EndpointSlots } from "./endpoint-slots";
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
 * Deliveries one worker runs at once: each mostly waits on its receiver, and the more run at once,
 * the larger the batches of their database reads and writes.
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
 * The `webhooks` queue: one attempt per run, within the endpoint's in-flight cap; a failure throws
 * so BullMQ retries on the webhook backoff.
 */
export function createWebhookProcessor(options: WebhookPipelineOptions) {
  const { domain, logger } = options;
  return async function deliver(job: Job, target: DeliveryTarget, token: string | undefined): Promise<DeliverResult> {
    const prepared = await domain.webhookDeliveries.prepare(target, job.timestamp);
    // The endpoint was deleted or disabled, or the event expired: nothing to send.
    if (!prepared) {
      await domain.webhookDeliveries.abandon(target);
      return { skipped: true };
    }
    // A slot is held only while the receiver has the request: a slow receiver is capped, a fast one never waits.
    const holder = job.id ?? prepared.deliveryId;
    if (!(await options.slots.acquire(target.webhookId, holder))) {
      // The endpoint has its share in flight: to the delayed set (no attempt counted, the worker slot
      // freed) until one of its slots frees; after a timeout at the latest, should that wake-up be lost.
      await job.moveToDelayed(Date.now() + options.timeoutMs, token);
      await options.slots.park(target.webhookId, holder);
      throw new DelayedError();
    }
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
        { deliveryId: prepared.deliveryId, attempt: job.attemptsMade + 1, error: result.attempt.error },
        "webhook attempt failed",
      );
      const message = `Delivery ${prepared.deliveryId} failed: ${result.attempt.error ?? "unknown error"}`;
      if (!result.retryable) throw new UnrecoverableError(message);
      throw result.retryAfterMs !== undefined ? new RetryAfterError(message, result.retryAfterMs) : new Error(message);
    }
    return { status: result.attempt.statusCode };
  };
}
