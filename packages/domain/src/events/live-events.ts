import { EventEmitter, on } from "node:events";
import type { RedisClient } from "@crm/jobs";
import { requireScope, type Context } from "../core/context";
import type { EventDoc } from "./event.model";
import type { QueuePublish } from "./outbox";
import { toEventRecord, type EventRecord } from "./event.record";
import { createLiveSlots, type LiveSubscriptionLimits } from "./live-slots";

/** Which events a live subscriber wants: some types (`deal.updated`), one record (its id). */
export interface LiveEventFilter {
  types?: readonly string[] | null;
  recordId?: string | null;
}

const CHANNEL_PREFIX = "crm:live:";

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
 * Best effort: a subscriber that was offline catches up from the change feed (the outbox).
 * Without Redis (unit setups) events are delivered within the process.
 */
export function createLiveEvents(redis?: RedisClient, limits?: LiveSubscriptionLimits) {
  const slots = createLiveSlots(limits);
  const local = new EventEmitter().setMaxListeners(0);
  const listeners = new Map<string, number>();
  const subscriber = redis?.duplicate();
  subscriber?.on("message", (channel: string, message: string) => {
    try {
      local.emit(channel, JSON.parse(message) as EventRecord[]);
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

  async function* stream(ctx: Context, filter: LiveEventFilter, signal: AbortSignal, release: () => void): AsyncGenerator<EventRecord> {
    const channel = CHANNEL_PREFIX + ctx.projectId;
    try {
      await listen(channel);
      try {
        for await (const [batch] of on(local, channel, { signal }) as AsyncIterable<[EventRecord[]]>) {
          for (const event of batch) if (event.projectId === ctx.projectId && matches(event, filter)) yield event;
        }
      } catch (error) {
        if (!signal.aborted) throw error;
      } finally {
        await unlisten(channel);
      }
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
      const byProject = new Map<string, EventRecord[]>();
      for (const doc of committed) byProject.set(doc.projectId, [...(byProject.get(doc.projectId) ?? []), toEventRecord(doc)]);
      for (const [projectId, records] of byProject) {
        const channel = CHANNEL_PREFIX + projectId;
        // A failed publish loses nothing durable: the events are in the outbox and the change feed.
        if (redis) publish(channel, JSON.stringify(records));
        else local.emit(channel, records);
      }
    },

    /**
     * The caller's project's events as they commit, filtered; ends when `signal` aborts. Takes one of
     * the key's live subscription slots at once (429 RATE_LIMITED over a cap, before anything is
     * streamed) and frees it when the stream ends or the client goes away, whichever comes first.
     */
    subscribe(ctx: Context, filter: LiveEventFilter, signal: AbortSignal): AsyncGenerator<EventRecord> {
      requireScope(ctx, "read");
      const release = slots.acquire(ctx.keyId ?? ctx.projectId);
      if (signal.aborted) release();
      else signal.addEventListener("abort", release, { once: true });
      return stream(ctx, filter, signal, release);
    },

    async close(): Promise<void> {
      subscriber?.disconnect();
    },
  };
}
export type LiveEvents = ReturnType<typeof createLiveEvents>;
