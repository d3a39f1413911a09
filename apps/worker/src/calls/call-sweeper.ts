import { systemContext, type Domain, type StuckStage } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { Logger } from "pino";
import { callJobIds, type CallJobOptions } from "./call-consumers";

/** Job states in which a job may still run its stage (BullMQ's names). */
const LIVE = new Set(["active", "waiting", "delayed", "prioritized", "waiting-children"]);

export interface SweepResult {
  recovered: number;
  failed: number;
}

/**
 * Recovers calls whose stage stays pending because no job will finish it: a job that stalled too
 * often (a worker killed twice while running it: BullMQ fails it without our failure handling), a
 * job removed from Redis, or a failure marking that did not commit. For each stage pending longer
 * than `stuckAfterMs`, the jobs that may drive it are looked up by their ids (which follow the
 * call's state): while one of them is waiting or running, nothing is done, so a running job is
 * never doubled. Otherwise the stage gets one recovery job (deterministic id); if that one too
 * ended without finishing it, the stage is marked FAILED.
 */
export function createCallSweeper(deps: {
  domain: Pick<Domain, "callPipeline">;
  queue: TypedQueue<"calls">;
  options: Pick<CallJobOptions, "stuckAfterMs" | "attempts" | "backoffMs">;
  logger: Logger;
}) {
  const { callPipeline: pipeline } = deps.domain;
  const { queue } = deps;
  const state = (jobId: string) => queue.queue.getJobState(jobId);

  async function recoverOrFail(stuck: StuckStage): Promise<"recovered" | "failed" | "running"> {
    const { projectId, callId, due } = stuck;
    const drivers = [
      callJobIds.ended(callId),
      ...(stuck.transcriptionRequestId ? [callJobIds.requested(callId, stuck.transcriptionRequestId)] : []),
    ];
    const recoveryId = callJobIds.recovery(callId, due);
    const states = await Promise.all([recoveryId, ...drivers].map(state));
    if (states.some((s) => LIVE.has(s))) return "running";
    const recovery = states[0];
    if (recovery !== "unknown") {
      await pipeline.failStage(systemContext(projectId), callId, due, `The ${due.stage} stayed pending after its recovery run ended.`);
      return "failed";
    }
    const options = { jobId: recoveryId, attempts: deps.options.attempts, backoff: { type: "exponential", delay: deps.options.backoffMs } };
    if (due.stage === "recording") await queue.add("copyRecording", { projectId, callId }, options);
    else
      await queue.add(due.stage === "transcription" ? "transcribe" : "analyze", { projectId, callId, requestId: due.requestId }, options);
    return "recovered";
  }

  return async function sweep(): Promise<SweepResult> {
    const result: SweepResult = { recovered: 0, failed: 0 };
    for (const stuck of await pipeline.stuckStages(new Date(Date.now() - deps.options.stuckAfterMs), 100)) {
      const done = await recoverOrFail(stuck);
      if (done === "running") continue;
      result[done]++;
      deps.logger.warn({ callId: stuck.callId, stage: stuck.due.stage, action: done }, "stuck call stage");
    }
    return result;
  };
}
