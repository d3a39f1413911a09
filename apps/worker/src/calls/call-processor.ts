import { systemContext, type CallServices, type Domain } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import { PermanentProviderError } from "@crm/providers";
import { UnrecoverableError, type Job } from "bullmq";
import type { Logger } from "pino";
import { parseJob } from "../jobs/parse-job";
import type { CallJobOptions } from "./call-consumers";
import { createCallSweeper } from "./call-sweeper";
import { driveCall } from "./drive-call";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The `calls` queue. A stage job (copyRecording, transcribe, analyze: the stage it starts with)
 * runs the call's due stages one after the other with the configured providers. A failure is
 * retried with backoff (BullMQ attempts; the retry resumes at the stage that failed) unless
 * retrying cannot help (PermanentProviderError); once it gives up, the stage that was due is
 * marked FAILED (reason kept internally) and the job ends with UnrecoverableError. `sweep` recovers
 * stuck stages; `removeRecording` deletes a deleted call's stored audio.
 */
export function createCallProcessor(deps: {
  domain: Domain;
  providers: CallServices;
  queue: TypedQueue<"calls">;
  options: CallJobOptions;
  logger: Logger;
}) {
  const { callPipeline: pipeline } = deps.domain;
  const sweep = createCallSweeper({ domain: deps.domain, queue: deps.queue, options: deps.options, logger: deps.logger });

  return async function processCallJob(job: Job): Promise<unknown> {
    const parsed = parseJob("calls", job);
    if (parsed.name === "sweep") return sweep();
    const { payload } = parsed;
    const ctx = systemContext(payload.projectId);
    if (parsed.name === "removeRecording") return pipeline.removeRecording(payload.callId);
    try {
      const ran = await driveCall(pipeline, ctx, payload.callId, deps.providers);
      deps.logger.debug({ jobId: job.id, callId: payload.callId, ran }, "call stages");
      return ran;
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!(error instanceof PermanentProviderError) && !lastAttempt) throw error;
      const reason = reasonOf(error);
      await pipeline.failDue(ctx, payload.callId, reason);
      deps.logger.warn({ jobId: job.id, callId: payload.callId, reason }, "call stage failed for good");
      throw new UnrecoverableError(reason);
    }
  };
}
