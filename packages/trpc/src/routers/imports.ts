import { importListSpec, importStartSchema } from "@crm/domain";
import { z } from "zod";
import { byId, domainInput } from "../input";
import { procedure, router } from "../trpc";
import { readProcedures } from "./crud";

/**
 * `imports.start` takes the file as text in `content` (a CSV or NDJSON file is UTF-8 text, so no
 * base64 is needed), within the tRPC body limit (1 MiB by default, REST_BODY_LIMIT_BYTES); larger
 * files go through REST's multipart `POST /v1/imports` (up to 50 MiB). `format` says how to read it.
 */
const startInput = domainInput(
  importStartSchema.extend({
    format: z.enum(["CSV", "NDJSON"]).default("CSV"),
    content: z.string().min(1),
  }),
);

async function* textBytes(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text, "utf8");
}

/** Import jobs: start one from text, follow it (get, list, errors), cancel it. */
export const importsRouter = router({
  ...readProcedures((domain) => domain.imports, importListSpec),
  start: procedure.input(startInput).mutation(({ ctx, input }) => {
    const { content, format, ...form } = input;
    return ctx.domain.imports.start(ctx.auth, form, {
      content: textBytes(content),
      ...(format === "NDJSON" ? { mimeType: "application/x-ndjson" } : {}),
    });
  }),
  errors: procedure.input(byId).query(({ ctx, input }) => ctx.domain.imports.errors(ctx.auth, input.id)),
  cancel: procedure.input(byId).mutation(async ({ ctx, input }) => {
    await ctx.domain.imports.cancel(ctx.auth, input.id);
    return ctx.domain.imports.get(ctx.auth, input.id);
  }),
});
