import { configuredRedis, oneRedisSetting, queuePrefixSchema, redisClusterNodesSchema, redisUrlSchema, type RedisTarget } from "@crm/jobs";
import { z } from "zod";
import type { CallJobOptions } from "./calls/call-consumers";
import { DEFAULT_MESSAGING } from "./start-workers";
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from "./webhooks/webhook-backoff";
import { DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY } from "./webhooks/endpoint-slots";
import { DEFAULT_WEBHOOK_CONCURRENCY } from "./webhooks/webhook-processor";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The worker's environment; each description is published in docs/configuration.md (`pnpm docs:config`). */
export const workerEnvSchema = z
  .object({
    REDIS_URL: redisUrlSchema.describe(
      "Redis for BullMQ (`redis://` or `rediss://`). Unset (and no `REDIS_CLUSTER_NODES`): `127.0.0.1:6379`, else a " +
        "private `redis-server` (a standalone start only; `pnpm start` passes the API's).",
    ),
    REDIS_CLUSTER_NODES: redisClusterNodesSchema.describe(
      "A Redis Cluster instead of `REDIS_URL`, as the API's: comma-separated seed nodes (`host:port` or `redis://` " +
        "URLs); setting both is refused. `pnpm start` passes the API's.",
    ),
    MONGODB_URI: z
      .preprocess(
        emptyAsUndefined,
        z.string({ error: "is required" }).regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI"),
      )
      .describe("The product's MongoDB: the outbox and every pipeline step live there (`pnpm start` passes the embedded engine's)."),
    QUEUE_PREFIX: queuePrefixSchema.describe("BullMQ key prefix, a Redis Cluster hash tag; the same as the API's."),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5).describe("Jobs each worker queue runs at once."),
    RECORDING_COPY_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(3000)
      .describe("Call pipeline: delay between a call's ingestion and the copy of its recording."),
    CALL_JOB_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .default(5)
      .describe(
        "Call pipeline: tries per job before the stage it is on is `FAILED` (a retry resumes at that stage; the stages " +
          "of one run share them).",
      ),
    CALL_JOB_BACKOFF_MS: z.coerce.number().int().min(0).default(2000).describe("Call pipeline: first retry delay, doubling."),
    CALL_SWEEP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(60_000)
      .describe("Call pipeline: how often the sweeper looks for stages left pending."),
    CALL_STUCK_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 60_000)
      .describe("Call pipeline: how long a stage may stay pending before the sweeper looks at it."),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info")
      .describe("As the API's: JSON lines, human-readable on a terminal."),
    EVENT_RETENTION_DAYS: z
      .preprocess(emptyAsUndefined, z.coerce.number().positive().optional())
      .describe("How long events stay in the outbox and the change feed (the worker writes events too). Unset: 30."),
    HISTORY_RETENTION_DAYS: z
      .preprocess(emptyAsUndefined, z.coerce.number().positive().optional())
      .describe("How long contact and deal history is kept (the worker writes the analysis' changes). Unset: 365."),
    WORKER_LOCK_DURATION_MS: z.coerce
      .number()
      .int()
      .min(500)
      .default(30_000)
      .describe("A job's lock: the running jobs of a worker that died are picked up again about this long after."),
    WEBHOOK_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_WEBHOOK_RETRY.attempts)
      .describe("Attempts per webhook delivery, the first included."),
    WEBHOOK_BACKOFF_BASE_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_WEBHOOK_RETRY.baseDelayMs)
      .describe("First webhook retry delay, doubling up to `WEBHOOK_BACKOFF_MAX_MS`, +-20% jitter."),
    WEBHOOK_BACKOFF_MAX_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_WEBHOOK_RETRY.maxDelayMs)
      .describe("Longest delay between two webhook attempts."),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000).describe("How long a webhook receiver has to answer."),
    WEBHOOK_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(500)
      .default(DEFAULT_WEBHOOK_CONCURRENCY)
      .describe(
        "Webhook jobs one worker runs at once: one endpoint's share of a relayed batch of events (sending up to `WEBHOOK_ENDPOINT_CONCURRENCY` requests at once), or one delivery (a retry, a redelivery, a recovered event). They mostly wait on receivers.",
      ),
    WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(500)
      .default(DEFAULT_WEBHOOK_ENDPOINT_CONCURRENCY)
      .describe(
        "Webhook deliveries one endpoint may have in flight at once, across all workers: a slow or dead receiver holds at most this many delivery slots, its other deliveries wait without holding one.",
      ),
    WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce
      .number()
      .int()
      .min(1)
      .default(5)
      .describe("Deliveries in a row failing every attempt before a webhook endpoint is disabled."),
    AGENT_FOLLOW_UP_MS: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        `Delay of an AI agent's follow-up after its reply (an inbound answer or an agent switch cancels it). Unset: ${DEFAULT_MESSAGING.followUpMs}.`,
      ),
    MESSAGE_SEND_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe(`Provider tries per message before it is FAILED (transient errors only). Unset: ${DEFAULT_MESSAGING.maxAttempts}.`),
    MESSAGE_RETRY_BASE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe(`Backoff before the n-th retry of a send: this times 2^(n-1). Unset: ${DEFAULT_MESSAGING.retryBaseMs}.`),
    MESSAGE_THROTTLE_LIMIT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        `How long a message may keep being throttled by the provider (WhatsApp 130429, 131056, HTTP 429: waited out and sent again) before it is FAILED with PROVIDER_THROTTLED. Unset: ${DEFAULT_MESSAGING.throttleLimitMs}.`,
      ),
    MESSAGE_DELIVERY_LEASE_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .optional()
      .describe(
        `How long one worker holds a chat's delivery; a crashed worker's chats are taken over after it. Unset: ${DEFAULT_MESSAGING.leaseMs}.`,
      ),
    MESSAGE_DELIVERY_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .optional()
      .describe(
        `Chat deliveries one worker runs at once (the \`messages\` queue): a paced send waits in its job for its slot, so this is how many slots ahead a channel's sends are taken. Unset: ${DEFAULT_MESSAGING.concurrency}.`,
      ),
    DEV_CHANNEL_DELIVERED_MS: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe(`The DEV channel simulator: delay from a send to DELIVERED. Unset: ${DEFAULT_MESSAGING.devDeliveredMs}.`),
    DEV_CHANNEL_READ_MS: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe(`The DEV channel simulator: delay from DELIVERED to READ. Unset: ${DEFAULT_MESSAGING.devReadMs}.`),
    WORKER_HEARTBEAT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(5_000)
      .describe("How often the worker writes its heartbeat into Redis; `/health` counts it live for three of these."),
    WORKER_INSTANCE_ID: z
      .preprocess(
        emptyAsUndefined,
        z
          .string()
          .regex(/^[\w.-]{1,100}$/, "letters, digits, . _ - only")
          .optional(),
      )
      .describe("Names this process's heartbeat; the API sets it for the worker it forks. Unset: a random id."),
  })
  .refine(...oneRedisSetting);

/** Messaging knobs set in the environment; unset ones keep the worker's defaults (start-workers.ts). */
export interface MessagingEnv {
  followUpMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  throttleLimitMs?: number;
  leaseMs?: number;
  concurrency?: number;
  devDeliveredMs?: number;
  devReadMs?: number;
}

export interface WorkerConfig {
  /** Undefined: find or start a local one (see ensureRedis). */
  redis: RedisTarget | undefined;
  mongoUri: string;
  queuePrefix: string;
  concurrency: number;
  callJobs: CallJobOptions;
  logLevel: string;
  eventRetentionDays: number | undefined;
  historyRetentionDays: number | undefined;
  lockDurationMs: number;
  webhooks: {
    retry: WebhookRetryPolicy;
    timeoutMs: number;
    concurrency: number;
    endpointConcurrency: number;
    disableAfterFailedDeliveries: number;
  };
  messaging: MessagingEnv;
  heartbeat: { intervalMs: number; instanceId: string | undefined };
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid worker configuration: ${problems.join("; ")}`);
  }
  const c = parsed.data;
  return {
    redis: configuredRedis(c),
    mongoUri: c.MONGODB_URI,
    queuePrefix: c.QUEUE_PREFIX,
    concurrency: c.WORKER_CONCURRENCY,
    callJobs: {
      copyDelayMs: c.RECORDING_COPY_DELAY_MS,
      attempts: c.CALL_JOB_ATTEMPTS,
      backoffMs: c.CALL_JOB_BACKOFF_MS,
      sweepIntervalMs: c.CALL_SWEEP_INTERVAL_MS,
      stuckAfterMs: c.CALL_STUCK_AFTER_MS,
    },
    logLevel: c.LOG_LEVEL,
    eventRetentionDays: c.EVENT_RETENTION_DAYS,
    historyRetentionDays: c.HISTORY_RETENTION_DAYS,
    lockDurationMs: c.WORKER_LOCK_DURATION_MS,
    webhooks: {
      retry: { attempts: c.WEBHOOK_MAX_ATTEMPTS, baseDelayMs: c.WEBHOOK_BACKOFF_BASE_MS, maxDelayMs: c.WEBHOOK_BACKOFF_MAX_MS },
      timeoutMs: c.WEBHOOK_TIMEOUT_MS,
      concurrency: c.WEBHOOK_CONCURRENCY,
      endpointConcurrency: c.WEBHOOK_ENDPOINT_CONCURRENCY,
      disableAfterFailedDeliveries: c.WEBHOOK_DISABLE_AFTER_FAILURES,
    },
    heartbeat: { intervalMs: c.WORKER_HEARTBEAT_MS, instanceId: c.WORKER_INSTANCE_ID },
    messaging: Object.fromEntries(
      Object.entries({
        followUpMs: c.AGENT_FOLLOW_UP_MS,
        maxAttempts: c.MESSAGE_SEND_ATTEMPTS,
        retryBaseMs: c.MESSAGE_RETRY_BASE_MS,
        throttleLimitMs: c.MESSAGE_THROTTLE_LIMIT_MS,
        leaseMs: c.MESSAGE_DELIVERY_LEASE_MS,
        concurrency: c.MESSAGE_DELIVERY_CONCURRENCY,
        devDeliveredMs: c.DEV_CHANNEL_DELIVERED_MS,
        devReadMs: c.DEV_CHANNEL_READ_MS,
      }).filter(([, value]) => value !== undefined),
    ),
  };
}
