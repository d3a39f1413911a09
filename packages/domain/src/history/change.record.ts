import type { ChangeDoc } from "./change.model";
import type { ChangeRecord } from "./change.schema";

export function changeToRecord(doc: ChangeDoc): ChangeRecord {
  return {
    id: doc._id,
    entityType: doc.entityType,
    entityId: doc.entityId,
    at: doc.at.toISOString(),
    actor: doc.actor,
    ...(doc.source ? { source: doc.source } : {}),
    changes: doc.changes,
    ...(doc.revertOf ? { revertOf: doc.revertOf } : {}),
    ...(doc.revertedBy ? { revertedBy: doc.revertedBy } : {}),
  };
}
