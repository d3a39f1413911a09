import type { RedisClient } from "@crm/jobs";

/**
 * Pacing of outbound sends, per channel (at most `throughputPerSecond` a second) and per recipient
 * (at least `recipientGapSeconds` between two sends to one number), shared by every worker process.
 *
 * Why not BullMQ's limiter: the open-source one limits a whole queue (groups are BullMQ Pro), and
 * one queue per channel would need a Worker per channel. Instead each channel has a "next free
 * slot" in Redis (slots 1000/(throughput x PACING_SHARE) ms apart, GCRA without burst) and each recipient a "next
 * allowed time"; a Lua script reads and moves both at once on Redis's clock, so under any
 * concurrency no two senders get the same slot and the gap holds. A sender waits out a near slot
 * in process; a far one (a recipient's gap, a busy channel) is handed back as a time to come back,
 * and the chat's delivery is rescheduled (a delayed BullMQ job), so no job sleeps on a slot.
 */

/**
 * Slots are spaced for this share of the channel's throughput. A send reaches the provider a little
 * after its slot (ms, tens of ms under load), and at exactly the limit any late earlier send puts
 * one send too many into the provider's sliding second: a 130429, which holds the whole channel
 * off. The margin absorbs delays up to about 50 ms at any throughput (1,000 sends at 80/s take
 * 13.2 s instead of 12.5 s).
 */
export const PACING_SHARE = 0.95;

/** Slots further ahead than this are not taken: the chat comes back later instead. */
export const PACING_HORIZON_MS = 1_000;

/**
 * KEYS: channel's next slot, recipient's next allowed time; ARGV: slot spacing (ms), recipient gap
 * (ms), horizon (ms). Answers {0, wait}: come back in `wait` ms (nothing taken); {1, wait}: the slot
 * `wait` ms from now is yours (the recipient's next time moved past it).
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local recipientNext = tonumber(redis.call('GET', KEYS[2]) or '0')
if recipientNext > now then return {0, tostring(recipientNext - now)} end
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if slot - now > tonumber(ARGV[3]) then return {0, tostring(slot - now)} end
local spacing = tonumber(ARGV[1])
redis.call('SET', KEYS[1], tostring(slot + spacing), 'PX', math.ceil(slot + spacing - now) + 1000)
local gap = tonumber(ARGV[2])
if gap > 0 then redis.call('SET', KEYS[2], tostring(slot + gap), 'PX', math.ceil(slot + gap - now) + 1000) end
return {1, tostring(slot - now)}
`;

/** KEYS: a next-time key; ARGV: ms from now. Moves it to at least now + ARGV[1] (never back). */
const HOLD_OFF = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local at = now + tonumber(ARGV[1])
if at > tonumber(redis.call('GET', KEYS[1]) or '0') then
  redis.call('SET', KEYS[1], tostring(at), 'PX', math.ceil(tonumber(ARGV[1])) + 1000)
end
return 1
`;

export interface PacedTarget {
  channelId: string;
  to: string;
  throughputPerSecond: number;
  recipientGapSeconds: number;
}

export type PacingDecision = { go: true; inMs: number } | { go: false; retryInMs: number };

export interface SendPacing {
  /** Takes the channel's next slot for a send to `to`, unless it (or the recipient's gap) is too far ahead. */
  reserve(target: PacedTarget): Promise<PacingDecision>;
  /** After a send: the recipient's gap counts from its end, so the provider never sees two sends closer. */
  sent(target: PacedTarget): Promise<void>;
  /** After a provider's throttling answer: the channel's (or only the recipient's) sends wait `ms`. */
  holdOff(target: PacedTarget, scope: "channel" | "recipient", ms: number): Promise<void>;
}

export function sendPacing(redis: RedisClient, prefix: string): SendPacing {
  // The prefix is the queues' hash tag on a cluster, so a channel's keys and its recipients' share a slot.
  const channelKey = (t: PacedTarget) => `${prefix}:pacing:${t.channelId}:next`;
  const recipientKey = (t: PacedTarget) => `${prefix}:pacing:${t.channelId}:to:${t.to}`;
  const holdOff = (key: string, ms: number) => redis.eval(HOLD_OFF, 1, key, ms);
  return {
    async reserve(target) {
      const [go, wait] = (await redis.eval(
        RESERVE,
        2,
        channelKey(target),
        recipientKey(target),
        1000 / (target.throughputPerSecond * PACING_SHARE),
        target.recipientGapSeconds * 1000,
        PACING_HORIZON_MS,
      )) as [number, string];
      const ms = Math.ceil(Number(wait));
      return go === 1 ? { go: true, inMs: ms } : { go: false, retryInMs: ms };
    },
    async sent(target) {
      if (target.recipientGapSeconds > 0) await holdOff(recipientKey(target), target.recipientGapSeconds * 1000);
    },
    async holdOff(target, scope, ms) {
      await holdOff(scope === "channel" ? channelKey(target) : recipientKey(target), ms);
    },
  };
}
