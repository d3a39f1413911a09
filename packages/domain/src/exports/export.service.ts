import type { Model } from "mongoose";
import { requireScope, type Context } from "../core/context";
import type { ResourceService } from "../core/resource-service";
import type { TenantDoc } from "../core/tenant-schema";
import type { FieldDoc } from "../fields/field.model";
import type { StoredFieldValue } from "../fields/field-values";
import { compileListQuery, type ListQuery } from "../query";
import { parseInput } from "../core/validate";
import { z } from "zod";
import { concurrencySlots, releasingWhenDone } from "../core/concurrency-cap";
import { csvLine } from "./csv-cells";

export const EXPORT_FORMATS = ["csv", "ndjson"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default("csv").describe("`csv` (default) or `ndjson` (one record per line, as GET returns it)."),
});
export type ExportEntity = "contacts" | "deals";

/** Exports streaming at once, per API key and per API process (core/concurrency-cap.ts): beyond, 429. */
export const EXPORTS_PER_KEY = 2;
export const EXPORTS_PER_PROCESS = 16;

/** Records read from MongoDB per round trip; memory stays at about one batch whatever the count. */
const EXPORT_BATCH = 1000;
/** Records per chunk: few enough that a chunk's documents and strings die young (a whole batch at once let garbage reach the old generation). */
const CHUNK_RECORDS = 100;
const DEAL_COLUMNS = ["title", "status", "pipelineId", "stageId", "contactId"] as const;

/**
 * What an export streams: a file name, its media type and its text, read from a cursor as the
 * consumer pulls it. Each chunk is a whole number of lines (up to `CHUNK_RECORDS` records), so a
 * socket write and an await serve a hundred records rather than one.
 */
export interface ExportStream {
  filename: string;
  mimeType: string;
  chunks: AsyncIterable<string>;
}

export interface ExportServiceDeps {
  fields: Model<FieldDoc>;
  contacts: ResourceService<TenantDoc, unknown>;
  deals: ResourceService<TenantDoc, unknown>;
}

export function createExportService(deps: ExportServiceDeps) {
  const running = concurrencySlots(
    { perKey: EXPORTS_PER_KEY, perProcess: EXPORTS_PER_PROCESS },
    {
      perKey: `This API key already runs ${EXPORTS_PER_KEY} exports; retry when one has finished.`,
      perProcess: "This API process runs as many exports as it serves; retry later.",
    },
  );

  /** One column per field of the entity (its KEY, else its label), in the project's field order. */
  async function fieldColumns(ctx: Context, entityType: "CONTACT" | "DEAL"): Promise<Array<{ id: string; name: string }>> {
    const fields = await deps.fields
      .find({ projectId: ctx.projectId, entityType }, { key: 1, label: 1 })
      .sort({ position: 1, _id: 1 })
      .lean<Array<Pick<FieldDoc, "_id" | "key" | "label">>>();
    return fields.map((field) => ({ id: field._id, name: field.key ?? field.label }));
  }

  return {
    /**
     * Every record the list filters match, in the list's order, with no page limit: a cursor read
     * as the consumer pulls lines (backpressure), closed when the consumer stops (`return()`).
     * Validation (filters, format) happens here, before the first byte is sent.
     */
    async export(ctx: Context, entity: ExportEntity, query: ListQuery, options: unknown): Promise<ExportStream> {
      requireScope(ctx, "read");
      const { format } = parseInput(exportQuerySchema, options);
      const service = entity === "contacts" ? deps.contacts : deps.deals;
      const { config } = service;
      const compiled = await compileListQuery(
        { ...query, project: undefined, with: undefined, limit: undefined, offset: undefined },
        config.list,
        {
          projectId: ctx.projectId,
          ...(config.customFields ? { resolveCustomField: config.customFields(ctx) } : {}),
        },
      );
      const columns = format === "csv" ? await fieldColumns(ctx, entity === "contacts" ? "CONTACT" : "DEAL") : [];
      // The driver's cursor, not mongoose's: lean documents either way, and a chunk's documents are
      // taken from the fetched batch at once (`readBufferedDocuments`), not one awaited at a time.
      const collection = config.model.collection;
      // Stored paths no record shows (the search keys) stay in the database.
      const unsent = Object.fromEntries((config.list.storedOnly ?? []).map((path) => [path, 0]));
      const openCursor = () =>
        compiled.addFields
          ? collection.aggregate(
              [
                { $match: compiled.match },
                { $addFields: compiled.addFields },
                { $sort: compiled.sort },
                ...(Object.keys(unsent).length > 0 ? [{ $project: unsent }] : []),
              ],
              { batchSize: EXPORT_BATCH },
            )
          : collection.find(compiled.match, { sort: compiled.sort, projection: unsent, batchSize: EXPORT_BATCH });
      const toRecord = config.toRecord as (doc: TenantDoc) => Record<string, unknown>;

      const lineOf = (doc: TenantDoc): string => {
        const record = toRecord(doc);
        if (format === "ndjson") return `${JSON.stringify(record)}\n`;
        const values = new Map((record.fields as StoredFieldValue[] | undefined)?.map((v) => [v.fieldId, v.value]));
        return csvLine([
          record.id,
          record.createdAt,
          record.updatedAt,
          ...(entity === "deals" ? DEAL_COLUMNS.map((key) => record[key]) : []),
          ...columns.map((c) => values.get(c.id)),
        ]);
      };

      async function* chunks(): AsyncGenerator<string> {
        if (format === "csv") {
          yield csvLine(["id", "createdAt", "updatedAt", ...(entity === "deals" ? DEAL_COLUMNS : []), ...columns.map((c) => c.name)]);
        }
        const cursor = openCursor();
        try {
          for (let doc = await cursor.next(); doc !== null; doc = await cursor.next()) {
            const batch = [doc, ...cursor.readBufferedDocuments(CHUNK_RECORDS - 1)] as TenantDoc[];
            yield batch.map(lineOf).join("");
          }
        } finally {
          await cursor.close();
        }
      }

      const date = new Date().toISOString().slice(0, 10);
      // Taken last, after every check that can refuse the request: nothing above holds it.
      const release = running.acquire(ctx.keyId ?? ctx.projectId);
      return {
        filename: `${entity}-${date}.${format}`,
        mimeType: format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson",
        chunks: releasingWhenDone(chunks(), release),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
