import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const AGENT_STATUSES = ["ACTIVE", "DISABLED"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Internal: the per-chat delivery lease, so one worker at a time sends a chat's messages, in order. */
export interface ChatDeliveryLease {
  owner: string;
  until: Date;
}

export interface ChatDoc extends TenantDoc {
  channelId: string;
  contactId: string;
  /** Digits with the country code, as on contacts and channels. */
  phone: string;
  agentId?: string;
  agentStatus?: AgentStatus;
  isTest: boolean;
  lastMessageAt?: Date;
  /** The contact's latest inbound message: the 24 h customer-service window runs from it. */
  lastInboundAt?: Date;
  /** Internal: true while the chat is the open one of its channel and phone (unique among open chats). */
  open: boolean;
  /** Internal: the acceptance order of the chat's messages; each new message takes the next number. */
  messageSeq: number;
  /** Internal: bumped when the agent is switched, so work the previous agent queued recognises itself as stale. */
  agentEpoch: number;
  /** Internal: the agent reply whose follow-up is queued (cleared by an inbound answer or a switch). */
  pendingFollowUpId?: string;
  delivery?: ChatDeliveryLease;
}

const chatSchema = tenantSchema<ChatDoc>({
  channelId: { type: String, required: true, immutable: true },
  contactId: { type: String, required: true },
  phone: { type: String, required: true, immutable: true },
  agentId: { type: String },
  agentStatus: { type: String, enum: AGENT_STATUSES },
  isTest: { type: Boolean, default: false },
  lastMessageAt: { type: Date },
  lastInboundAt: { type: Date },
  open: { type: Boolean, default: true },
  messageSeq: { type: Number, default: 0 },
  agentEpoch: { type: Number, default: 0 },
  pendingFollowUpId: { type: String },
  delivery: { type: new Schema({ owner: { type: String, required: true }, until: { type: Date, required: true } }, { _id: false }) },
});
chatSchema.index({ projectId: 1, createdAt: -1 });
chatSchema.index({ projectId: 1, lastMessageAt: -1 });
chatSchema.index({ projectId: 1, contactId: 1, createdAt: -1 });
chatSchema.index({ projectId: 1, agentId: 1, createdAt: -1 });
// One open chat per channel and phone: concurrent starts for the same number lose on this index and reuse the winner's chat.
chatSchema.index({ projectId: 1, channelId: 1, phone: 1 }, { unique: true, partialFilterExpression: { open: true } });

export const defineChatModel = (conn: Connection): Model<ChatDoc> => conn.model<ChatDoc>("Chat", chatSchema, "chats");
