import type { Domain } from "@crm/domain";
import type { TypedQueue } from "@crm/jobs";
import type { Job } from "bullmq";
import type { Logger } from "pino";
import { parseJob } from "../jobs/parse-job";

export interface PingResult {
  pong: true;
  sentAt: string;
  receivedAt: string;
}

/**
 * The `system` queue: `ping` proves a job travels api -> Redis -> worker and back;
 * `search-backfill` rebuilds one project's search keys.
 */
export function createSystemProcessor(domain: Pick<Domain, "searchBackfill">, logger: Logger) {
  return async function processSystemJob(job: Job): Promise<unknown> {
    const parsed = parseJob("system", job);
    switch (parsed.name) {
      case "ping":
        logger.debug({ jobId: job.id, sentAt: parsed.payload.sentAt }, "ping");
        return { pong: true, sentAt: parsed.payload.sentAt, receivedAt: new Date().toISOString() } satisfies PingResult;
      case "search-backfill": {
        const started = Date.now();
        const counts = await domain.searchBackfill.backfill(parsed.payload.projectId);
        const result = { ...counts, seconds: (Date.now() - started) / 1000 };
        logger.info({ projectId: parsed.payload.projectId, ...result }, "search keys backfilled");
        return result;
      }
    }
  };
}

/**
 * Enqueues a `search-backfill` job for every project whose search index is older than the current
 * scheme (or was never built). The job id names the project and the scheme, so the workers that
 * start together add one job per project, and a job cut off by a crash runs again (BullMQ's
 * stalled-job check) rather than twice; a later scheme gets jobs of its own. One that failed for
 * good at an earlier start (its id kept, so adding it again does nothing) is retried.
 */
export async function enqueueSearchBackfills(domain: Pick<Domain, "searchBackfill">, queue: TypedQueue<"system">): Promise<number> {
  const { version, projectIds } = await domain.searchBackfill.outdated();
  const jobs = await queue.addBulk(
    projectIds.map((projectId) => ({
      job: "search-backfill" as const,
      payload: { projectId },
      options: {
        jobId: `search-backfill.${projectId}.v${version}`,
        attempts: 5,
        backoff: { type: "exponential", delay: 5_000 },
        removeOnComplete: { age: 7 * 24 * 60 * 60 },
        removeOnFail: { age: 30 * 24 * 60 * 60 },
      },
    })),
  );
  await Promise.all(jobs.map(async (job) => (await job.isFailed()) && job.retry("failed")));
  return projectIds.length;
}
