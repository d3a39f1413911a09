import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import { MESSAGE_ERROR_CODES, type MessageErrorCode } from "./message-failure";

export const MESSAGE_DIRECTIONS = ["INBOUND", "OUTBOUND"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
export const MESSAGE_STATUSES = ["QUEUED", "SENT", "DELIVERED", "READ", "FAILED"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_TYPES = [
  "TEXT",
  "IMAGE",
  "AUDIO",
  "VIDEO",
  "DOCUMENT",
  "STICKER",
  "LOCATION",
  "CONTACT",
  "TEMPLATE",
  "REACTION",
  "BUTTONS",
  "LIST",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const AUTHOR_TYPES = ["USER", "AGENT", "CONTACT", "SYSTEM"] as const;
export type AuthorType = (typeof AUTHOR_TYPES)[number];
/** Internal: why an agent wrote a message; only replies queue a follow-up. */
export const AGENT_KINDS = ["REPLY", "FOLLOW_UP"] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export interface MessageAuthor {
  type: AuthorType;
  id?: string;
}

export interface MessageDoc extends TenantDoc {
  chatId: string;
  /** Internal: the chat's channel, so provider callbacks find the message by the provider's id. */
  channelId: string;
  direction: MessageDirection;
  type: MessageType;
  content: Record<string, unknown>;
  status: MessageStatus;
  editedId?: string;
  repliedId?: string;
  forwardedId?: string;
  author: MessageAuthor;
  /** The provider's reason when the message FAILED. */
  error?: string;
  /** Why it FAILED, machine-readable (message-failure.ts). */
  errorCode?: MessageErrorCode;
  /** The provider's numeric error code, when it gave one (WhatsApp: 131047, 132000...). */
  providerCode?: number;
  /** Internal: acceptance order within the chat (delivery follows it). */
  seq: number;
  /** Internal: the provider's message id (inbound: as received; outbound: as answered by the send). */
  externalId?: string;
  /** Internal, outbound: provider calls made so far, and when the next may be made after a transient error. */
  attempts: number;
  nextAttemptAt?: Date;
  /** Internal, outbound: provider calls answered with throttling (not failures), and when the first was. */
  throttles?: number;
  throttledSince?: Date;
  agentKind?: AgentKind;
  /** Internal, agent messages: what the agent answered (a reply: the inbound message; a follow-up: the reply). */
  agentTriggerId?: string;
}

const authorSchema = new Schema(
  { type: { type: String, enum: AUTHOR_TYPES, required: true }, id: { type: String } },
  { _id: false, strict: "throw" },
);

const messageSchema = tenantSchema<MessageDoc>({
  chatId: { type: String, required: true, immutable: true },
  channelId: { type: String, required: true, immutable: true },
  direction: { type: String, enum: MESSAGE_DIRECTIONS, required: true, immutable: true },
  type: { type: String, enum: MESSAGE_TYPES, required: true },
  content: { type: Schema.Types.Mixed, required: true },
  status: { type: String, enum: MESSAGE_STATUSES, required: true },
  editedId: { type: String },
  repliedId: { type: String },
  forwardedId: { type: String },
  author: { type: authorSchema, required: true },
  error: { type: String },
  errorCode: { type: String, enum: MESSAGE_ERROR_CODES },
  providerCode: { type: Number },
  seq: { type: Number, required: true, immutable: true },
  externalId: { type: String },
  attempts: { type: Number, default: 0 },
  nextAttemptAt: { type: Date },
  throttles: { type: Number },
  throttledSince: { type: Date },
  agentKind: { type: String, enum: AGENT_KINDS },
  agentTriggerId: { type: String },
});
// Newest first within a chat (the listing's default); `_id` follows as the list engine's tie-break.
messageSchema.index({ projectId: 1, chatId: 1, seq: -1, _id: -1 });
messageSchema.index({ projectId: 1, chatId: 1, seq: 1 }, { unique: true });
// The delivery queue of a chat: its QUEUED outbound messages in acceptance order.
messageSchema.index({ projectId: 1, chatId: 1, status: 1, seq: 1 });
messageSchema.index({ projectId: 1, createdAt: -1 });
// Provider ids are unique per channel: a repeated inbound webhook or status callback finds the same message.
messageSchema.index(
  { projectId: 1, channelId: 1, externalId: 1 },
  { unique: true, partialFilterExpression: { externalId: { $exists: true } } },
);
// The messages naming a media file: whether any still does when messages are deleted (media/media-release.ts).
messageSchema.index({ projectId: 1, "content.mediaId": 1 }, { partialFilterExpression: { "content.mediaId": { $exists: true } } });

// One agent message per trigger: a reply job run again (a crashed or stalled worker's, after its lock expired) writes nothing twice.
messageSchema.index({ projectId: 1, agentTriggerId: 1 }, { unique: true, partialFilterExpression: { agentTriggerId: { $exists: true } } });

export const defineMessageModel = (conn: Connection): Model<MessageDoc> => conn.model<MessageDoc>("Message", messageSchema, "messages");
