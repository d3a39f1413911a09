import type { DeliveryTarget, Domain, EventRecord } from "@crm/domain";
import type { JobName, JobPayload, TypedQueue } from "@crm/jobs";
import type { JobsOptions } from "bullmq";
import type { OutboxConsumer } from "../relay/outbox-relay";
import { deliveryJobId, WEBHOOK_CONSUMER } from "./delivery-claims";
import { recoveryJobId } from "./recover-processor";
import { parkDelayed, type WebhookPipelineOptions } from "./webhook-processor";

type WebhookJob<J extends JobName<"webhooks">> = { job: J; payload: JobPayload<"webhooks", J>; options: JobsOptions };

/**
 * Fans a relayed batch of outbox events out to the projects' matching endpoints: one
 * `deliver-batch` job per endpoint holding its deliveries in event order, all added in one round
 * trip. A batch repeated by the relay (a crash before its events were marked) may hold other
 * events than the first time; each delivery is claimed by the first batch that runs it
 * (delivery-claims.ts), so a repeat sends nothing twice. A manual redelivery (its own event,
 * hence fresh attempts) stays one `deliver` job; a recovery is one `recover` job
 * that enqueues the deliveries of its window.
 *
 * With `parking` (the workers' endpoint slots, in the relay's process), a batch for an endpoint
 * whose deliveries lately found all of its slots held (a receiver that hangs) is added parked,
 * straight to the delayed set and the endpoint's line, instead of as a job that would run only to
 * find no slot and park: a dead endpoint then costs the worker no job run per relay round.
 */
export function webhookConsumer(
  domain: Pick<Domain, "webhookDeliveries" | "webhookRecovery">,
  queue: TypedQueue<"webhooks">,
  parking?: Pick<WebhookPipelineOptions, "slots" | "timeoutMs">,
): OutboxConsumer {
  async function enqueueBatch(relayed: ReadonlyArray<{ event: EventRecord; jobId: string }>): Promise<void> {
    const recoveries = relayed.filter(({ event }) => event.type === "webhook.recovery");
    const fannedOut = relayed.filter(({ event }) => event.type !== "webhook.recovery");
    const targetsOf = await domain.webhookDeliveries.targetsOfAll(fannedOut.map(({ event }) => event));
    const targeted = fannedOut.map((one, i) => ({ ...one, targets: targetsOf[i]! }));
    const single: Array<WebhookJob<"deliver">> = [];
    const batches = new Map<string, DeliveryTarget[]>();
    for (const { event, jobId, targets } of targeted) {
      for (const target of targets) {
        // A redelivery sends another event than the relayed one (so its claim and retry ids would
        // be the original's): its own job, as before.
        if (target.eventId !== event.id)
          single.push({ job: "deliver", payload: target, options: { jobId: `${jobId}.${target.webhookId}` } });
        else {
          const batch = batches.get(target.webhookId);
          if (batch) batch.push(target);
          else batches.set(target.webhookId, [target]);
        }
      }
    }
    const grouped = [...batches.values()].map((targets): WebhookJob<"deliver-batch"> => {
      const { projectId, webhookId } = targets[0]!;
      const eventIds = targets.map((target) => target.eventId);
      return {
        job: "deliver-batch",
        payload: { projectId, webhookId, eventIds },
        options: {
          // The same batch relayed again is the same job (BullMQ ignores it); another one is left to the claims.
          jobId: `${deliveryJobId(eventIds[0]!, webhookId)}.batch.${eventIds.length}.${eventIds.at(-1)!}`,
          // Due as a job that parked itself at once would be (parkDelayMs: one timeout).
          ...(parking?.slots.saturated(webhookId) ? { delay: parking.timeoutMs } : {}),
        },
      };
    });
    const [added] = await Promise.all([
      queue.addBulk(grouped),
      ...recoveries.map(({ event, jobId }) =>
        queue.add("recover", domain.webhookRecovery.windowOf(event), { jobId: recoveryJobId(jobId) }),
      ),
      queue.addBulk(single),
    ]);
    // The round goes on without waiting for the parked batches' place in line: one whose park is
    // lost (a Redis error) looks for a slot by itself when its delay runs out, as any parked job.
    if (parking)
      added.forEach((job, i) => {
        if (grouped[i]!.options.delay !== undefined) void parkDelayed(job, grouped[i]!.payload.webhookId, parking).catch(() => undefined);
      });
  }
  return {
    name: WEBHOOK_CONSUMER,
    matches: () => true,
    enqueue: (event, jobId) => enqueueBatch([{ event, jobId }]),
    enqueueBatch,
  };
}
