import { DEFAULT_QUEUE_PREFIX } from "@crm/jobs";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  /** Unset: 127.0.0.1:6379, else a private redis-server (standalone start only; `pnpm start` passes it). */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The product's MongoDB (`pnpm start` passes the embedded engine's): the outbox and every pipeline step live there. */
  MONGODB_URI: z.preprocess(emptyAsUndefined, z.string({ error: "is required" }).regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI")),
  QUEUE_PREFIX: z.string().regex(/^\{[^{}]+\}$/, "must be a hash tag like {crm}").default(DEFAULT_QUEUE_PREFIX),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).optional(),
  AGENT_FOLLOW_UP_MS: z.coerce.number().int().min(0).optional(),
  MESSAGE_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(50).optional(),
  MESSAGE_RETRY_BASE_MS: z.coerce.number().int().min(0).optional(),
  MESSAGE_DELIVERY_LEASE_MS: z.coerce.number().int().min(1000).optional(),
  DEV_CHANNEL_DELIVERED_MS: z.coerce.number().int().min(0).optional(),
  DEV_CHANNEL_READ_MS: z.coerce.number().int().min(0).optional(),
});

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
  redisUrl: string | undefined;
  mongoUri: string;
  queuePrefix: string;
  concurrency: number;
  logLevel: string;
  lockDurationMs: number | undefined;
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
    redisUrl: c.REDIS_URL,
    mongoUri: c.MONGODB_URI,
    queuePrefix: c.QUEUE_PREFIX,
    concurrency: c.WORKER_CONCURRENCY,
    logLevel: c.LOG_LEVEL,
    lockDurationMs: c.WORKER_LOCK_DURATION_MS,
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
