import { createHash } from "node:crypto";
import { luaScript, type RedisClient } from "@crm/jobs";
import { relayJobId } from "../relay/outbox-relay";

/** The webhook consumer's name in the relay's job ids. */
export const WEBHOOK_CONSUMER = "webhooks";

/** The id of the `deliver` job carrying the retries of one event's delivery to one endpoint. */
export const deliveryJobId = (eventId: string, webhookId: string): string => `${relayJobId(WEBHOOK_CONSUMER, eventId)}.${webhookId}`;

/**
 * How long a claim outlives its batch's run: a relay repeats an event only until it is marked
 * dispatched (normally within a second of the first time; longer while MongoDB is unavailable),
 * and the repeated batch runs once it reaches the front of the queue. About 180 bytes of Redis
 * per delivery meanwhile (160 MB at a sustained 1,000 deliveries/s).
 */
export const DELIVERY_CLAIM_TTL_MS = 15 * 60 * 1000;

/** A batch's mark in its claims: short, since there is one claim per delivery. */
const claimTag = (batchId: string): string => createHash("sha256").update(batchId).digest("base64url").slice(0, 12);

/**
 * Claims each key for ARGV[1] (a batch's tag) unless another batch holds it; 1 where the caller
 * holds it (now or since an earlier run of the same job), else 0.
 */
const CLAIM = luaScript(`
local mine = {}
for i, key in ipairs(KEYS) do
  if redis.call('SET', key, ARGV[1], 'NX', 'PX', ARGV[2]) then
    mine[i] = 1
  else
    mine[i] = redis.call('GET', key) == ARGV[1] and 1 or 0
  end
end
return mine
`);

export interface DeliveryClaims {
  /** Which of `eventIds` (to `webhookId`) are `batchId`'s to send: those no other batch has run. */
  claim(batchId: string, webhookId: string, eventIds: readonly string[]): Promise<boolean[]>;
}

/**
 * Who sends each delivery of the relayed batches: a relay repeated after a crash between
 * enqueueing and marking its events dispatched may group them otherwise (with newer events), so
 * its batch jobs get other ids; the first batch to run a delivery claims it in one round trip,
 * and any other skips it. A run of the same batch again (its worker died) keeps its claims.
 */
export function deliveryClaims(redis: RedisClient, prefix: string, ttlMs = DELIVERY_CLAIM_TTL_MS): DeliveryClaims {
  return {
    async claim(batchId, webhookId, eventIds) {
      const keys = eventIds.map((eventId) => `${prefix}:webhooks:claimed:${eventId}.${webhookId}`);
      const mine = (await CLAIM(redis, keys, [claimTag(batchId), ttlMs])) as number[];
      return mine.map((one) => Number(one) === 1);
    },
  };
}
