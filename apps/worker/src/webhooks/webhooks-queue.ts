import type { Job } from "bullmq";
import { parseJob } from "../jobs/parse-job";
import type { createRecoverProcessor } from "./recover-processor";
import type { createWebhookBatchProcessor } from "./webhook-batch-processor";
import type { createWebhookProcessor } from "./webhook-processor";

/** The `webhooks` queue runs the relayed batches of deliveries, single deliveries (retries, redeliveries, recoveries) and recoveries. */
export function createWebhooksQueueProcessor(
  deliver: ReturnType<typeof createWebhookProcessor>,
  deliverBatch: ReturnType<typeof createWebhookBatchProcessor>,
  recover: ReturnType<typeof createRecoverProcessor>,
) {
  return async function processWebhooksJob(job: Job, token?: string): Promise<unknown> {
    const parsed = parseJob("webhooks", job);
    switch (parsed.name) {
      case "recover":
        return recover(job, parsed.payload);
      case "deliver-batch":
        return deliverBatch(job, parsed.payload, token);
      case "deliver":
        return deliver(job, parsed.payload, token);
    }
  };
}
