import type { MessageErrorCode } from "@crm/domain";

/**
 * WhatsApp Cloud API error codes (Meta's "Error codes" reference) as our message error codes.
 * Throttling codes (130429, 131056) are not failures: the sender delays and retries them.
 */
const WHATSAPP_ERROR_CODES: Readonly<Record<number, MessageErrorCode>> = {
  131047: "OUTSIDE_SERVICE_WINDOW", // Re-engagement message: more than 24 h since the customer last replied.
  131026: "RECIPIENT_UNREACHABLE", // Message undeliverable (not on WhatsApp, old app, terms not accepted).
  131030: "RECIPIENT_UNREACHABLE", // Recipient phone number not in allowed list (test numbers).
  131021: "RECIPIENT_UNREACHABLE", // Recipient cannot be the sender.
  132000: "TEMPLATE_PARAMS_MISMATCH", // Number of parameters does not match the expected number.
  132012: "TEMPLATE_PARAMS_MISMATCH", // Parameter format does not match the template.
  132001: "TEMPLATE_UNAVAILABLE", // Template does not exist (in that language).
  132015: "TEMPLATE_UNAVAILABLE", // Template is paused.
  132016: "TEMPLATE_UNAVAILABLE", // Template is disabled.
  131052: "MEDIA_REJECTED", // Media download error.
  131053: "MEDIA_REJECTED", // Media upload error (unsupported type or size).
  131051: "UNSUPPORTED_MESSAGE", // Unsupported message type.
};

/** Our error code for a WhatsApp error code; PROVIDER_ERROR for any other. */
export const whatsAppErrorCode = (code: number | undefined): MessageErrorCode =>
  (code !== undefined ? WHATSAPP_ERROR_CODES[code] : undefined) ?? "PROVIDER_ERROR";

/** The failure a WhatsApp error object describes (a send's answer, or a status webhook's `errors[0]`). */
export const whatsAppFailure = (code: number | undefined) => ({
  errorCode: whatsAppErrorCode(code),
  ...(code !== undefined ? { providerCode: code } : {}),
});

/** WhatsApp's throttling codes: the number's throughput (130429) and one recipient's pair rate (131056). */
export const WHATSAPP_THROTTLE_CODES = { channel: 130429, recipient: 131056 } as const;
