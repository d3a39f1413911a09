import type { RedisClient } from "@crm/jobs";
import { relayJobId } from "../relay/outbox-relay";

/** The webhook consumer's name in the relay's job ids. */
export const WEBHOOK_CONSUMER = "webhooks";

/** One event's delivery to one endpoint: its claim, and the id of the `deliver` job carrying its retries. */
export const deliveryJobId = (eventId: string, webhookId: string): string => `${relayJobId(WEBHOOK_CONSUMER, eventId)}.${webhookId}`;

/**
 * How long a claim outlives its batch's run: a relay repeats an event only until it is marked
 * dispatched (normally within a second; longer while MongoDB is unavailable), and the repeated
 * batch runs once it reaches the front of the queue. About 150 bytes of Redis per delivery.
 */
export const DELIVERY_CLAIM_TTL_MS = 60 * 60 * 1000;

/**
 * Claims each key for ARGV[1] (a batch job id) unless another batch holds it; 1 where the caller
 * holds it (now or since an earlier run of the same job), else 0.
 */
const CLAIM = `
local mine = {}
for i, key in ipairs(KEYS) do
  if redis.call('SET', key, ARGV[1], 'NX', 'PX', ARGV[2]) then
    mine[i] = 1
  else
    mine[i] = redis.call('GET', key) == ARGV[1] and 1 or 0
  end
end
return mine
`;

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
      const keys = eventIds.map((eventId) => `${prefix}:webhooks:claimed:${deliveryJobId(eventId, webhookId)}`);
      const mine = (await redis.eval(CLAIM, keys.length, ...keys, batchId, ttlMs)) as number[];
      return mine.map((one) => Number(one) === 1);
    },
  };
}
