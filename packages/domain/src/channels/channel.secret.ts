import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Recognisable prefix, so a leaked secret is easy to spot in logs and secret scanners. */
export const CHANNEL_SECRET_PREFIX = "chs_";

export const generateChannelSecret = (): string => CHANNEL_SECRET_PREFIX + randomBytes(32).toString("base64url");

/**
 * A hash is enough to verify the dev provider's webhook, which presents the secret itself;
 * 256 bits of entropy make a fast hash as safe as a slow one. (A provider that signs payloads
 * with the secret would need it encrypted instead; none does yet.)
 */
export const hashChannelSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Constant-time comparison, so response timing reveals nothing about the stored hash. */
export function channelSecretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashChannelSecret(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
