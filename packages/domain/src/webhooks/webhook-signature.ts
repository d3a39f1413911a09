import { createHmac, createSecretKey, randomBytes, type KeyObject } from "node:crypto";

/** Recognisable prefix, so a leaked secret is easy to spot in logs and secret scanners. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** How long deliveries after a rotation are also signed with the previous secret (receivers switch over meanwhile). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/** `whsec_` + standard base64 (`+`, `/`, padding): the Standard Webhooks libraries refuse base64url. */
export const generateWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(32).toString("base64");

/**
 * A signing key: the secret as stored, or the key already derived from it (signingKeysOf), so
 * the worker derives an endpoint's keys once rather than on every delivery.
 */
export type WebhookKey = string | KeyObject;

/**
 * `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`, keyed with the whole secret
 * string. The timestamp (unix seconds, `x-webhook-timestamp`) is signed with the body so a
 * receiver can refuse replays of old deliveries.
 */
export function signWebhook(secret: WebhookKey, timestamp: number, body: string | Uint8Array): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex")}`;
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
 * A KeyObject is the key already decoded (signingKeysOf's `standard`).
 */
export function signStandardWebhook(secrets: readonly WebhookKey[], id: string, timestamp: number, body: string | Uint8Array): string {
  const signed = `${id}.${timestamp}.`;
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac("sha256", typeof secret === "string" ? standardKey(secret) : secret)
          .update(signed)
          .update(body)
          .digest("base64")}`,
    )
    .join(" ");
}

/** An endpoint's keys, derived once: `x-webhook-signature`'s, and `webhook-signature`'s for its current and previous secrets. */
export interface SigningKeys {
  secret: KeyObject;
  standard: KeyObject;
  previousStandard?: KeyObject;
}

export function signingKeysOf(endpoint: { secret: string; previousSecret?: string | undefined }): SigningKeys {
  const { secret, previousSecret } = endpoint;
  return {
    secret: createSecretKey(Buffer.from(secret, "utf8")),
    standard: createSecretKey(standardKey(secret)),
    ...(previousSecret !== undefined ? { previousStandard: createSecretKey(standardKey(previousSecret)) } : {}),
  };
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
