import { signStandardWebhook, signWebhook, type PreparedDelivery, type UrlGuard } from "@crm/domain";
import { request, type Dispatcher } from "undici";
import { parseRetryAfter } from "./retry-after";

export interface PostResult {
  ok: boolean;
  /** False when retrying cannot help (the URL is not allowed, or the receiver answered 410 Gone). */
  retryable: boolean;
  /** The receiver answered 410 Gone: it wants no more deliveries. */
  gone?: boolean;
  /** The receiver's `Retry-After` (on 429 or 503), capped: the next attempt waits at least this long. */
  retryAfterMs?: number;
  attempt: { at: Date; statusCode?: number; durationMs: number; error?: string };
}

export interface PostOptions {
  /** Whole attempt: connect, send, and the answer's status and body. */
  timeoutMs: number;
  /** Keeps connections to receivers open between attempts (createVettedAgent). */
  dispatcher: Dispatcher;
  /** The SSRF rule, checked before every attempt (DNS may change between attempts). */
  urlGuard: UrlGuard;
  /** Unix seconds; the timestamp signed with the body. */
  now?: () => number;
}

const errorText = (error: unknown): string => {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
};

/** Answers whose `Retry-After` says when the receiver can take the delivery. */
const THROTTLED = new Set([429, 503]);

/**
 * One attempt: POST the body, signed, to the endpoint. Any 2xx within the timeout is a success;
 * redirects are not followed (a 3xx is a failure), so a receiver cannot bounce us elsewhere.
 * A 410 Gone is a failure retrying cannot help; a 429 or 503 may say when to come back.
 */
export async function postWebhook(prepared: PreparedDelivery, options: PostOptions): Promise<PostResult> {
  const at = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await options.urlGuard(prepared.url);
  } catch (error) {
    return { ok: false, retryable: false, attempt: { at, durationMs: elapsed(), error: `URL not allowed: ${errorText(error)}` } };
  }
  const timestamp = options.now?.() ?? Math.floor(Date.now() / 1000);
  try {
    const response = await request(prepared.url, {
      dispatcher: options.dispatcher,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "crm-webhooks/1",
        "x-webhook-id": prepared.eventId,
        "x-webhook-timestamp": String(timestamp),
        "x-webhook-signature": signWebhook(prepared.secret, timestamp, prepared.body),
        // Standard Webhooks (standardwebhooks.com), for receivers verifying with its libraries.
        "webhook-id": prepared.eventId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signStandardWebhook(prepared.standardSecrets, prepared.eventId, timestamp, prepared.body),
      },
      body: prepared.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The answer's body is not needed: read it to its end so the connection serves the next attempt.
    await response.body.dump().catch(() => undefined);
    const status = response.statusCode;
    const ok = status >= 200 && status < 300;
    const attempt = { at, statusCode: status, durationMs: elapsed(), ...(ok ? {} : { error: `HTTP ${status}` }) };
    if (status === 410) return { ok, retryable: false, gone: true, attempt };
    const retryAfterMs = THROTTLED.has(status) ? parseRetryAfter(response.headers["retry-after"]) : undefined;
    return { ok, retryable: true, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}), attempt };
  } catch (error) {
    return { ok: false, retryable: true, attempt: { at, durationMs: elapsed(), error: errorText(error) } };
  }
}
