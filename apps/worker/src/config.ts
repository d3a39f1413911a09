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
  /** How long events stay in the outbox and the change feed (the worker writes events too); unset: 30. */
  EVENT_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().optional()),
});

export interface WorkerConfig {
  redisUrl: string | undefined;
  mongoUri: string;
  queuePrefix: string;
  concurrency: number;
  logLevel: string;
  eventRetentionDays: number | undefined;
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
    eventRetentionDays: c.EVENT_RETENTION_DAYS,
  };
}
