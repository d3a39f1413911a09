import { isJobName, parseJobPayload } from "@crm/jobs";
import { UnrecoverableError, type Job } from "bullmq";
import type { Logger } from "pino";

export interface PingResult {
  pong: true;
  sentAt: string;
  receivedAt: string;
}

/** The `system` queue: `ping` proves a job travels api -> Redis -> worker and back. */
export function createSystemProcessor(logger: Logger) {
  return async function processSystemJob(job: Job): Promise<PingResult> {
    // Retrying a job we cannot understand would only fail the same way again.
    if (!isJobName("system", job.name)) throw new UnrecoverableError(`Unknown system job "${job.name}"`);
    let payload;
    try {
      payload = parseJobPayload("system", job.name, job.data);
    } catch (error) {
      throw new UnrecoverableError(`Invalid payload for system.${job.name}: ${String(error)}`);
    }
    logger.debug({ jobId: job.id, sentAt: payload.sentAt }, "ping");
    return { pong: true, sentAt: payload.sentAt, receivedAt: new Date().toISOString() };
  };
}
