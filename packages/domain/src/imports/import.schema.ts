import { z } from "zod";
import { EXAMPLE_IDS } from "../core/examples";
import { idSchema } from "../core/schema-helpers";

export const IMPORT_ENTITY_TYPES = ["CONTACT", "DEAL"] as const;
export type ImportEntityType = (typeof IMPORT_ENTITY_TYPES)[number];
export const IMPORT_MODES = ["create", "upsert"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_FORMATS = ["CSV", "NDJSON"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = ["QUEUED", "RUNNING", "DONE", "FAILED", "CANCELLED"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Largest import file (decisions: "up to 50 MiB"); refused with 413 while it streams in. */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
/** Most mapped columns: a contact or deal carries at most 200 field values. */
const MAX_MAPPED_COLUMNS = 200;

/**
 * Column name -> target: a built-in KEY (`PHONE`), a field id, or for deals `title`, `pipelineId`,
 * `stageId`, `status`, `lossReasonId` and `contact.<KEY>` (the deal's contact, found or created by that value).
 */
export const importMappingSchema = z
  .record(z.string().min(1).max(200), z.string().min(1).max(64))
  .refine((mapping) => Object.keys(mapping).length >= 1 && Object.keys(mapping).length <= MAX_MAPPED_COLUMNS, {
    message: `Map 1..${MAX_MAPPED_COLUMNS} columns.`,
  });

/** The form fields of `POST /v1/imports` besides the file (the file's bytes travel apart: a stream). */
export const importStartSchema = z
  .strictObject({
    entityType: z.enum(IMPORT_ENTITY_TYPES),
    mapping: importMappingSchema,
    mode: z.enum(IMPORT_MODES).default("create"),
    match: z.string().min(1).max(64).optional(),
  })
  .meta({ examples: [{ entityType: "CONTACT", mapping: { Name: "NAME", Phone: "PHONE" }, mode: "create" }] });
export type ImportStart = z.input<typeof importStartSchema>;

/** The multipart body as documented in OpenAPI: `mapping` is JSON text in a form field. */
export const importUploadSchema = z
  .object({
    file: z.string().meta({
      format: "binary",
      description: "CSV with a header row (`,` or `;`), or NDJSON (one JSON object per line); up to 50 MiB, UTF-8.",
    }),
    entityType: z.enum(IMPORT_ENTITY_TYPES),
    mapping: z.string().describe('JSON object: column name -> target, e.g. `{"Name":"NAME","Phone":"PHONE"}`.'),
    mode: z.enum(IMPORT_MODES).optional().describe("`create` (default) or `upsert` (create or update each row's record by `match`)."),
    match: z
      .string()
      .optional()
      .describe("Upsert only: `PHONE`, `EMAIL`, `CUSTOM_ID` (contacts), `CUSTOM_ID` (deals), or the id of a field with `config.unique`."),
  })
  .meta({ id: "ImportUpload" });

const IMPORT_ID = "6650f0c2a1b2c3d4e5f60040";
export const importQueuedSchema = z
  .object({ id: z.string(), status: z.literal("QUEUED") })
  .meta({ id: "ImportQueued", examples: [{ id: IMPORT_ID, status: "QUEUED" }] });

export const importRecordSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(IMPORT_ENTITY_TYPES),
    mode: z.enum(IMPORT_MODES),
    format: z.enum(IMPORT_FORMATS),
    status: z.enum(IMPORT_STATUSES),
    rows: z.number().int().optional().describe("Data rows in the file, once the import has read it all."),
    processed: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().optional(),
    finishedAt: z.string().optional(),
  })
  .meta({
    id: "Import",
    examples: [
      {
        id: EXAMPLE_IDS.contact,
        entityType: "CONTACT",
        mode: "create",
        format: "CSV",
        status: "DONE",
        rows: 3,
        processed: 3,
        created: 2,
        updated: 0,
        failed: 1,
        createdAt: "2026-01-05T10:00:00.000Z",
        startedAt: "2026-01-05T10:00:00.100Z",
        finishedAt: "2026-01-05T10:00:01.000Z",
      },
    ],
  });
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importErrorRecordSchema = z
  .object({
    row: z.number().int().describe("1 = the first data row; 0 = the file as a whole (its header, its encoding)."),
    column: z.string().optional(),
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: "ImportRowError" });
/** Spelt out (not `z.infer`) so AppRouter's packed declaration (@crm/api-types) names no zod type. */
export interface ImportErrorRecord {
  row: number;
  column?: string | undefined;
  code: string;
  message: string;
}

export const importErrorsSchema = z.object({ data: z.array(importErrorRecordSchema) }).meta({
  id: "ImportErrors",
  examples: [{ data: [{ row: 7, column: "Phone", code: "VALIDATION_ERROR", message: "Invalid field value. Not a phone number." }] }],
});

export const importIdSchema = idSchema;
