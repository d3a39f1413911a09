import type { Actor } from "../core/context";
import type { EventDoc } from "./event.model";

/** An outbox event as callers see it (the change feed, webhook payloads and job payloads are built from this). */
export interface EventRecord {
  id: string;
  type: string;
  projectId: string;
  actor: Actor;
  data: Record<string, unknown>;
  createdAt: string;
  /** The project sequence; null until the relay has dispatched the event. */
  sequence: number | null;
}

export const toEventRecord = (doc: EventDoc): EventRecord => ({
  id: doc._id,
  type: doc.type,
  projectId: doc.projectId,
  actor: { type: doc.actor.type as Actor["type"], id: doc.actor.id },
  data: doc.data,
  createdAt: doc.createdAt.toISOString(),
  sequence: doc.sequence ?? null,
});
