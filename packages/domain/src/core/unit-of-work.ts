import type { ClientSession, Connection, Model } from "mongoose";
import type { DomainEvent } from "../events/event-catalogue";
import type { EventDoc } from "../events/event.model";
import type { ChangeDoc, Evidence, HistoryActor, HistorySource } from "../history/change.model";
import { historyEntry } from "../history/history-entry";
import type { Context } from "./context";
import { newId } from "./ids";

/** What a change sees while it runs: a place to record the events it raises (typed by the event catalogue). */
export interface UnitOfWork {
  /** Records the event (written at commit); `id` when the caller must answer with it, else one is made. */
  emit(event: DomainEvent & { id?: string }, options?: EmitOptions): void;
  /** Says who and why for the history entries this unit of work writes from now on (see ChangeNote). */
  note(note: ChangeNote): void;
  /**
   * The transaction's session, for hot paths that call the driver's collection directly (mongoose
   * queries find it on their own through its AsyncLocalStorage; the driver's collections do not).
   */
  session: ClientSession;
}

export interface EmitOptions {
  /** The record before the change, on an `<resource>.updated` event: the unit of work records the change in the history. */
  before?: Record<string, unknown>;
}

/**
 * What the history says about the changes that follow: by default the caller's actor and, for an
 * API request, `source: {type: REQUEST, id}`. `evidence` is per path (`fields.<fieldId>`);
 * `id` and `revertOf` apply to the next change only (a revert names its change before writing it).
 */
export interface ChangeNote {
  actor?: HistoryActor;
  source?: HistorySource;
  evidence?: Record<string, Evidence>;
  id?: string;
  revertOf?: string;
}

export interface HistoryOptions {
  model: Model<ChangeDoc>;
  /** How long changes are kept; default DEFAULT_HISTORY_RETENTION_DAYS. */
  retentionDays?: number;
  /** false: no history is written (benchmarks compare with and without it). */
  enabled?: boolean;
}

export const DEFAULT_HISTORY_RETENTION_DAYS = 365;

export interface UnitOfWorkOptions {
  /** Where changes of records with history are kept; none without it. */
  history?: HistoryOptions;
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
export function createUnitOfWork(conn: Connection, events: Model<EventDoc>, options: UnitOfWorkOptions = {}): InTransaction {
  const retentionMs = (options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) * DAY_MS;
  const onEventsCommitted = options.onEventsCommitted ?? (() => {});
  const history = options.history?.enabled === false ? undefined : options.history;
  const historyMs = (history?.retentionDays ?? DEFAULT_HISTORY_RETENTION_DAYS) * DAY_MS;
  return async function inTransaction<T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    let written: EventDoc[] = [];
    const result = await conn.transaction(async (session) => {
      const pending: Array<DomainEvent & { id: string }> = [];
      const changes: ChangeDoc[] = [];
      let current: ChangeNote = {};
      const now = new Date();
      const value = await fn({
        emit: (event, emitOptions) => {
          pending.push({ ...event, id: event.id ?? newId() });
          const entry = history && emitOptions?.before && historyEntry(ctx, event, emitOptions.before, current, now, historyMs);
          if (!entry) return;
          changes.push(entry);
          current = forLaterChanges(current);
        },
        note: (note) => {
          current = { ...current, ...note };
        },
        session,
      });
      if (options.beforeCommit && pending.length > 0) await options.beforeCommit(ctx.projectId, pending, session);
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
      if (history && changes.length > 0)
        await history.model.collection.insertMany(changes as unknown as Array<Record<string, unknown>>, { session, ignoreUndefined: true });
      return value;
    });
    if (written.length > 0) onEventsCommitted(written);
    return result;
  };
}

/** What a note keeps after a change used it: `id` and `revertOf` name one change only. */
function forLaterChanges({ actor, source, evidence }: ChangeNote): ChangeNote {
  return { ...(actor ? { actor } : {}), ...(source ? { source } : {}), ...(evidence ? { evidence } : {}) };
}

/** Runs a change and its events in one transaction (createUnitOfWork). */
export interface InTransaction {
  <T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T>;
  /**
   * What an error answers once it has ended a transaction (a wrapper may explain it better: a
   * merged contact's 404 becomes 409 MERGED). For errors caught inside one, as a grouped write
   * does per item (core/create-many.ts), so they read as the single write's would. Default: itself.
   */
  explain?(ctx: Context, error: unknown): Promise<unknown>;
}
