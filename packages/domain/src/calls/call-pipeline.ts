import type { AnalysisField, Analyzer, RecordingSource, RecordingStore, Transcriber, Transcript } from "@crm/providers";
import type { Model } from "mongoose";
import type { ContactService } from "../contacts/contact.service";
import { requireScope, type Context } from "../core/context";
import { AppError, conflict } from "../core/errors";
import { newId } from "../core/ids";
import { loadInProject } from "../core/references";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import type { DealDoc } from "../deals/deal.model";
import type { DealService } from "../deals/deal.service";
import type { FieldDoc } from "../fields/field.model";
import type { FieldValueInput, FieldValues } from "../fields/field-values";
import { assertTranscriptionRequestable, isCurrentRequest, transcriptionOnStore } from "./call-pipeline-state";
import type { CallDoc, CallFieldWrite } from "./call.model";
import type { CallRecord } from "./call.schema";
import { callToRecord } from "./call.service";

/** The events announcing a stage of the call pipeline (the relay starts the next stage from them). */
type CallStepEvent = "call.recording" | "call.transcription" | "call.analysis";

export interface CallPipelineDeps {
  calls: Model<CallDoc>;
  deals: Model<DealDoc>;
  fields: Model<FieldDoc>;
  store: RecordingStore;
  fieldValues: FieldValues;
  dealService: Pick<DealService, "applyFieldValues">;
  contactService: Pick<ContactService, "applyFieldValues">;
  inTransaction: InTransaction;
}

/** What a step did: `skipped` when its stage was no longer waiting for it (a repeated or outdated job). */
export type StepOutcome = "done" | "skipped";

/** A stored recording, for `GET /v1/calls/{id}/recording`. */
export interface RecordingDownload {
  size: number;
  mimeType: string;
  /** Bytes `start..end` (inclusive) or all of them. */
  open(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/**
 * The call pipeline's domain steps: recording copy -> transcription -> analysis (with the field
 * write-back). Each step is a compare-and-set on its stage's status (and request id) inside a unit
 * of work that also writes the event announcing the new state; the worker's relay turns that event
 * into the next stage's job. Re-running a step after it completed matches nothing and writes
 * nothing. The slow outside work (download, speech to text, LLM) runs before the transaction.
 */
export function createCallPipeline(deps: CallPipelineDeps) {
  const { calls, store, inTransaction } = deps;

  const find = (ctx: Context, id: string) => calls.findOne({ projectId: ctx.projectId, _id: id }).lean<CallDoc>();

  /** Compare-and-set: applies `set` only if the call still matches `expect`; emits the events built from the new state. */
  async function advance(
    ctx: Context,
    id: string,
    expect: Record<string, unknown>,
    set: Record<string, unknown>,
    events: (call: CallDoc) => Array<{ type: CallStepEvent; extra?: Record<string, unknown> }>,
    also?: (call: CallDoc, uow: UnitOfWork) => Promise<void>,
  ): Promise<StepOutcome> {
    return inTransaction(ctx, async (uow) => {
      const after = await calls
        .findOneAndUpdate({ projectId: ctx.projectId, _id: id, ...expect }, { $set: set }, { returnDocument: "after", runValidators: true })
        .lean<CallDoc>();
      if (!after) return "skipped";
      await also?.(after, uow);
      const record = callToRecord(after);
      for (const event of events(after)) uow.emit({ type: event.type, data: { id, record, ...event.extra } });
      return "done";
    });
  }

  /** The state after the recording is stored, or after a transcription is requested: a new pending transcription. */
  const pendingTranscription = () => ({ status: "PENDING" as const, requestId: newId(), requestedAt: new Date() });

  const transcriptionEvents = (call: CallDoc): Array<{ type: CallStepEvent; extra?: Record<string, unknown> }> =>
    call.transcription?.status === "PENDING" ? [{ type: "call.transcription", extra: { requestId: call.transcription.requestId } }] : [];

  /** Project fields the analysis may fill (labels and options, for the analyzer's schema). */
  async function analysisFields(ctx: Context): Promise<AnalysisField[]> {
    const docs = await deps.fields.find({ projectId: ctx.projectId }).sort({ position: 1, _id: 1 }).lean<FieldDoc[]>();
    return docs.map((doc) => ({
      entityType: doc.entityType,
      id: doc._id,
      ...(doc.key ? { key: doc.key } : {}),
      label: doc.label,
      type: doc.type,
      ...(doc.config?.options ? { options: doc.config.options.map(({ id, label }) => ({ id, label })) } : {}),
    }));
  }

  /** The analyzer's values that pass the same field-value rules as an API write; the others are dropped one by one. */
  async function validValues(ctx: Context, values: Array<{ entityType: "DEAL" | "CONTACT"; fieldId: string; value: unknown }>) {
    const valid: typeof values = [];
    for (const value of values) {
      try {
        await deps.fieldValues.normalize(ctx, value.entityType, [{ fieldId: value.fieldId, value: value.value }]);
        valid.push(value);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return valid;
  }

  const dealOf = (ctx: Context, id: string) =>
    deps.deals.findOne({ projectId: ctx.projectId, _id: id }).select("_id contactId").lean<Pick<DealDoc, "_id" | "contactId">>();

  /** The records the analysis writes into, as they are now: the call's deal (if any) and the contact it belongs to. */
  async function targetsOf(ctx: Context, call: CallDoc): Promise<{ DEAL?: string; CONTACT: string }> {
    if (call.entityType === "CONTACT") return { CONTACT: call.entityId };
    const deal = await dealOf(ctx, call.entityId);
    return deal ? { DEAL: deal._id, CONTACT: deal.contactId } : { CONTACT: call.contactId };
  }
  async function writeFields(ctx: Context, call: CallDoc, values: Array<{ entityType: "DEAL" | "CONTACT"; fieldId: string; value: unknown }>, uow: UnitOfWork) {
    const targets = await targetsOf(ctx, call);
    const writes: CallFieldWrite[] = [];
    for (const entityType of ["DEAL", "CONTACT"] as const) {
      const entityId = targets[entityType];
      const inputs: FieldValueInput[] = values.filter((v) => v.entityType === entityType).map(({ fieldId, value }) => ({ fieldId, value }));
      if (!entityId || inputs.length === 0) continue;
      const service = entityType === "DEAL" ? deps.dealService : deps.contactService;
      await service.applyFieldValues(ctx, entityId, inputs, uow);
      writes.push(...inputs.map((input) => ({ entityType, entityId, fieldId: input.fieldId!, value: input.value })));
    }
    return writes;
  }

  /** The copy gave up (retries spent, or a failure retrying cannot fix); the reason stays internal. */
  const failRecording = (ctx: Context, id: string, reason: string, status: "FAILED" | "UNAVAILABLE" = "FAILED"): Promise<StepOutcome> =>
    advance(ctx, id, { "recording.status": "PENDING" }, { recording: { status, error: reason.slice(0, 1000) } }, () => [{ type: "call.recording" }]);

  /** A transcription or analysis run gave up: FAILED (reason internal), if that run is still the current one. */
  const failRequested =
    (stage: "transcription" | "analysis") =>
    (ctx: Context, id: string, requestId: string, reason: string): Promise<StepOutcome> =>
      advance(
        ctx,
        id,
        { [`${stage}.status`]: "PENDING", [`${stage}.requestId`]: requestId },
        { [`${stage}.status`]: "FAILED", [`${stage}.error`]: reason.slice(0, 1000), [`${stage}.completedAt`]: new Date() },
        () => [{ type: `call.${stage}`, extra: { requestId } }],
      );

  return {
    failRecording,

    /** Copies the recording into the store; a call no longer PENDING (already copied, or failed) is skipped. */
    async copyRecording(ctx: Context, id: string, source: RecordingSource): Promise<StepOutcome> {
      const call = await find(ctx, id);
      if (!call || call.recording.status !== "PENDING") return "skipped";
      if (!call.recordingUrl) return failRecording(ctx, id, "No recording URL.", "UNAVAILABLE");
      const audio = await source.fetch(call.recordingUrl);
      // Keyed by the call: a copy repeated after a crash replaces the earlier, possibly partial, file.
      await store.put(id, audio);
      const transcription = transcriptionOnStore(call);
      return advance(
        ctx,
        id,
        { "recording.status": "PENDING" },
        {
          recording: { status: "STORED", mimeType: audio.mimeType, fileId: id },
          transcription: transcription === "PENDING" ? pendingTranscription() : { status: transcription },
        },
        (after) => [{ type: "call.recording" }, ...transcriptionEvents(after)],
      );
    },

    /** Transcribes the stored recording for request `requestId`; then the analysis of that transcript is pending. */
    async transcribe(ctx: Context, id: string, requestId: string, transcriber: Transcriber): Promise<StepOutcome> {
      const call = await find(ctx, id);
      if (!call || !isCurrentRequest(call.transcription, requestId) || !call.recording.fileId) return "skipped";
      const data = await store.read(call.recording.fileId);
      const transcript: Transcript = await transcriber.transcribe({ data, mimeType: call.recording.mimeType ?? "application/octet-stream" });
      const analysisId = newId();
      return advance(
        ctx,
        id,
        { "transcription.status": "PENDING", "transcription.requestId": requestId },
        {
          transcription: { status: "DONE", requestId, requestedAt: call.transcription!.requestedAt, completedAt: new Date(), ...transcript },
          analysis: { status: "PENDING", requestId: analysisId },
        },
        () => [
          { type: "call.transcription", extra: { requestId } },
          { type: "call.analysis", extra: { requestId: analysisId } },
        ],
      );
    },

    failTranscription: failRequested("transcription"),

    /**
     * Analyses the transcript for run `requestId`: the summary, and the field values written into
     * the call's deal and contact through their update path (same `deal.updated`/`contact.updated`
     * events as an API edit, over filled values too), all in the unit of work that marks the
     * analysis DONE, so a repeated job writes no field twice. `analysis.writes` keeps which values
     * this call wrote.
     */
    async analyze(ctx: Context, id: string, requestId: string, analyzer: Analyzer): Promise<StepOutcome> {
      const call = await find(ctx, id);
      if (!call || !isCurrentRequest(call.analysis, requestId) || call.transcription?.status !== "DONE") return "skipped";
      const { text, turns } = call.transcription;
      const transcript: Transcript = turns && turns.length > 0 ? { turns: turns.map(({ speaker, start, text: t }) => ({ speaker, start, text: t })) } : { text: text ?? "" };
      const result = await analyzer.analyze({ transcript, fields: await analysisFields(ctx) });
      const values = await validValues(ctx, result.values);
      return advance(
        ctx,
        id,
        { "analysis.status": "PENDING", "analysis.requestId": requestId },
        { analysis: { status: "DONE", requestId, completedAt: new Date(), ...(result.summary ? { summary: result.summary } : {}) } },
        () => [{ type: "call.analysis", extra: { requestId } }],
        async (after, uow) => {
          const writes = await writeFields(ctx, after, values, uow);
          if (writes.length > 0) await calls.updateOne({ projectId: ctx.projectId, _id: id }, { $set: { "analysis.writes": writes } });
        },
      );
    },

    failAnalysis: failRequested("analysis"),

    /**
     * `POST /v1/calls/{id}/transcription`: a new transcription of the stored recording (then a new
     * analysis). Answers the call as the request left it, transcription PENDING (REST answers 202 without a body).
     */
    async requestTranscription(ctx: Context, id: string): Promise<CallRecord> {
      requireScope(ctx, "write");
      const call = await loadInProject(calls, ctx, id, "Call");
      assertTranscriptionRequestable(call);
      let requested: CallDoc | undefined;
      const outcome = await advance(
        ctx,
        id,
        { "recording.status": "STORED", "transcription.status": call.transcription?.status ?? null },
        { transcription: pendingTranscription() },
        transcriptionEvents,
        async (after) => {
          requested = after;
        },
      );
      // Another request got in between.
      if (outcome === "skipped" || !requested) throw conflict("TRANSCRIPTION_PENDING", "A transcription of this call is already under way.");
      return callToRecord(requested);
    },

    /** `GET /v1/calls/{id}/recording`: the stored audio; 409 RECORDING_NOT_STORED otherwise. */
    async recording(ctx: Context, id: string): Promise<RecordingDownload> {
      requireScope(ctx, "read");
      const call = await loadInProject(calls, ctx, id, "Call");
      const fileId = call.recording.fileId;
      const file = call.recording.status === "STORED" && fileId ? await store.stat(fileId) : null;
      if (!file || !fileId) throw conflict("RECORDING_NOT_STORED", `The call's recording is ${call.recording.status}; it can be played once STORED.`);
      return { size: file.size, mimeType: call.recording.mimeType ?? file.mimeType, open: (range) => store.stream(fileId, range) };
    },
  };
}
export type CallPipeline = ReturnType<typeof createCallPipeline>;
