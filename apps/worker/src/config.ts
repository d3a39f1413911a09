import { configuredRedis, oneRedisSetting, queuePrefixSchema, redisClusterNodesSchema, redisUrlSchema, type RedisTarget } from "@crm/jobs";
import { z } from "zod";
import type { CallJobOptions } from "./calls/call-consumers";
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryPolicy } from "./webhooks/webhook-backoff";
import { DEFAULT_WEBHOOK_CONCURRENCY } from "./webhooks/webhook-processor";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z
  .object({
    /** Unset (and no REDIS_CLUSTER_NODES): 127.0.0.1:6379, else a private redis-server (standalone start only; `pnpm start` passes it). */
    REDIS_URL: redisUrlSchema,
    /** A Redis Cluster instead of REDIS_URL: comma-separated seed nodes (`host:port`), as the api's. */
    REDIS_CLUSTER_NODES: redisClusterNodesSchema,
    /** The product's MongoDB (`pnpm start` passes the embedded engine's): the outbox and every pipeline step live there. */
    MONGODB_URI: z.preprocess(
      emptyAsUndefined,
      z.string({ error: "is required" }).regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI"),
    ),
    QUEUE_PREFIX: queuePrefixSchema,
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
    /** Call pipeline: delay before a recording is copied, attempts per stage, first backoff. */
    RECORDING_COPY_DELAY_MS: z.coerce.number().int().min(0).default(3000),
    CALL_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    CALL_JOB_BACKOFF_MS: z.coerce.number().int().min(0).default(2000),
    /** Call pipeline sweeper: how often it runs, and how long a stage may stay pending before it is looked at. */
    CALL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
    CALL_STUCK_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 60_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** How long events stay in the outbox and the change feed (the worker writes events too); unset: 30. */
    EVENT_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().optional()),
    /** A job's lock; a killed worker's running jobs are picked up again about this long after it died. */
    WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30_000),
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(DEFAULT_WEBHOOK_RETRY.attempts),
    WEBHOOK_BACKOFF_BASE_MS: z.coerce.number().int().min(1).default(DEFAULT_WEBHOOK_RETRY.baseDelayMs),
    WEBHOOK_BACKOFF_MAX_MS: z.coerce.number().int().min(1).default(DEFAULT_WEBHOOK_RETRY.maxDelayMs),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(DEFAULT_WEBHOOK_CONCURRENCY),
    WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).default(5),
    AGENT_FOLLOW_UP_MS: z.coerce.number().int().min(0).optional(),
    MESSAGE_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(50).optional(),
    MESSAGE_RETRY_BASE_MS: z.coerce.number().int().min(0).optional(),
    MESSAGE_DELIVERY_LEASE_MS: z.coerce.number().int().min(1000).optional(),
    DEV_CHANNEL_DELIVERED_MS: z.coerce.number().int().min(0).optional(),
    DEV_CHANNEL_READ_MS: z.coerce.number().int().min(0).optional(),
  })
  .refine(...oneRedisSetting);

/** Messaging knobs set in the environment; unset ones keep the worker's defaults (start-workers.ts). */
export interface MessagingEnv {
  followUpMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  leaseMs?: number;
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
  lockDurationMs: number;
  webhooks: { retry: WebhookRetryPolicy; timeoutMs: number; concurrency: number; disableAfterFailedDeliveries: number };
  messaging: MessagingEnv;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = schema.safeParse(env);
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
    lockDurationMs: c.WORKER_LOCK_DURATION_MS,
    webhooks: {
      retry: { attempts: c.WEBHOOK_MAX_ATTEMPTS, baseDelayMs: c.WEBHOOK_BACKOFF_BASE_MS, maxDelayMs: c.WEBHOOK_BACKOFF_MAX_MS },
      timeoutMs: c.WEBHOOK_TIMEOUT_MS,
      concurrency: c.WEBHOOK_CONCURRENCY,
      disableAfterFailedDeliveries: c.WEBHOOK_DISABLE_AFTER_FAILURES,
    },
    messaging: Object.fromEntries(
      Object.entries({
        followUpMs: c.AGENT_FOLLOW_UP_MS,
        maxAttempts: c.MESSAGE_SEND_ATTEMPTS,
        retryBaseMs: c.MESSAGE_RETRY_BASE_MS,
        leaseMs: c.MESSAGE_DELIVERY_LEASE_MS,
        devDeliveredMs: c.DEV_CHANNEL_DELIVERED_MS,
        devReadMs: c.DEV_CHANNEL_READ_MS,
      }).filter(([, value]) => value !== undefined),
    ),
  };
}
