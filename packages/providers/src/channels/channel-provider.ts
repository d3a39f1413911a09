import type { ChannelReceipt, ChannelSender, ChannelSendRequest, MediaFetcher, MessageErrorCode } from "@crm/domain";
import type { ProviderInfo } from "../provider-info";

// The domain declares what message delivery needs (its ChannelSender port); a channel provider is
// one plus what it is (`info`).
export type { ChannelReceipt, ChannelSendRequest };

export interface ChannelSendResult {
  /** The provider's id of the message; its status callbacks name it. */
  providerMessageId: string;
}

/**
 * A send the provider refused. `retryable`: worth another try later (timeouts, 429, 5xx).
 * `errorCode` says why, machine-readable (PROVIDER_ERROR when the provider gave no known reason);
 * `providerCode` is the provider's own number.
 */
export class ChannelSendError extends Error {
  readonly errorCode: MessageErrorCode;
  readonly providerCode: number | undefined;
  constructor(
    message: string,
    readonly retryable: boolean,
    reason: { errorCode?: MessageErrorCode | undefined; providerCode?: number | undefined } = {},
  ) {
    super(message);
    this.name = "ChannelSendError";
    this.errorCode = reason.errorCode ?? "PROVIDER_ERROR";
    this.providerCode = reason.providerCode;
  }
}

/**
 * The provider throttled the send (too many messages per second on the number, or to one
 * recipient): not a failure. The worker waits (`retryAfterMs` when the provider said how long)
 * and sends again; only throttling that lasts longer than the worker's bound fails the message.
 */
export class ChannelThrottledError extends ChannelSendError {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
    /** Whether only the one recipient is throttled (WhatsApp 131056) rather than the whole number. */
    readonly scope: "channel" | "recipient",
    providerCode?: number,
  ) {
    super(message, true, { errorCode: "PROVIDER_THROTTLED", providerCode });
    this.name = "ChannelThrottledError";
  }
}

export interface ChannelProvider extends ChannelSender, Partial<MediaFetcher> {
  readonly info: ProviderInfo;
  send(request: ChannelSendRequest): Promise<ChannelSendResult>;
}
