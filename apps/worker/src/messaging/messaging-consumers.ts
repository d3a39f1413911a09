import type { EventRecord } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { OutboxConsumer } from "../relay/outbox-relay";

interface MessageEventData {
  id?: string;
  status?: string;
  record?: { id: string; chatId: string; direction: string };
  agentKind?: string;
  cancelledFollowUpId?: string;
  droppedFollowUpId?: string;
}
const dataOf = (event: EventRecord) => event.data as MessageEventData;

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
    {
      name: "message-delivery",
      matches: (event) => event.type === "message.created" && dataOf(event).record?.direction === "OUTBOUND",
      enqueue: (event, jobId) =>
        queues.messages.add("deliver", { projectId: event.projectId, chatId: dataOf(event).record!.chatId }, { jobId }),
      // A delivery job sends everything its chat has queued: one per chat and relayed batch is enough.
      coalesceKey: (event) => dataOf(event).record!.chatId,
    },
    {
      name: "message-receipts",
      matches: (event) => event.type === "message.status" && dataOf(event).status === "SENT",
      // Straight from the relay (no job in between): a simulator's receipts, keyed by message and status.
      enqueue: (event) => scheduleReceipts(event.projectId, dataOf(event).id!),
    },
    {
      name: "agent-reply",
      matches: (event) => event.type === "message.received",
      async enqueue(event, jobId) {
        const data = dataOf(event);
        await cancelFollowUp(queues.agent, data.cancelledFollowUpId);
        await queues.agent.add("reply", { projectId: event.projectId, chatId: data.record!.chatId, messageId: data.record!.id }, { jobId });
      },
    },
    {
      name: "agent-follow-up",
      matches: (event) => event.type === "message.created" && dataOf(event).agentKind === "REPLY",
      enqueue: (event) => {
        const reply = dataOf(event).record!;
        return queues.agent.add(
          "follow-up",
          { projectId: event.projectId, chatId: reply.chatId, replyId: reply.id },
          { jobId: followUpJobId(reply.id), delay: followUpMs },
        );
      },
    },
    {
      name: "agent-switch",
      matches: (event) => event.type === "chat.agent" && dataOf(event).droppedFollowUpId !== undefined,
      enqueue: (event) => cancelFollowUp(queues.agent, dataOf(event).droppedFollowUpId),
    },
  ];
}
