import * as d from "@crm/domain";
import { builder } from "./builder";
import { defineReads, recordTypeOf } from "./resources";

/**
 * Import jobs, read-only here: `import(id)`, `imports(...)` and `importErrors(id)` follow an import
 * started through REST (multipart upload) or tRPC (`imports.start`); `cancelImport` stops one.
 */
export function defineImports(): void {
  const Import = defineReads({
    type: "Import",
    one: "import",
    many: "imports",
    record: d.importRecordSchema,
    list: d.importListSpec,
    service: (domain) => domain.imports,
  });
  const ImportErrors = recordTypeOf(d.importErrorsSchema, "ImportErrors");
  builder.queryField("importErrors", (t) =>
    t.field({
      type: ImportErrors,
      description: "The rows an import reported and skipped, in row order (the first 1000); row 0 is the file as a whole.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => ctx.domain.imports.errors(ctx.auth, String(id)),
    }),
  );
  builder.mutationField("cancelImport", (t) =>
    t.field({
      type: Import,
      description: "Stops a queued or running import after its current chunk; IMPORT_FINISHED once it has ended.",
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        await ctx.domain.imports.cancel(ctx.auth, String(id));
        return ctx.domain.imports.get(ctx.auth, String(id));
      },
    }),
  );
}
