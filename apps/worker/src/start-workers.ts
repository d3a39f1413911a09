import type { Domain } from "@crm/domain";
import { createProducerConnection, createQueue, createWorkerConnection, DEFAULT_QUEUE_PREFIX, type QueueName } from "@crm/jobs";
import { callProvidersFromEnv, type CallProviders } from "@crm/providers";
import { Worker, type Job } from "bullmq";
import type { Logger } from "pino";
import { callConsumers, type CallJobOptions } from "./calls/call-consumers";
import { createCallProcessor } from "./calls/call-processor";
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
  /** Job lock duration, also the stalled-job check interval: a dead worker's jobs run again after at most twice this. */
  lockMs?: number;
  /** Fallback poll of the outbox relay (it also wakes on every commit's signal). */
  relayPollIntervalMs?: number;
  /** The call pipeline's outside services; default: as the environment configures them (dev simulators). */
  callProviders?: CallProviders;
  /** Copy delay and retries of the call pipeline's stages. */
  callJobs?: Partial<CallJobOptions>;
}

export const DEFAULT_CALL_JOBS: CallJobOptions = { copyDelayMs: 3000, attempts: 5, backoffMs: 2000 };

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
  // Producer side of the pipelines' queues (the relay enqueues): fail fast, so a Redis outage leaves events pending.
  const producer = createProducerConnection(options.redisUrl, { connectionName: "crm-worker-relay" });
  producer.on("error", (error) => logger.warn({ err: error }, "relay redis connection error"));
  const callQueue = createQueue("calls", producer, { prefix });
  const processors: Record<QueueName, Processor> = {
    system: createSystemProcessor(logger.child({ queue: "system" })),
    calls: createCallProcessor({ domain: options.domain, providers: options.callProviders ?? callProvidersFromEnv(), logger: logger.child({ queue: "calls" }) }),
  };
  // Each pipeline registers here the outbox events it turns into jobs.
  const consumers: OutboxConsumer[] = [...callConsumers(callQueue, { ...DEFAULT_CALL_JOBS, ...options.callJobs })];

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker(queue, processor, {
      connection,
      prefix,
      concurrency: options.concurrency ?? 5,
      ...(options.lockMs !== undefined ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
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
      await callQueue.close();
      await producer.quit().catch(() => producer.disconnect());
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
