import type { ChannelProvider as ChannelProviderName, Domain } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { ChannelProvider } from "@crm/providers";
import type { Job } from "bullmq";
import { deliverChat, type DeliverChatDeps } from "../messaging/deliver-chat";
import { parseJob } from "./parse-job";

/**
 * The `messages` queue: `deliver` sends a chat's QUEUED messages in order; `receipts` schedules a
 * simulator's statuses for a SENT message; `receipt` applies one.
 */
export function createMessagesProcessor(domain: Domain, deps: DeliverChatDeps & { queue: TypedQueue<"messages">; providers: Partial<Record<ChannelProviderName, ChannelProvider>> }, workerId: string) {
  return async function processMessagesJob(job: Job): Promise<unknown> {
    const parsed = parseJob("messages", job);
    if (parsed.name === "deliver") {
      await deliverChat(deps, parsed.payload.projectId, parsed.payload.chatId, `${workerId}.${job.id}`);
      return { delivered: true };
    }
    if (parsed.name === "receipts") {
      const { projectId, messageId } = parsed.payload;
      const sent = await domain.messaging.delivery.sentVia(projectId, messageId);
      const receipts = sent ? (deps.providers[sent.provider]?.simulatedReceipts ?? []) : [];
      for (const { status, afterMs } of receipts) {
        await deps.queue.add("receipt", { projectId, channelId: sent!.channelId, providerMessageId: sent!.externalId, status }, { jobId: `receipt.${messageId}.${status}`, delay: afterMs });
      }
      return { scheduled: receipts.length };
    }
    const { projectId, channelId, providerMessageId, status } = parsed.payload;
    return { changed: await domain.messaging.delivery.applyProviderStatus(projectId, channelId, providerMessageId, status) };
  };
}
