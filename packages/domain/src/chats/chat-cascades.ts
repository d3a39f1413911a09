import type { Context } from "../core/context";
import { deleteWithEvents } from "../core/delete-with-events";
import type { UnitOfWork } from "../core/unit-of-work";
import { messageToRecord } from "../messages/message.record";
import type { Models } from "../models";
import type { ChatDoc } from "./chat.model";
import { chatToRecord } from "./chat.record";

/**
 * What happens to chats when their contact or channel goes away, inside the caller's transaction:
 * a chat only exists as a conversation with that contact over that channel (neither can be
 * changed on a chat), so it goes with either, its messages with it. Each record raises its
 * `message.deleted` / `chat.deleted`, as deleting it would. A send racing the delete writes the
 * chat (its sequence number), so the two conflict and the later one sees the other
 * (docs/consistency.md).
 */
export function createChatCascades({ chats, messages }: Pick<Models, "chats" | "messages">) {
  async function removeWhere(ctx: Context, match: Pick<ChatDoc, "contactId"> | Pick<ChatDoc, "channelId">, uow: UnitOfWork): Promise<void> {
    const doomed = await chats
      .find({ ...match, projectId: ctx.projectId })
      .select("_id")
      .lean<Array<Pick<ChatDoc, "_id">>>();
    for (const chat of doomed) {
      await deleteWithEvents(ctx, { model: messages, event: "message", toRecord: messageToRecord }, { chatId: chat._id }, uow);
    }
    await deleteWithEvents(ctx, { model: chats, event: "chat", toRecord: chatToRecord }, match, uow);
  }

  return {
    removeForContact: (ctx: Context, contactId: string, uow: UnitOfWork) => removeWhere(ctx, { contactId }, uow),
    removeForChannel: (ctx: Context, channelId: string, uow: UnitOfWork) => removeWhere(ctx, { channelId }, uow),
  };
}
export type ChatCascades = ReturnType<typeof createChatCascades>;
