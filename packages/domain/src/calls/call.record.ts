import { toApiValue } from "../core/record";
import type { CallDoc, CallParty } from "./call.model";
import type { CallRecord } from "./call.schema";

const party = (p: CallParty): CallRecord["from"] =>
  p.type === "EXTENSION"
    ? { type: "EXTENSION", number: p.number, ...(p.userId ? { userId: p.userId } : {}) }
    : { type: "PHONE", number: p.number };

/**
 * The spec's closed Call record. Written out key by key (not `toRecord`) because the stored
 * sub-documents also hold the worker pipeline's internal keys (file id, attempts, field writes...).
 */
export function callToRecord(doc: CallDoc): CallRecord {
  const { transcription: t, analysis: a } = doc;
  const iso = (d: Date) => toApiValue(d) as string;
  return {
    id: doc._id,
    projectId: doc.projectId,
    entityId: doc.entityId,
    entityType: doc.entityType,
    provider: doc.provider,
    externalId: doc.externalId,
    direction: doc.direction,
    from: party(doc.from),
    to: party(doc.to),
    startedAt: iso(doc.startedAt),
    ...(doc.answeredAt ? { answeredAt: iso(doc.answeredAt) } : {}),
    endedAt: iso(doc.endedAt),
    durationInSeconds: doc.durationInSeconds,
    outcome: doc.outcome,
    recording: { status: doc.recording.status, ...(doc.recording.mimeType ? { mimeType: doc.recording.mimeType } : {}) },
    transcription: t
      ? {
          status: t.status,
          ...(t.turns && t.turns.length > 0
            ? { turns: t.turns.map(({ speaker, start, text }) => ({ speaker, start, text })) }
            : t.text !== undefined && t.text !== null
              ? { text: t.text }
              : {}),
        }
      : null,
    analysis: a ? { status: a.status, ...(a.summary !== undefined && a.summary !== null ? { summary: a.summary } : {}) } : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
