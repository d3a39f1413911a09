import type { Job } from "bullmq";
import { parseJob } from "../jobs/parse-job";
import type { createRecoverProcessor } from "./recover-processor";
import type { createWebhookProcessor } from "./webhook-processor";

/** The `webhooks` queue runs deliveries and the recoveries that enqueue them. */
export function createWebhooksQueueProcessor(
  deliver: ReturnType<typeof createWebhookProcessor>,
  recover: ReturnType<typeof createRecoverProcessor>,
) {
  return async function processWebhooksJob(job: Job, token?: string): Promise<unknown> {
    const parsed = parseJob("webhooks", job);
    return parsed.name === "recover" ? recover(job, parsed.payload) : deliver(job, parsed.payload, token);
  };
}
