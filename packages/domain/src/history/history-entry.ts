import type { Context } from "../core/context";
import type { ChangeNote } from "../core/unit-of-work";
import { newId } from "../core/ids";
import type { DomainEvent } from "../events/event-catalogue";
import { HISTORY_ENTITY_TYPES, type ChangeDoc, type HistoryEntityType } from "./change.model";
import { recordDiff } from "./record-diff";

const isHistoryEntity = (value: string): value is HistoryEntityType => (HISTORY_ENTITY_TYPES as readonly string[]).includes(value);

/**
 * The history entry of an `<resource>.updated` event whose record keeps a history: the paths
 * that differ between `before` and the event's record, with the note's actor, source and evidence.
 * Null for other events and for an update that changed nothing a user sees.
 */
export function historyEntry(
  ctx: Context,
  event: DomainEvent,
  before: Record<string, unknown>,
  note: ChangeNote,
  at: Date,
  retentionMs: number,
): ChangeDoc | null {
  const [resource, action] = event.type.split(".");
  const entityType = resource?.toUpperCase() ?? "";
  if (action !== "updated" || !isHistoryEntity(entityType)) return null;
  const data = event.data as { id: string; record: Record<string, unknown> };
  const changes = recordDiff(before, data.record).map((c) => {
    const evidence = note.evidence?.[c.path];
    return evidence ? { ...c, evidence } : c;
  });
  if (changes.length === 0) return null;
  const source = note.source ?? (ctx.requestId ? { type: "REQUEST" as const, id: ctx.requestId } : undefined);
  return {
    _id: note.id ?? newId(),
    projectId: ctx.projectId,
    entityType,
    entityId: data.id,
    at,
    actor: note.actor ?? ctx.actor,
    ...(source ? { source } : {}),
    changes,
    paths: changes.map((c) => c.path),
    ...(note.revertOf ? { revertOf: note.revertOf } : {}),
    expiresAt: new Date(at.getTime() + retentionMs),
  };
}
