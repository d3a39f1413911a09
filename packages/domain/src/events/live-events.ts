import { EventEmitter, on } from "node:events";
import type { RedisClient } from "../core/redis-client";
import { requireScope, type Context } from "../core/context";
import { AppError } from "../core/errors";
import type { EventDoc } from "./event.model";
import type { EventService, SequencedEvent } from "./event.service";
import type { Outbox, QueuePublish } from "./outbox";
import type { EventRecord } from "./event.record";
import { createLiveSlots, type LiveSubscriptionLimits } from "./live-slots";

/**
 * Which events a live subscriber wants: some types (`deal.updated`), one record (its id), and
 * where to start: after `afterSequence` (a reconnecting client's last event id), else from now.
 */
export interface LiveEventFilter {
  types?: readonly string[] | null;
  recordId?: string | null;
  afterSequence?: number | null;
}

/** How many events one read of the store returns while a subscriber catches up. */
const CATCH_UP_PAGE = 100;

/** The final message of a stream ended by shutdown: the client reconnects (to another instance) with its last event id. */
export const liveShuttingDown = () =>
  new AppError("SERVICE_UNAVAILABLE", 503, "The server is shutting down; reconnect with the last event id received to resume.");

export interface LiveEventsDeps {
  redis?: RedisClient;
  outbox: Pick<Outbox, "number" | "lastSequence">;
  feed: Pick<EventService, "read">;
  limits?: LiveSubscriptionLimits;
}

const CHANNEL_PREFIX = "crm:live:";

/**
 * What a published batch carries per event: what a woken subscriber needs to number it. The
 * subscriber reads the events themselves from the feed, so a commit of 500 imported records
 * does not serialise them all into one message that every listening process parses.
 */
type WakeUp = Pick<EventRecord, "id" | "projectId" | "sequence">;

/** The record an event is about: `data.id` (updates, deletes) or `data.record.id` (creates). */
function recordIdOf(event: EventRecord): unknown {
  const data = event.data as { id?: unknown; record?: { id?: unknown } };
  return data.id ?? data.record?.id;
}

const matches = (event: EventRecord, filter: LiveEventFilter): boolean =>
  (!filter.types || filter.types.length === 0 || filter.types.includes(event.type)) &&
  (!filter.recordId || recordIdOf(event) === filter.recordId);

/**
 * Live domain events for GraphQL and tRPC subscriptions. The unit of work hands over every
 * committed batch of events; they are published on the project's Redis channel, so a write in
 * any API process reaches the subscribers of every process. A process subscribes to a project's
 * channel only while one of its clients listens to that project, so nothing crosses projects.
 * Without Redis (unit setups) events are delivered within the process.
 *
 * Subscribers read the change feed itself, by sequence: a published batch only wakes them (after
 * numbering its events, which the relay would otherwise do later). So a subscriber that resumes
 * after a sequence gets every event it missed, in order, exactly once, then live ones, with no
 * gap between the two: it listens before its first read, and every read starts after the last
 * event it sent.
 */
export function createLiveEvents({ redis, outbox, feed, limits }: LiveEventsDeps) {
  const slots = createLiveSlots(limits);
  /** Aborted when shutdown starts: every open stream ends at once. */
  const shutdown = new AbortController();
  const local = new EventEmitter().setMaxListeners(0);
  const listeners = new Map<string, number>();
  const subscriber = redis?.duplicate();
  subscriber?.on("message", (channel: string, message: string) => {
    try {
      local.emit(channel, JSON.parse(message) as WakeUp[]);
    } catch {
      // Not ours: every message on these channels is a JSON array we wrote.
    }
  });

  async function listen(channel: string): Promise<void> {
    const count = listeners.get(channel) ?? 0;
    listeners.set(channel, count + 1);
    if (count === 0) await subscriber?.subscribe(channel);
  }

  async function unlisten(channel: string): Promise<void> {
    const count = (listeners.get(channel) ?? 1) - 1;
    if (count > 0) return void listeners.set(channel, count);
    listeners.delete(channel);
    await subscriber?.unsubscribe(channel).catch(() => undefined);
  }

  async function* stream(ctx: Context, filter: LiveEventFilter, signal: AbortSignal, release: () => void): AsyncGenerator<SequencedEvent> {
    try {
      const channel = CHANNEL_PREFIX + ctx.projectId;
      const ended = AbortSignal.any([signal, shutdown.signal]);
      const types = filter.types && filter.types.length > 0 ? [...filter.types] : undefined;
      await listen(channel);
      try {
        // Listening before the first read: what commits meanwhile is buffered and wakes the next read.
        const wakeUps = (on(local, channel, { signal: ended }) as AsyncIterableIterator<[WakeUp[]]>)[Symbol.asyncIterator]();
        await outbox.number(ctx.projectId);
        let cursor = filter.afterSequence ?? (await outbox.lastSequence(ctx.projectId));
        for (;;) {
          for (let hasMore = true; hasMore && !ended.aborted;) {
            const page = await feed.read(ctx, { after: cursor, types, limit: CATCH_UP_PAGE });
            for (const event of page.data) if (matches(event, filter)) yield event;
            ({ next: cursor, hasMore } = page);
          }
          const wakeUp = await wakeUps.next();
          if (wakeUp.done) break;
          const ids = wakeUp.value[0]
            .filter((event) => event.projectId === ctx.projectId && event.sequence === null)
            .map((event) => event.id);
          await outbox.number(ctx.projectId, ids);
        }
      } catch (error) {
        if (!ended.aborted) throw error;
      } finally {
        await unlisten(channel);
      }
      if (shutdown.signal.aborted && !signal.aborted) throw liveShuttingDown();
    } finally {
      release();
    }
  }

  return {
    /**
     * Called by the unit of work once a transaction that wrote events has committed; `publish`
     * queues on the commit's Redis pipeline (its other announcements go in the same write).
     */
    publish(committed: readonly EventDoc[], publish: QueuePublish): void {
      const byProject = new Map<string, WakeUp[]>();
      for (const doc of committed) {
        const records = byProject.get(doc.projectId) ?? [];
        records.push({ id: doc._id, projectId: doc.projectId, sequence: doc.sequence ?? null });
        byProject.set(doc.projectId, records);
      }
      for (const [projectId, records] of byProject) {
        const channel = CHANNEL_PREFIX + projectId;
        // A failed publish loses nothing durable: the events are in the outbox and the change feed.
        if (redis) publish(channel, JSON.stringify(records));
        else local.emit(channel, records);
      }
    },

    /**
     * The caller's project's events in sequence order, filtered, from `filter.afterSequence` (else
     * from now) and then live; ends when `signal` aborts, and with liveShuttingDown() at shutdown.
     * Takes one of the key's live subscription slots at once (429 RATE_LIMITED over a cap, before
     * anything is streamed) and frees it when the stream ends or the client goes away.
     */
    subscribe(ctx: Context, filter: LiveEventFilter, signal: AbortSignal): AsyncGenerator<SequencedEvent> {
      requireScope(ctx, "read");
      const release = slots.acquire(ctx.keyId ?? ctx.projectId);
      if (signal.aborted) release();
      else signal.addEventListener("abort", release, { once: true });
      return stream(ctx, filter, signal, release);
    },

    /** Shutdown starts: every open stream ends now with liveShuttingDown(), new ones end at once. */
    endStreams(): void {
      shutdown.abort();
    },

    async close(): Promise<void> {
      subscriber?.disconnect();
    },
  };
}
export type LiveEvents = ReturnType<typeof createLiveEvents>;
