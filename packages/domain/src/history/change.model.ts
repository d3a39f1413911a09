import { Schema, type Connection, type Model } from "mongoose";
import { newId } from "../core/ids";

export const HISTORY_ACTOR_TYPES = ["USER", "AGENT", "SYSTEM", "ANALYSIS", "IMPORT"] as const;
export const HISTORY_SOURCE_TYPES = ["REQUEST", "CALL", "CHAT", "IMPORT", "MERGE"] as const;
/** The records whose changes are kept (their update path hands the record before the change to the unit of work). */
export const HISTORY_ENTITY_TYPES = ["CONTACT", "DEAL"] as const;

export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

export interface HistoryActor {
  type: (typeof HISTORY_ACTOR_TYPES)[number];
  id?: string;
}

export interface HistorySource {
  type: (typeof HISTORY_SOURCE_TYPES)[number];
  id: string;
}

/** Why an AI wrote a value: the transcript words it came from. */
export interface Evidence {
  quote: string;
  turns: number[];
  confidence: number;
  model: string;
}

export interface PathChange {
  path: string;
  before?: unknown;
  after?: unknown;
  evidence?: Evidence;
}

/**
 * One change of one record, written in the same transaction as the change itself (see
 * core/unit-of-work.ts), so an entry exists exactly when its change committed. Entries expire at
 * `expiresAt` (HISTORY_RETENTION_DAYS after the change).
 */
export interface ChangeDoc {
  _id: string;
  projectId: string;
  entityType: HistoryEntityType;
  entityId: string;
  at: Date;
  actor: HistoryActor;
  source?: HistorySource;
  changes: PathChange[];
  /** Flat copy of `changes[].path`, for the `path` filter and its index. */
  paths: string[];
  revertOf?: string;
  revertedBy?: string;
  expiresAt: Date;
}

const changeSchema = new Schema<ChangeDoc>(
  {
    _id: { type: String, default: newId },
    projectId: { type: String, required: true },
    entityType: { type: String, required: true },
    entityId: { type: String, required: true },
    at: { type: Date, required: true },
    actor: { type: Schema.Types.Mixed, required: true },
    source: { type: Schema.Types.Mixed },
    changes: { type: Schema.Types.Mixed, required: true },
    paths: { type: [String], required: true },
    revertOf: { type: String },
    revertedBy: { type: String },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, id: false },
);
// A record's history, newest first (ids are time-ordered ObjectIds: the tie-break within one millisecond).
changeSchema.index({ projectId: 1, entityType: 1, entityId: 1, at: -1, _id: -1 });
// What one call's analysis (or one merge, one import) wrote.
changeSchema.index({ projectId: 1, "source.type": 1, "source.id": 1 });
changeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const defineChangeModel = (conn: Connection): Model<ChangeDoc> => conn.model<ChangeDoc>("Change", changeSchema, "changes");
