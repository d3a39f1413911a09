import type { ChatService } from "../chats/chat.service";
import { requireScope, type Context } from "../core/context";
import { unprocessable } from "../core/errors";
import { createKeyedSerial } from "../core/keyed-serial";
import { loadInProject } from "../core/references";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import { compileListQuery, runList, type ListQuery } from "../query";
import { scopedList } from "../stages/scoped-list";
import type { MessageDoc } from "./message.model";
import { messageListSpec, messageToRecord } from "./message.record";
import { messageSendSchema, sendByPhoneSchema, type MessageSend } from "./message.schema";
import type { AppendMessage, NewMessage } from "./message-writer";
import type { Models } from "../models";
import type { TemplateService } from "../templates/template.service";
import type { MediaService } from "../media/media.service";
import { contentMediaId } from "./message-content";

export interface MessageServiceDeps {
  models: Pick<Models, "messages" | "chats" | "channels" | "contacts">;
  chats: Pick<ChatService, "inOpenChat">;
  templates: Pick<TemplateService, "checkSendable">;
  media: Pick<MediaService, "assertFits">;
  append: AppendMessage;
  inTransaction: InTransaction;
}

const LINKS = ["editedId", "repliedId", "forwardedId"] as const;

export function createMessageService(deps: MessageServiceDeps) {
  const { messages } = deps.models;
  const { inTransaction, append } = deps;
  const perChat = createKeyedSerial();

  /** editedId / repliedId / forwardedId (and a reaction's messageId) name messages of this chat: 404 when unknown, 422 in another chat. */
  async function checkLinks(ctx: Context, chatId: string, input: MessageSend): Promise<void> {
    const links: Array<[string, string]> = LINKS.flatMap((key) =>
      input[key] !== undefined ? [[key, input[key]] as [string, string]] : [],
    );
    if (input.type === "REACTION") links.push(["content.messageId", input.content.messageId]);
    for (const [field, id] of links) {
      const linked = await loadInProject(messages, ctx, id, "Message");
      if (linked.chatId !== chatId) {
        throw unprocessable("MESSAGE_NOT_IN_CHAT", `Message '${id}' belongs to another chat.`, [
          { field, code: "message_not_in_chat", message: "The message must belong to the same chat." },
        ]);
      }
    }
  }

  const outbound = (ctx: Context, input: Pick<NewMessage, "type" | "content"> & Partial<NewMessage>): NewMessage => ({
    direction: "OUTBOUND",
    status: "QUEUED",
    author: { type: ctx.actor.type, id: ctx.actor.id },
    ...input,
  });

  return {
    /** `POST /v1/chats/{chatId}/messages`: the message QUEUED with `message.created` in one transaction; the worker delivers it. */
    async send(ctx: Context, chatId: string, input: unknown): Promise<{ id: string }> {
      requireScope(ctx, "write");
      const parsed = parseInput(messageSendSchema, input);
      const mediaId = contentMediaId(parsed.content);
      // Sends to one chat take its sequence number one after another (see createKeyedSerial).
      return perChat(String(chatId), () =>
        inTransaction(ctx, async (uow) => {
          // Read inside the transaction, as a guarded reference: a concurrent delete of the media conflicts with the send.
          if (mediaId) await deps.media.assertFits(ctx, parsed.type, mediaId);
          // The append's chat update is scoped by project (404 otherwise); the link check after it rolls it back when it fails.
          const { type, content, editedId, repliedId, forwardedId } = parsed;
          const doc = await append(ctx, String(chatId), outbound(ctx, { type, content, editedId, repliedId, forwardedId }), uow);
          await checkLinks(ctx, doc.chatId, parsed);
          if (parsed.type === "TEMPLATE") await deps.templates.checkSendable(ctx, doc.channelId, parsed.content);
          return { id: doc._id };
        }),
      );
    },

    /**
     * `POST /v1/messages/send-by-phone`: the contact (given, else found by phone or created), the
     * open chat of the channel and phone (reused or started) and 1..10 messages queued in order,
     * the chat and the messages in one transaction.
     */
    async sendByPhone(ctx: Context, input: unknown): Promise<{ chatId: string }> {
      requireScope(ctx, "write");
      const parsed = parseInput(sendByPhoneSchema, input);
      // Read first for early 404s (before a contact is created for the phone); the chat's start takes them again, guarded.
      const channel = await loadInProject(deps.models.channels, ctx, parsed.channelId, "Channel");
      const contactId = parsed.contactId ? (await loadInProject(deps.models.contacts, ctx, parsed.contactId, "Contact"))._id : undefined;
      return deps.chats.inOpenChat(ctx, { channelId: channel._id, phone: parsed.phone, contactId }, async (chat, uow) => {
        for (const text of parsed.messages) {
          if (parsed.method === "TEMPLATE") {
            const content = { name: text, language: parsed.language };
            await deps.templates.checkSendable(ctx, channel._id, content);
            await append(ctx, chat._id, outbound(ctx, { type: "TEMPLATE", content }), uow);
          } else {
            await append(ctx, chat._id, outbound(ctx, { type: "TEXT", content: { text } }), uow);
          }
        }
        return { chatId: chat._id };
      });
    },

    /** `GET /v1/chats/{chatId}/messages`: envelope, newest first; 404 for an unknown chat. */
    async list(ctx: Context, chatId: string, query: ListQuery, options: { count?: boolean } = {}) {
      requireScope(ctx, "read");
      const chat = await loadInProject(deps.models.chats, ctx, chatId, "Chat");
      const compiled = await compileListQuery(query, messageListSpec, { projectId: ctx.projectId });
      return runList(messages, scopedList(compiled, { chatId: chat._id }), (doc) => messageToRecord(doc as unknown as MessageDoc), {
        count: options.count ?? true,
      });
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
