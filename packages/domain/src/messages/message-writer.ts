import type { Model } from "mongoose";
import type { ChannelDoc } from "../channels/channel.model";
import { channelEnforcesServiceWindow } from "../channels/channel.record";
import type { ChatDoc } from "../chats/chat.model";
import { isServiceWindowOpen, needsOpenWindow, outsideServiceWindow } from "../chats/service-window";
import type { Context } from "../core/context";
import { notFound } from "../core/errors";
import { newId } from "../core/ids";
import type { UnitOfWork } from "../core/unit-of-work";
import type { AgentKind, MessageAuthor, MessageDirection, MessageDoc, MessageStatus, MessageType } from "./message.model";
import { messageToRecord } from "./message.record";

export interface NewMessage {
  /** Chosen by the caller when it must refer to the message in the same unit (an agent reply's follow-up). */
  _id?: string;
  direction: MessageDirection;
  type: MessageType;
  content: Record<string, unknown>;
  status: MessageStatus;
  author: MessageAuthor;
  editedId?: string | undefined;
  repliedId?: string | undefined;
  forwardedId?: string | undefined;
  externalId?: string;
  agentKind?: AgentKind;
  agentTriggerId?: string;
}

/**
 * The one way a message enters a chat, inside the caller's unit of work: the chat's sequence
 * number is taken with `$inc` (so concurrent writers to one chat conflict and commit one after
 * the other: `seq` is the acceptance order), `lastMessageAt` moves, and the message is written
 * with `message.created` (the relay turns an outbound one into delivery) and, for inbound ones,
 * `message.received` (which wakes the chat's agent). An inbound message opens the chat's 24 h
 * service window; an outbound one other than a TEMPLATE is refused (422 OUTSIDE_SERVICE_WINDOW)
 * while that window is closed on a channel that enforces it, and the caller's unit rolls back.
 */
export function createMessageWriter(chats: Model<ChatDoc>, messages: Model<MessageDoc>, channels: Model<ChannelDoc>) {
  return async function appendMessage(
    ctx: Context,
    chatId: string,
    message: NewMessage,
    uow: UnitOfWork,
    chatChanges: { pendingFollowUpId?: string | null } = {},
  ): Promise<MessageDoc> {
    const now = new Date();
    const set: Record<string, unknown> = { lastMessageAt: now, updatedAt: now };
    const update: Record<string, unknown> = { $inc: { messageSeq: 1 }, $set: set };
    if (typeof chatChanges.pendingFollowUpId === "string") set.pendingFollowUpId = chatChanges.pendingFollowUpId;
    if (chatChanges.pendingFollowUpId === null) update.$unset = { pendingFollowUpId: 1 };
    if (message.direction === "INBOUND") set.lastInboundAt = now;
    // Both writes go straight to the driver with the transaction's session: every message pays
    // them, and mongoose's casting, validation and document building were the largest domain
    // cost in a send's CPU profile. What mongoose added is written here (`updatedAt`, the
    // message's id and timestamps); the content was validated by its zod schema, the rest is set by code.
    // The chat as it was: its sequence number before ours, and the follow-up an inbound answer cancels.
    const chat = (await chats.collection.findOneAndUpdate({ _id: chatId, projectId: ctx.projectId } as Record<string, unknown>, update, {
      session: uow.session,
      returnDocument: "before",
      projection: { channelId: 1, messageSeq: 1, pendingFollowUpId: 1, lastInboundAt: 1 },
    })) as Pick<ChatDoc, "channelId" | "messageSeq" | "pendingFollowUpId" | "lastInboundAt"> | null;
    if (!chat) throw notFound("Chat", chatId);
    // The channel is read only when the window is closed: a send inside it (the common case) pays nothing more.
    if (message.direction === "OUTBOUND" && needsOpenWindow(message.type) && !isServiceWindowOpen(chat.lastInboundAt, now)) {
      const channel = await channels
        .findOne({ _id: chat.channelId, projectId: ctx.projectId })
        .select("provider enforceServiceWindow")
        .session(uow.session)
        .lean<Pick<ChannelDoc, "provider" | "enforceServiceWindow">>();
      if (channel && channelEnforcesServiceWindow(channel)) throw outsideServiceWindow();
    }
    const fields = Object.fromEntries(Object.entries(message).filter(([, value]) => value !== undefined));
    const doc = {
      _id: message._id ?? newId(),
      ...fields,
      projectId: ctx.projectId,
      chatId,
      channelId: chat.channelId,
      seq: chat.messageSeq + 1,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    } as MessageDoc;
    await messages.collection.insertOne(doc as unknown as Record<string, unknown>, { session: uow.session, ignoreUndefined: true });
    const record = messageToRecord(doc);
    uow.emit({ type: "message.created", data: { record, ...(doc.agentKind ? { agentKind: doc.agentKind } : {}) } });
    if (doc.direction === "INBOUND") {
      const cancelled = chatChanges.pendingFollowUpId === null ? chat.pendingFollowUpId : undefined;
      uow.emit({ type: "message.received", data: { id: doc._id, record, ...(cancelled ? { cancelledFollowUpId: cancelled } : {}) } });
    }
    return doc;
  };
}
export type AppendMessage = ReturnType<typeof createMessageWriter>;
