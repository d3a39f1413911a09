import type { EventRecord } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { OutboxConsumer } from "../relay/outbox-relay";

export interface CallJobOptions {
  /** How long after the call ends its recording is copied (the provider needs a moment to publish it). */
  copyDelayMs: number;
  /** Attempts per stage before it is marked FAILED, with exponential backoff from `backoffMs`. */
  attempts: number;
  backoffMs: number;
}

interface CallEventData {
  id: string;
  requestId?: string;
  record: { recording?: { status?: string }; transcription?: { status?: string } | null; analysis?: { status?: string } | null };
}

const dataOf = (event: EventRecord) => event.data as unknown as CallEventData;

/**
 * The call pipeline hangs off the outbox: an ended call with a pending recording starts the copy;
 * a `call.transcription` / `call.analysis` event announcing a PENDING stage starts that stage for
 * its request id. The relay gives each job a deterministic id, so a repeated relay adds nothing.
 */
export function callConsumers(queue: TypedQueue<"calls">, options: CallJobOptions): OutboxConsumer[] {
  const retries = { attempts: options.attempts, backoff: { type: "exponential", delay: options.backoffMs } };
  return [
    {
      name: "call-recording",
      matches: (event) => event.type === "call.ended" && dataOf(event).record.recording?.status === "PENDING",
      enqueue: (event, jobId) =>
        queue.add("copyRecording", { projectId: event.projectId, callId: dataOf(event).id }, { jobId, delay: options.copyDelayMs, ...retries }),
    },
    {
      name: "call-transcription",
      matches: (event) => event.type === "call.transcription" && dataOf(event).record.transcription?.status === "PENDING" && !!dataOf(event).requestId,
      enqueue: (event, jobId) =>
        queue.add("transcribe", { projectId: event.projectId, callId: dataOf(event).id, requestId: dataOf(event).requestId! }, { jobId, ...retries }),
    },
    {
      name: "call-analysis",
      matches: (event) => event.type === "call.analysis" && dataOf(event).record.analysis?.status === "PENDING" && !!dataOf(event).requestId,
      enqueue: (event, jobId) =>
        queue.add("analyze", { projectId: event.projectId, callId: dataOf(event).id, requestId: dataOf(event).requestId! }, { jobId, ...retries }),
    },
  ];
}
