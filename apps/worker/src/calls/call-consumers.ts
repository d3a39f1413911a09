import type { DueStage, EventRecord } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
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

interface CallEventData {
  id: string;
  requestId?: string;
  record: { recording?: { status?: string }; transcription?: { status?: string } | null };
}

const dataOf = (event: EventRecord) => event.data as unknown as CallEventData;

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
    {
      name: "call-recording",
      matches: (event) => event.type === "call.ended" && dataOf(event).record.recording?.status === "PENDING",
      enqueue: (event) =>
        queue.add(
          "copyRecording",
          { projectId: event.projectId, callId: dataOf(event).id },
          { jobId: callJobIds.ended(dataOf(event).id), delay: options.copyDelayMs, ...retries },
        ),
    },
    {
      name: "call-transcription",
      matches: (event) =>
        event.type === "call.transcription" &&
        event.actor.type !== "SYSTEM" &&
        dataOf(event).record.transcription?.status === "PENDING" &&
        !!dataOf(event).requestId,
      enqueue: (event) => {
        const { id, requestId } = dataOf(event);
        return queue.add(
          "transcribe",
          { projectId: event.projectId, callId: id, requestId: requestId! },
          { jobId: callJobIds.requested(id, requestId!), ...retries },
        );
      },
    },
    {
      name: "call-recording-removal",
      matches: (event) => event.type === "call.deleted",
      enqueue: (event) =>
        queue.add(
          "removeRecording",
          { projectId: event.projectId, callId: dataOf(event).id },
          { jobId: callJobIds.removal(dataOf(event).id), ...retries },
        ),
    },
  ];
}
