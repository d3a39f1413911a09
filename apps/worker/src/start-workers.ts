import { randomUUID } from "node:crypto";
import type { ChannelProvider as ChannelProviderName, Domain } from "@crm/domain";
import { createQueue, createWorkerConnection, DEFAULT_QUEUE_PREFIX, type QueueName } from "@crm/jobs";
import { createDevAgentResponder, createDevChannelProvider, type AgentResponder, type ChannelProvider, type ProviderInfo } from "@crm/providers";
import { Worker, type Job } from "bullmq";
import type { Logger } from "pino";
import { messagingConsumers } from "./messaging/consumers";
import type { DeliveryPolicy } from "./messaging/deliver-chat";
import { createAgentProcessor } from "./processors/agent";
import { createMessagesProcessor } from "./processors/messages";
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
  /** How long a job's BullMQ lock lasts; a crashed worker's job runs again after it (stalled-job check). */
  lockDurationMs?: number;
  messaging?: Partial<MessagingOptions>;
}

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
}

const DELIVER_AT_MARGIN_MS = 100;

export const DEFAULT_MESSAGING = {
  leaseMs: 30_000,
  maxAttempts: 5,
  retryBaseMs: 1_000,
  followUpMs: 24 * 60 * 60 * 1000,
  devDeliveredMs: 1_000,
  devReadMs: 2_000,
} as const;

export interface RunningWorkers {
  workers: Worker[];
  relay: OutboxRelay;
  /** The adapters serving the outside world (logs say which are simulated). */
  providers: ProviderInfo[];
  /** Stops relaying, waits for running jobs to finish (no new ones start), then closes the connection. */
  close(): Promise<void>;
}

type Processor = (job: Job) => Promise<unknown>;

/** One BullMQ Worker per queue, all on one connection (each Worker duplicates it for blocking reads), and the outbox relay. */
export async function startWorkers(options: StartWorkersOptions): Promise<RunningWorkers> {
  const { logger } = options;
  const connection = createWorkerConnection(options.redisUrl);
  const prefix = options.prefix ?? DEFAULT_QUEUE_PREFIX;
  const messaging = { ...DEFAULT_MESSAGING, ...options.messaging };
  // Delivery jobs retry longer than the default: a chat's messages wait for them (database hiccups, write conflicts).
  const queues = {
    messages: createQueue("messages", connection, { prefix, defaultJobOptions: { attempts: 10, backoff: { type: "exponential", delay: 200 } } }),
    agent: createQueue("agent", connection, { prefix }),
  };
  const devChannel = createDevChannelProvider({ redis: connection, keyPrefix: `${prefix}:`, deliveredAfterMs: messaging.devDeliveredMs, readAfterMs: messaging.devReadMs });
  const channels: Partial<Record<ChannelProviderName, ChannelProvider>> = { DEV: devChannel, ...messaging.channels };
  const responder = messaging.responder ?? createDevAgentResponder();
  const workerId = randomUUID();
  const processors: Record<QueueName, Processor> = {
    system: createSystemProcessor(logger.child({ queue: "system" })),
    messages: createMessagesProcessor(
      options.domain,
      {
        delivery: options.domain.messaging.delivery,
        providerFor: (provider) => channels[provider],
        providers: channels,
        queue: queues.messages,
        policy: messaging,
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
  };
  // Each pipeline registers here the outbox events it turns into jobs.
  const consumers: OutboxConsumer[] = [...messagingConsumers(queues, messaging.followUpMs)];

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker(queue, processor, {
      connection,
      prefix,
      concurrency: options.concurrency ?? 5,
      ...(options.lockDurationMs !== undefined ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs } : {}),
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
    providers: [...Object.values(channels).map((channel) => channel.info), responder.info],
    async close() {
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([queues.messages.close(), queues.agent.close()]);
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
