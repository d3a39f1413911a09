import { createWorkerConnection, DEFAULT_QUEUE_PREFIX, type QueueName } from "@crm/jobs";
import { Worker, type Job } from "bullmq";
import type { Logger } from "pino";
import { createSystemProcessor } from "./processors/system";

export interface StartWorkersOptions {
  redisUrl: string;
  logger: Logger;
  prefix?: string;
  concurrency?: number;
}

export interface RunningWorkers {
  workers: Worker[];
  /** Waits for running jobs to finish (no new ones start), then closes the connection. */
  close(): Promise<void>;
}

type Processor = (job: Job) => Promise<unknown>;

/** One BullMQ Worker per queue, all on one connection (each Worker duplicates it for blocking reads). */
export function startWorkers(options: StartWorkersOptions): RunningWorkers {
  const { logger } = options;
  const connection = createWorkerConnection(options.redisUrl);
  const processors: Record<QueueName, Processor> = {
    system: createSystemProcessor(logger.child({ queue: "system" })),
  };

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker(queue, processor, {
      connection,
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      concurrency: options.concurrency ?? 5,
    });
    const log = logger.child({ queue });
    // Without an error listener a Redis hiccup becomes an unhandled 'error' event and kills the process.
    worker.on("error", (error) => log.error({ err: error }, "worker error"));
    worker.on("failed", (job, error) =>
      log.warn({ err: error, jobId: job?.id, jobName: job?.name, attemptsMade: job?.attemptsMade }, "job failed"),
    );
    worker.on("completed", (job) => log.debug({ jobId: job.id, jobName: job.name }, "job completed"));
    return worker;
  });

  return {
    workers,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
