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
 * One import job. `processed` is the checkpoint: rows 1..processed are done (written or reported),
 * and it moves in the same transaction as the records of its chunk, so a run after a crash skips
 * exactly what was committed (import-writer.ts).
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
