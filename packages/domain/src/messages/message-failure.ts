/**
 * Why an outbound message FAILED, machine-readable (the record's `errorCode`; `error` keeps the
 * provider's words and `providerCode` its number). Providers map their own codes onto these.
 */
export const MESSAGE_ERROR_CODES = [
  /** Free-form message outside the contact's 24 h window (WhatsApp 131047). */
  "OUTSIDE_SERVICE_WINDOW",
  /** The number is not on the network or cannot receive it (WhatsApp 131026, 131030). */
  "RECIPIENT_UNREACHABLE",
  /** The template's parameters do not fit its placeholders (WhatsApp 132000, 132012). */
  "TEMPLATE_PARAMS_MISMATCH",
  /** The template does not exist, or not in that language, or is not approved (WhatsApp 132001, 132015, 132016). */
  "TEMPLATE_UNAVAILABLE",
  /** The media could not be downloaded or is of a refused type or size (WhatsApp 131052, 131053). */
  "MEDIA_REJECTED",
  /** The provider cannot send this kind of message (WhatsApp 131051). */
  "UNSUPPORTED_MESSAGE",
  /** Not sent: the chat's agent changed before the agent's message went out. */
  "AGENT_CHANGED",
  /** No adapter is configured for the channel's provider in the worker. */
  "PROVIDER_NOT_CONFIGURED",
  /** The provider kept throttling it (WhatsApp 130429, 131056, HTTP 429) for longer than the worker waits. */
  "PROVIDER_THROTTLED",
  /** Anything else the provider refused or kept failing at. */
  "PROVIDER_ERROR",
] as const;
export type MessageErrorCode = (typeof MESSAGE_ERROR_CODES)[number];

/** What a FAILED message carries besides its status. */
export interface MessageFailure {
  error: string;
  errorCode: MessageErrorCode;
  providerCode?: number | undefined;
}
