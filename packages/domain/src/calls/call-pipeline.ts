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
import type { Evidence } from "../history/change.model";
import type { FieldValueInput, FieldValues } from "../fields/field-values";
import type {
  AnalysisField,
  AnalysisResult,
  Analyzer,
  Audio,
  CallServices,
  RecordingSource,
  RecordingStore,
  Transcriber,
  Transcript,
} from "../ports/call-ports";
import { assertTranscriptionRequestable, dueStage, isCurrentRequest, transcriptionOnStore, type DueStage } from "./call-pipeline-state";
import type { CallDoc, CallFieldWrite } from "./call.model";
import type { CallRecord } from "./call.schema";
import { callToRecord } from "./call.record";

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

/** A call as the pipeline's steps pass it on (the worker reads its stage with `dueStage`). */
export type PipelineCall = CallDoc;

/** What a step did: `skipped` when its stage was no longer waiting for it (a repeated or outdated job). */
export type StepOutcome = "done" | "skipped";

/** A stage pending since before the sweeper's bound, in any project. */
export interface StuckStage {
  projectId: string;
  callId: string;
  due: DueStage;
  /** The current transcription's request (an analysis follows it in the same job). */
  transcriptionRequestId?: string;
}

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
 * of work that also writes the event announcing the new state. The worker runs every stage
 * that is due, one step after the other, in one job: the copied audio goes straight to the
 * transcriber and each step hands the call as it committed it to the next, so a call costs one
 * job, one download and no read-back. Re-running a step after it completed matches nothing and
 * writes nothing. The slow outside work (download, speech to text, LLM) runs before the transaction.
 */
export function createCallPipeline(deps: CallPipelineDeps) {
  const { calls, store, inTransaction } = deps;

  const find = (ctx: Context, id: string) => calls.findOne({ projectId: ctx.projectId, _id: id }).lean<CallDoc>();

  /** Compare-and-set: applies `set` only if the call still matches `expect`; emits the events built from the new state. Null when skipped. */
  async function advance(
    ctx: Context,
    id: string,
    expect: Record<string, unknown>,
    set: Record<string, unknown>,
    events: (call: CallDoc) => Array<{ type: CallStepEvent; extra?: Record<string, unknown> }>,
    also?: (call: CallDoc, uow: UnitOfWork) => Promise<void>,
  ): Promise<CallDoc | null> {
    return inTransaction(ctx, async (uow) => {
      const after = await calls
        .findOneAndUpdate({ projectId: ctx.projectId, _id: id, ...expect }, { $set: set }, { returnDocument: "after", runValidators: true })
        .lean<CallDoc>();
      if (!after) return null;
      await also?.(after, uow);
      const record = callToRecord(after);
      for (const event of events(after)) uow.emit({ type: event.type, data: { id, record, ...event.extra } });
      return after;
    });
  }
  const outcome = (after: CallDoc | null): StepOutcome => (after ? "done" : "skipped");

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
  async function validValues(ctx: Context, values: AnalysisResult["values"]) {
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

  /** The history's evidence per written path (`fields.<fieldId>`), for the values the analyzer backed with a quote. */
  function evidenceOf(values: AnalysisResult["values"], model = "unknown"): Record<string, Evidence> {
    return Object.fromEntries(values.flatMap((v) => (v.evidence ? [[`fields.${v.fieldId}`, { ...v.evidence, model }]] : [])));
  }

  /** Which values go into which record: what `analysis.writes` keeps. */
  function plannedWrites(
    targets: { DEAL?: string; CONTACT: string },
    values: Array<{ entityType: "DEAL" | "CONTACT"; fieldId: string; value: unknown }>,
  ): CallFieldWrite[] {
    return values.flatMap(({ entityType, fieldId, value }) => {
      const entityId = targets[entityType];
      return entityId ? [{ entityType, entityId, fieldId, value }] : [];
    });
  }

  /** Writes the planned values through each record's update path (its validation and its update event). */
  async function writeFields(ctx: Context, writes: CallFieldWrite[], uow: UnitOfWork): Promise<void> {
    for (const entityType of ["DEAL", "CONTACT"] as const) {
      const mine = writes.filter((w) => w.entityType === entityType);
      if (mine.length === 0) continue;
      const inputs: FieldValueInput[] = mine.map(({ fieldId, value }) => ({ fieldId, value }));
      const service = entityType === "DEAL" ? deps.dealService : deps.contactService;
      await service.applyFieldValues(ctx, mine[0]!.entityId, inputs, uow);
    }
  }

  /** The copy gave up (retries spent, or a failure retrying cannot fix); the reason stays internal. */
  const failRecording = (ctx: Context, id: string, reason: string, status: "FAILED" | "UNAVAILABLE" = "FAILED") =>
    advance(ctx, id, { "recording.status": "PENDING" }, { recording: { status, error: reason.slice(0, 1000) } }, () => [
      { type: "call.recording" },
    ]);

  /** A transcription or analysis run gave up: FAILED (reason internal), if that run is still the current one. */
  const failRequested = (ctx: Context, id: string, stage: "transcription" | "analysis", requestId: string, reason: string) =>
    advance(
      ctx,
      id,
      { [`${stage}.status`]: "PENDING", [`${stage}.requestId`]: requestId },
      { [`${stage}.status`]: "FAILED", [`${stage}.error`]: reason.slice(0, 1000), [`${stage}.completedAt`]: new Date() },
      () => [{ type: `call.${stage}`, extra: { requestId } }],
    );

  /** Fails this pending stage (if it is still the pending one). */
  const failStage = (ctx: Context, id: string, due: DueStage, reason: string): Promise<CallDoc | null> =>
    due.stage === "recording" ? failRecording(ctx, id, reason) : failRequested(ctx, id, due.stage, due.requestId, reason);

  /** Copies the recording into the store; the copied audio is handed on to the transcription. */
  async function copyRecording(ctx: Context, call: CallDoc, source: RecordingSource): Promise<{ after: CallDoc | null; audio?: Audio }> {
    const id = call._id;
    if (!call.recordingUrl) return { after: await failRecording(ctx, id, "No recording URL.", "UNAVAILABLE") };
    const audio = await source.fetch(call.recordingUrl);
    // Keyed by the call: a copy repeated after a crash replaces the earlier, possibly partial, file.
    await store.put(id, audio);
    const transcription = transcriptionOnStore(call);
    const after = await advance(
      ctx,
      id,
      { "recording.status": "PENDING" },
      {
        recording: { status: "STORED", mimeType: audio.mimeType, fileId: id },
        transcription: transcription === "PENDING" ? pendingTranscription() : { status: transcription },
      },
      (stored) => [{ type: "call.recording" }, ...transcriptionEvents(stored)],
    );
    // Deleted while downloading: its file must not outlive it (the delete's own clean-up may have run already).
    if (!after && !(await find(ctx, id))) await store.remove(id);
    return after ? { after, audio } : { after };
  }

  /** Transcribes run `requestId` (from the audio just copied, else the store); then the analysis of that transcript is pending. */
  async function transcribe(
    ctx: Context,
    call: CallDoc,
    requestId: string,
    transcriber: Transcriber,
    copied?: Audio,
  ): Promise<CallDoc | null> {
    const id = call._id;
    const fileId = call.recording.fileId;
    if (!fileId || !isCurrentRequest(call.transcription, requestId)) return null;
    const audio = copied ?? { data: await store.read(fileId), mimeType: call.recording.mimeType ?? "application/octet-stream" };
    const transcript: Transcript = await transcriber.transcribe(audio);
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
  }

  /**
   * Analyses the transcript for run `requestId`: the summary, and the field values written into
   * the call's deal and contact through their update path (same `deal.updated`/`contact.updated`
   * events as an API edit, over filled values too), all in the unit of work that marks the
   * analysis DONE, so a repeated job writes no field twice. `analysis.writes` keeps which values
   * this call wrote.
   */
  async function analyze(ctx: Context, call: CallDoc, requestId: string, analyzer: Analyzer): Promise<CallDoc | null> {
    const id = call._id;
    if (!isCurrentRequest(call.analysis, requestId) || call.transcription?.status !== "DONE") return null;
    const { text, turns } = call.transcription;
    const transcript: Transcript =
      turns && turns.length > 0
        ? { turns: turns.map(({ speaker, start, text: t }) => ({ speaker, start, text: t })) }
        : { text: text ?? "" };
    const result = await analyzer.analyze({ transcript, fields: await analysisFields(ctx) });
    const values = await validValues(ctx, result.values);
    return inTransaction(ctx, async (uow) => {
      const writes = plannedWrites(await targetsOf(ctx, call), values);
      const after = await calls
        .findOneAndUpdate(
          { projectId: ctx.projectId, _id: id, "analysis.status": "PENDING", "analysis.requestId": requestId },
          {
            $set: {
              analysis: {
                status: "DONE",
                requestId,
                completedAt: new Date(),
                ...(result.summary ? { summary: result.summary } : {}),
                ...(writes.length > 0 ? { writes } : {}),
              },
            },
          },
          { returnDocument: "after", runValidators: true },
        )
        .lean<CallDoc>();
      if (!after) return null;
      uow.note({
        actor: { type: "ANALYSIS", id: result.model ?? "unknown" },
        source: { type: "CALL", id },
        evidence: evidenceOf(values, result.model),
      });
      await writeFields(ctx, writes, uow);
      uow.emit({ type: "call.analysis", data: { id, record: callToRecord(after), requestId } });
      return after;
    });
  }

  return {
    /** The call as the pipeline's steps read it; null once deleted. */
    load: (ctx: Context, id: string): Promise<PipelineCall | null> => find(ctx, id),

    /**
     * Runs one due stage (see `dueStage`) with the outside services: the copy hands on the audio
     * it downloaded (`audio`), so the transcription that follows in the same job needs no read
     * back. `after` is the call as the step committed it, null when the step was skipped (its
     * stage no longer waits for this run).
     */
    async step(
      ctx: Context,
      call: PipelineCall,
      due: DueStage,
      services: CallServices,
      audio?: Audio,
    ): Promise<{ after: PipelineCall | null; audio?: Audio }> {
      if (due.stage === "recording") return copyRecording(ctx, call, services.source);
      if (due.stage === "transcription") return { after: await transcribe(ctx, call, due.requestId, services.transcriber, audio) };
      return { after: await analyze(ctx, call, due.requestId, services.analyzer) };
    },

    /** The job gave up (retries spent, or a failure retrying cannot fix): the stage that was due is FAILED, its reason internal. */
    async failDue(ctx: Context, id: string, reason: string): Promise<StepOutcome> {
      const call = await find(ctx, id);
      const due = call && dueStage(call);
      return due ? outcome(await failStage(ctx, id, due, reason)) : "skipped";
    },

    /** Sweeper: fails this stage if it is still the pending one. */
    failStage: async (ctx: Context, id: string, due: DueStage, reason: string): Promise<StepOutcome> =>
      outcome(await failStage(ctx, id, due, reason)),

    /** Sweeper: stages pending since before `before`, across projects (partial indexes hold only calls in flight). */
    async stuckStages(before: Date, limit: number): Promise<StuckStage[]> {
      const found = await Promise.all(
        (["recording", "transcription", "analysis"] as const).map((stage) =>
          calls
            .find({ [`${stage}.status`]: "PENDING", updatedAt: { $lt: before } })
            .sort({ updatedAt: 1 })
            .limit(limit)
            .lean<CallDoc[]>(),
        ),
      );
      const stuck = new Map<string, StuckStage>();
      for (const call of found.flat()) {
        const due = dueStage(call);
        const transcriptionRequestId = call.transcription?.requestId;
        if (due)
          stuck.set(call._id, {
            projectId: call.projectId,
            callId: call._id,
            due,
            ...(transcriptionRequestId ? { transcriptionRequestId } : {}),
          });
      }
      return [...stuck.values()].slice(0, limit);
    },

    /** After the call was deleted (its `call.deleted` event): its stored recording goes too. */
    removeRecording: (id: string): Promise<void> => store.remove(id),

    /**
     * `POST /v1/calls/{id}/transcription`: a new transcription of the stored recording (then a new
     * analysis). Answers the call as the request left it, transcription PENDING (REST answers 202 without a body).
     */
    async requestTranscription(ctx: Context, id: string): Promise<CallRecord> {
      requireScope(ctx, "write");
      const call = await loadInProject(calls, ctx, id, "Call");
      assertTranscriptionRequestable(call);
      const after = await advance(
        ctx,
        id,
        { "recording.status": "STORED", "transcription.status": call.transcription?.status ?? null },
        { transcription: pendingTranscription() },
        transcriptionEvents,
      );
      // Another request got in between.
      if (!after) throw conflict("TRANSCRIPTION_PENDING", "A transcription of this call is already under way.");
      return callToRecord(after);
    },

    /** `GET /v1/calls/{id}/recording`: the stored audio; 409 RECORDING_NOT_STORED otherwise. */
    async recording(ctx: Context, id: string): Promise<RecordingDownload> {
      requireScope(ctx, "read");
      const call = await loadInProject(calls, ctx, id, "Call");
      const fileId = call.recording.fileId;
      const file = call.recording.status === "STORED" && fileId ? await store.stat(fileId) : null;
      if (!file || !fileId)
        throw conflict("RECORDING_NOT_STORED", `The call's recording is ${call.recording.status}; it can be played once STORED.`);
      return { size: file.size, mimeType: call.recording.mimeType ?? file.mimeType, open: (range) => store.stream(fileId, range) };
    },
  };
}
export type CallPipeline = ReturnType<typeof createCallPipeline>;
