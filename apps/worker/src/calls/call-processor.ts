import { systemContext, type Domain } from "@crm/domain";
import { isJobName, parseJobPayload, type JobPayload } from "@crm/jobs";
import { PermanentProviderError, type CallProviders } from "@crm/providers";
import { UnrecoverableError, type Job } from "bullmq";
import type { Logger } from "pino";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The `calls` queue: each job runs one domain step of the call pipeline with the configured
 * providers. A failure is retried with backoff (BullMQ attempts) unless retrying cannot help
 * (PermanentProviderError); once it gives up, the stage is marked FAILED (reason kept internally)
 * and the job ends with UnrecoverableError.
 */
export function createCallProcessor(deps: { domain: Domain; providers: CallProviders; logger: Logger }) {
  const { callPipeline: pipeline } = deps.domain;
  const { source, transcriber, analyzer } = deps.providers;

  return async function processCallJob(job: Job): Promise<string> {
    if (!isJobName("calls", job.name)) throw new UnrecoverableError(`Unknown calls job "${job.name}"`);
    let payload: JobPayload<"calls", "transcribe"> | JobPayload<"calls", "copyRecording">;
    try {
      payload = parseJobPayload("calls", job.name, job.data);
    } catch (error) {
      throw new UnrecoverableError(`Invalid payload for calls.${job.name}: ${reasonOf(error)}`);
    }
    const ctx = systemContext(payload.projectId);
    const requestId = "requestId" in payload ? payload.requestId : "";
    const steps = {
      copyRecording: {
        run: () => pipeline.copyRecording(ctx, payload.callId, source),
        fail: (reason: string) => pipeline.failRecording(ctx, payload.callId, reason),
      },
      transcribe: {
        run: () => pipeline.transcribe(ctx, payload.callId, requestId, transcriber),
        fail: (reason: string) => pipeline.failTranscription(ctx, payload.callId, requestId, reason),
      },
      analyze: {
        run: () => pipeline.analyze(ctx, payload.callId, requestId, analyzer),
        fail: (reason: string) => pipeline.failAnalysis(ctx, payload.callId, requestId, reason),
      },
    };
    const step = steps[job.name];
    try {
      const outcome = await step.run();
      deps.logger.debug({ jobId: job.id, step: job.name, callId: payload.callId, outcome }, "call step");
      return outcome;
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!(error instanceof PermanentProviderError) && !lastAttempt) throw error;
      const reason = reasonOf(error);
      await step.fail(reason);
      deps.logger.warn({ jobId: job.id, step: job.name, callId: payload.callId, reason }, "call step failed for good");
      throw new UnrecoverableError(reason);
    }
  };
}
