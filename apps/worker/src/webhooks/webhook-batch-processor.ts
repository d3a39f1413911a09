import type { PreparedDelivery, UrlGuard } from "@crm/domain";
import type { JobPayload, TypedQueue } from "@crm/jobs";
import type { Job } from "bullmq";
import type { DeliveryClaims } from "./delivery-claims";
import { deliveryJobId } from "./delivery-claims";
import { postWebhook, type PostResult } from "./post-webhook";
import { webhookRetryDelay, type WebhookRetryPolicy } from "./webhook-backoff";
import { waitForSlot, type WebhookPipelineOptions } from "./webhook-processor";

export interface WebhookBatchOptions extends WebhookPipelineOptions {
  /** Where a failed delivery goes on as its own `deliver` job. */
  queue: TypedQueue<"webhooks">;
  retry: WebhookRetryPolicy;
  claims: DeliveryClaims;
}

/** What a batch did (the job's return value, as Bull Board shows it). */
export interface BatchResult {
  delivered: number;
  /** Failed and handed on to their own `deliver` jobs. */
  retrying: number;
  /** Failed for good (the last attempt, 410 Gone, a refused URL). */
  failed: number;
  /**
   * Not sent: its receiver left a request unanswered (timed out, refused), or every slot was lost.
   * Handed on as deliveries of their own, no attempt counted, each waiting for a slot.
   */
  unsent: number;
  /** Run by another batch (a repeated relay), or nothing to send any more (endpoint disabled or deleted, event expired). */
  skipped: number;
}

interface Sent {
  prepared: PreparedDelivery;
  result: PostResult;
}

/**
 * The URL rule once per URL for one batch (its deliveries go to one endpoint), not per attempt:
 * what it guards against is still checked per connection, as the dispatcher vets the addresses of
 * each one it opens (DNS rebinding), and the verdict on an IP literal cannot change.
 */
function checkedOnce(urlGuard: UrlGuard): UrlGuard {
  const verdicts = new Map<string, Promise<void>>();
  return (url) => {
    let verdict = verdicts.get(url);
    if (!verdict) verdicts.set(url, (verdict = urlGuard(url)));
    return verdict;
  };
}

/**
 * The `deliver-batch` job: the first attempt of each of one endpoint's deliveries from one relayed
 * batch. It takes as many of the endpoint's slots as it needs (endpointSlots.acquireSome) and, in
 * the same round trip, claims its deliveries (a repeated relay's batch skips what another ran), or
 * parks like a delivery when none is free, and sends them in event order over those slots, each slot carrying one request at a time.
 * All attempts are logged in one bulk write; each failure that may be retried goes on as its own
 * `deliver` job on the webhook backoff from its second attempt on (a receiver's Retry-After
 * honoured), so retries are per delivery as before. A batch holds one of the worker's job slots
 * and at most the endpoint's cap of requests, and stops at the first request left unanswered: a
 * receiver that never answers holds no more of the worker than when its deliveries were jobs of
 * their own.
 */
export function createWebhookBatchProcessor(options: WebhookBatchOptions) {
  const { domain, logger, slots, retry } = options;
  return async function deliverBatch(
    job: Job,
    batch: JobPayload<"webhooks", "deliver-batch">,
    token: string | undefined,
  ): Promise<BatchResult> {
    const { projectId, webhookId } = batch;
    const batchId = job.id!;
    // Slots, and with them the claims: a batch that gets no slot parks without reading anything.
    const { lanes, claimed } = await slots.acquireSome(webhookId, batchId, options.claims.of(batchId, webhookId, batch.eventIds));
    if (lanes.length === 0) await waitForSlot(job, token, webhookId, options);

    // The deliveries this batch sends, in event order; each lane takes the next one.
    const work = (async () => {
      const eventIds = batch.eventIds.filter((_, i) => claimed[i]);
      const prepared = await domain.webhookDeliveries.prepareAll(projectId, webhookId, eventIds, job.timestamp);
      // The endpoint was deleted or disabled, or the event expired: nothing to send.
      await Promise.all(
        eventIds.filter((_, i) => !prepared[i]).map((eventId) => domain.webhookDeliveries.abandon({ projectId, webhookId, eventId })),
      );
      return prepared.filter((one): one is PreparedDelivery => one !== null);
    })();
    const post = { timeoutMs: options.timeoutMs, urlGuard: checkedOnce(options.urlGuard), dispatcher: options.dispatcher };
    const sent: Sent[] = [];
    // A 410 Gone disables the endpoint: the batch sends nothing more to it.
    let gone = false;
    // A request left unanswered (a timeout, a refused connection): the batch stops there, so a dead
    // receiver's batch holds a worker's job slot for about one timeout, not one per delivery.
    let unanswered = false;
    // Each lane (a slot) carries one request at a time; one that lost its slot leaves its delivery to the others.
    await Promise.all(
      lanes.map(async (holder) => {
        try {
          const waiting = await work;
          while (!gone && !unanswered) {
            const next = waiting.shift();
            if (!next) return;
            if (!(await slots.keep(webhookId, holder))) {
              waiting.unshift(next);
              return;
            }
            const result = await postWebhook(next, post);
            sent.push({ prepared: next, result });
            if (result.gone) gone = true;
            if (result.retryable && result.attempt.statusCode === undefined) unanswered = true;
          }
        } finally {
          await slots.release(webhookId, holder);
        }
      }),
    );
    // What was not sent goes on as deliveries of their own, no attempt counted (none after a 410 Gone).
    const unsent = gone ? [] : await work;

    const final = ({ result }: Sent) => !result.ok && (!result.retryable || retry.attempts <= 1);
    await domain.webhookDeliveries.recordAll(
      sent.map((one) => ({
        prepared: one.prepared,
        outcome: { attempt: one.result.attempt, ok: one.result.ok, final: final(one), ...(one.result.gone ? { gone: true } : {}) },
      })),
    );
    const retrying = sent.filter((one) => !one.result.ok && !final(one));
    for (const { prepared: failed, result } of retrying)
      logger.debug({ deliveryId: failed.deliveryId, attempt: 1, error: result.attempt.error }, "webhook attempt failed");
    await options.queue.addBulk([
      ...retrying.map(({ prepared: failed, result }) => ({
        job: "deliver" as const,
        payload: { projectId, webhookId, eventId: failed.eventId, attemptsBefore: 1 },
        options: {
          jobId: deliveryJobId(failed.eventId, webhookId),
          attempts: retry.attempts - 1,
          delay: Math.max(webhookRetryDelay(1, retry), result.retryAfterMs ?? 0),
        },
      })),
      ...unsent.map((left) => ({
        job: "deliver" as const,
        payload: { projectId, webhookId, eventId: left.eventId },
        options: { jobId: deliveryJobId(left.eventId, webhookId) },
      })),
    ]);
    const delivered = sent.filter((one) => one.result.ok).length;
    return {
      delivered,
      retrying: retrying.length,
      failed: sent.length - delivered - retrying.length,
      unsent: unsent.length,
      skipped: batch.eventIds.length - sent.length - unsent.length,
    };
  };
}
