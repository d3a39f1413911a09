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
const DEAL_COLUMNS = ["title", "status", "pipelineId", "stageId", "contactId"] as const;

/** What an export streams: a file name, its media type and its lines, read from a cursor as the consumer pulls them. */
export interface ExportStream {
  filename: string;
  mimeType: string;
  lines: AsyncIterable<string>;
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
      const model = config.model;
      const openCursor = () =>
        compiled.addFields
          ? model
              .aggregate([{ $match: compiled.match }, { $addFields: compiled.addFields }, { $sort: compiled.sort }])
              .cursor({ batchSize: EXPORT_BATCH })
          : model.find(compiled.match).sort(compiled.sort).lean().cursor({ batchSize: EXPORT_BATCH });
      const toRecord = config.toRecord as (doc: TenantDoc) => Record<string, unknown>;

      async function* lines(): AsyncGenerator<string> {
        if (format === "csv") {
          yield csvLine(["id", "createdAt", "updatedAt", ...(entity === "deals" ? DEAL_COLUMNS : []), ...columns.map((c) => c.name)]);
        }
        const cursor = openCursor();
        try {
          for await (const doc of cursor) {
            const record = toRecord(doc as TenantDoc);
            if (format === "ndjson") {
              yield `${JSON.stringify(record)}\n`;
              continue;
            }
            const values = new Map((record.fields as StoredFieldValue[] | undefined)?.map((v) => [v.fieldId, v.value]));
            yield csvLine([
              record.id,
              record.createdAt,
              record.updatedAt,
              ...(entity === "deals" ? DEAL_COLUMNS.map((key) => record[key]) : []),
              ...columns.map((c) => values.get(c.id)),
            ]);
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
        lines: releasingWhenDone(lines(), release),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
