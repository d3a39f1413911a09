import type { DeliveryTarget, Domain, EventRecord } from "@crm/domain";
import type { JobName, JobPayload, TypedQueue } from "@crm/jobs";
import type { JobsOptions } from "bullmq";
import type { OutboxConsumer } from "../relay/outbox-relay";
import { deliveryJobId, WEBHOOK_CONSUMER } from "./delivery-claims";
import { recoveryJobId } from "./recover-processor";

type WebhookJob<J extends JobName<"webhooks">> = { job: J; payload: JobPayload<"webhooks", J>; options: JobsOptions };

/**
 * Fans a relayed batch of outbox events out to the projects' matching endpoints: one
 * `deliver-batch` job per endpoint holding its deliveries in event order, all added in one round
 * trip. A batch repeated by the relay (a crash before its events were marked) may hold other
 * events than the first time; each delivery is claimed by the first batch that runs it
 * (delivery-claims.ts), so a repeat sends nothing twice. A manual redelivery (its own event,
 * hence fresh attempts) stays one `deliver` job; a recovery is one `recover` job
 * that enqueues the deliveries of its window.
 */
export function webhookConsumer(
  domain: Pick<Domain, "webhookDeliveries" | "webhookRecovery">,
  queue: TypedQueue<"webhooks">,
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
        // The same batch relayed again is the same job (BullMQ ignores it); another one is left to the claims.
        options: { jobId: `${deliveryJobId(eventIds[0]!, webhookId)}.batch.${eventIds.length}.${eventIds.at(-1)!}` },
      };
    });
    await Promise.all([
      ...recoveries.map(({ event, jobId }) =>
        queue.add("recover", domain.webhookRecovery.windowOf(event), { jobId: recoveryJobId(jobId) }),
      ),
      single.length > 0 ? queue.addBulk(single) : undefined,
      grouped.length > 0 ? queue.addBulk(grouped) : undefined,
    ]);
  }
  return {
    name: WEBHOOK_CONSUMER,
    matches: () => true,
    enqueue: (event, jobId) => enqueueBatch([{ event, jobId }]),
    enqueueBatch,
  };
}
