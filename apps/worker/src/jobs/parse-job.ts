import { isJobName, parseJobPayload, type JobName, type JobPayload, type QueueName } from "@crm/jobs";
import { UnrecoverableError, type Job } from "bullmq";

/** A job's declared name and validated payload; anything else fails for good (a retry would fail the same way). */
export function parseJob<Q extends QueueName>(
  queue: Q,
  job: Job,
): { [J in JobName<Q>]: { name: J; payload: JobPayload<Q, J> } }[JobName<Q>] {
  if (!isJobName(queue, job.name)) throw new UnrecoverableError(`Unknown ${queue} job "${job.name}"`);
  try {
    return { name: job.name, payload: parseJobPayload(queue, job.name, job.data) };
  } catch (error) {
    throw new UnrecoverableError(`Invalid payload for ${queue}.${job.name}: ${String(error)}`);
  }
}
