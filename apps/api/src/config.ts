import { isAbsolute, resolve } from "node:path";
import { configuredRedis, oneRedisSetting, queuePrefixSchema, redisClusterNodesSchema, redisUrlSchema, type RedisTarget } from "@crm/jobs";
import { z } from "zod";
import { repoRoot } from "./repo-root";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(type: T) => z.preprocess(emptyAsUndefined, type.optional());

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    /** Unset: the embedded engine, persisted under DATA_DIR/mongo. */
    MONGODB_URI: optional(z.string().regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI")),
    /** Unset (and no REDIS_CLUSTER_NODES): redis://127.0.0.1:6379, else a private redis-server from PATH. */
    REDIS_URL: redisUrlSchema,
    /** A Redis Cluster instead of REDIS_URL: comma-separated seed nodes (`host:port`). */
    REDIS_CLUSTER_NODES: redisClusterNodesSchema,
    DATA_DIR: z.string().min(1).default(".data"),
    /** Guards /admin/v1. Unset with the embedded default: generated once and kept in DATA_DIR. */
    ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Express "trust proxy" setting; off unless the host runs behind a proxy that sets X-Forwarded-*. */
    TRUST_PROXY: optional(z.string()),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Requests per minute per API key, shared by all API processes through Redis; unset: the domain's DEFAULT_RATE_LIMIT. */
    RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)),
    /** How long events stay in the outbox and the change feed; unset: the domain's default (30). */
    EVENT_RETENTION_DAYS: optional(z.coerce.number().positive()),
    /** `false` starts the API without forking the worker (e.g. when workers run as their own deployment). */
    /** WhatsApp Cloud webhooks: the Meta app's secret (X-Hub-Signature-256) and the subscription verify token. */
    WHATSAPP_APP_SECRET: optional(z.string().min(1)),
    WHATSAPP_VERIFY_TOKEN: optional(z.string().min(1)),
    /** BullMQ key prefix, as the worker's: the queue board at /admin/queues reads those queues. */
    QUEUE_PREFIX: queuePrefixSchema,
    START_WORKER: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
  })
  .refine(...oneRedisSetting);

export interface ApiConfig {
  port: number;
  host: string;
  mongoUri: string | undefined;
  /** Undefined: find or start a local one (see ensureRedis). */
  redis: RedisTarget | undefined;
  /** Absolute. */
  dataDir: string;
  adminToken: string | undefined;
  logLevel: string;
  trustProxy: boolean | number | string;
  shutdownTimeoutMs: number;
  startWorker: boolean;
  rateLimitPerMinute: number | undefined;
  eventRetentionDays: number | undefined;
  whatsApp: { appSecret?: string; verifyToken?: string };
  queuePrefix: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    mongoUri: c.MONGODB_URI,
    redis: configuredRedis(c),
    dataDir: isAbsolute(c.DATA_DIR) ? c.DATA_DIR : resolve(repoRoot, c.DATA_DIR),
    adminToken: c.ADMIN_TOKEN,
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    startWorker: c.START_WORKER,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    eventRetentionDays: c.EVENT_RETENTION_DAYS,
    whatsApp: {
      ...(c.WHATSAPP_APP_SECRET !== undefined ? { appSecret: c.WHATSAPP_APP_SECRET } : {}),
      ...(c.WHATSAPP_VERIFY_TOKEN !== undefined ? { verifyToken: c.WHATSAPP_VERIFY_TOKEN } : {}),
    },
    queuePrefix: c.QUEUE_PREFIX,
  };
}

/** "true"/"false", a hop count, or express's named/CIDR list ("loopback, 10.0.0.0/8"). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
