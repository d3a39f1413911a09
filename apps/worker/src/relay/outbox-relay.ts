import type { EventRecord, Outbox } from "@crm/domain";
import type { Logger } from "pino";

/**
 * A pipeline that hangs off the outbox: which events it wants, and how it turns one into a job.
 * The relay gives each (event, consumer) pair one deterministic job id, so a repeated relay adds
 * nothing: BullMQ ignores an `add` whose job id it already holds.
 */
export interface OutboxConsumer {
  /** Stable name; part of every job id it gets (renaming it would relay past events again). */
  name: string;
  matches(event: EventRecord): boolean;
  enqueue(event: EventRecord, jobId: string): Promise<unknown>;
  /**
   * When set, takes the place of `enqueue`: all of a relayed batch's events for this consumer at
   * once, in batch order, each with its deterministic job id (the consumer may group them into fewer jobs).
   */
  enqueueBatch?(relayed: ReadonlyArray<{ event: EventRecord; jobId: string }>): Promise<unknown>;
  /**
   * For jobs that act on current state rather than on their event (a chat's delivery sends
   * whatever the chat has queued): events of one relayed batch with the same key get one job
   * between them, the last one's. Every one of those events was committed before the batch was
   * read, so that job, which runs after it is added, sees all of them.
   */
  coalesceKey?(event: EventRecord): string;
}

/** Each consumer with the events it gets a job for, in batch order. */
function jobsOf(batch: readonly EventRecord[], consumers: readonly OutboxConsumer[]): Array<[OutboxConsumer, EventRecord[]]> {
  return consumers.map((consumer) => {
    const matching = batch.filter((event) => consumer.matches(event));
    if (!consumer.coalesceKey) return [consumer, matching];
    const lastByKey = new Map<string, EventRecord>();
    for (const event of matching) lastByKey.set(consumer.coalesceKey(event), event);
    return [consumer, [...lastByKey.values()]];
  });
}

function enqueueAll(consumer: OutboxConsumer, events: EventRecord[]): Promise<unknown> {
  const relayed = events.map((event) => ({ event, jobId: relayJobId(consumer.name, event.id) }));
  if (consumer.enqueueBatch) return relayed.length > 0 ? consumer.enqueueBatch(relayed) : Promise.resolve();
  return Promise.all(relayed.map(({ event, jobId }) => consumer.enqueue(event, jobId)));
}

export interface OutboxRelayOptions {
  outbox: Outbox;
  consumers: readonly OutboxConsumer[];
  logger: Logger;
  /** Fallback poll when no commit signal arrives (a missed pub/sub message, another process). */
  pollIntervalMs?: number;
  batchSize?: number;
  /**
   * The least time between the starts of two rounds (default DEFAULT_RELAY_INTERVAL_MS), or twice
   * what the last batch took if that is longer (up to MAX_RELAY_INTERVAL_MS). A commit after a
   * quiet spell is relayed at once; under a steady stream of commits, each round takes what came
   * in since the last: fewer, larger batches (each round and each job it adds costs the same
   * whatever its size) for a few ms of lag. On a loaded machine batches take longer, so rounds
   * space out and take more each: the relay waits at least as long as it works, instead of
   * running round after round on what its own rounds slow down.
   */
  minIntervalMs?: number;
  /** Subscribes to commit signals; returns the unsubscribe function. */
  onSignal?: (wake: () => void) => Promise<() => Promise<void>>;
}

export interface OutboxRelay {
  /** Relays everything pending now; resolves when the outbox is drained (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** See OutboxRelayOptions.minIntervalMs. */
export const DEFAULT_RELAY_INTERVAL_MS = 10;
const MAX_RELAY_INTERVAL_MS = 50;

/** BullMQ reserves ':' in keys, so job ids join their parts with '.'. */
export const relayJobId = (consumer: string, eventId: string): string => `${consumer}.${eventId}`;

/**
 * Turns undispatched outbox events into jobs, then marks them dispatched. Events are only marked
 * after every consumer's job is in Redis, so a crash or a Redis outage in between loses nothing:
 * the next round enqueues the same job ids again. Several relays (one per worker) may run at once
 * for the same reason.
 */
export async function startOutboxRelay(options: OutboxRelayOptions): Promise<OutboxRelay> {
  const { outbox, consumers, logger } = options;
  const batchSize = options.batchSize ?? 200;
  const minIntervalMs = options.minIntervalMs ?? DEFAULT_RELAY_INTERVAL_MS;
  let lastRoundAt = -Infinity;
  let intervalMs = minIntervalMs;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function relayBatch(): Promise<number> {
    const started = performance.now();
    const batch = await outbox.pending(batchSize);
    await Promise.all(jobsOf(batch, consumers).map(([consumer, events]) => enqueueAll(consumer, events)));
    await outbox.markDispatched(batch.map((event) => event.id));
    intervalMs = Math.max(minIntervalMs, Math.min(MAX_RELAY_INTERVAL_MS, 2 * (performance.now() - started)));
    return batch.length;
  }

  async function run(): Promise<void> {
    do {
      const wait = lastRoundAt + intervalMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Set after the wait: what commits during it is relayed by this round.
      again = false;
      lastRoundAt = performance.now();
      try {
        while ((await relayBatch()) === batchSize && !stopped);
      } catch (error) {
        // Redis or MongoDB unavailable: the events stay pending and the next poll retries them.
        logger.warn({ err: error }, "outbox relay round failed; retrying on the next poll");
        return;
      }
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void kick(), options.pollIntervalMs ?? 500);
  const unsubscribe = options.onSignal ? await options.onSignal(() => void kick()) : async () => {};
  void kick();

  return {
    async drain() {
      await kick();
      // A round that started before the call may have missed events committed just before it.
      await kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unsubscribe();
      await running;
    },
  };
}
