import type { Connection, Model } from "mongoose";
import type { EventDoc } from "../events/event.model";
import type { Context } from "./context";
import { newId } from "./ids";

export interface PendingEvent {
  type: string;
  data: Record<string, unknown>;
}

/** What a change sees while it runs: a place to record the events it raises. */
export interface UnitOfWork {
  emit(event: PendingEvent): void;
}

/**
 * Runs a change and its events atomically. The session travels through mongoose's
 * AsyncLocalStorage, so services need not thread it through every call. A transient
 * transaction error retries the whole function, so events are collected per attempt.
 * `onEventsCommitted` runs with the events once the commit that wrote them has succeeded (the relay wakes,
 * live subscriptions publish them), never for a transaction that rolled back.
 */
export function createUnitOfWork(conn: Connection, events: Model<EventDoc>, onEventsCommitted: (committed: EventDoc[]) => void = () => {}) {
  return async function inTransaction<T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    let written: EventDoc[] = [];
    const result = await conn.transaction(async () => {
      const pending: PendingEvent[] = [];
      const value = await fn({ emit: (event) => pending.push(event) });
      const now = new Date();
      written = pending.map((event) => ({
        _id: newId(),
        projectId: ctx.projectId,
        type: event.type,
        data: event.data,
        actor: ctx.actor,
        createdAt: now,
        dispatchedAt: null,
      }));
      if (written.length > 0) await events.insertMany(written);
      return value;
    });
    if (written.length > 0) onEventsCommitted(written);
    return result;
  };
}

export type InTransaction = ReturnType<typeof createUnitOfWork>;
