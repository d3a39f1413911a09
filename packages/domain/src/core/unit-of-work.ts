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
 */
export function createUnitOfWork(conn: Connection, events: Model<EventDoc>) {
  return async function inTransaction<T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    return conn.transaction(async () => {
      const pending: PendingEvent[] = [];
      const result = await fn({ emit: (event) => pending.push(event) });
      if (pending.length > 0) {
        const now = new Date();
        await events.insertMany(
          pending.map((event) => ({
            _id: newId(),
            projectId: ctx.projectId,
            type: event.type,
            data: event.data,
            actor: ctx.actor,
            createdAt: now,
            dispatchedAt: null,
          })),
        );
      }
      return result;
    });
  };
}

export type InTransaction = ReturnType<typeof createUnitOfWork>;
