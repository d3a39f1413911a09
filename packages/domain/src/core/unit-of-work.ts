import type { ClientSession, Connection, Model } from "mongoose";
import type { DomainEvent } from "../events/event-catalogue";
import type { EventDoc } from "../events/event.model";
import type { Context } from "./context";
import { newId } from "./ids";

/** What a change sees while it runs: a place to record the events it raises (typed by the event catalogue). */
export interface UnitOfWork {
  /** Records the event (written at commit); `id` when the caller must answer with it, else one is made. */
  emit(event: DomainEvent & { id?: string }): void;
  /**
   * The transaction's session, for hot paths that call the driver's collection directly (mongoose
   * queries find it on their own through its AsyncLocalStorage; the driver's collections do not).
   */
  session: ClientSession;
}

export interface UnitOfWorkOptions {
  /** Runs with the events once the commit that wrote them has succeeded (the relay wakes, live subscriptions publish them); never after a rollback. */
  onEventsCommitted?: (committed: EventDoc[]) => void;
  /**
   * Runs inside the transaction with its events, after the change and before the events are
   * written: derived data that must commit with the change (the search index, search/search-index.ts).
   */
  beforeCommit?: (projectId: string, events: readonly DomainEvent[], session: ClientSession) => Promise<void>;
  /** How long events are kept (outbox and change feed); default 30 days. */
  eventRetentionDays?: number;
}

export const DEFAULT_EVENT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a change and its events atomically. The session travels through mongoose's
 * AsyncLocalStorage, so services need not thread it through every call. A transient
 * transaction error retries the whole function, so events are collected per attempt.
 */
export function createUnitOfWork(conn: Connection, events: Model<EventDoc>, options: UnitOfWorkOptions = {}) {
  const retentionMs = (options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) * DAY_MS;
  const onEventsCommitted = options.onEventsCommitted ?? (() => {});
  return async function inTransaction<T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    let written: EventDoc[] = [];
    const result = await conn.transaction(async (session) => {
      const pending: Array<DomainEvent & { id: string }> = [];
      const value = await fn({
        emit: (event) => {
          pending.push({ ...event, id: event.id ?? newId() });
        },
        session,
      });
      if (options.beforeCommit && pending.length > 0) await options.beforeCommit(ctx.projectId, pending, session);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + retentionMs);
      written = pending.map((event) => ({
        _id: event.id,
        projectId: ctx.projectId,
        type: event.type,
        data: event.data,
        actor: ctx.actor,
        createdAt: now,
        dispatchedAt: null,
        sequence: null,
        expiresAt,
      }));
      // Straight to the driver: the documents are complete as built here, so mongoose's per-document
      // casting and validation would only cost CPU on every write. `ignoreUndefined` stores an
      // absent optional key as absent, as mongoose did, not as null.
      if (written.length > 0)
        await events.collection.insertMany(written as unknown as Array<Record<string, unknown>>, { session, ignoreUndefined: true });
      return value;
    });
    if (written.length > 0) onEventsCommitted(written);
    return result;
  };
}

export type InTransaction = ReturnType<typeof createUnitOfWork>;
