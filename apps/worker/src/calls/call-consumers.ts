import type { DueStage } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import { eventConsumer } from "../relay/event-consumer";
import type { OutboxConsumer } from "../relay/outbox-relay";

export interface CallJobOptions {
  /** How long after the call ends its recording is copied (the provider needs a moment to publish it). */
  copyDelayMs: number;
  /** Attempts per job before the stage it is on is marked FAILED, with exponential backoff from `backoffMs`. */
  attempts: number;
  backoffMs: number;
  /** How often the sweeper looks for stuck stages, and how long a stage may stay pending before it counts as stuck. */
  sweepIntervalMs: number;
  stuckAfterMs: number;
}

/**
 * Job ids follow the call's state, not the event, so the sweeper can name the job that drives a
 * stage (BullMQ ignores an `add` whose id it holds: a repeated relay or sweep adds nothing).
 */
export const callJobIds = {
  /** The ended call's job: copy, then the automatic transcription and analysis. */
  ended: (callId: string) => `call-recording.${callId}`,
  /** A client's transcription request, then its analysis. */
  requested: (callId: string, requestId: string) => `call-transcription.${callId}.${requestId}`,
  /** The sweeper's one extra run for a stuck stage. */
  recovery: (callId: string, due: DueStage) => `call-recovery.${callId}.${due.stage}.${"requestId" in due ? due.requestId : "copy"}`,
  removal: (callId: string) => `call-recording-removal.${callId}`,
};

/**
 * The call pipeline hangs off the outbox. An ended call with a pending recording gets one job that
 * runs its stages one after the other (copy, transcription, analysis), so the stage events the
 * pipeline itself raises (actor SYSTEM) need no job of their own; a transcription a client
 * requested (`call.transcription` PENDING from a user) gets a job for it and its analysis. A
 * deleted call's stored recording is removed.
 */
export function callConsumers(queue: TypedQueue<"calls">, options: CallJobOptions): OutboxConsumer[] {
  const retries = { attempts: options.attempts, backoff: { type: "exponential", delay: options.backoffMs } };
  return [
    eventConsumer({
      name: "call-recording",
      type: "call.ended",
      select: ({ data }) => (data.record.recording.status === "PENDING" ? data.id : undefined),
      enqueue: (callId, event) =>
        queue.add(
          "copyRecording",
          { projectId: event.projectId, callId },
          { jobId: callJobIds.ended(callId), delay: options.copyDelayMs, ...retries },
        ),
    }),
    eventConsumer({
      name: "call-transcription",
      type: "call.transcription",
      select: ({ data, actor }) =>
        actor.type !== "SYSTEM" && data.record.transcription?.status === "PENDING" && typeof data.requestId === "string"
          ? { callId: data.id, requestId: data.requestId }
          : undefined,
      enqueue: ({ callId, requestId }, event) =>
        queue.add(
          "transcribe",
          { projectId: event.projectId, callId, requestId },
          { jobId: callJobIds.requested(callId, requestId), ...retries },
        ),
    }),
    eventConsumer({
      name: "call-recording-removal",
      type: "call.deleted",
      select: ({ data }) => data.id,
      enqueue: (callId, event) =>
        queue.add("removeRecording", { projectId: event.projectId, callId }, { jobId: callJobIds.removal(callId), ...retries }),
    }),
  ];
}
