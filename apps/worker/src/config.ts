import { queuePrefixSchema } from "@crm/jobs";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  /** Unset: 127.0.0.1:6379, else a private redis-server (standalone start only; `pnpm start` passes it). */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Read by the processors that need the domain (call/messaging pipelines, next issue). */
  MONGODB_URI: z.preprocess(emptyAsUndefined, z.string().optional()),
  QUEUE_PREFIX: queuePrefixSchema,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface WorkerConfig {
  redisUrl: string | undefined;
  mongoUri: string | undefined;
  queuePrefix: string;
  concurrency: number;
  logLevel: string;
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
  };
}
