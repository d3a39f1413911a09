import type { ProviderInfo } from "../provider-info";

/** One outbound message as a channel provider sends it. */
export interface ChannelSendRequest {
  /** Our message id: the provider's idempotency key (a repeated send of it is not a second message). */
  messageId: string;
  channel: { id: string; phone: string; externalId?: string };
  /** The contact's number: digits with the country code. */
  to: string;
  type: string;
  content: Record<string, unknown>;
  /** Provider ids of the messages this one replies or reacts to. */
  context?: { repliedExternalId?: string; reactedExternalId?: string };
}

/** A status the provider will report later for a sent message (the dev simulator's receipts). */
export interface ChannelReceipt {
  status: "DELIVERED" | "READ";
  afterMs: number;
}

export interface ChannelSendResult {
  /** The provider's id of the message; its status callbacks name it. */
  providerMessageId: string;
}

/** A send the provider refused. `retryable`: worth another try later (timeouts, 429, 5xx). */
export class ChannelSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "ChannelSendError";
  }
}

export interface ChannelProvider {
  readonly info: ProviderInfo;
  send(request: ChannelSendRequest): Promise<ChannelSendResult>;
  /** A simulator's statuses for every sent message, which the worker applies on its behalf (real providers call back instead). */
  readonly simulatedReceipts?: readonly ChannelReceipt[];
}
