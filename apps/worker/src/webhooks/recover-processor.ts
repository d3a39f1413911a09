import { RECOVERY_PAGE_SIZE, type Domain } from "@crm/domain";
import type { JobPayload, TypedQueue } from "@crm/jobs";
import type { Job } from "bullmq";

/** The id of the job walking a recovery: one per `webhook.recovery` event, however often the relay repeats it. */
export const recoveryJobId = (relayJobId: string): string => `${relayJobId}.recover`;

/**
 * The `recover` job: walks its window of the feed in sequence order, a page at a time, enqueueing
 * one `deliver` job per event (its id derived from the recovery and the event, so a page enqueued
 * twice adds nothing), then saves its cursor in the job's data. A run after a worker crash starts
 * from the saved cursor: at most the page in hand when it died is enqueued again, and ignored.
 */
export function createRecoverProcessor(
  domain: Pick<Domain, "webhookRecovery">,
  queue: TypedQueue<"webhooks">,
  pageSize = RECOVERY_PAGE_SIZE,
) {
  return async function recover(job: Job, payload: JobPayload<"webhooks", "recover">): Promise<{ enqueued: number }> {
    let window = payload;
    let enqueued = 0;
    for (;;) {
      const page = await domain.webhookRecovery.page(window, pageSize);
      await queue.addBulk(
        page.eventIds.map((eventId) => ({
          job: "deliver" as const,
          payload: { projectId: window.projectId, webhookId: window.webhookId, eventId },
          options: { jobId: `${window.recoveryId}.${eventId}.${window.webhookId}` },
        })),
      );
      enqueued += page.eventIds.length;
      window = { ...window, afterSequence: page.next };
      await job.updateData(window);
      if (page.done) return { enqueued };
    }
  };
}
