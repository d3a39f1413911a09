import { Queue, type Job, type JobsOptions } from "bullmq";
import type { RedisClient } from "./redis-client";
import { parseJobPayload, type JobName, type JobPayload } from "./payloads";
import { DEFAULT_QUEUE_PREFIX } from "./prefix";
import type { QueueName } from "./queue-names";

export interface QueueFactoryOptions {
  /** Hash-tagged key prefix; tests pass a unique one so runs never see each other's jobs. */
  prefix?: string;
  defaultJobOptions?: JobsOptions;
}

/** A queue whose `add` only takes the job names and payloads declared in `jobSchemas`. */
export interface TypedQueue<Q extends QueueName> {
  readonly name: Q;
  readonly queue: Queue;
  add<J extends JobName<Q>>(job: J, payload: JobPayload<Q, J>, options?: JobsOptions): Promise<Job>;
  /** Several jobs in one round trip (validated like `add`). */
  addBulk<J extends JobName<Q>>(jobs: ReadonlyArray<{ job: J; payload: JobPayload<Q, J>; options?: JobsOptions }>): Promise<Job[]>;
  close(): Promise<void>;
}

/**
 * Producer side of a queue. `connection` should come from `createProducerConnection` (fail fast);
 * it is shared, so closing the queue leaves it open for its owner to close.
 */
export function createQueue<Q extends QueueName>(name: Q, connection: RedisClient, options: QueueFactoryOptions = {}): TypedQueue<Q> {
  const queue = new Queue(name, {
    connection,
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: "exponential", delay: 1000 },
      // Keep Redis bounded: finished jobs are evidence for a while, not an archive.
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
      ...options.defaultJobOptions,
    },
  });
  return {
    name,
    queue,
    async add(job, payload, jobOptions) {
      const data = parseJobPayload(name, job, payload);
      return queue.add(job, data, jobOptions);
    },
    async addBulk(jobs) {
      if (jobs.length === 0) return [];
      return queue.addBulk(
        jobs.map(({ job, payload, options: opts }) => ({
          name: job,
          data: parseJobPayload(name, job, payload),
          ...(opts ? { opts } : {}),
        })),
      );
    },
    close: () => queue.close(),
  };
}
