import type { Redis } from "ioredis";
import { ChannelSendError, type ChannelProvider, type ChannelSendRequest } from "./channel-provider";

export interface DevChannelOptions {
  /** Where the simulator keeps its idempotency record and call counts (shared by every worker process). */
  redis: Redis;
  keyPrefix: string;
  /** After a send: DELIVERED after `deliveredAfterMs`, READ `readAfterMs` later. */
  deliveredAfterMs: number;
  readAfterMs: number;
}

/**
 * Markers in a TEXT message that make the simulator fail, so failures can be tried by hand:
 * `#fail` is refused for good (the message goes FAILED at once), `#retry` fails as temporarily
 * unavailable on every try (FAILED after the last retry), `#flaky` fails only the first try.
 */
export const DEV_FAILURE_MARKERS = { permanent: "#fail", transient: "#retry", flaky: "#flaky" } as const;

const callsKey = (prefix: string) => `${prefix}dev-channel:calls`;
const acceptedKey = (prefix: string) => `${prefix}dev-channel:accepted`;
const logKey = (prefix: string) => `${prefix}dev-channel:log`;

/**
 * The DEV channel provider (embedded default): simulates a messaging network. It accepts each
 * message id once (the idempotency key: a repeated send answers the same provider id and counts
 * as a duplicate call, not a second message), then reports DELIVERED and READ after the
 * configured delays. Calls are counted per message id in Redis, so tests can prove that no
 * message reached the provider twice even across worker processes.
 */
export function createDevChannelProvider(options: DevChannelOptions): ChannelProvider {
  const { redis, keyPrefix } = options;
  return {
    info: { service: "channel:DEV", adapter: "dev", simulated: true },
    async send(request: ChannelSendRequest) {
      const result = await redis.multi().hincrby(callsKey(keyPrefix), request.messageId, 1).hsetnx(acceptedKey(keyPrefix), request.messageId, request.to).exec();
      const calls = Number(result?.[0]?.[1] ?? 1);
      const firstAcceptance = Number(result?.[1]?.[1] ?? 0) === 1;
      const text = typeof request.content.text === "string" ? request.content.text : "";
      const failure = failureOf(text, calls);
      if (failure) {
        // A refused send was not accepted: the id stays free for the next try.
        await redis.hdel(acceptedKey(keyPrefix), request.messageId);
        throw failure;
      }
      // The order in which messages reached the network: what a chat's recipient sees.
      if (firstAcceptance) await redis.rpush(logKey(keyPrefix), request.messageId);
      return { providerMessageId: `dev-${request.messageId}` };
    },
    simulatedReceipts: [
      { status: "DELIVERED", afterMs: options.deliveredAfterMs },
      { status: "READ", afterMs: options.deliveredAfterMs + options.readAfterMs },
    ],
  };
}

function failureOf(text: string, calls: number): ChannelSendError | null {
  if (text.includes(DEV_FAILURE_MARKERS.permanent)) return new ChannelSendError(`DEV provider refused the message (its text contains ${DEV_FAILURE_MARKERS.permanent}).`, false);
  if (text.includes(DEV_FAILURE_MARKERS.transient)) return new ChannelSendError(`DEV provider temporarily unavailable (the text contains ${DEV_FAILURE_MARKERS.transient}).`, true);
  if (text.includes(DEV_FAILURE_MARKERS.flaky) && calls === 1) return new ChannelSendError(`DEV provider timed out on the first try (${DEV_FAILURE_MARKERS.flaky}).`, true);
  return null;
}

/** What the simulator saw: provider calls per message id, and the accepted message ids in acceptance order (tests, benchmarks). */
export async function devChannelStats(redis: Redis, keyPrefix: string): Promise<{ calls: Record<string, number>; accepted: string[] }> {
  const [calls, accepted] = await Promise.all([redis.hgetall(callsKey(keyPrefix)), redis.lrange(logKey(keyPrefix), 0, -1)]);
  return { calls: Object.fromEntries(Object.entries(calls).map(([id, n]) => [id, Number(n)])), accepted };
}
