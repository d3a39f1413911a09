import { callIngestSchema, listQuerySchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";

/** Calls: the telephony ingestion and the calls of a contact (newest first, limit 1..50). */
export const callsRouter = router({
  ingest: procedure.input(domainInput(callIngestSchema)).mutation(({ ctx, input }) => ctx.domain.calls.ingest(ctx.auth, input)),
  listOfContact: procedure
    .input(domainInput(z.strictObject({ contactId: z.string().min(1), query: listQuerySchema.prefault({}) })))
    .query(async ({ ctx, input }) => {
      const page = await ctx.domain.calls.listOfContact(ctx.auth, input.contactId, input.query);
      return { ...page, total: page.total ?? page.data.length };
    }),
});
