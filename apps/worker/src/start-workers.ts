import { randomUUID } from "node:crypto";
import type { ChannelProvider as ChannelProviderName, Domain, UrlGuard } from "@crm/domain";
import {
  createProducerConnection,
  createQueue,
  createWorkerConnection,
  DEFAULT_QUEUE_PREFIX,
  type QueueName,
  type RedisTarget,
} from "@crm/jobs";
import {
  callProvidersFromEnv,
  createDevAgentResponder,
  createDevChannelProvider,
  type AgentResponder,
  type CallProviders,
  type ChannelProvider,
  type ProviderInfo,
  type SafeUrlPolicy,
} from "@crm/providers";
import { Worker, type Job, type WorkerOptions } from "bullmq";
import type { Logger } from "pino";
import { callConsumers, type CallJobOptions } from "./calls/call-consumers";
import { createCallProcessor } from "./calls/call-processor";
import { messagingConsumers } from "./messaging/messaging-consumers";
import { simulatedReceipts } from "./messaging/simulated-receipts";
import type { DeliveryPolicy } from "./messaging/deliver-chat";
import { sendPacing } from "./messaging/send-pacing";
import { createAgentProcessor } from "./messaging/agent-processor";
import { createMessagesProcessor } from "./messaging/messages-processor";
import { withStoredMedia } from "./messaging/media-sender";
import { mediaConsumers } from "./media/media-consumers";
import { createMediaProcessor } from "./media/media-processor";
import { createSystemProcessor, enqueueSearchBackfills } from "./system/system-processor";
import { importConsumers } from "./imports/import-consumers";
import { createImportProcessor } from "./imports/import-processor";
import { startOutboxRelay, type OutboxConsumer, type OutboxRelay } from "./relay/outbox-relay";
import { subscribeOutboxSignal } from "./relay/outbox-signal";
import {
  attemptsBeforeOf,
  DEFAULT_WEBHOOK_RETRY,
  WEBHOOK_BACKOFF_TYPE,
  webhookRetryDelay,
  type WebhookRetryPolicy,
} from "./webhooks/webhook-backoff";
import { createVettedAgent } from "./vetted-agent";
import { DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY, endpointSlots } from "./webhooks/endpoint-slots";
import { createRecoverProcessor } from "./webhooks/recover-processor";
import { webhookConsumer } from "./webhooks/webhook-consumer";
import { deliveryClaims } from "./webhooks/delivery-claims";
import { createWebhookBatchProcessor } from "./webhooks/webhook-batch-processor";
import {
  createWebhookProcessor,
  DEFAULT_WEBHOOK_CONCURRENCY,
  RetryAfterError,
  wakeParked,
  type WebhookPipelineOptions,
} from "./webhooks/webhook-processor";
import { createWebhooksQueueProcessor } from "./webhooks/webhooks-queue";

export interface StartWorkersOptions {
  /** One server or a Redis Cluster (queues keep their keys in one slot: the prefix is a hash tag). */
  redis: RedisTarget;
  logger: Logger;
  /** The domain on the product's MongoDB: the relay reads its outbox and the pipelines run its steps. */
  domain: Domain;
  prefix?: string;
  concurrency?: number;
  /** Fallback poll of the outbox relay (it also wakes on every commit's signal). */
  relayPollIntervalMs?: number;
  /** The call pipeline's outside services; default: as the environment configures them (dev simulators). */
  callProviders?: CallProviders;
  /** Copy delay and retries of the call pipeline's stages. */
  callJobs?: Partial<CallJobOptions>;
  /** How long a job's lock lasts; a killed worker's jobs run again this long after it died. Default 30 s. */
  lockDurationMs?: number;
  webhooks?: {
    retry?: WebhookRetryPolicy;
    timeoutMs?: number;
    /** Deliveries run at once (they mostly wait on receivers). Default DEFAULT_WEBHOOK_CONCURRENCY. */
    concurrency?: number;
    /** Deliveries one endpoint may have in flight at once, across workers. Default DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY. */
    endpointConcurrency?: number;
    /** The SSRF rule for delivery URLs (the shared URL-safety helper), checked before each attempt; default: any URL. */
    urlGuard?: UrlGuard;
    /** The same rule at connect time, on the addresses a connection actually uses; default: any address. */
    urlPolicy?: SafeUrlPolicy;
  };
  messaging?: Partial<MessagingOptions>;
}

export const DEFAULT_CALL_JOBS: CallJobOptions = {
  copyDelayMs: 3000,
  attempts: 5,
  backoffMs: 2000,
  sweepIntervalMs: 60_000,
  stuckAfterMs: 10 * 60_000,
};

export interface MessagingOptions extends DeliveryPolicy {
  /** Channel adapters by provider; DEV defaults to the simulator. */
  channels: Partial<Record<ChannelProviderName, ChannelProvider>>;
  /** Writes the agents' messages; default the dev responder. */
  responder: AgentResponder;
  /** Delay of an agent's follow-up after its reply (AGENT_FOLLOW_UP_MS). */
  followUpMs: number;
  /** The DEV simulator's delays: DELIVERED after the send, READ after DELIVERED. */
  devDeliveredMs: number;
  devReadMs: number;
  /** Backoff before the first retry of an inbound media copy (doubling after each). */
  mediaCopyBackoffMs: number;
  /** How often the sweep deleting expired uploads (no message named them in time) runs. */
  mediaExpirySweepMs: number;
  /**
   * Jobs the `messages` queue runs at once. A paced send waits in its job for its slot, so this is
   * how far ahead the channel's slots are taken: at 80 sends/s, 20 jobs cover about 250 ms, and a
   * pause of the worker shorter than that (a collection, a slow round trip) loses no slot.
   */
  concurrency: number;
}

const DELIVER_AT_MARGIN_MS = 100;

export const DEFAULT_MESSAGING = {
  leaseMs: 30_000,
  maxAttempts: 5,
  retryBaseMs: 1_000,
  throttleLimitMs: 6 * 60 * 60 * 1000,
  followUpMs: 24 * 60 * 60 * 1000,
  devDeliveredMs: 1_000,
  devReadMs: 2_000,
  mediaCopyBackoffMs: 2_000,
  mediaExpirySweepMs: 60 * 60 * 1000,
  concurrency: 20,
} as const;

export interface RunningWorkers {
  workers: Worker[];
  relay: OutboxRelay;
  /** The adapters serving the outside world (logs say which are simulated). */
  providers: ProviderInfo[];
  /** Stops relaying, waits for running jobs to finish (no new ones start), then closes the connection. */
  close(): Promise<void>;
}

type Processor = (job: Job, token?: string) => Promise<unknown>;

/** One BullMQ Worker per queue, all on one connection (each Worker duplicates it for blocking reads), and the outbox relay. */
export async function startWorkers(options: StartWorkersOptions): Promise<RunningWorkers> {
  const { logger } = options;
  const connection = createWorkerConnection(options.redis);
  // Jobs the relay adds: fail fast, so a Redis outage leaves events pending instead of hanging the relay.
  const producer = createProducerConnection(options.redis, { connectionName: "crm-worker-producer" });
  producer.on("error", (error) => logger.warn({ err: error }, "producer connection error"));
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const messaging = { ...DEFAULT_MESSAGING, ...options.messaging };
  // Delivery jobs retry longer than the default: a chat's messages wait for them (database hiccups, write conflicts).
  const queues = {
    messages: createQueue("messages", producer, {
      prefix,
      defaultJobOptions: { attempts: 10, backoff: { type: "exponential", delay: 200 } },
    }),
    agent: createQueue("agent", producer, { prefix }),
  };
  const devChannel = createDevChannelProvider({
    redis: connection,
    keyPrefix: `${prefix}:`,
    deliveredAfterMs: messaging.devDeliveredMs,
    readAfterMs: messaging.devReadMs,
  });
  const channels: Partial<Record<ChannelProviderName, ChannelProvider>> = { DEV: devChannel, ...messaging.channels };
  const responder = messaging.responder ?? createDevAgentResponder();
  const workerId = randomUUID();
  const callQueue = createQueue("calls", producer, { prefix });
  const importQueue = createQueue("imports", producer, { prefix });
  const mediaQueue = createQueue("media", producer, { prefix });
  const systemQueue = createQueue("system", producer, { prefix });
  const callJobs = { ...DEFAULT_CALL_JOBS, ...options.callJobs };
  const retry = options.webhooks?.retry ?? DEFAULT_WEBHOOK_RETRY;
  const webhookQueue = createQueue("webhooks", producer, {
    prefix,
    defaultJobOptions: {
      attempts: retry.attempts,
      backoff: { type: WEBHOOK_BACKOFF_TYPE },
      // Completed ids are kept a day, so a relay repeating an event in that time adds nothing.
      removeOnComplete: { age: 24 * 60 * 60, count: 100_000 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    },
  });
  const urlGuard: UrlGuard = options.webhooks?.urlGuard ?? (async () => {});
  const receivers = createVettedAgent(options.webhooks?.urlPolicy);
  const webhookTimeoutMs = options.webhooks?.timeoutMs ?? 10_000;
  const webhookPipeline: WebhookPipelineOptions = {
    domain: options.domain,
    timeoutMs: webhookTimeoutMs,
    urlGuard,
    dispatcher: receivers,
    logger: logger.child({ queue: "webhooks" }),
    slots: endpointSlots({
      redis: connection,
      prefix,
      perEndpoint: options.webhooks?.endpointConcurrency ?? DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY,
      timeoutMs: webhookTimeoutMs,
      wake: wakeParked(webhookQueue.queue),
    }),
  };
  const processors: Record<QueueName, Processor> = {
    system: createSystemProcessor(options.domain, logger.child({ queue: "system" })),
    calls: createCallProcessor({
      domain: options.domain,
      providers: options.callProviders ?? callProvidersFromEnv(),
      queue: callQueue,
      options: callJobs,
      logger: logger.child({ queue: "calls" }),
    }),
    messages: createMessagesProcessor(
      options.domain,
      {
        delivery: options.domain.messaging.delivery,
        providerFor: (provider, projectId) => {
          const sender = channels[provider];
          return sender && withStoredMedia(sender, options.domain.media, projectId);
        },
        policy: messaging,
        pacing: sendPacing(connection, prefix),
        schedule: {
          deliverAt: async (projectId, chatId, at) => {
            // One job per lease end or retry time (however many jobs ask), run a little after it: a job
            // running at exactly `at` would still find the lease held and ask again for itself, and
            // BullMQ ignores a job id it holds, so nothing would come back for the chat.
            const delay = Math.max(0, at.getTime() - Date.now()) + DELIVER_AT_MARGIN_MS;
            await queues.messages.add("deliver", { projectId, chatId }, { jobId: `deliver.${chatId}.at.${at.getTime()}`, delay });
          },
        },
      },
      workerId,
    ),
    agent: createAgentProcessor(options.domain, responder, logger.child({ queue: "agent" })),
    imports: createImportProcessor(options.domain),
    media: createMediaProcessor(options.domain, channels),
    webhooks: createWebhooksQueueProcessor(
      createWebhookProcessor(webhookPipeline),
      createWebhookBatchProcessor({ ...webhookPipeline, queue: webhookQueue, retry, claims: deliveryClaims(prefix) }),
      createRecoverProcessor(options.domain, webhookQueue),
    ),
  };
  const queueOptions: Partial<Record<QueueName, Partial<WorkerOptions>>> = {
    // A search backfill rebuilds its project's keys in place, so a run cut off by a crash simply runs again.
    system: { maxStalledCount: 100 },
    // A call's job runs up to three stages and resumes the one a crash cut off; one stalling more
    // often than this (a recording that kills the worker?) is left to the sweeper, which fails it.
    calls: { maxStalledCount: 5 },
    // An import resumes from its checkpoint however often its worker dies; two at once per worker keep the others moving.
    imports: { maxStalledCount: 100, concurrency: 2 },
    // Every messaging step is a compare-and-set (a send carries the message id as the provider's
    // idempotency key), so a job cut off by a crash or a stall runs again however often its worker
    // dies; BullMQ's default (fail after one stall) left a message QUEUED for good after two.
    messages: { maxStalledCount: 100, concurrency: messaging.concurrency },
    agent: { maxStalledCount: 100 },
    media: { maxStalledCount: 100 },
    webhooks: {
      concurrency: options.webhooks?.concurrency ?? DEFAULT_WEBHOOK_CONCURRENCY,
      settings: {
        // The receiver's Retry-After (already capped) is a floor under the usual backoff.
        // A delivery a batch handed on counts the batch's attempt too.
        backoffStrategy: (attemptsMade, _type, error, job) =>
          Math.max(
            webhookRetryDelay(attemptsMade + attemptsBeforeOf(job?.data), retry),
            error instanceof RetryAfterError ? error.retryAfterMs : 0,
          ),
      },
      // At least once: a delivery cut off by a crash runs again, however often the worker dies.
      maxStalledCount: 100,
    },
  };
  // Each pipeline registers here the outbox events it turns into jobs.
  const consumers: OutboxConsumer[] = [
    ...callConsumers(callQueue, callJobs),
    ...importConsumers(importQueue),
    ...mediaConsumers(mediaQueue, messaging.mediaCopyBackoffMs),
    webhookConsumer(options.domain, webhookQueue, webhookPipeline),
    ...messagingConsumers(queues, messaging.followUpMs, simulatedReceipts(options.domain, queues.messages, channels)),
  ];

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker(queue, processor, {
      connection,
      prefix,
      concurrency: options.concurrency ?? 5,
      ...(options.lockDurationMs !== undefined ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs } : {}),
      ...queueOptions[queue as QueueName],
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

  // One schedule however many workers start (same scheduler id): the sweeper for stuck call stages.
  await callQueue.queue.upsertJobScheduler(
    "call-sweeper",
    { every: callJobs.sweepIntervalMs },
    { name: "sweep", data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
  );

  await mediaQueue.queue.upsertJobScheduler(
    "media-expiry",
    { every: messaging.mediaExpirySweepMs },
    { name: "expire", data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } },
  );

  // Projects whose search index predates the current key scheme are rebuilt in the background.
  const backfills = await enqueueSearchBackfills(options.domain, systemQueue);
  if (backfills > 0) logger.info({ projects: backfills }, "search backfills enqueued");

  const relay = await startOutboxRelay({
    outbox: options.domain.outbox,
    consumers,
    logger: logger.child({ component: "outbox-relay" }),
    onSignal: subscribeOutboxSignal(options.redis),
    ...(options.relayPollIntervalMs !== undefined ? { pollIntervalMs: options.relayPollIntervalMs } : {}),
  });

  return {
    workers,
    relay,
    providers: [...Object.values(channels).map((channel) => channel.info), responder.info],
    async close() {
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await callQueue.close();
      await importQueue.close();
      await mediaQueue.close();
      await systemQueue.close();
      await webhookQueue.close();
      await Promise.all([queues.messages.close(), queues.agent.close()]);
      await producer.quit().catch(() => producer.disconnect());
      await receivers.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
