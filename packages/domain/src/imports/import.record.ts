import type { ImportDoc } from "./import.model";
import type { ImportRecord } from "./import.schema";

export function importToRecord(doc: ImportDoc): ImportRecord {
  return {
    id: doc._id,
    entityType: doc.entityType,
    mode: doc.mode,
    format: doc.format,
    status: doc.status,
    ...(doc.rows !== undefined ? { rows: doc.rows } : {}),
    processed: doc.processed,
    created: doc.created,
    updated: doc.updated,
    failed: doc.failed,
    createdAt: doc.createdAt.toISOString(),
    ...(doc.startedAt ? { startedAt: doc.startedAt.toISOString() } : {}),
    ...(doc.finishedAt ? { finishedAt: doc.finishedAt.toISOString() } : {}),
  };
}
