/** The longest a receiver's `Retry-After` may delay the next attempt (a year would outlive the whole retry schedule). */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * The delay a `Retry-After` header asks for, in ms: delta-seconds or an HTTP date (RFC 9110
 * 10.2.3), capped at MAX_RETRY_AFTER_MS; a date in the past is 0. Anything else (garbage,
 * negative, several values) is ignored: undefined, and the usual backoff applies.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number = Date.now()): number | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(MAX_RETRY_AFTER_MS, Number(text) * 1000);
  // Date.parse also reads non-HTTP forms ("2026"); the HTTP forms all name a weekday or month in letters.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - now));
}
