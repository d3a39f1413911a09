import {
  chatAgentUpdateSchema,
  chatCreateSchema,
  chatListSpec,
  chatRecordSchema,
  messageCreatedSchema,
  messageListSpec,
  messageRecordSchema,
  messageSendSchema,
  sendByPhoneResultSchema,
  sendByPhoneSchema,
  type Domain,
} from "@crm/domain";
import { idParams, pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Chats and messages",
  description:
    "Conversations with a contact over a connected channel (one open chat per channel and phone), their inbound and outbound messages (sending answers at once with the message QUEUED; the worker delivers it), and the chat's AI agent.",
};

const chatParams = pathIds({ chatId: "Chat id." });

const CONTENT_TYPES =
  "Content per `type`: TEXT `{text}`; IMAGE and VIDEO `{url, caption?}`; AUDIO and STICKER `{url}`; DOCUMENT " +
  "`{url, caption?, filename?}`; LOCATION `{latitude, longitude, name?, address?}`; CONTACT `{contacts: [{name, " +
  "phones: [{phone, type?}], emails?, organization?}]}`; TEMPLATE `{name, language, parameters?: {header?: [..], body: [..]}}` (an APPROVED template of the chat's channel, one string per `{{n}}` placeholder); REACTION " +
  "`{messageId, emoji}` (a message of the same chat; an empty emoji removes the reaction); BUTTONS `{text, header?, " +
  "footer?, buttons: [{id, title}] (1..3)}`; LIST `{text, header?, footer?, buttonText, sections: [{title?, rows: " +
  "[{id, title, description?}]}]}` (at most 10 rows in all). Media `url`s must be public http(s) addresses.";

/** Chats and messages (spec "Chats and messages", "AI agent of a chat"). */
export const chatRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/chats",
      operationId: "createChat",
      summary: "Start a chat",
      description:
        "Starts the open chat of a channel with a number. `contactId` or `phone` is required: with only `phone`, the " +
        "contact with that phone is used (created if none); with only `contactId`, the contact's PHONE (422 " +
        "`CONTACT_HAS_NO_PHONE` without one). A channel has one open chat per number: 409 `DUPLICATE` when it exists " +
        "(`GET /v1/chats?channelId=...&phone=...` finds it; send-by-phone reuses it). Raises `chat.created`.",
      tag,
      body: chatCreateSchema,
      success: { status: 201, schema: chatRecordSchema, description: "The started chat." },
      errors: [403, 404, 409, 422],
      handler: ({ ctx, body }) => domain.chats.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/chats",
      operationId: "listChats",
      summary: "List chats",
      description:
        "Paginated envelope, newest first by default. Filters: `channelId`, `contactId`, `phone`, `agentId`, " +
        "`agentStatus`, `isTest`, `lastMessageAt` (e.g. `lastMessageAt[sort]=desc` for the inbox order). Relations " +
        "`[with]`: contact, channel, agent.",
      tag,
      list: { spec: chatListSpec, format: "envelope" },
      success: { status: 200, schema: chatRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.chats.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/chats/{id}",
      operationId: "getChat",
      summary: "Read a chat",
      tag,
      params: idParams,
      success: { status: 200, schema: chatRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.chats.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/chats/{id}/agent",
      operationId: "setChatAgent",
      summary: "Turn the chat's AI agent on or off, or switch it",
      description:
        "The spec's state table: without `agentId`, `status` is required and becomes the chat's status; with the " +
        "chat's own `agentId`, the given status (else unchanged); with another agent, the chat switches to it with the " +
        "given status, else its previous status, else ACTIVE, and what the previous agent had queued is dropped (its " +
        "pending follow-up, and a reply still being written is not sent). 404 when `agentId` names no agent of the " +
        "project or an archived one; 422 `TEST_CHAT` when switching the agent of a test chat. Raises `chat.agent` " +
        "(data: `id`, `record`, `previous`, `switched`) when something changed.",
      tag,
      params: idParams,
      body: chatAgentUpdateSchema,
      success: { status: 204 },
      errors: [403, 404, 422],
      handler: ({ ctx, params, body }) => domain.chats.setAgent(ctx, params.id, body),
    }),
    defineRoute({
      method: "get",
      path: "/chats/{chatId}/messages",
      operationId: "listChatMessages",
      summary: "List the messages of a chat",
      description:
        "Paginated envelope, newest first (in the order the messages were accepted) by default. Filters: `direction`, " +
        "`status`, `type`, `editedId`, `repliedId`, `forwardedId`, `createdAt`. 404 for a chat of another project.",
      tag,
      params: chatParams,
      list: { spec: messageListSpec, format: "envelope" },
      success: { status: 200, schema: messageRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params, query, listOptions }) => domain.messages.list(ctx, params.chatId, query, listOptions),
    }),
    defineRoute({
      method: "post",
      path: "/chats/{chatId}/messages",
      operationId: "sendChatMessage",
      summary: "Send a message to a chat",
      description:
        "Asynchronous: answers 201 `{id}` at once with the message QUEUED (and `message.created` raised); the worker " +
        "delivers the chat's messages in the order they were accepted, and the status moves QUEUED -> SENT -> DELIVERED " +
        "-> READ (each change raises `message.status`), or FAILED with the provider's reason in `error`, `errorCode` " +
        "and `providerCode` after the last retry. " +
        CONTENT_TYPES +
        " `editedId`, `repliedId` and `forwardedId` name messages of the same chat (404 unknown, 422 " +
        "`MESSAGE_NOT_IN_CHAT` in another chat). On a channel with `enforceServiceWindow`, anything but a TEMPLATE " +
        "while the chat's `serviceWindowEndsAt` is past or null: 422 `OUTSIDE_SERVICE_WINDOW`. A TEMPLATE naming no " +
        "template of the channel: 404; one not APPROVED: 422 `TEMPLATE_NOT_APPROVED`; parameters that do not match its " +
        "placeholders: 400. The author is the API key's user.",
      tag,
      params: chatParams,
      body: messageSendSchema,
      success: { status: 201, schema: messageCreatedSchema, description: "The queued message's id." },
      errors: [
        403,
        404,
        { status: 409, codes: ["MERGED"] },
        { status: 422, codes: ["MESSAGE_NOT_IN_CHAT", "OUTSIDE_SERVICE_WINDOW", "TEMPLATE_NOT_APPROVED"] },
      ],
      handler: ({ ctx, params, body }) => domain.messages.send(ctx, params.chatId, body),
    }),
    defineRoute({
      method: "post",
      path: "/messages/send-by-phone",
      operationId: "sendMessagesByPhone",
      summary: "Start or reuse a chat for a number and send to it",
      description:
        "`phone`, `channelId` and `messages` (1..10 non-empty texts) are required. The contact is `contactId`, else " +
        "the contact with this phone (created if none); the channel's open chat for the number is reused, else " +
        "started. The messages are queued in their order (TEXT each; with `method: TEMPLATE`, each item is a template " +
        "name sent in `language`, default `en`, without parameters: an APPROVED template of the channel without " +
        "placeholders, else 404 / 422 `TEMPLATE_NOT_APPROVED` / 400) and delivered asynchronously. On a channel with " +
        "`enforceServiceWindow`, TEXT messages to a number that has not written in 24 h: 422 `OUTSIDE_SERVICE_WINDOW` " +
        "(nothing is created). 201 `{chatId}`.",
      tag,
      body: sendByPhoneSchema,
      success: { status: 201, schema: sendByPhoneResultSchema, description: "The chat the messages were queued in." },
      errors: [403, 404, { status: 422, codes: ["OUTSIDE_SERVICE_WINDOW", "TEMPLATE_NOT_APPROVED"] }],
      handler: ({ ctx, body }) => domain.messages.sendByPhone(ctx, body),
    }),
  );
