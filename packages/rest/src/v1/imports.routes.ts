import {
  contactListSpec,
  dealListSpec,
  EXPORTS_PER_KEY,
  EXPORTS_PER_PROCESS,
  exportQuerySchema,
  IMPORT_UPLOADS_PER_KEY,
  importErrorsSchema,
  importListSpec,
  importQueuedSchema,
  importRecordSchema,
  importUploadSchema,
  MAX_PENDING_IMPORTS,
  type Domain,
  type ListQuery,
} from "@crm/domain";
import { defineRoute, defineRoutes } from "../core/route-def";
import { pathIds } from "../core/id-params";

const tag = {
  name: "Import and export",
  description:
    "Bulk data in and out: import jobs from CSV or NDJSON files (run by the worker, with progress and per-row errors) and streamed exports of contacts and deals.",
};

const importParams = pathIds({ id: "Import id." });

/** `format` rides in the query string beside the list filters; the grammar reads it as a filter, so it is taken out here. */
function splitFormat(query: ListQuery): { query: ListQuery; options: { format?: string } } {
  const format = query.filters.find((filter) => filter.field === "format" && filter.op === "eq");
  const filters = query.filters.filter((filter) => filter !== format);
  return { query: { ...query, filters }, options: format && typeof format.value === "string" ? { format: format.value } : {} };
}

const MEDIA_TYPES = ["text/csv", "application/x-ndjson"] as const;

const exportDescription = (entity: string, columns: string) =>
  `Every ${entity} matching the list filters, streamed (no page limit; the sort and filters of the list apply), as an attachment. ` +
  `\`format=csv\` (default): RFC 4180, a header row, columns ${columns}, then one per field (its \`key\`, else its label); a cell ` +
  "starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so spreadsheets do not run it. `format=ndjson`: one record per " +
  "line, as GET returns it. Filter errors answer 400 before any byte is sent. An API key runs at most " +
  `${EXPORTS_PER_KEY} exports at once (a server at most ${EXPORTS_PER_PROCESS}): beyond, 429 \`RATE_LIMITED\` with \`Retry-After\`.`;

/** Imports (decisions "Bulk sync": import) and the contact and deal exports. */
export const importRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/contacts/export",
      operationId: "exportContacts",
      summary: "Export contacts",
      description: exportDescription("contact", "`id`, `createdAt`, `updatedAt`"),
      tag,
      query: exportQuerySchema,
      stream: { mediaTypes: MEDIA_TYPES, filters: contactListSpec },
      success: { status: 200, description: "The file, streamed." },
      errors: [403],
      handler: ({ ctx, query }) => {
        const split = splitFormat(query);
        return domain.exports.export(ctx, "contacts", split.query, split.options);
      },
    }),
    defineRoute({
      method: "get",
      path: "/deals/export",
      operationId: "exportDeals",
      summary: "Export deals",
      description: exportDescription("deal", "`id`, `createdAt`, `updatedAt`, `title`, `status`, `pipelineId`, `stageId`, `contactId`"),
      tag,
      query: exportQuerySchema,
      stream: { mediaTypes: MEDIA_TYPES, filters: dealListSpec },
      success: { status: 200, description: "The file, streamed." },
      errors: [403],
      handler: ({ ctx, query }) => {
        const split = splitFormat(query);
        return domain.exports.export(ctx, "deals", split.query, split.options);
      },
    }),
    defineRoute({
      method: "post",
      path: "/imports",
      operationId: "startImport",
      summary: "Start an import",
      description:
        "Uploads a CSV (header row; `,` or `;` detected; RFC 4180 quoting; a UTF-8 BOM is fine) or NDJSON file (by a `.ndjson`/`.jsonl` " +
        "name or an `application/x-ndjson` part) of up to 50 MiB, stored until the worker has run it; 202 `{id, status: QUEUED}`. " +
        "`mapping` (JSON text) maps columns to a built-in `KEY` or a field id of `entityType`, and for deals also to `title`, " +
        "`pipelineId`, `stageId`, `status` (OPEN/WON/LOST: the first stage of that type in the row's pipeline), `lossReasonId` and exactly one of `contact.PHONE`, `contact.EMAIL`, `contact.CUSTOM_ID` (the deal's contact: the " +
        "oldest with that value, else a new one). An unknown target or a field of the other entity type is a 400 before the file is " +
        "read; a file over 50 MiB is a 413 and one that is not UTF-8 a 400, both while it uploads. `mode: upsert` with `match` " +
        "(`PHONE`, `EMAIL`, `CUSTOM_ID` or a unique field's id, as `PUT /v1/contacts/by/{match}/{value}`; a column must be mapped to it) " +
        "creates or updates each row's record by its value; a value several records hold is that row's `AMBIGUOUS_MATCH`. " +
        `Send the \`file\` part last. A project has at most ${MAX_PENDING_IMPORTS} imports waiting or running, and a key uploads at most ` +
        `${IMPORT_UPLOADS_PER_KEY} files at once: beyond, 429 \`RATE_LIMITED\` with \`Retry-After\`, nothing stored.`,
      tag,
      upload: { schema: importUploadSchema },
      success: { status: 202, schema: importQueuedSchema, description: "Accepted; the worker runs the import." },
      errors: [403],
      handler: ({ ctx, upload }) => {
        const { mapping, ...fields } = upload!.fields;
        return domain.imports.start(ctx, { ...fields, mapping: parseMapping(mapping) }, upload!.file);
      },
    }),
    defineRoute({
      method: "get",
      path: "/imports",
      operationId: "listImports",
      summary: "List imports",
      description: "The project's imports, newest first.",
      tag,
      list: { spec: importListSpec, format: "envelope" },
      success: { status: 200, schema: importRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.imports.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/imports/{id}",
      operationId: "getImport",
      summary: "Get an import",
      description:
        "Status (`QUEUED`, `RUNNING`, `DONE`, `FAILED`, `CANCELLED`) and progress: `processed` rows, of which `created` and `failed`; " +
        "`rows` once the whole file has been read.",
      tag,
      params: importParams,
      success: { status: 200, schema: importRecordSchema },
      errors: [403],
      handler: ({ ctx, params }) => domain.imports.get(ctx, params.id),
    }),
    defineRoute({
      method: "get",
      path: "/imports/{id}/errors",
      operationId: "listImportErrors",
      summary: "List an import's row errors",
      description:
        "The rows reported and skipped, in row order (the first 1000): `row` 1 is the first data row, 0 the file as a whole " +
        "(a missing or duplicate header name, a column the mapping names but the header lacks); `column` when one cell is at fault.",
      tag,
      params: importParams,
      success: { status: 200, schema: importErrorsSchema },
      errors: [403],
      handler: ({ ctx, params }) => domain.imports.errors(ctx, params.id),
    }),
    defineRoute({
      method: "post",
      path: "/imports/{id}/cancel",
      operationId: "cancelImport",
      summary: "Cancel an import",
      description:
        "Stops a queued or running import after the chunk it is writing (rows already written stay); `import.completed` with status " +
        "`CANCELLED`. 409 `IMPORT_FINISHED` once it has ended.",
      tag,
      params: importParams,
      success: { status: 202, schema: importRecordSchema, description: "The import, cancelled." },
      errors: [403, { status: 409, codes: ["IMPORT_FINISHED"] }],
      handler: async ({ ctx, params }) => {
        await domain.imports.cancel(ctx, params.id);
        return domain.imports.get(ctx, params.id);
      },
    }),
  );

/** The `mapping` form field is JSON text; text that is not JSON is passed on as is, for the domain to refuse with its message. */
function parseMapping(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
