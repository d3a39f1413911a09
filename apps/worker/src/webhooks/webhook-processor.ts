import { allFulfilled, createBatcher, type DeliveryTarget, type Domain, type UrlGuard } from "@crm/domain";
import { parseJobPayload, type TypedQueue } from "@crm/jobs";
import { UnrecoverableError, type Job } from "bullmq";
import type { Logger } from "pino";
import type { Dispatcher } from "undici";
import type { OutboxConsumer } from "../relay/outbox-relay";
import { postWebhook } from "./post-webhook";
import { recoveryJobId } from "./recover-processor";

export interface WebhookPipelineOptions {
  domain: Pick<Domain, "webhookDeliveries">;
  timeoutMs: number;
  urlGuard: UrlGuard;
  /** The connections to receivers (createVettedAgent), closed by the caller. */
  dispatcher: Dispatcher;
  logger: Logger;
}

/**
 * Fans each outbox event out to the project's matching endpoints: one `deliver` job per
 * (event, endpoint), its id derived from the relay's deterministic id, so a repeated relay adds
 * nothing. A manual redelivery is its own event, hence a fresh job with fresh attempts; a
 * recovery is one `recover` job that enqueues the deliveries of its window.
 * The relay hands over a batch of events at once: their jobs reach Redis in one round trip.
 */
export function webhookConsumer(
  domain: Pick<Domain, "webhookDeliveries" | "webhookRecovery">,
  queue: TypedQueue<"webhooks">,
): OutboxConsumer {
  const addJobs = createBatcher(async (perEvent: Array<Array<{ job: "deliver"; payload: DeliveryTarget; options: { jobId: string } }>>) => {
    await queue.addBulk(perEvent.flat());
    return allFulfilled(perEvent.map(() => undefined));
  });
  return {
    name: "webhooks",
    matches: () => true,
    async enqueue(event, jobId) {
      if (event.type === "webhook.recovery") {
        await queue.add("recover", domain.webhookRecovery.windowOf(event), { jobId: recoveryJobId(jobId) });
        return;
      }
      const targets = await domain.webhookDeliveries.targetsOf(event);
      if (targets.length === 0) return;
      await addJobs(targets.map((target) => ({ job: "deliver", payload: target, options: { jobId: `${jobId}.${target.webhookId}` } })));
    },
  };
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

/** The `webhooks` queue: one attempt per run; a failure throws so BullMQ retries on the webhook backoff. */
export function createWebhookProcessor(options: WebhookPipelineOptions) {
  const { domain, logger } = options;
  return async function deliver(job: Job): Promise<{ status: number | undefined } | { skipped: true }> {
    const target = parseJobPayload("webhooks", "deliver", job.data);
    const prepared = await domain.webhookDeliveries.prepare(target);
    // The endpoint was deleted or disabled, or the event expired: nothing to send.
    if (!prepared) {
      await domain.webhookDeliveries.abandon(target);
      return { skipped: true };
    }
    const result = await postWebhook(prepared, {
      timeoutMs: options.timeoutMs,
      urlGuard: options.urlGuard,
      dispatcher: options.dispatcher,
    });
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
