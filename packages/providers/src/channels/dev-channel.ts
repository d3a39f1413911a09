import type { MessageErrorCode } from "@crm/domain";
import type { Cluster, Redis } from "ioredis";
import type { ProviderInfo } from "../provider-info";
import { ChannelSendError, ChannelThrottledError, type ChannelProvider, type ChannelSendRequest } from "./channel-provider";
import { WHATSAPP_THROTTLE_CODES } from "./whatsapp-errors";

export interface DevChannelOptions {
  /** Where the simulator keeps its idempotency record and call counts (shared by every worker process). */
  redis: Redis | Cluster;
  keyPrefix: string;
  /** After a send: DELIVERED after `deliveredAfterMs`, READ `readAfterMs` later. */
  deliveredAfterMs: number;
  readAfterMs: number;
}

/**
 * Markers in a message's content (its text, caption, template parameters: any string) that make
 * the simulator fail, so failures can be tried by hand: `#fail` is refused for good (the message
 * goes FAILED at once, errorCode PROVIDER_ERROR), `#fail:<errorCode>` likewise with that code and
 * WhatsApp's number for it (`#fail:RECIPIENT_UNREACHABLE` -> 131026), `#retry` fails as temporarily
 * unavailable on every try (FAILED after the last retry), `#flaky` fails only the first try.
 * `#throttle` answers the first try as WhatsApp's throughput throttling (130429, retry after 1 s),
 * which the worker waits out; `#throttle-forever` throttles every try (the worker's bound fails it).
 */
export const DEV_FAILURE_MARKERS = {
  permanent: "#fail",
  transient: "#retry",
  flaky: "#flaky",
  throttle: "#throttle",
  throttleForever: "#throttle-forever",
} as const;

/** How long the simulator asks to wait after throttling a send. */
const DEV_THROTTLE_RETRY_AFTER_MS = 1_000;

/** The WhatsApp code the simulator reports with each error code it can be asked for (`#fail:<code>`). */
export const DEV_PROVIDER_CODES: Partial<Record<MessageErrorCode, number>> = {
  OUTSIDE_SERVICE_WINDOW: 131047,
  RECIPIENT_UNREACHABLE: 131026,
  TEMPLATE_PARAMS_MISMATCH: 132000,
  TEMPLATE_UNAVAILABLE: 132001,
  MEDIA_REJECTED: 131053,
  UNSUPPORTED_MESSAGE: 131051,
  PROVIDER_ERROR: 131000,
};

/** What logs and `/health` say about the DEV channel provider. */
export const DEV_CHANNEL_INFO: ProviderInfo = { service: "channel:DEV", adapter: "dev", simulated: true };

const callsKey = (prefix: string) => `${prefix}dev-channel:calls`;
const acceptedKey = (prefix: string) => `${prefix}dev-channel:accepted`;
const logKey = (prefix: string) => `${prefix}dev-channel:log`;
const sentAtKey = (prefix: string) => `${prefix}dev-channel:sent-at`;
/** A channel's accepted sends of the last second, and its recipient's last send (kept for the gap). */
const paceKeys = (prefix: string, channelId: string, to: string) => [
  `${prefix}dev-channel:pace:${channelId}:times`,
  `${prefix}dev-channel:pace:${channelId}:to:${to}`,
];

/**
 * The DEV channel provider (embedded default): simulates a messaging network. It accepts each
 * message id once (the idempotency key: a repeated send answers the same provider id and counts
 * as a duplicate call, not a second message), then reports DELIVERED and READ after the
 * configured delays. Calls are counted per message id in Redis, so tests can prove that no
 * message reached the provider twice even across worker processes; the time each message was
 * accepted (Redis's clock, shared by every worker) shows the pacing. Like WhatsApp it refuses
 * sends over the channel's pacing (`request.pacing`: its throughputPerSecond and
 * recipientGapSeconds) with 130429 / 131056, counted over the sends it accepted; unlike WhatsApp
 * the refusal says when the send would be accepted.
 */
export function createDevChannelProvider(options: DevChannelOptions): ChannelProvider {
  const { redis, keyPrefix } = options;

  return {
    info: DEV_CHANNEL_INFO,
    async send(request: ChannelSendRequest) {
      // Markers may sit in any string of the content (a template's parameters, a caption), so they work for every type.
      const text = JSON.stringify(request.content);
      const mode = failureMode(text);
      const pacing = mode === "" ? request.pacing : undefined;
      // One round trip, so concurrent sends cannot both take the last free place: pace (when
      // asked), count the call, then (unless the markers make it fail) accept the id once and log
      // it in acceptance order; a refused send leaves the id free for the next try.
      const [calls, refusedCode, retryAfterMs] = (await redis.eval(
        SEND_SCRIPT,
        6,
        callsKey(keyPrefix),
        acceptedKey(keyPrefix),
        logKey(keyPrefix),
        sentAtKey(keyPrefix),
        ...paceKeys(keyPrefix, request.channel.id, request.to),
        request.messageId,
        request.to,
        mode,
        pacing ? pacing.throughputPerSecond : 0,
        pacing ? pacing.recipientGapSeconds * 1000 : 0,
      )) as [number, number, number];
      if (refusedCode !== 0 && pacing) throw pacingRefusal(refusedCode, retryAfterMs, pacing);
      const failure = failureOf(text, calls);
      if (failure) throw failure;
      return { providerMessageId: `dev-${request.messageId}` };
    },
    simulatedReceipts: [
      { status: "DELIVERED", afterMs: options.deliveredAfterMs },
      { status: "READ", afterMs: options.deliveredAfterMs + options.readAfterMs },
    ],
  };
}

/**
 * KEYS: calls, accepted, log, sent-at, channel's send times, recipient's last send; ARGV: message
 * id, recipient, failure mode ("always", "first" or ""), throughput per second (0: not paced),
 * recipient gap (ms). A paced send of a new id is refused, as WhatsApp does, when the channel
 * accepted `throughput` sends in the last second (130429: retry when the oldest of them is a
 * second old) or the recipient's last accepted send is closer than the gap (131056: retry when it
 * is not); a refusal counts as a call. Answers {calls, 0, 0} or {calls, code, retry after ms}.
 */
const SEND_SCRIPT = `
local t = redis.call("TIME")
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local limit = tonumber(ARGV[4])
local gap = tonumber(ARGV[5])
if limit > 0 and redis.call("HEXISTS", KEYS[2], ARGV[1]) == 0 then
  redis.call("ZREMRANGEBYSCORE", KEYS[5], "-inf", now - 1000)
  if redis.call("ZCARD", KEYS[5]) >= limit then
    local oldest = tonumber(redis.call("ZRANGE", KEYS[5], 0, 0, "WITHSCORES")[2])
    return {redis.call("HINCRBY", KEYS[1], ARGV[1], 1), ${WHATSAPP_THROTTLE_CODES.channel}, math.max(1, oldest + 1000 - now)}
  end
  local last = tonumber(redis.call("GET", KEYS[6]) or "-1")
  if gap > 0 and last >= 0 and now - last < gap then
    return {redis.call("HINCRBY", KEYS[1], ARGV[1], 1), ${WHATSAPP_THROTTLE_CODES.recipient}, last + gap - now}
  end
end
local calls = redis.call("HINCRBY", KEYS[1], ARGV[1], 1)
if ARGV[3] == "always" or (ARGV[3] == "first" and calls == 1) then return {calls, 0, 0} end
if redis.call("HSETNX", KEYS[2], ARGV[1], ARGV[2]) == 1 then
  redis.call("RPUSH", KEYS[3], ARGV[1])
  redis.call("HSET", KEYS[4], ARGV[1], now)
  if limit > 0 then
    redis.call("ZADD", KEYS[5], now, ARGV[1])
    redis.call("PEXPIRE", KEYS[5], 2000)
    if gap > 0 then redis.call("SET", KEYS[6], now, "PX", gap) end
  end
end
return {calls, 0, 0}`;

/** The throttling answer the script gave, as WhatsApp words it. */
function pacingRefusal(code: number, retryAfterMs: number, limits: NonNullable<ChannelSendRequest["pacing"]>): ChannelThrottledError {
  return code === WHATSAPP_THROTTLE_CODES.channel
    ? new ChannelThrottledError(
        `DEV provider throttled the send: over the channel's ${limits.throughputPerSecond} messages a second (${code}).`,
        retryAfterMs,
        "channel",
        WHATSAPP_THROTTLE_CODES.channel,
      )
    : new ChannelThrottledError(
        `DEV provider throttled the send: closer than ${limits.recipientGapSeconds} s to the recipient's last (${code}).`,
        retryAfterMs,
        "recipient",
        WHATSAPP_THROTTLE_CODES.recipient,
      );
}

/** Whether the text's markers fail every try or only the first (the script must not accept a failing send). */
function failureMode(text: string): "always" | "first" | "" {
  const m = DEV_FAILURE_MARKERS;
  if (text.includes(m.permanent) || text.includes(m.transient) || text.includes(m.throttleForever)) return "always";
  return text.includes(m.flaky) || text.includes(m.throttle) ? "first" : "";
}

function failureOf(text: string, calls: number): ChannelSendError | null {
  if (text.includes(DEV_FAILURE_MARKERS.throttleForever) || (text.includes(DEV_FAILURE_MARKERS.throttle) && calls === 1)) {
    return new ChannelThrottledError(
      `DEV provider throttled the send (the text contains ${DEV_FAILURE_MARKERS.throttle}).`,
      DEV_THROTTLE_RETRY_AFTER_MS,
      "channel",
      WHATSAPP_THROTTLE_CODES.channel,
    );
  }
  if (text.includes(DEV_FAILURE_MARKERS.permanent)) {
    const asked = /#fail:([A-Z_]+)/.exec(text)?.[1] as MessageErrorCode | undefined;
    const errorCode = asked && DEV_PROVIDER_CODES[asked] !== undefined ? asked : "PROVIDER_ERROR";
    return new ChannelSendError(`DEV provider refused the message (its text contains ${DEV_FAILURE_MARKERS.permanent}).`, false, {
      errorCode,
      providerCode: DEV_PROVIDER_CODES[errorCode],
    });
  }
  if (text.includes(DEV_FAILURE_MARKERS.transient))
    return new ChannelSendError(`DEV provider temporarily unavailable (the text contains ${DEV_FAILURE_MARKERS.transient}).`, true);
  if (text.includes(DEV_FAILURE_MARKERS.flaky) && calls === 1)
    return new ChannelSendError(`DEV provider timed out on the first try (${DEV_FAILURE_MARKERS.flaky}).`, true);
  return null;
}

/**
 * What the simulator saw: provider calls per message id, the accepted message ids in acceptance
 * order, and when each was accepted (ms since the epoch, Redis's clock) (tests, benchmarks).
 */
export async function devChannelStats(
  redis: Redis | Cluster,
  keyPrefix: string,
): Promise<{ calls: Record<string, number>; accepted: string[]; sentAt: Record<string, number> }> {
  const [calls, accepted, sentAt] = await Promise.all([
    redis.hgetall(callsKey(keyPrefix)),
    redis.lrange(logKey(keyPrefix), 0, -1),
    redis.hgetall(sentAtKey(keyPrefix)),
  ]);
  const numbers = (hash: Record<string, string>) => Object.fromEntries(Object.entries(hash).map(([id, n]) => [id, Number(n)]));
  return { calls: numbers(calls), accepted, sentAt: numbers(sentAt) };
}
