import { createHash, randomBytes } from "node:crypto";

/** Recognisable prefix, so a leaked key is easy to spot in logs and secret scanners. */
export const API_KEY_PREFIX = "crm_";
const KEY_PATTERN = /^crm_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

/** Keys carry 256 bits of entropy, so a fast hash is as safe as a slow one and keeps auth cheap. */
export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

export const isWellFormedApiKey = (key: string): boolean => KEY_PATTERN.test(key);
