import { callIngestSchema, callListSpec, callRecordingUrl, type CallRecord } from "@crm/domain";
import { byId, domainInput, nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure, router } from "../trpc";

/**
 * A call with `recordingUrl`, where its stored recording plays (REST's download, which streams
 * it; null until STORED). Left out of a row whose projection has no `recording`.
 */
const withRecordingUrl = <C extends Partial<CallRecord>>(call: C): C & { recordingUrl?: string | null } =>
  call.id !== undefined && call.recording !== undefined
    ? { ...call, recordingUrl: callRecordingUrl({ id: call.id, recording: call.recording }) }
    : call;

/** Calls: the telephony ingestion, the calls of a contact (newest first, limit 1..50) and transcription requests. */
export const callsRouter = router({
  ingest: procedure.input(domainInput(callIngestSchema)).mutation(({ ctx, input }) => ctx.domain.calls.ingest(ctx.auth, input)),
  listOfContact: procedure.input(nestedListInput("contactId")).query(async ({ ctx, input }) => {
    const page = await ctx.domain.calls.listOfContact(ctx.auth, input.contactId, input.query);
    return listOutput({ ...page, data: page.data.map(withRecordingUrl) }, callListSpec);
  }),
  /** A new transcription of the stored recording; answers the call with its transcription PENDING. */
  requestTranscription: procedure
    .input(byId)
    .mutation(async ({ ctx, input }) => withRecordingUrl(await ctx.domain.callPipeline.requestTranscription(ctx.auth, input.id))),
});
