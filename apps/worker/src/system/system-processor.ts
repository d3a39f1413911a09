import type { Job } from "bullmq";
import type { Logger } from "pino";
import { parseJob } from "../jobs/parse-job";

export interface PingResult {
  pong: true;
  sentAt: string;
  receivedAt: string;
}

/** The `system` queue: `ping` proves a job travels api -> Redis -> worker and back. */
export function createSystemProcessor(logger: Logger) {
  return async function processSystemJob(job: Job): Promise<PingResult> {
    const { payload } = parseJob("system", job);
    logger.debug({ jobId: job.id, sentAt: payload.sentAt }, "ping");
    return { pong: true, sentAt: payload.sentAt, receivedAt: new Date().toISOString() };
  };
}
