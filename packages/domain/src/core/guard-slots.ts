import { randomInt } from "node:crypto";
import type { ClientSession, Connection } from "mongoose";
import type { Context } from "./context";
import { REFERENCE_GUARDS, type ReferenceGuardDoc } from "./reference-guard.model";

/**
 * The guard slots of docs/consistency.md ("The mechanism: guard slots"): a reference writes one
 * slot of the record it names, a delete writes all of them. Which slot a reference takes only
 * matters for speed (any slot conflicts with the delete), so this process hands them out round
 * robin per record, from a random start, skipping slots its own open transactions hold: ten
 * concurrent writers naming one stage take ten different slots and never conflict with each
 * other. Writers in other processes pick independently and meet one of these only by chance.
 */
export const GUARD_SLOTS = 16;
/** Idle slots expire an hour or two after their last write; see reference-guard.model.ts for why that is safe. */
const HOUR_MS = 60 * 60 * 1000;
/** Records whose round-robin position this process remembers; the least recently used idle one goes first. */
const MAX_TRACKED_RECORDS = 10_000;

interface Tracked {
  next: number;
  /** Open transactions of this process holding each slot. */
  held: number[];
}
const tracked = new Map<string, Tracked>();
/** The slot each transaction took per record: kept across its retries, released when its session ends. */
const taken = new WeakMap<ClientSession, Map<string, number>>();

function trackedRecord(key: string): Tracked {
  const found = tracked.get(key);
  if (found) {
    // Map order is insertion order: re-inserting keeps the least recently used first.
    tracked.delete(key);
    tracked.set(key, found);
    return found;
  }
  for (const [old, record] of tracked) {
    if (tracked.size < MAX_TRACKED_RECORDS) break;
    if (record.held.every((count) => count === 0)) tracked.delete(old);
  }
  const record = { next: randomInt(GUARD_SLOTS), held: new Array<number>(GUARD_SLOTS).fill(0) };
  tracked.set(key, record);
  return record;
}

function release(mine: Map<string, number>): void {
  for (const [key, slot] of mine) {
    const record = tracked.get(key);
    if (record && record.held[slot]! > 0) record.held[slot]!--;
  }
}

function slotFor(session: ClientSession, key: string): number {
  let mine = taken.get(session);
  if (!mine) {
    const fresh = new Map<string, number>();
    session.once("ended", () => release(fresh));
    taken.set(session, fresh);
    mine = fresh;
  }
  const known = mine.get(key);
  if (known !== undefined) return known;
  const record = trackedRecord(key);
  let slot = record.next;
  for (let tried = 0; tried < GUARD_SLOTS && record.held[slot]! > 0; tried++) slot = (slot + 1) % GUARD_SLOTS;
  record.next = (slot + 1) % GUARD_SLOTS;
  record.held[slot]!++;
  mine.set(key, slot);
  return slot;
}

const slotId = (key: string, slot: number) => `${key}:${slot}`;
/** What the slots need of a model: its collection's name and its connection. */
export interface GuardedModel {
  collection: { collectionName: string };
  db: Connection;
}

const recordKey = (model: GuardedModel, id: string) => `${model.collection.collectionName}:${id}`;

/** The driver's error type, reached through the error itself (the domain imports no driver). */
interface LabelledError {
  code?: unknown;
  addErrorLabel?: (label: string) => void;
}

/**
 * Upserts the slots (one `update` command). A duplicate key can only mean that a concurrent
 * transaction inserted the same slot first: that is a write conflict, so it is labelled as one
 * and the unit of work retries (MongoDB reports this race as WriteConflict already; the label
 * keeps the answer right on any engine).
 */
async function writeSlots(model: GuardedModel, session: ClientSession, ctx: Context, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  // On a whole hour, so most writes leave the TTL index alone.
  const expiresAt = new Date((Math.floor(Date.now() / HOUR_MS) + 2) * HOUR_MS);
  // `$inc` makes every write a real one: MongoDB skips an update that changes nothing, and a skipped write conflicts with nothing.
  const operations = ids.map((_id) => ({
    updateOne: { filter: { _id, projectId: ctx.projectId }, update: { $set: { expiresAt }, $inc: { writes: 1 } }, upsert: true },
  }));
  try {
    await model.db.collection<ReferenceGuardDoc>(REFERENCE_GUARDS).bulkWrite(operations, { session });
  } catch (error) {
    if ((error as LabelledError).code === 11000) (error as LabelledError).addErrorLabel?.("TransientTransactionError");
    throw error;
  }
}

/** A reference to each record: one slot of each. */
export const takeReferenceSlots = (model: GuardedModel, session: ClientSession, ctx: Context, ids: readonly string[]): Promise<void> =>
  writeSlots(
    model,
    session,
    ctx,
    ids.map((id) => {
      const key = recordKey(model, id);
      return slotId(key, slotFor(session, key));
    }),
  );

/** Excludes every reference to each record: all of its slots. */
export const takeAllSlots = (model: GuardedModel, session: ClientSession, ctx: Context, ids: readonly string[]): Promise<void> =>
  writeSlots(
    model,
    session,
    ctx,
    ids.flatMap((id) => Array.from({ length: GUARD_SLOTS }, (_, slot) => slotId(recordKey(model, id), slot))),
  );

/**
 * One slot that every taker writes, so the transactions that take it run one after another: a
 * rule that counts records and then adds one (a cap) holds under concurrency, where two
 * snapshots would each count below the cap.
 */
export const takeLock = (model: GuardedModel, session: ClientSession, ctx: Context, name: string): Promise<void> =>
  writeSlots(model, session, ctx, [`${recordKey(model, name)}:lock`]);
