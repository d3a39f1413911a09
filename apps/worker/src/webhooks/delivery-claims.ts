import { createHash } from "node:crypto";
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
 * Lua: claims each of `keys` for `tag` (a batch's) unless another batch holds it; 1 where the
 * caller holds it (now or since an earlier run of the same job), else 0. Run by the script that
 * takes the batch's slots (endpoint-slots.ts), so a batch claims in the same round trip.
 */
export const CLAIM_LUA = `
local function claim(keys, tag, ttl)
  local mine = {}
  for i, key in ipairs(keys) do
    if redis.call('SET', key, tag, 'NX', 'PX', ttl) then
      mine[i] = 1
    else
      mine[i] = redis.call('GET', key) == tag and 1 or 0
    end
  end
  return mine
end
`;

/** What a batch claims: one key per delivery, and its mark. */
export interface ClaimRequest {
  keys: string[];
  tag: string;
  ttlMs: number;
}

export interface DeliveryClaims {
  /** The claims of `eventIds` (to `webhookId`) for `batchId`: it sends those no other batch has run. */
  of(batchId: string, webhookId: string, eventIds: readonly string[]): ClaimRequest;
}

/**
 * Who sends each delivery of the relayed batches: a relay repeated after a crash between
 * enqueueing and marking its events dispatched may group them otherwise (with newer events), so
 * its batch jobs get other ids; the first batch to run a delivery claims it in one round trip,
 * and any other skips it. A run of the same batch again (its worker died) keeps its claims.
 */
export function deliveryClaims(prefix: string, ttlMs = DELIVERY_CLAIM_TTL_MS): DeliveryClaims {
  return {
    of: (batchId, webhookId, eventIds) => ({
      keys: eventIds.map((eventId) => `${prefix}:webhooks:claimed:${eventId}.${webhookId}`),
      tag: claimTag(batchId),
      ttlMs,
    }),
  };
}
