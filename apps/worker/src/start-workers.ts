import type { Domain } from "@crm/domain";
import { createWorkerConnection, DEFAULT_QUEUE_PREFIX, type QueueName } from "@crm/jobs";
import { Worker, type Job } from "bullmq";
import type { Logger } from "pino";
import { createSystemProcessor } from "./processors/system";
import { startOutboxRelay, type OutboxConsumer, type OutboxRelay } from "./relay/outbox-relay";
import { subscribeOutboxSignal } from "./relay/outbox-signal";

export interface StartWorkersOptions {
  redisUrl: string;
  logger: Logger;
  /** The domain on the product's MongoDB: the relay reads its outbox and the pipelines run its steps. */
  domain: Domain;
  prefix?: string;
  concurrency?: number;
  /** Fallback poll of the outbox relay (it also wakes on every commit's signal). */
  relayPollIntervalMs?: number;
}

export interface RunningWorkers {
  workers: Worker[];
  relay: OutboxRelay;
  /** Stops relaying, waits for running jobs to finish (no new ones start), then closes the connection. */
  close(): Promise<void>;
}

type Processor = (job: Job) => Promise<unknown>;

/** One BullMQ Worker per queue, all on one connection (each Worker duplicates it for blocking reads), and the outbox relay. */
export async function startWorkers(options: StartWorkersOptions): Promise<RunningWorkers> {
  const { logger } = options;
  const connection = createWorkerConnection(options.redisUrl);
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const processors: Record<QueueName, Processor> = {
    system: createSystemProcessor(logger.child({ queue: "system" })),
  };
  // Each pipeline registers here the outbox events it turns into jobs.
  const consumers: OutboxConsumer[] = [];

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker(queue, processor, {
      connection,
      prefix,
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

  const relay = await startOutboxRelay({
    outbox: options.domain.outbox,
    consumers,
    logger: logger.child({ component: "outbox-relay" }),
    onSignal: subscribeOutboxSignal(options.redisUrl),
    ...(options.relayPollIntervalMs !== undefined ? { pollIntervalMs: options.relayPollIntervalMs } : {}),
  });

  return {
    workers,
    relay,
    async close() {
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
