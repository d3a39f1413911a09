import { createHmac, randomBytes } from "node:crypto";

/** Recognisable prefix, so a leaked secret is easy to spot in logs and secret scanners. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** How long deliveries after a rotation are also signed with the previous secret (receivers switch over meanwhile). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** `whsec_` + standard base64 (`+`, `/`, padding): the Standard Webhooks libraries refuse base64url. */
export const generateWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString("base64");

/**
 * `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, keyed with the whole secret
 * string. The timestamp (unix seconds, `x-webhook-timestamp`) is signed with the body so a
 * receiver can refuse replays of old deliveries.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * The Standard Webhooks key: the bytes the part after `whsec_` encodes. Node's base64 decoder also
 * reads base64url, so secrets issued before standard base64 (base64url) sign with the same bytes.
 */
const standardKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, "base64");

/**
 * `webhook-signature` (Standard Webhooks): `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`
 * per secret, space-separated (the current secret first, then the previous one during the grace).
 */
export function signStandardWebhook(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => `v1,${createHmac("sha256", standardKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`)
    .join(" ");
}

/** The keys of `webhook-signature`: the current secret, and the previous one until its grace after a rotation ends. */
export function standardSecretsOf(
  endpoint: { secret: string; previousSecret?: string | undefined; previousSecretExpiresAt?: Date | undefined },
  now: number = Date.now(),
): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = endpoint;
  return previousSecret !== undefined && previousSecretExpiresAt !== undefined && previousSecretExpiresAt.getTime() > now
    ? [secret, previousSecret]
    : [secret];
}
