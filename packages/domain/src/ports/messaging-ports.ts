import type { HandoffReason } from "../chats/handoff";

// The outside services the messaging pipeline needs, declared here and implemented in
// @crm/providers; the worker injects the implementations.

/** One outbound message as a channel sends it. */
export interface ChannelSendRequest {
  /** Our message id: the provider's idempotency key (a repeated send of it is not a second message). */
  messageId: string;
  channel: { id: string; phone: string; externalId?: string };
  /** The contact's number: digits with the country code. */
  to: string;
  type: string;
  content: Record<string, unknown>;
  /** The stored file of a media message sent by `mediaId` (the worker opens it; a provider uploads its bytes). */
  media?: OutboundMedia;
  /** Provider ids of the messages this one replies or reacts to. */
  context?: { repliedExternalId?: string; reactedExternalId?: string };
  /** The channel's pacing settings: the DEV simulator refuses sends over them, as WhatsApp does over a number's limits. */
  pacing?: { throughputPerSecond: number; recipientGapSeconds: number };
}

/** A media file as a channel sends it. */
export interface OutboundMedia {
  mimeType: string;
  size: number;
  filename?: string;
  open(): NodeJS.ReadableStream;
}

/** A status the channel will report later for a sent message (a simulator's receipts). */
export interface ChannelReceipt {
  status: "DELIVERED" | "READ";
  afterMs: number;
}

/**
 * Sends messages through one channel provider. A refusal throws; the implementation says whether
 * it is worth another try (the worker's delivery retries those).
 */
export interface ChannelSender {
  send(request: ChannelSendRequest): Promise<{ providerMessageId: string }>;
  /** A simulator's statuses for every sent message, which the worker applies on its behalf (real providers call back instead). */
  readonly simulatedReceipts?: readonly ChannelReceipt[];
}

export interface AgentPrompt {
  agentName: string;
  /** The agent's instructions: the system prompt. */
  instructions: string;
  /** The chat's latest messages, oldest first. */
  history: Array<{ role: "contact" | "agent"; text: string }>;
  /** True for the follow-up after a reply the contact has not answered. */
  followUp: boolean;
}

/**
 * The agent's answer: its text, and whether the chat goes to a person (`handoff`): the contact
 * asked for one (CONTACT_REQUEST) or the responder decided so (AGENT_DECISION). With a handoff
 * the text is the notice the contact gets.
 */
export interface AgentReply {
  text: string;
  handoff?: { reason: HandoffReason };
}

/** Writes an AI agent's next message in a chat. */
export interface AgentResponder {
  reply(prompt: AgentPrompt): Promise<AgentReply>;
}
