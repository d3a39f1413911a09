import { conflict, unprocessable } from "../core/errors";
import type { CallDoc, CallTranscription } from "./call.model";

/** Spec Limits: answered calls up to one hour of talk are transcribed automatically. */
export const MAX_TRANSCRIPTION_SECONDS = 3600;

/**
 * The transcription a call gets once its recording is STORED: answered calls within the limit
 * are transcribed at once (PENDING), longer recordings cannot be (TOO_LONG), others may be
 * requested (AVAILABLE).
 */
export function transcriptionOnStore(call: Pick<CallDoc, "outcome" | "durationInSeconds">): CallTranscription["status"] {
  if (call.durationInSeconds > MAX_TRANSCRIPTION_SECONDS) return "TOO_LONG";
  return call.outcome === "ANSWERED" ? "PENDING" : "AVAILABLE";
}

/**
 * `POST /v1/calls/{id}/transcription`: a recording must be STORED and within the limit, and no
 * transcription may be under way. DONE and FAILED may be requested again (a new transcription,
 * followed by a new analysis).
 */
export function assertTranscriptionRequestable(call: Pick<CallDoc, "recording" | "transcription">): void {
  if (call.recording.status !== "STORED") {
    throw conflict("RECORDING_NOT_STORED", `The call's recording is ${call.recording.status}; only a STORED recording can be transcribed.`);
  }
  const status = call.transcription?.status;
  if (status === "TOO_LONG") {
    throw unprocessable("TOO_LONG", `The recording is longer than the transcription limit (${MAX_TRANSCRIPTION_SECONDS} s).`);
  }
  if (status === "PENDING") throw conflict("TRANSCRIPTION_PENDING", "A transcription of this call is already under way.");
}

/** A step's job serves one request; it may complete the stage only while that request is still the current, unfinished one. */
export const isCurrentRequest = (stage: { status: string; requestId?: string } | null, requestId: string): boolean =>
  stage !== null && stage.status === "PENDING" && stage.requestId === requestId;

export type CallStage = "recording" | "transcription" | "analysis";

/** A pending stage of a call: the recording copy, or the transcription / analysis run `requestId`. */
export type DueStage = { stage: "recording" } | { stage: "transcription" | "analysis"; requestId: string };

/**
 * The stage the call waits for next, in pipeline order (copy, transcription, analysis); null when
 * none is pending. A pending transcription or analysis without a request id cannot be run.
 */
export function dueStage(call: Pick<CallDoc, "recording" | "transcription" | "analysis">): DueStage | null {
  if (call.recording.status === "PENDING") return { stage: "recording" };
  for (const stage of ["transcription", "analysis"] as const) {
    const run = call[stage];
    if (run?.status === "PENDING") return run.requestId ? { stage, requestId: run.requestId } : null;
  }
  return null;
}

export const sameStage = (a: DueStage | null, b: DueStage | null): boolean =>
  a?.stage === b?.stage && (a && "requestId" in a ? a.requestId : undefined) === (b && "requestId" in b ? b.requestId : undefined);
