import type { MediaDoc } from "./media.model";
import type { MediaRecord } from "./media.schema";

export function mediaToRecord(doc: MediaDoc): MediaRecord {
  return {
    id: doc._id,
    kind: doc.kind,
    mimeType: doc.mimeType,
    status: doc.status,
    ...(doc.size !== undefined ? { size: doc.size } : {}),
    ...(doc.sha256 !== undefined ? { sha256: doc.sha256 } : {}),
    ...(doc.filename !== undefined ? { filename: doc.filename } : {}),
    ...(doc.error !== undefined ? { error: doc.error } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}
