import type { Redis } from "ioredis";
import type { Model } from "mongoose";
import type { EventDoc } from "./event.model";
import { toEventRecord, type EventRecord } from "./event.record";

/** Redis channel on which a committed change announces new outbox events; relays wake on it. */
export const OUTBOX_SIGNAL_CHANNEL = "crm:outbox";

/**
 * The relay's side of the outbox, across every project (the worker relays for all of them).
 * An event is relayed until it is marked dispatched, so a crash between the two only repeats
 * work that deterministic job ids make harmless.
 */
export function createOutbox(events: Model<EventDoc>) {
  return {
    /** Undispatched events, oldest first. */
    async pending(limit: number): Promise<EventRecord[]> {
      const docs = await events.find({ dispatchedAt: null }).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<EventDoc[]>();
      return docs.map(toEventRecord);
    },
    async markDispatched(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await events.updateMany({ _id: { $in: [...ids] }, dispatchedAt: null }, { $set: { dispatchedAt: new Date() } });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * After a commit that wrote events, tells the relays through Redis pub/sub so they need not wait
 * for their next poll. Best effort: the change is already committed, and a missed signal only
 * delays delivery until the poll.
 */
export function outboxSignal(redis: Redis | undefined): () => void {
  if (!redis) return () => {};
  return () => {
    redis.publish(OUTBOX_SIGNAL_CHANNEL, "1").catch(() => {});
  };
}
