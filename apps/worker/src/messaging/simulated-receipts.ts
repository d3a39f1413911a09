import type { ChannelProvider as ChannelProviderName, ChannelSender, Domain } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";

/**
 * After a message went SENT through a simulator (the DEV provider): queues the statuses the
 * simulator reports for it, as delayed `receipt` jobs that apply them as a real provider's
 * callbacks would. The outbox relay calls it for the SENT `message.status` event, so a crash
 * loses none; the job ids are per message and status, so a repeat adds none.
 */
export function simulatedReceipts(
  domain: Domain,
  queue: TypedQueue<"messages">,
  providers: Partial<Record<ChannelProviderName, ChannelSender>>,
) {
  return async function schedule(projectId: string, messageId: string): Promise<number> {
    const sent = await domain.messaging.delivery.sentVia(projectId, messageId);
    const receipts = sent ? (providers[sent.provider]?.simulatedReceipts ?? []) : [];
    for (const { status, afterMs } of receipts) {
      await queue.add(
        "receipt",
        { projectId, channelId: sent!.channelId, providerMessageId: sent!.externalId, status },
        { jobId: `receipt.${messageId}.${status}`, delay: afterMs },
      );
    }
    return receipts.length;
  };
}
