import { callIngestSchema, callListSpec } from "@crm/domain";
import { byId, domainInput, nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure, router } from "../trpc";

/** Calls: the telephony ingestion, the calls of a contact (newest first, limit 1..50) and transcription requests. */
export const callsRouter = router({
  ingest: procedure.input(domainInput(callIngestSchema)).mutation(({ ctx, input }) => ctx.domain.calls.ingest(ctx.auth, input)),
  listOfContact: procedure
    .input(nestedListInput("contactId"))
    .query(async ({ ctx, input }) =>
      listOutput(await ctx.domain.calls.listOfContact(ctx.auth, input.contactId, input.query), callListSpec),
    ),
  /** A new transcription of the stored recording; answers the call with its transcription PENDING. */
  requestTranscription: procedure
    .input(byId)
    .mutation(({ ctx, input }) => ctx.domain.callPipeline.requestTranscription(ctx.auth, input.id)),
});
