import { signStandardWebhook, signWebhook, type PreparedDelivery, type UrlGuard } from "@crm/domain";
import type { IncomingHttpHeaders } from "node:http";
import type { Dispatcher } from "undici";
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
  /** The SSRF rule, checked before every attempt (DNS may change between attempts; a batch memoises it per URL: checkedOnce). */
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

const msSince = (started: number): number => Math.round(performance.now() - started);

/** Answers whose `Retry-After` says when the receiver can take the delivery. */
const THROTTLED = new Set([429, 503]);

/** How much of an answer's body is read (and thrown away) before the connection is dropped instead. */
const MAX_ANSWER_BYTES = 128 * 1024;

/** What the receiver answered (its status, and its `Retry-After`), or why there was no answer. */
type Answer = { statusCode: number; retryAfter: string | string[] | undefined } | { error: unknown };

/**
 * One request through the dispatcher's own handler interface: no response stream, promise chain
 * or AbortSignal per request (undici's `request` spent more of the worker's CPU on those than on
 * the HTTP exchange). The answer is settled once: at its end, at a failure, or at the deadline,
 * which covers the whole attempt (connect included: a request not yet started is aborted as it starts).
 */
class AnswerHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private answer: { statusCode: number; retryAfter: string | string[] | undefined } | undefined;
  private read = 0;
  private settled = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly resolve: (answer: Answer) => void,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => {
      const error = new Error(`No answer within ${timeoutMs} ms`);
      // An answer whose status arrived counts as that status; only its body is cut off.
      this.settle(this.answer ?? { error });
      this.controller?.abort(error);
    }, timeoutMs);
  }

  settle(answer: Answer): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve(answer);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.settled) controller.abort(new Error("Timed out before the request started"));
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    this.answer = { statusCode, retryAfter: headers["retry-after"] };
    // The body is not needed: it is read to its end so the connection serves the next attempt, unless it is long.
    if (Number(headers["content-length"]) > MAX_ANSWER_BYTES) controller.abort(new Error("Answer too long"));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.read += chunk.length;
    if (this.read > MAX_ANSWER_BYTES) controller.abort(new Error("Answer too long"));
  }

  onResponseEnd(): void {
    this.settle(this.answer!);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.settle(this.answer ?? { error });
  }
}

/** Where requests to a URL go, parsed once per URL (a bounded memo: endpoints are few, their deliveries many). */
const targets = new Map<string, { origin: string; path: string }>();
const MAX_TARGETS = 10_000;
function targetOf(url: string): { origin: string; path: string } {
  let target = targets.get(url);
  if (!target) {
    const parsed = new URL(url);
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(url, (target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` }));
  }
  return target;
}

/**
 * One attempt: POST the body, signed, to the endpoint. Any 2xx within the timeout is a success;
 * redirects are not followed (a 3xx is a failure), so a receiver cannot bounce us elsewhere.
 * A 410 Gone is a failure retrying cannot help; a 429 or 503 may say when to come back.
 * Only the first 128 KiB of an answer's body is read.
 */
export async function postWebhook(prepared: PreparedDelivery, options: PostOptions): Promise<PostResult> {
  const at = new Date();
  const started = performance.now();
  try {
    await options.urlGuard(prepared.url);
  } catch (error) {
    return { ok: false, retryable: false, attempt: { at, durationMs: msSince(started), error: `URL not allowed: ${errorText(error)}` } };
  }
  const timestamp = options.now?.() ?? Math.floor(at.getTime() / 1000);
  const signedAt = String(timestamp);
  const answer = await new Promise<Answer>((resolve) => {
    const handler = new AnswerHandler(resolve, options.timeoutMs);
    try {
      const { origin, path } = targetOf(prepared.url);
      options.dispatcher.dispatch(
        {
          origin,
          path,
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "crm-webhooks/1",
            "x-webhook-id": prepared.eventId,
            "x-webhook-timestamp": signedAt,
            "x-webhook-signature": signWebhook(prepared.secret, timestamp, prepared.body),
            // Standard Webhooks (standardwebhooks.com), for receivers verifying with its libraries.
            "webhook-id": prepared.eventId,
            "webhook-timestamp": signedAt,
            "webhook-signature": signStandardWebhook(prepared.standardSecrets, prepared.eventId, timestamp, prepared.body),
          },
          body: prepared.body,
        },
        handler,
      );
    } catch (error) {
      // Before the dispatcher took the request (it reports its own failures to the handler).
      handler.settle({ error });
    }
  });
  if ("error" in answer)
    return { ok: false, retryable: true, attempt: { at, durationMs: msSince(started), error: errorText(answer.error) } };
  const status = answer.statusCode;
  const ok = status >= 200 && status < 300;
  const attempt = { at, statusCode: status, durationMs: msSince(started), ...(ok ? {} : { error: `HTTP ${status}` }) };
  if (status === 410) return { ok, retryable: false, gone: true, attempt };
  const retryAfterMs = THROTTLED.has(status) ? parseRetryAfter(answer.retryAfter) : undefined;
  return { ok, retryable: true, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}), attempt };
}
