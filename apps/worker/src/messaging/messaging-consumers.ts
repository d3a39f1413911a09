import type { TypedQueue } from "@crm/jobs";
import { eventConsumer } from "../relay/event-consumer";
import type { OutboxConsumer } from "../relay/outbox-relay";

/** A follow-up id a step added to its event (the catalogue keeps pipeline events open to such additions). */
const followUpId = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A reply's follow-up job: one per reply, so it can be found again to cancel it. */
export const followUpJobId = (replyId: string) => `follow-up.${replyId}`;

/** Removes a delayed follow-up; one already running is stopped by the domain's check instead. */
async function cancelFollowUp(agent: TypedQueue<"agent">, replyId: string | undefined): Promise<void> {
  if (!replyId) return;
  await agent.queue.remove(followUpJobId(replyId)).catch(() => 0);
}

/** The messaging pipeline's outbox consumers: delivery of outbound messages, agent replies and follow-ups. */
export function messagingConsumers(
  queues: { messages: TypedQueue<"messages">; agent: TypedQueue<"agent"> },
  followUpMs: number,
  scheduleReceipts: (projectId: string, messageId: string) => Promise<unknown>,
): OutboxConsumer[] {
  return [
    eventConsumer({
      name: "message-delivery",
      type: "message.created",
      select: ({ data }) => (data.record.direction === "OUTBOUND" ? data.record.chatId : undefined),
      enqueue: (chatId, event, jobId) => queues.messages.add("deliver", { projectId: event.projectId, chatId }, { jobId }),
      // A delivery job sends everything its chat has queued: one per chat and relayed batch is enough.
      coalesceKey: (chatId) => chatId,
    }),
    eventConsumer({
      name: "message-receipts",
      type: "message.status",
      select: ({ data }) => (data.status === "SENT" ? data.id : undefined),
      // Straight from the relay (no job in between): a simulator's receipts, keyed by message and status.
      enqueue: (messageId, event) => scheduleReceipts(event.projectId, messageId),
    }),
    eventConsumer({
      name: "agent-reply",
      type: "message.received",
      select: ({ data }) =>
        data.record.chatId === undefined
          ? undefined
          : { chatId: data.record.chatId, messageId: data.record.id, cancelled: followUpId(data.cancelledFollowUpId) },
      async enqueue({ chatId, messageId, cancelled }, event, jobId) {
        await cancelFollowUp(queues.agent, cancelled);
        await queues.agent.add("reply", { projectId: event.projectId, chatId, messageId }, { jobId });
      },
    }),
    eventConsumer({
      name: "agent-follow-up",
      type: "message.created",
      select: ({ data }) =>
        "agentKind" in data && data.agentKind === "REPLY" && data.record.chatId !== undefined
          ? { chatId: data.record.chatId, replyId: data.record.id }
          : undefined,
      enqueue: ({ chatId, replyId }, event) =>
        queues.agent.add(
          "follow-up",
          { projectId: event.projectId, chatId, replyId },
          { jobId: followUpJobId(replyId), delay: followUpMs },
        ),
    }),
    eventConsumer({
      name: "agent-switch",
      type: "chat.agent",
      select: ({ data }) => followUpId(data.droppedFollowUpId),
      enqueue: (replyId) => cancelFollowUp(queues.agent, replyId),
    }),
  ];
}
