import type { Context } from "../core/context";
import { deleteWithEvents } from "../core/delete-with-events";
import type { UnitOfWork } from "../core/unit-of-work";
import { messageToRecord } from "../messages/message.record";
import type { Models } from "../models";
import { createMediaRelease } from "../media/media-release";
import { contentMediaId } from "../messages/message-content";
import type { MessageDoc } from "../messages/message.model";
import type { ChatDoc } from "./chat.model";
import { chatToRecord } from "./chat.record";

/**
 * What happens to chats when their contact or channel goes away, inside the caller's transaction:
 * a chat only exists as a conversation with that contact over that channel (neither can be
 * changed on a chat), so it goes with either, its messages with it, and the media those messages
 * named unless another message still names it (media/media-release.ts). Each record raises its
 * `message.deleted` / `chat.deleted` / `media.deleted`, as deleting it would. A send racing the delete writes the
 * chat (its sequence number), so the two conflict and the later one sees the other
 * (docs/consistency.md).
 */
export function createChatCascades({ chats, messages, media }: Pick<Models, "chats" | "messages" | "media">) {
  const mediaRelease = createMediaRelease({ media, messages });
  async function removeWhere(ctx: Context, match: Pick<ChatDoc, "contactId"> | Pick<ChatDoc, "channelId">, uow: UnitOfWork): Promise<void> {
    const doomed = await chats
      .find({ ...match, projectId: ctx.projectId })
      .select("_id")
      .lean<Array<Pick<ChatDoc, "_id">>>();
    const named = await messages
      .find({ projectId: ctx.projectId, chatId: { $in: doomed.map((chat) => chat._id) }, "content.mediaId": { $exists: true } })
      .select("content")
      .lean<Array<Pick<MessageDoc, "content">>>();
    for (const chat of doomed) {
      await deleteWithEvents(ctx, { model: messages, event: "message", toRecord: messageToRecord }, { chatId: chat._id }, uow);
    }
    await deleteWithEvents(ctx, { model: chats, event: "chat", toRecord: chatToRecord }, match, uow);
    await mediaRelease.releaseUnnamed(
      ctx,
      named.flatMap((message) => contentMediaId(message.content) ?? []),
      uow,
    );
  }

  return {
    removeForContact: (ctx: Context, contactId: string, uow: UnitOfWork) => removeWhere(ctx, { contactId }, uow),
    removeForChannel: (ctx: Context, channelId: string, uow: UnitOfWork) => removeWhere(ctx, { channelId }, uow),
  };
}
export type ChatCascades = ReturnType<typeof createChatCascades>;
