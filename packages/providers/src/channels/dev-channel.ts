import type { MessageErrorCode } from "@crm/domain";
import type { Cluster, Redis } from "ioredis";
import type { ProviderInfo } from "../provider-info";
import { ChannelSendError, ChannelThrottledError, type ChannelProvider, type ChannelSendRequest } from "./channel-provider";
import { pacingRefusal, type PacingLimits } from "./pacing-rule";
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
/** A channel's accepted sends of the last second, its recipients' last send (kept for the gap) and a change counter. */
const paceKeys = (prefix: string, channelId: string, to: string) => [
  `${prefix}dev-channel:pace:${channelId}:times`,
  `${prefix}dev-channel:pace:${channelId}:to:${to}`,
  `${prefix}dev-channel:pace:${channelId}:version`,
];

/**
 * The DEV channel provider (embedded default): simulates a messaging network. It accepts each
 * message id once (the idempotency key: a repeated send answers the same provider id and counts
 * as a duplicate call, not a second message), then reports DELIVERED and READ after the
 * configured delays. Calls are counted per message id in Redis, so tests can prove that no
 * message reached the provider twice even across worker processes; the time each message was
 * accepted (Redis's clock, shared by every worker) shows the pacing. Like WhatsApp it refuses
 * sends over the channel's pacing (`request.pacing`: its throughputPerSecond and
 * recipientGapSeconds) with 130429 / 131056 (pacing-rule.ts, checked against the sends it
 * accepted); unlike WhatsApp the refusal says when the send would be accepted.
 */
export function createDevChannelProvider(options: DevChannelOptions): ChannelProvider {
  const { redis, keyPrefix } = options;

  /**
   * The channel's pacing as WhatsApp applies it: a refused send counts as a call and throws the
   * throttling answer; an allowed one answers the version its acceptance must still find. A
   * repeat of a message already accepted is not paced (it answers the same provider id).
   */
  async function pacingCheck(request: ChannelSendRequest, limits: PacingLimits, keys: string[]): Promise<string> {
    const [now, count, oldest, last, version, known] = (await redis.eval(
      WINDOW_SCRIPT,
      4,
      ...keys,
      acceptedKey(keyPrefix),
      request.messageId,
    )) as [number, number, number, number, string, number];
    if (known === 1) return "";
    const refusal = pacingRefusal(
      { now, sentInLastSecond: count, oldestInLastSecond: oldest < 0 ? null : oldest, lastToRecipient: last < 0 ? null : last },
      limits,
    );
    if (!refusal) return version;
    await redis.hincrby(callsKey(keyPrefix), request.messageId, 1);
    throw new ChannelThrottledError(
      refusal.scope === "channel"
        ? `DEV provider throttled the send: over the channel's ${limits.throughputPerSecond} messages a second (${refusal.code}).`
        : `DEV provider throttled the send: closer than ${limits.recipientGapSeconds} s to the recipient's last (${refusal.code}).`,
      refusal.retryAfterMs,
      refusal.scope,
      refusal.code,
    );
  }

  return {
    info: DEV_CHANNEL_INFO,
    async send(request: ChannelSendRequest) {
      // Markers may sit in any string of the content (a template's parameters, a caption), so they work for every type.
      const text = JSON.stringify(request.content);
      const mode = failureMode(text);
      const keys = paceKeys(keyPrefix, request.channel.id, request.to);
      for (;;) {
        const version = mode === "" && request.pacing ? await pacingCheck(request, request.pacing, keys) : "";
        // One round trip: count the call, then (unless the markers make it fail) accept the id once
        // and log it in acceptance order; a refused send leaves the id free for the next try. A
        // paced send is accepted only if no other send on the channel was since its check.
        const [calls, applied] = (await redis.eval(
          SEND_SCRIPT,
          7,
          callsKey(keyPrefix),
          acceptedKey(keyPrefix),
          logKey(keyPrefix),
          sentAtKey(keyPrefix),
          ...keys,
          request.messageId,
          request.to,
          mode,
          version,
          (request.pacing?.recipientGapSeconds ?? 0) * 1000,
        )) as [number, number];
        if (applied === 0) continue;
        const failure = failureOf(text, calls);
        if (failure) throw failure;
        return { providerMessageId: `dev-${request.messageId}` };
      }
    },
    simulatedReceipts: [
      { status: "DELIVERED", afterMs: options.deliveredAfterMs },
      { status: "READ", afterMs: options.deliveredAfterMs + options.readAfterMs },
    ],
  };
}

/**
 * KEYS: channel's send times, recipient's last send, channel's version, accepted; ARGV: message id.
 * Answers {now, sends in the last second, the oldest of them (-1), the recipient's last (-1), version, already accepted}.
 */
const WINDOW_SCRIPT = `
local t = redis.call("TIME")
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", now - 1000)
local oldest = redis.call("ZRANGE", KEYS[1], 0, 0, "WITHSCORES")[2] or -1
local last = redis.call("GET", KEYS[2]) or -1
local known = redis.call("HEXISTS", KEYS[4], ARGV[1])
return {now, redis.call("ZCARD", KEYS[1]), tonumber(oldest), tonumber(last), redis.call("GET", KEYS[3]) or "0", known}`;

/**
 * KEYS: calls, accepted, log, sent-at, channel's send times, recipient's last send, channel's version;
 * ARGV: message id, recipient, failure mode ("always", "first" or ""), version ("" when not paced),
 * recipient gap (ms). Answers {calls, 1}, or {0, 0} when the version moved (nothing done).
 */
const SEND_SCRIPT = `
if ARGV[4] ~= "" and (redis.call("GET", KEYS[7]) or "0") ~= ARGV[4] then return {0, 0} end
local calls = redis.call("HINCRBY", KEYS[1], ARGV[1], 1)
if ARGV[3] == "always" or (ARGV[3] == "first" and calls == 1) then return {calls, 1} end
if redis.call("HSETNX", KEYS[2], ARGV[1], ARGV[2]) == 1 then
  redis.call("RPUSH", KEYS[3], ARGV[1])
  local t = redis.call("TIME")
  local now = t[1] * 1000 + math.floor(t[2] / 1000)
  redis.call("HSET", KEYS[4], ARGV[1], now)
  if ARGV[4] ~= "" then
    redis.call("ZADD", KEYS[5], now, ARGV[1])
    redis.call("PEXPIRE", KEYS[5], 2000)
    if tonumber(ARGV[5]) > 0 then redis.call("SET", KEYS[6], now, "PX", ARGV[5]) end
    redis.call("INCR", KEYS[7])
  end
end
return {calls, 1}`;

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
