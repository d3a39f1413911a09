import { createHmac, randomBytes } from "node:crypto";

/** Recognisable prefix, so a leaked secret is easy to spot in logs and secret scanners. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const generateWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString("base64url");

/**
 * `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, keyed with the whole secret
 * string. The timestamp (unix seconds, `x-webhook-timestamp`) is signed with the body so a
 * receiver can refuse replays of old deliveries.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
