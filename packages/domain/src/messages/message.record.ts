import { toRecord } from "../core/record";
import { RECORD_KEYS } from "../core/schema-helpers";
import { DEFAULT_LIST_LIMITS, recordListFields, type ListSpec } from "../query";
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, MESSAGE_TYPES, type MessageDoc } from "./message.model";
import type { MessageRecord } from "./message.schema";
import { MESSAGE_ERROR_CODES } from "./message-failure";

export const messageToRecord = (doc: MessageDoc): MessageRecord =>
  toRecord(doc, [
    ...RECORD_KEYS,
    "chatId",
    "direction",
    "type",
    "content",
    "status",
    "editedId",
    "repliedId",
    "forwardedId",
    "author",
    "error",
    "errorCode",
    "providerCode",
  ]);

/** The messages of one chat (the chat scope is ANDed on top): newest first, in acceptance order. */
export const messageListSpec = {
  resource: "messages",
  fields: recordListFields({
    chatId: { kind: "id" },
    direction: { kind: "enum", values: MESSAGE_DIRECTIONS },
    type: { kind: "enum", values: MESSAGE_TYPES },
    status: { kind: "enum", values: MESSAGE_STATUSES },
    content: { kind: "string", filterable: false, sortable: false },
    editedId: { kind: "id" },
    repliedId: { kind: "id" },
    forwardedId: { kind: "id" },
    author: { kind: "string", filterable: false, sortable: false },
    error: { kind: "string", filterable: false, sortable: false },
    errorCode: { kind: "enum", values: MESSAGE_ERROR_CODES },
    providerCode: { kind: "number", sortable: false },
  }),
  limits: DEFAULT_LIST_LIMITS,
  // `seq` is the chat's acceptance order: exact where createdAt can tie.
  defaultSort: [{ field: "seq", direction: -1 }],
} satisfies ListSpec;
