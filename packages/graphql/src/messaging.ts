import * as d from "@crm/domain";
import { builder, type RecordRef } from "./builder";
import { toOne } from "./relations";
import { defineNestedList, defineReads, recordTypeOf } from "./resources";
import { inputTypeOf } from "./zod-types";

/**
 * Chats and messages (REST "Chats and messages"): a chat read and listed like any resource,
 * started, and its AI agent turned on, off or switched; a chat's messages listed, one sent (it
 * answers the QUEUED message's id; the worker delivers it), and send-by-phone. The relations
 * (a chat's contact, channel and agent, a message's chat) are batched like every other.
 */
export function defineMessaging(types: { contact: RecordRef; channel: RecordRef; agent: RecordRef }): void {
  const Chat = defineReads({
    type: "Chat",
    one: "chat",
    many: "chats",
    record: d.chatRecordSchema,
    list: d.chatListSpec,
    service: (x) => x.chats,
  });
  const Message = recordTypeOf(d.messageRecordSchema, "Message");

  defineNestedList({
    field: "chatMessages",
    typeName: "Message",
    type: Message,
    parent: "chatId",
    spec: d.messageListSpec,
    description:
      "The messages of a chat, newest first (in the order they were accepted) by default. NOT_FOUND for a chat of another project.",
    list: (domain, auth, chatId, query) => domain.messages.list(auth, chatId, query),
  });

  builder.mutationFields((t) => ({
    createChat: t.field({
      type: Chat,
      description:
        "Starts the open chat of a channel with a number (`contactId` or `phone`); DUPLICATE when the channel already has one with it.",
      args: { input: t.arg({ type: inputTypeOf(d.chatCreateSchema, "ChatCreate"), required: true }) },
      resolve: (_root, { input }, ctx) => ctx.domain.chats.create(ctx.auth, input),
    }),
    setChatAgent: t.field({
      type: Chat,
      description:
        "The spec's state table: without `agentId`, `status` is required; with another agent the chat switches to it (what the " +
        "previous agent queued is dropped). NOT_FOUND for an unknown or archived agent, TEST_CHAT when switching a test chat's agent. " +
        "Answers the chat after the change.",
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: inputTypeOf(d.chatAgentUpdateSchema, "ChatAgentUpdate"), required: true }),
      },
      resolve: (_root, { id, input }, ctx) => ctx.domain.chats.setAgent(ctx.auth, String(id), input),
    }),
    sendChatMessage: t.field({
      type: recordTypeOf(d.messageCreatedSchema, "MessageCreated"),
      description:
        "Queues a message (`type` and its `content`, as REST's body) and answers its id at once; the worker delivers it " +
        "(QUEUED -> SENT -> DELIVERED -> READ, or FAILED). `editedId`, `repliedId`, `forwardedId` name messages of the same chat.",
      args: {
        chatId: t.arg.id({ required: true }),
        input: t.arg({ type: inputTypeOf(d.messageSendSchema, "MessageSend"), required: true }),
      },
      resolve: (_root, { chatId, input }, ctx) => ctx.domain.messages.send(ctx.auth, String(chatId), input),
    }),
    sendMessagesByPhone: t.field({
      type: recordTypeOf(d.sendByPhoneResultSchema, "SendByPhoneResult"),
      description:
        "Starts or reuses the channel's open chat for a number (and its contact) and queues 1..10 texts (or templates) in order.",
      args: { input: t.arg({ type: inputTypeOf(d.sendByPhoneSchema, "SendByPhone"), required: true }) },
      resolve: (_root, { input }, ctx) => ctx.domain.messages.sendByPhone(ctx.auth, input),
    }),
  }));

  toOne(Chat, "contact", types.contact, "contactId", (x) => x.contacts);
  toOne(Chat, "channel", types.channel, "channelId", (x) => x.channels);
  toOne(Chat, "agent", types.agent, "agentId", (x) => x.agents);
  toOne(Message, "chat", Chat, "chatId", (x) => x.chats);
}
