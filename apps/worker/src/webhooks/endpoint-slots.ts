import { allFulfilled, createBatcher } from "@crm/domain";
import { luaScript, type RedisClient } from "@crm/jobs";
import { CLAIM_LUA, type ClaimRequest } from "./delivery-claims";

/** Deliveries one endpoint may have in flight at once, across all workers. */
export const DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY = 10;

/** When a delivery waits in its worker for a slot that worker is about to free, before it parks. */
export interface LocalWait {
  /** Only for an endpoint whose attempts in this worker lately took at most this long (ms, on average). */
  fastEndpointMs: number;
  /** For at most four times that average, and at most this long. */
  maxWaitMs: number;
}

/** The defaults: for endpoints answering within 50 ms on average, at most 200 ms. */
export const DEFAULT_LOCAL_WAIT: LocalWait = { fastEndpointMs: 50, maxWaitMs: 200 };

/** The longest a parked job waits for a wake-up before it looks for a slot by itself. */
export const MAX_PARK_MS = 10 * 60_000;

/**
 * How long a parked job waits before it looks for a slot by itself: a timeout, or as long as it
 * has waited so far, up to MAX_PARK_MS; and for a job with `turnsAhead` full turns of the
 * endpoint's slots parked ahead of it (EndpointSlots.park), at least a timeout per turn, since each
 * turn may take that long before its own comes. A wake-up normally comes first, when a slot frees;
 * the own look is for one that was lost (the slot's holder died: its lease frees the slot, and the
 * next delivery to release one wakes the longest parked). Every timeout instead, a dead endpoint's
 * parked jobs (one per relay round while its receiver hangs) ran more and more often as they piled
 * up: after an hour of a stream, 360 runs a second for each relay round's job per second. And with
 * a timeout for each, every job parked in one timeout looked in the next, so a dead endpoint's job
 * runs doubled a timeout into its outage; now only its first turn's jobs look that early.
 */
export function parkDelayMs(createdAt: number, timeoutMs: number, now = Date.now(), turnsAhead = 0): number {
  return Math.max(timeoutMs, Math.min(MAX_PARK_MS, Math.max(now - createdAt, (1 + turnsAhead) * timeoutMs)));
}

/**
 * Per endpoint, two keys beside the queue's: `in-flight`, a sorted set of the deliveries holding
 * a slot scored by their lease's end (Redis time, so every worker agrees), and `parked`, the
 * deliveries waiting for a slot in BullMQ's delayed set, oldest first. An expired lease (a worker died
 * mid-delivery) frees its slot; a holder already in the set keeps its slot (its job run again).
 *
 * A parked delivery woken for a freed slot finds it kept for it: the slot is held in its name
 * (`<job id>#woken`, on the usual lease) until its job runs and takes it over, so a newer delivery
 * asking in between cannot take it and send the woken one back to park (which, with a slot per
 * lane of a batch, happened to most of the batches of a busy endpoint).
 */
const WOKEN = "#woken";

/** An endpoint's two keys beside the queue's: its slots in flight and its line of parked deliveries. */
export const endpointKeys = (prefix: string, webhookId: string): [inFlight: string, parked: string] => [
  `${prefix}:webhooks:in-flight:${webhookId}`,
  `${prefix}:webhooks:parked:${webhookId}`,
];

const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;
/** Lua: pops the longest-parked delivery and keeps a slot of `inFlight` for it; its id, or '' when none is parked or no slot is free. */
const RESERVE_NEXT = `
local function reserveNext(inFlight, parked, cap, lease)
  if redis.call('ZCARD', inFlight) >= cap then return '' end
  local woken = redis.call('ZPOPMIN', parked)[1]
  if not woken then return '' end
  redis.call('ZADD', inFlight, now + lease, woken .. '${WOKEN}')
  redis.call('PEXPIRE', inFlight, lease)
  return woken
end
`;

/**
 * Takes a slot for each holder ARGV[2i + 1] on the endpoint whose keys are KEYS[2i - 1] (in flight)
 * and KEYS[2i] (parked) if one is free or kept for job ARGV[2i + 2] ('' for none): 1, else 0. The
 * attempts starting at once ask in one round trip, each in turn, so the cap holds as when they ask
 * apart. A job that got its slot leaves the line: parked before, it may be running on its own look
 * (its fallback delay), and a release would else pop its id and try to wake it in vain.
 */
const ACQUIRE = luaScript(`${NOW}
local cap = tonumber(ARGV[1])
local lease = tonumber(ARGV[2])
local swept = {}
local taken = {}
for i = 1, #KEYS / 2 do
  local key = KEYS[2 * i - 1]
  if not swept[key] then
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
    swept[key] = true
  end
  local holder = ARGV[2 * i + 1]
  local job = ARGV[2 * i + 2]
  if redis.call('ZSCORE', key, holder) or (job ~= '' and redis.call('ZREM', key, job .. '${WOKEN}') == 1) or redis.call('ZCARD', key) < cap then
    redis.call('ZADD', key, now + lease, holder)
    redis.call('PEXPIRE', key, lease)
    if job ~= '' then redis.call('ZREM', KEYS[2 * i], job) end
    taken[i] = 1
  else
    taken[i] = 0
  end
end
return taken
`);

/**
 * A batch's lanes: takes a slot on in-flight set KEYS[1] for each holder ARGV[i >= 6] that is
 * free or kept for it (the first holder may take over the reservation of its job ARGV[3]), and,
 * when it got any, takes the job out of the line KEYS[2] (as ACQUIRE does) and claims the batch's
 * deliveries KEYS[3..] for tag ARGV[4] (ttl ARGV[5]): all in one round trip. Answers the holders
 * that got a slot and the claims (none when it got no slot: it parks).
 */
const ACQUIRE_LANES = luaScript(`${NOW}${CLAIM_LUA}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local cap = tonumber(ARGV[1])
local lease = tonumber(ARGV[2])
local taken = {}
for i = 6, #ARGV do
  local holder = ARGV[i]
  if redis.call('ZSCORE', KEYS[1], holder) or (i == 6 and redis.call('ZREM', KEYS[1], ARGV[3] .. '${WOKEN}') == 1) or redis.call('ZCARD', KEYS[1]) < cap then
    redis.call('ZADD', KEYS[1], now + lease, holder)
    taken[#taken + 1] = holder
  end
end
if #taken == 0 then return {taken, {}} end
redis.call('PEXPIRE', KEYS[1], lease)
redis.call('ZREM', KEYS[2], ARGV[3])
return {taken, claim({unpack(KEYS, 3)}, ARGV[4], ARGV[5])}
`);

/**
 * Parks ARGV[1] (already in the delayed set) unless a slot came free since it asked (returns -1:
 * the slot is kept for it and the caller wakes it); else returns how many deliveries are parked
 * ahead of it. Atomic with RELEASE, so a slot freed in between is never missed. The parked list
 * outlives its longest wait (ARGV[4] ms), so the deliveries waiting behind a receiver that stopped
 * getting new ones keep their turn (one parked again keeps its place).
 */
const PARK = luaScript(`${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local cap = tonumber(ARGV[2])
local lease = tonumber(ARGV[3])
if redis.call('ZCARD', KEYS[1]) < cap then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[1] .. '${WOKEN}')
  redis.call('PEXPIRE', KEYS[1], lease)
  return -1
end
redis.call('ZADD', KEYS[2], 'NX', now, ARGV[1])
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[4]))
return redis.call('ZRANK', KEYS[2], ARGV[1])
`);

/**
 * Frees the slot of each holder ARGV[i + 2] (endpoint keys KEYS[2i-1], KEYS[2i]) and hands back, for
 * each, the longest-parked delivery to wake, the slot kept for it ('' when none): one round trip
 * for the attempts ending at once.
 */
const RELEASE = luaScript(`${NOW}${RESERVE_NEXT}
local cap = tonumber(ARGV[1])
local lease = tonumber(ARGV[2])
local next = {}
for i = 1, #ARGV - 2 do
  redis.call('ZREM', KEYS[2 * i - 1], ARGV[i + 2])
  next[i] = reserveNext(KEYS[2 * i - 1], KEYS[2 * i], cap, lease)
end
return next
`);

/**
 * ARGV[1] could not be woken (no longer delayed), or has nothing to send: out of the line, it frees
 * the slot kept for it, and the next parked delivery gets a free slot instead.
 */
const NEXT = luaScript(`${NOW}${RESERVE_NEXT}
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[1] .. '${WOKEN}')
return reserveNext(KEYS[1], KEYS[2], tonumber(ARGV[2]), tonumber(ARGV[3]))
`);

export interface EndpointSlots {
  /** Takes one of the endpoint's slots for `holder` (a job id); false when the endpoint has all of them in use. */
  acquire(webhookId: string, holder: string): Promise<boolean>;
  /**
   * Takes slots for the lanes of job `jobId`'s batch (`<jobId>#<lane>`) and, if it got any, its
   * `claims` (one per delivery, in order), in one round trip: as many slots as are free of those
   * it needs (one per delivery up to the cap; for an endpoint that answers fast, as many as carry
   * the batch in about BATCH_SPAN_MS), none when the endpoint has all of its slots in use. The
   * holders that got one, and which deliveries are the batch's to send (none claimed without a slot).
   */
  acquireSome(webhookId: string, jobId: string, claims: ClaimRequest): Promise<{ lanes: string[]; claimed: boolean[] }>;
  /**
   * Before another request on a slot `holder` took with acquireSome: extends the slot's lease
   * unless it still covers a whole request; false when the slot was lost (its lease ran out).
   */
  keep(webhookId: string, holder: string): Promise<boolean>;
  /**
   * Puts a delivery that found no slot, already delayed (as a fallback, by about a timeout), in
   * line: `wake` is called for it when a slot frees. Answers how many full turns of the endpoint's
   * slots are parked ahead of it (0 when it is among the next to go, or was woken at once).
   */
  park(webhookId: string, holder: string): Promise<number>;
  release(webhookId: string, holder: string): Promise<void>;
  /**
   * A delivery that asked for no slot, having nothing to send (its endpoint deleted or disabled,
   * its event expired): out of the line, and a slot kept for it (it was woken) goes to the next
   * parked delivery, so the line does not wait for the slot's lease to run out.
   */
  leave(webhookId: string, holder: string): Promise<void>;
  /**
   * Whether a delivery to this endpoint parked in this worker within the last timeout, finding all
   * of its slots held, and none has found one free since: a new one would park too. A hint only.
   */
  saturated(webhookId: string): boolean;
}

export interface EndpointSlotsOptions {
  redis: RedisClient;
  /** The queue prefix (a hash tag on a cluster, so each endpoint's two keys share a slot). */
  prefix: string;
  /** Slots per endpoint. */
  perEndpoint: number;
  /** The delivery timeout: a slot's lease outlives one attempt. */
  timeoutMs: number;
  /** Moves a parked delivery from the delayed set back to the queue (promote); false when it is no longer delayed. */
  wake(holder: string): Promise<boolean>;
  /** Default DEFAULT_LOCAL_WAIT. */
  localWait?: LocalWait;
}

/**
 * The in-flight cap per endpoint (requests the receiver has not answered yet): a receiver that
 * answers slowly or never holds at most
 * `perEndpoint` of the workers' delivery slots. Its other deliveries wait in BullMQ's delayed set
 * (no worker slot held, no attempt counted) and each slot it frees wakes the next of them, so the
 * other endpoints get every slot it does not hold and its own deliveries resume without polling.
 * The acquires (and the releases) of attempts running at once share one Redis round trip.
 *
 * Parking costs several round trips and a second run of the job. So a delivery that finds no slot
 * for an endpoint that answers fast (in this worker, lately) and has requests in flight from this
 * worker first waits, briefly, for one of them to end and takes its slot when no parked delivery
 * is waiting for it. A slow or dead endpoint never has its deliveries wait this way.
 */
export function endpointSlots(options: EndpointSlotsOptions): EndpointSlots {
  // A slot covers one request, bounded by the timeout; the margin covers the URL check and Redis.
  const marginMs = 5_000;
  const leaseMs = options.timeoutMs + marginMs;
  // When each slot held for several requests in turn (a batch's lane) was last leased, by holder.
  const leasedAt = new Map<string, number>();
  const keys = (webhookId: string) => endpointKeys(options.prefix, webhookId);
  const acquireMany = createBatcher(async (asked: Array<{ webhookId: string; holder: string; jobId?: string }>) => {
    const taken = (await ACQUIRE(
      options.redis,
      asked.flatMap(({ webhookId }) => keys(webhookId)),
      [options.perEndpoint, leaseMs, ...asked.flatMap(({ holder, jobId }) => [holder, jobId ?? ""])],
    )) as number[];
    return allFulfilled(taken.map((one) => Number(one) === 1));
  });
  // A parked id may be stale (its fallback delay ran out first and it is running): wake the next one instead.
  // False when none was woken: the slot stays free.
  const wakeNext = async (webhookId: string, first: string): Promise<boolean> => {
    let next: unknown = first;
    while (typeof next === "string" && next !== "") {
      if (await options.wake(next)) return true;
      next = await NEXT(options.redis, keys(webhookId), [next, options.perEndpoint, leaseMs]);
    }
    return false;
  };
  const local = localTurns(options.localWait ?? DEFAULT_LOCAL_WAIT);
  // A freed slot: a parked delivery goes first; else it goes to a delivery waiting in this worker, if any.
  const passOn = async (webhookId: string, next: string) => {
    if (!(await wakeNext(webhookId, next))) local.handOver(webhookId);
  };
  // By endpoint, until when it counts as saturated (performance.now()): the last park that found its slots all held, plus a timeout.
  const saturatedUntil = new Map<string, number>();
  const noteSaturated = (webhookId: string, full: boolean) => {
    saturatedUntil.delete(webhookId);
    if (!full) return;
    const now = performance.now();
    if (saturatedUntil.size >= MAX_KNOWN_ENDPOINTS)
      for (const [known, until] of saturatedUntil) if (until <= now) saturatedUntil.delete(known);
    if (saturatedUntil.size < MAX_KNOWN_ENDPOINTS) saturatedUntil.set(webhookId, now + options.timeoutMs);
  };
  // Only the round trip is shared: each caller wakes its own next delivery, so a slow wake holds up no other release.
  const releaseMany = createBatcher(async (released: Array<{ webhookId: string; holder: string }>) => {
    const next = (await RELEASE(
      options.redis,
      released.flatMap(({ webhookId }) => keys(webhookId)),
      [options.perEndpoint, leaseMs, ...released.map(({ holder }) => holder)],
    )) as string[];
    return allFulfilled(released.map((_, i) => next[i] ?? ""));
  });
  return {
    async acquire(webhookId, holder) {
      const asked = { webhookId, holder, jobId: holder };
      let taken = await acquireMany(asked);
      if (!taken && (await local.freed(webhookId))) taken = await acquireMany(asked);
      if (taken) local.started(webhookId, holder);
      return taken;
    },
    async acquireSome(webhookId, jobId, claims) {
      const holders = Array.from({ length: local.lanes(webhookId, claims.keys.length, options.perEndpoint) }, (_, i) => `${jobId}#${i}`);
      const ask = async () => {
        const [lanes, claimed] = (await ACQUIRE_LANES(
          options.redis,
          [...keys(webhookId), ...claims.keys],
          [options.perEndpoint, leaseMs, jobId, claims.tag, claims.ttlMs, ...holders],
        )) as [string[], number[]];
        return { lanes, claimed: claimed.map((one) => Number(one) === 1) };
      };
      let got = await ask();
      if (got.lanes.length === 0 && (await local.freed(webhookId))) got = await ask();
      for (const holder of got.lanes) {
        local.started(webhookId, holder);
        leasedAt.set(holder, performance.now());
      }
      return got;
    },
    async keep(webhookId, holder) {
      local.request(webhookId, holder);
      // A second to spare for the URL check and Redis, as the lease's margin allows.
      if (performance.now() - (leasedAt.get(holder) ?? -Infinity) < marginMs - 1_000) return true;
      if (!(await acquireMany({ webhookId, holder }))) return false;
      leasedAt.set(holder, performance.now());
      return true;
    },
    async park(webhookId, holder) {
      const ahead = Number(await PARK(options.redis, keys(webhookId), [holder, options.perEndpoint, leaseMs, MAX_PARK_MS + leaseMs]));
      noteSaturated(webhookId, ahead >= 0);
      if (ahead >= 0) return Math.floor(ahead / options.perEndpoint);
      await wakeNext(webhookId, holder);
      return 0;
    },
    async release(webhookId, holder) {
      local.ended(webhookId, holder);
      leasedAt.delete(holder);
      await passOn(webhookId, await releaseMany({ webhookId, holder }));
    },
    async leave(webhookId, holder) {
      await passOn(webhookId, (await NEXT(options.redis, keys(webhookId), [holder, options.perEndpoint, leaseMs])) as string);
    },
    saturated(webhookId) {
      return (saturatedUntil.get(webhookId) ?? -Infinity) > performance.now();
    },
  };
}

/**
 * Per endpoint, what this worker knows of its own attempts: when those in flight started, how long
 * the last ones took (a moving average per request: a batch's slot carries several in turn), and
 * the deliveries waiting here for one of them to end.
 */
const MAX_KNOWN_ENDPOINTS = 10_000;

/**
 * About how long a fast endpoint's batch should take over its lanes (endpointSlots.acquireSome):
 * a few requests' time, since each delivery of a lane waits for those before it. At 25 ms a
 * steady stream's batches went out over one lane, which added about 7 ms to the median lag.
 */
const BATCH_SPAN_MS = 5;

function localTurns(wait: LocalWait) {
  interface Endpoint {
    /** By holder: when it took its slot, and how many requests the slot has carried since (a batch's lane). */
    inFlight: Map<string, { startedAt: number; requests: number }>;
    averageMs: number | undefined;
    waiting: Array<(freed: boolean) => void>;
  }
  const endpoints = new Map<string, Endpoint>();
  const of = (webhookId: string): Endpoint => {
    let endpoint = endpoints.get(webhookId);
    if (!endpoint) endpoints.set(webhookId, (endpoint = { inFlight: new Map(), averageMs: undefined, waiting: [] }));
    return endpoint;
  };
  // An idle endpoint keeps its average (its next burst may wait locally at once), unless too many are known.
  const forget = (webhookId: string, endpoint: Endpoint) => {
    if (endpoints.size > MAX_KNOWN_ENDPOINTS && endpoint.inFlight.size === 0 && endpoint.waiting.length === 0) endpoints.delete(webhookId);
  };
  return {
    started(webhookId: string, holder: string): void {
      of(webhookId).inFlight.set(holder, { startedAt: performance.now(), requests: 0 });
    },
    /** Another request on `holder`'s slot. */
    request(webhookId: string, holder: string): void {
      const slot = endpoints.get(webhookId)?.inFlight.get(holder);
      if (slot) slot.requests++;
    },
    ended(webhookId: string, holder: string): void {
      const endpoint = endpoints.get(webhookId);
      const slot = endpoint?.inFlight.get(holder);
      if (!endpoint || !slot) return;
      endpoint.inFlight.delete(holder);
      // A single delivery's slot carries its one request (it never asks to keep it).
      const tookMs = (performance.now() - slot.startedAt) / Math.max(1, slot.requests);
      endpoint.averageMs = endpoint.averageMs === undefined ? tookMs : 0.8 * endpoint.averageMs + 0.2 * tookMs;
      forget(webhookId, endpoint);
    },
    /**
     * Lanes for a batch of `deliveries`: one each up to the cap, unless the endpoint answered fast
     * lately, then as many as send the batch in about BATCH_SPAN_MS at that pace. A fast endpoint's
     * small batch took a slot per delivery for a millisecond's request each, so two batches in a row
     * held its whole cap and the next ones parked.
     */
    lanes(webhookId: string, deliveries: number, cap: number): number {
      const averageMs = endpoints.get(webhookId)?.averageMs;
      const most = Math.min(deliveries, cap);
      if (averageMs === undefined || averageMs > wait.fastEndpointMs) return most;
      return Math.max(1, Math.min(most, Math.ceil((deliveries * averageMs) / BATCH_SPAN_MS)));
    },
    /** Gives a freed slot to the delivery that has waited here longest. */
    handOver(webhookId: string): void {
      endpoints.get(webhookId)?.waiting.shift()?.(true);
    },
    /**
     * For an endpoint that answers fast with requests in flight from this worker: waits (briefly)
     * until one of them frees its slot; true then. False at once for any other endpoint.
     */
    freed(webhookId: string): Promise<boolean> {
      const endpoint = endpoints.get(webhookId);
      const averageMs = endpoint?.averageMs;
      if (!endpoint || endpoint.inFlight.size === 0 || averageMs === undefined || averageMs > wait.fastEndpointMs)
        return Promise.resolve(false);
      return new Promise((resolve) => {
        const turn = (freed: boolean) => {
          clearTimeout(timer);
          resolve(freed);
        };
        const timer = setTimeout(
          () => {
            endpoint.waiting.splice(endpoint.waiting.indexOf(turn), 1);
            forget(webhookId, endpoint);
            turn(false);
          },
          Math.min(wait.maxWaitMs, 4 * averageMs + 1),
        );
        endpoint.waiting.push(turn);
      });
    },
  };
}
