import type { Model } from "mongoose";
import { requireScope, systemContext, type Context } from "../core/context";
import { concurrencySlots } from "../core/concurrency-cap";
import { takeAllSlots, takeLock } from "../core/guard-slots";
import { conflict, notFound, RateLimitedError } from "../core/errors";
import { newId } from "../core/ids";
import type { InTransaction } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldDefinitionCache } from "../fields/field-definitions";
import type { ImportFileStore } from "../ports/import-ports";
import { DEFAULT_LIST_LIMITS, recordListFields, runList, compileListQuery, type ListQuery, type ListSpec } from "../query";
import { resolvePlan } from "./import-mapping";
import { ImportFileError, readImportRows, type ImportRow } from "./import-rows";
import { checkedUpload } from "./import-upload";
import { IMPORT_CHUNKS_IN_FLIGHT, importFlights } from "./import-flights";
import { addTotals, chunkOf, readProgress } from "./import-progress";
import { ImportStopped, type ImportWriter } from "./import-writer";
import type { ImportChunkDoc, ImportDoc, ImportErrorDoc } from "./import.model";
import { importToRecord } from "./import.record";
import { importStartSchema, type ImportErrorRecord, type ImportFormat, type ImportRecord } from "./import.schema";

export const importListSpec = {
  resource: "imports",
  fields: recordListFields({
    entityType: { kind: "enum", values: ["CONTACT", "DEAL"] },
    status: { kind: "enum", values: ["QUEUED", "RUNNING", "DONE", "FAILED", "CANCELLED"] },
  }),
  relations: {},
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "createdAt", direction: -1 }],
} satisfies ListSpec;

/** Most row errors one `errors` call answers (first rows first). */
export const MAX_LISTED_IMPORT_ERRORS = 1000;

/** Imports of one project waiting or running at once; a start beyond is 429 (each may hold a 50 MiB file). */
export const MAX_PENDING_IMPORTS = 5;
/** Uploads streaming into storage at once, per API key and per API process. */
export const IMPORT_UPLOADS_PER_KEY = 2;
export const IMPORT_UPLOADS_PER_PROCESS = 8;

const PENDING = ["QUEUED", "RUNNING"] as const;

export interface ImportUpload {
  /** The file's bytes as they arrive (the REST body's file part, or decoded tRPC content). */
  content: AsyncIterable<Buffer>;
  filename?: string;
  mimeType?: string;
}

export interface ImportServiceDeps {
  models: { imports: Model<ImportDoc>; importErrors: Model<ImportErrorDoc>; importChunks: Model<ImportChunkDoc> };
  fieldDefinitions: FieldDefinitionCache;
  files: ImportFileStore;
  writer: ImportWriter;
  inTransaction: InTransaction;
}

/** NDJSON when the upload says so by name or type; CSV otherwise. */
function formatOf(upload: ImportUpload): ImportFormat {
  const name = upload.filename?.toLowerCase() ?? "";
  const type = upload.mimeType?.toLowerCase() ?? "";
  return name.endsWith(".ndjson") || name.endsWith(".jsonl") || type.includes("ndjson") || type.includes("jsonl") ? "NDJSON" : "CSV";
}

export function createImportService(deps: ImportServiceDeps) {
  const { imports, importErrors, importChunks } = deps.models;
  const uploads = concurrencySlots(
    { perKey: IMPORT_UPLOADS_PER_KEY, perProcess: IMPORT_UPLOADS_PER_PROCESS },
    {
      perKey: `This API key already uploads ${IMPORT_UPLOADS_PER_KEY} import files; retry when one has been stored.`,
      perProcess: "This API process receives as many import files as it serves; retry later.",
    },
  );
  /**
   * 429 when the project already has MAX_PENDING_IMPORTS waiting or running: checked before the
   * upload and again as the import is queued, there under the project's import lock (concurrent starts queue one by one).
   */
  async function assertRoomForImport(ctx: Context): Promise<void> {
    const pending = await imports.countDocuments({ projectId: ctx.projectId, status: { $in: [...PENDING] } });
    if (pending >= MAX_PENDING_IMPORTS)
      throw new RateLimitedError(
        30,
        MAX_PENDING_IMPORTS,
        0,
        `This project already has ${MAX_PENDING_IMPORTS} imports waiting or running; start another when one has ended (or cancel one).`,
      );
  }
  const load = async (ctx: Context, id: string): Promise<ImportDoc> => {
    const doc = await imports.findOne({ _id: id, projectId: ctx.projectId }).lean<ImportDoc>();
    if (!doc) throw notFound("Import", id);
    return doc;
  };

  /**
   * Ends an import (from QUEUED or RUNNING) with its `import.completed` event. It takes every guard
   * slot of the import first, so a chunk in flight either committed before (and is counted in the
   * counters set here from the chunks) or rolls back.
   */
  async function finish(
    ctx: Context,
    id: string,
    status: "DONE" | "FAILED" | "CANCELLED",
    extra: Partial<ImportDoc> = {},
  ): Promise<ImportDoc | null> {
    return deps.inTransaction(ctx, async (uow) => {
      await takeAllSlots(imports, uow.session, ctx, [id]);
      const { totals } = await readProgress(importChunks, ctx.projectId, id);
      const doc = await imports
        .findOneAndUpdate(
          { _id: id, projectId: ctx.projectId, status: { $in: ["QUEUED", "RUNNING"] } },
          { $set: { status, finishedAt: new Date(), ...totals, ...extra } },
          { returnDocument: "after" },
        )
        .lean<ImportDoc>();
      if (doc) uow.emit({ type: "import.completed", data: { id, record: importToRecord(doc) } });
      return doc;
    });
  }

  async function fail(ctx: Context, imp: ImportDoc, error: ImportFileError) {
    await importErrors.create({ projectId: ctx.projectId, importId: imp._id, row: error.row, code: error.code, message: error.message });
    await finish(ctx, imp._id, "FAILED");
  }

  return {
    /**
     * Checks the form (entity type, mapping against the project's fields) before reading the file,
     * stores the file (413 over 50 MiB, 400 when not UTF-8, both while it streams), then queues the
     * import with its `import.queued` event, which the worker turns into a job.
     */
    async start(ctx: Context, form: unknown, upload: ImportUpload): Promise<{ id: string; status: "QUEUED" }> {
      requireScope(ctx, "write");
      const input = parseInput(importStartSchema, form);
      resolvePlan(await deps.fieldDefinitions.get(ctx.projectId), input);
      await assertRoomForImport(ctx);
      const id = newId();
      let size = 0;
      const release = uploads.acquire(ctx.keyId ?? ctx.projectId);
      try {
        await deps.files.save(
          id,
          (async function* () {
            for await (const chunk of checkedUpload(upload.content)) {
              size += chunk.length;
              yield chunk;
            }
          })(),
        );
      } finally {
        release();
      }
      // The file is stored before the import exists: a refusal here removes it, so nothing is left half-made.
      return deps
        .inTransaction(ctx, async (uow) => {
          await takeLock(imports, uow.session, ctx, ctx.projectId);
          await assertRoomForImport(ctx);
          const [doc] = await imports.create([
            {
              _id: id,
              projectId: ctx.projectId,
              entityType: input.entityType,
              mode: input.mode,
              ...(input.match ? { match: input.match } : {}),
              mapping: input.mapping,
              format: formatOf(upload),
              fileId: id,
              fileSize: size,
              status: "QUEUED",
              processed: 0,
              created: 0,
              updated: 0,
              failed: 0,
            },
          ]);
          uow.emit({ type: "import.queued", data: { id, record: importToRecord(doc!.toObject()) } });
          return { id, status: "QUEUED" as const };
        })
        .catch(async (error: unknown) => {
          await deps.files.remove(id);
          throw error;
        });
    },

    async get(ctx: Context, id: string): Promise<ImportRecord> {
      requireScope(ctx, "read");
      return importToRecord(await load(ctx, id));
    },

    /** Imports of this project in the order of `ids`, null for missing ones (GraphQL's batched reads). */
    async getMany(ctx: Context, ids: readonly string[]): Promise<Array<ImportRecord | null>> {
      requireScope(ctx, "read");
      const docs = await imports.find({ projectId: ctx.projectId, _id: { $in: [...ids] } }).lean<ImportDoc[]>();
      const byId = new Map(docs.map((doc) => [doc._id, importToRecord(doc)]));
      return ids.map((id) => byId.get(id) ?? null);
    },

    async list(ctx: Context, query: ListQuery, options: { count?: boolean } = {}) {
      requireScope(ctx, "read");
      const compiled = await compileListQuery(query, importListSpec, { projectId: ctx.projectId });
      return runList(imports, compiled, (doc) => importToRecord(doc as unknown as ImportDoc), { count: options.count ?? true });
    },

    /** The rows reported and skipped, in row order (at most MAX_LISTED_IMPORT_ERRORS). */
    async errors(ctx: Context, id: string): Promise<{ data: ImportErrorRecord[] }> {
      requireScope(ctx, "read");
      await load(ctx, id);
      const docs = await importErrors
        .find({ projectId: ctx.projectId, importId: id })
        .sort({ row: 1, _id: 1 })
        .limit(MAX_LISTED_IMPORT_ERRORS)
        .lean<ImportErrorDoc[]>();
      return {
        data: docs.map((doc) => ({ row: doc.row, ...(doc.column ? { column: doc.column } : {}), code: doc.code, message: doc.message })),
      };
    },

    /** Stops a queued or running import (the chunks in flight roll back); 409 IMPORT_FINISHED once it has ended. */
    async cancel(ctx: Context, id: string): Promise<void> {
      requireScope(ctx, "write");
      await load(ctx, id);
      if (!(await finish(ctx, id, "CANCELLED"))) throw conflict("IMPORT_FINISHED", "The import has already ended.");
    },

    /**
     * The worker's step: runs the import from its checkpoints to the end of the file, one chunk per
     * transaction, IMPORT_CHUNKS_IN_FLIGHT of them at once in create mode (import-flights.ts). Safe to run again after
     * a crash (the rows the committed chunks hold are skipped) and a no-op once the import has ended.
     */
    async run(projectId: string, id: string): Promise<void> {
      const ctx = systemContext(projectId, { type: "SYSTEM", id: "import" });
      const imp = await imports
        .findOneAndUpdate(
          { _id: id, projectId, status: { $in: ["QUEUED", "RUNNING"] } },
          [{ $set: { status: "RUNNING", startedAt: { $ifNull: ["$startedAt", "$$NOW"] } } }],
          { returnDocument: "after", updatePipeline: true },
        )
        .lean<ImportDoc>();
      if (!imp) return;
      const plan = resolvePlan(await deps.fieldDefinitions.get(projectId), imp);
      const { through, totals } = await readProgress(importChunks, projectId, id);
      const rows = readImportRows(deps.files.open(imp.fileId), imp.format, Object.keys(imp.mapping));
      // Upsert rows are one transaction each, in file order: two rows of one value must meet in that order.
      const flights = importFlights(imp.mode === "create" ? IMPORT_CHUNKS_IN_FLIGHT : 1);
      const send = async (chunkRows: ImportRow[]): Promise<void> => {
        const prepared = await deps.writer.prepareChunk(ctx, imp, plan, chunkRows);
        await flights.add(prepared.keys, async () => {
          addTotals(totals, await deps.writer.writeChunk(ctx, imp, plan, prepared));
          // Progress for readers; the import's end sets the exact sums from the chunks.
          await imports.updateOne({ _id: id, projectId }, { $max: { ...totals } });
        });
      };
      let chunk: ImportRow[] = [];
      let seen = 0;
      let fileError: ImportFileError | undefined;
      try {
        try {
          for await (const row of rows) {
            seen = row.row;
            if (row.row <= (through.get(chunkOf(row.row)) ?? 0)) continue;
            if (chunk.length > 0 && chunkOf(row.row) !== chunkOf(chunk[0]!.row)) {
              await send(chunk);
              chunk = [];
            }
            chunk.push(row);
          }
        } catch (error) {
          if (!(error instanceof ImportFileError)) throw error;
          fileError = error;
        }
        if (chunk.length > 0) await send(chunk);
        await flights.drain();
      } catch (error) {
        // Nothing of this run may still be writing when the job is retried.
        await flights.drain().catch(() => undefined);
        if (error instanceof ImportStopped) return;
        throw error;
      }
      if (fileError) {
        await fail(ctx, imp, fileError);
        return;
      }
      await finish(ctx, id, "DONE", { rows: seen });
      await deps.files.remove(imp.fileId).catch(() => undefined);
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
