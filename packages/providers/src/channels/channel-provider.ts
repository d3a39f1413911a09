import type { ChannelReceipt, ChannelSender, ChannelSendRequest } from "@crm/domain";
import type { ProviderInfo } from "../provider-info";

// The domain declares what message delivery needs (its ChannelSender port); a channel provider is
// one plus what it is (`info`).
export type { ChannelReceipt, ChannelSendRequest };

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

export interface ChannelProvider extends ChannelSender {
  readonly info: ProviderInfo;
  send(request: ChannelSendRequest): Promise<ChannelSendResult>;
}
