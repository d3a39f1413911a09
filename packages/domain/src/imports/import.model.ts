import { Schema, type Connection, type Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";
import {
  IMPORT_ENTITY_TYPES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  type ImportEntityType,
  type ImportFormat,
  type ImportMode,
  type ImportStatus,
} from "./import.schema";

/**
 * One import job. Its counters are what the committed chunks add up to (ImportChunkDoc holds the
 * checkpoint): the run raises them after each commit, and the import's end sets them from the
 * chunks in its own transaction, so the final figures are exact even after a crash.
 */
export interface ImportDoc extends TenantDoc {
  entityType: ImportEntityType;
  mode: ImportMode;
  match?: string;
  /** Column name -> target, as given (validated against the fields at start). */
  mapping: Record<string, string>;
  format: ImportFormat;
  fileId: string;
  fileSize: number;
  status: ImportStatus;
  rows?: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  startedAt?: Date;
  finishedAt?: Date;
}

const importSchema = tenantSchema<ImportDoc>({
  entityType: { type: String, enum: IMPORT_ENTITY_TYPES, required: true },
  mode: { type: String, enum: IMPORT_MODES, required: true },
  match: { type: String },
  mapping: { type: Schema.Types.Mixed, required: true },
  format: { type: String, enum: IMPORT_FORMATS, required: true },
  fileId: { type: String, required: true },
  fileSize: { type: Number, required: true },
  status: { type: String, enum: IMPORT_STATUSES, required: true },
  rows: { type: Number },
  processed: { type: Number, required: true },
  created: { type: Number, required: true },
  updated: { type: Number, required: true },
  failed: { type: Number, required: true },
  startedAt: { type: Date },
  finishedAt: { type: Date },
});
importSchema.index({ projectId: 1, createdAt: -1, _id: -1 });

export const defineImportModel = (conn: Connection): Model<ImportDoc> => conn.model<ImportDoc>("Import", importSchema, "imports");

/** A row the import reported and skipped (row 0: the file itself, e.g. its header). */
export interface ImportErrorDoc {
  _id: string;
  projectId: string;
  importId: string;
  row: number;
  column?: string;
  code: string;
  message: string;
}

const importErrorSchema = tenantSchema<ImportErrorDoc>(
  {
    importId: { type: String, required: true },
    row: { type: Number, required: true },
    column: { type: String },
    code: { type: String, required: true },
    message: { type: String, required: true },
  },
  { timestamps: false },
);
importErrorSchema.index({ projectId: 1, importId: 1, row: 1 });

export const defineImportErrorModel = (conn: Connection): Model<ImportErrorDoc> =>
  conn.model<ImportErrorDoc>("ImportError", importErrorSchema, "import_errors");

/**
 * The checkpoint of one chunk of an import (import-progress.ts): rows of the chunk up to `through`
 * are done (written or reported), and it is written in the same transaction as the chunk's records
 * (an upsert row's, in upsert mode), so a run after a crash skips exactly what was committed. Its
 * `_id` is `<importId>:<chunk>`: two runs of one import cannot both commit a chunk.
 */
export interface ImportChunkDoc {
  _id: string;
  projectId: string;
  importId: string;
  through: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
}

const importChunkSchema = tenantSchema<ImportChunkDoc>(
  {
    _id: { type: String, required: true },
    importId: { type: String, required: true },
    through: { type: Number, required: true },
    processed: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    updated: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
  },
  { timestamps: false },
);
importChunkSchema.index({ projectId: 1, importId: 1 });

export const defineImportChunkModel = (conn: Connection): Model<ImportChunkDoc> =>
  conn.model<ImportChunkDoc>("ImportChunk", importChunkSchema, "import_chunks");
