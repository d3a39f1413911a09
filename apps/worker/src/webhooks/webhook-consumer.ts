import { allFulfilled, createBatcher, type DeliveryTarget, type Domain } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { OutboxConsumer } from "../relay/outbox-relay";
import { recoveryJobId } from "./recover-processor";

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
