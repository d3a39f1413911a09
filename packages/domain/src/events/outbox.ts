import type { Connection, Model, mongo } from "mongoose";
import type { EventSequenceDoc } from "./event-sequence.model";
import type { EventDoc } from "./event.model";
import { toEventRecord, type EventRecord } from "./event.record";

/** Redis channel on which a committed change announces new outbox events; relays wake on it. */
export const OUTBOX_SIGNAL_CHANNEL = "crm:outbox";

/**
 * The relay's side of the outbox, across every project (the worker relays for all of them).
 * An event is relayed until it is marked dispatched, so a crash between the two only repeats
 * work that deterministic job ids make harmless.
 *
 * Sequence numbers are given here, in dispatch order, rather than at write time: a write never
 * touches a per-project counter (no hot document serialising a project's writes), and an event
 * whose transaction commits late simply gets a later number, so a change-feed reader paging by
 * sequence never skips it. Each project's numbers are taken and written in one transaction
 * that bumps the project's counter, so two relays numbering at once conflict and retry instead
 * of interleaving, and numbers become visible in order.
 */
export function createOutbox(conn: Connection, events: Model<EventDoc>, sequences: Model<EventSequenceDoc>) {
  // The driver's collections, typed with our string ids, for the relay's every-round path (mongoose's query building cost more than the commands).
  const eventLog = events.collection as unknown as mongo.Collection<EventDoc>;
  const counters = sequences.collection as unknown as mongo.Collection<EventSequenceDoc>;

  /**
   * Numbers the project's events the relay just read without a number (`ids`, in its order) in one
   * transaction without reading them again: the counter bumped, each event written only while it
   * still has no number. Undefined (the transaction aborted, nothing written) when any of them was
   * numbered meanwhile (another relay, a live subscriber) or is gone: numberEvents sorts that out.
   */
  async function numberAsRead(projectId: string, ids: readonly string[]): Promise<Map<string, number> | undefined> {
    const numberedMeanwhile = new Error("numbered meanwhile");
    try {
      return await conn.transaction(async (session) => {
        const counter = await counters.findOneAndUpdate(
          { _id: projectId },
          { $inc: { value: ids.length } },
          { upsert: true, returnDocument: "after", session },
        );
        const first = counter!.value - ids.length + 1;
        const written = await eventLog.bulkWrite(
          ids.map((_id, i) => ({ updateOne: { filter: { _id, sequence: null }, update: { $set: { sequence: first + i } } } })),
          { session },
        );
        if (written.modifiedCount !== ids.length) throw numberedMeanwhile;
        return new Map(ids.map((id, i) => [id, first + i]));
      });
    } catch (error) {
      if (error === numberedMeanwhile) return undefined;
      throw error;
    }
  }

  /** Numbers the project's events among `ids` that have none yet; answers the numbers it gave. */
  async function numberEvents(projectId: string, ids: readonly string[]): Promise<Map<string, number>> {
    const given = new Map<string, number>();
    await conn.transaction(async () => {
      given.clear(); // a retried attempt starts over
      const unnumbered = await events
        .find({ _id: { $in: [...ids] }, projectId, sequence: null }, { _id: 1 })
        .sort({ createdAt: 1, _id: 1 })
        .lean<Array<{ _id: string }>>();
      if (unnumbered.length === 0) return;
      const counter = await sequences
        .findOneAndUpdate({ _id: projectId }, { $inc: { value: unnumbered.length } }, { upsert: true, returnDocument: "after" })
        .lean<EventSequenceDoc>();
      const first = counter.value - unnumbered.length + 1;
      await events.bulkWrite(
        unnumbered.map((event, i) => ({
          updateOne: { filter: { _id: event._id, sequence: null }, update: { $set: { sequence: first + i } } },
        })),
      );
      unnumbered.forEach((event, i) => given.set(event._id, first + i));
    });
    return given;
  }

  return {
    /**
     * Numbers the project's events among `ids` (default: any) that have none yet (live subscribers do this for
     * events they were told of, so they need not wait for the relay; the relay keeps the numbers).
     */
    async number(projectId: string, ids?: readonly string[]): Promise<void> {
      // Without ids: all of the project's events still waiting (a resuming subscriber must not wait for the relay).
      const waiting =
        ids ??
        (await events.find({ projectId, sequence: null }, { _id: 1 }).limit(1000).lean<Array<{ _id: string }>>()).map((doc) => doc._id);
      if (waiting.length > 0) await numberEvents(projectId, waiting);
    },
    /** The project's last given sequence (0 before its first event): where a feed reader starting "now" begins. */
    async lastSequence(projectId: string): Promise<number> {
      return (await sequences.findById(projectId, { value: 1 }).lean<EventSequenceDoc>())?.value ?? 0;
    },
    /** Undispatched events, oldest first, each with its project sequence (given here once, kept on every later read). */
    async pending(limit: number): Promise<EventRecord[]> {
      // batchSize: the whole batch in the first reply (the server's default first batch is 101: a getMore per round).
      const docs = await eventLog.find({ dispatchedAt: null }).sort({ createdAt: 1, _id: 1 }).limit(limit).batchSize(limit).toArray();
      const unnumbered = new Map<string, string[]>();
      for (const doc of docs) if (doc.sequence === null) unnumbered.set(doc.projectId, [...(unnumbered.get(doc.projectId) ?? []), doc._id]);
      if (unnumbered.size === 0) return docs.map(toEventRecord);
      const given = new Map<string, number>();
      for (const [projectId, ids] of unnumbered)
        for (const [id, sequence] of (await numberAsRead(projectId, ids)) ?? (await numberEvents(projectId, ids))) given.set(id, sequence);
      // Every event numbered here: its number is known, no need to read the batch again.
      if (docs.every((doc) => doc.sequence !== null || given.has(doc._id))) {
        return docs.map((doc) => toEventRecord({ ...doc, sequence: doc.sequence ?? given.get(doc._id)! }));
      }
      // Another relay numbered some meanwhile, or some expired: read what they are now.
      const numbered = await events.find({ _id: { $in: docs.map((doc) => doc._id) } }).lean<EventDoc[]>();
      const byId = new Map(numbered.map((doc) => [doc._id, doc]));
      // An event gone in between (expired) is simply not relayed.
      return docs.flatMap((doc) => {
        const current = byId.get(doc._id);
        return current ? [toEventRecord(current)] : [];
      });
    },
    /**
     * How far the relay is behind: the undispatched events (counted up to `countLimit`, so a large
     * backlog costs a bounded read) and when the oldest was written. Both read the relay's index.
     */
    async lag(countLimit: number): Promise<OutboxLag> {
      const [pending, oldest] = await Promise.all([
        events.countDocuments({ dispatchedAt: null }, { limit: countLimit }),
        events.findOne({ dispatchedAt: null }, { createdAt: 1 }).sort({ createdAt: 1 }).lean<Pick<EventDoc, "createdAt">>(),
      ]);
      return { pending, oldestCreatedAt: oldest?.createdAt ?? null };
    },
    async markDispatched(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await eventLog.updateMany({ _id: { $in: [...ids] }, dispatchedAt: null }, { $set: { dispatchedAt: new Date() } });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

export interface OutboxLag {
  pending: number;
  oldestCreatedAt: Date | null;
}

/** Queues one Redis publish (on a pipeline the caller sends once all of a commit's announcements are queued). */
export type QueuePublish = (channel: string, message: string) => void;

/**
 * After a commit that wrote events, tells the relays through Redis pub/sub so they need not wait
 * for their next poll. Best effort: the change is already committed, and a missed signal only
 * delays delivery until the poll.
 */
export function signalOutbox(publish: QueuePublish): void {
  publish(OUTBOX_SIGNAL_CHANNEL, "1");
}
