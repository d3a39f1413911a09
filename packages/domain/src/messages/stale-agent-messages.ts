import type { Model } from "mongoose";
import type { ChatDoc } from "../chats/chat.model";
import type { UnitOfWork } from "../core/unit-of-work";
import type { MessageDoc } from "./message.model";
import { writeMessageStatus } from "./message-status-write";

/**
 * Why an agent's message was never sent. The contract's statuses have no "cancelled": FAILED
 * (with this error and its `message.status`) is the one that says "did not go out".
 */
export const AGENT_CHANGED_ERROR = "Not sent: the chat's agent was switched or disabled before this message went out.";

/** An AGENT message may go out only while the chat still belongs to that agent, ACTIVE. */
export const agentStillCurrent = (chat: Pick<ChatDoc, "agentId" | "agentStatus"> | null, agentId: string): boolean =>
  chat?.agentId === agentId && chat.agentStatus === "ACTIVE";

/**
 * Drops what the chat's agent had queued (spec "AI agent of a chat": a switch drops "a reply
 * being sent"; a DISABLE too, so nothing the agent wrote goes out after it was turned off):
 * every QUEUED agent message, waiting for a retry or not, becomes FAILED in the caller's unit of
 * work. Returns their ids.
 */
export async function dropQueuedAgentMessages(
  messages: Model<MessageDoc>,
  uow: UnitOfWork,
  projectId: string,
  chatId: string,
): Promise<string[]> {
  const queued = await messages.collection
    .find({ projectId, chatId, status: "QUEUED", direction: "OUTBOUND", "author.type": "AGENT" } as Record<string, unknown>, {
      session: uow.session,
      projection: { _id: 1 },
    })
    .toArray();
  const dropped: string[] = [];
  for (const { _id } of queued) {
    const id = String(_id);
    if (
      await writeMessageStatus(messages, uow, projectId, { _id: id }, "FAILED", { error: AGENT_CHANGED_ERROR, errorCode: "AGENT_CHANGED" })
    )
      dropped.push(id);
  }
  return dropped;
}
