import type { Domain } from "@crm/domain";
import type { Job } from "bullmq";
import { deliverChat, type DeliverChatDeps } from "./deliver-chat";
import { parseJob } from "../jobs/parse-job";

/**
 * The `messages` queue: `deliver` sends a chat's QUEUED messages in order; `receipt` applies a
 * simulator's status (queued by the relay, simulated-receipts.ts).
 */
export function createMessagesProcessor(domain: Domain, deps: DeliverChatDeps, workerId: string) {
  return async function processMessagesJob(job: Job): Promise<unknown> {
    const parsed = parseJob("messages", job);
    if (parsed.name === "deliver") {
      await deliverChat(deps, parsed.payload.projectId, parsed.payload.chatId, `${workerId}.${job.id}`);
      return { delivered: true };
    }
    const { projectId, channelId, providerMessageId, status } = parsed.payload;
    return { changed: await domain.messaging.delivery.applyProviderStatus(projectId, channelId, providerMessageId, status) };
  };
}
