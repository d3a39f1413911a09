import { isAbsolute, resolve } from "node:path";
import { DEFAULT_LIVE_SUBSCRIPTION_LIMITS, type LiveSubscriptionLimits } from "@crm/domain";
import { configuredRedis, oneRedisSetting, queuePrefixSchema, redisClusterNodesSchema, redisUrlSchema, type RedisTarget } from "@crm/jobs";
import { z } from "zod";
import { repoRoot } from "./repo-root";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(type: T) => z.preprocess(emptyAsUndefined, type.optional());

/** The API's environment; each description is published in docs/configuration.md (`pnpm docs:config`). */
export const apiEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000).describe("HTTP port of the API (`0`: any free port, printed at start)."),
    HOST: z.string().min(1).default("127.0.0.1").describe("Interface the API binds to (`0.0.0.0` to accept outside connections)."),
    MONGODB_URI: optional(z.string().regex(/^mongodb(\+srv)?:\/\//, "must be a mongodb:// or mongodb+srv:// URI")).describe(
      "A MongoDB replica set or Atlas (transactions are used); the database is the one named in the URI, else `crm`. " +
        "Unset: the embedded engine runs in the API process, persisted under `DATA_DIR/mongo`, so a restart keeps the data.",
    ),
    REDIS_URL: redisUrlSchema.describe(
      "Redis for BullMQ, the rate limit and cross-process cache invalidation (`redis://` or `rediss://`). Unset (and no " +
        "`REDIS_CLUSTER_NODES`): `redis://127.0.0.1:6379` when something answers there, else `redis-server` from `PATH` " +
        "started on a free port (in memory, stopped with the service); without one the service exits with a one-line " +
        "message saying how to get Redis.",
    ),
    REDIS_CLUSTER_NODES: redisClusterNodesSchema.describe(
      "A Redis Cluster instead of `REDIS_URL`: comma-separated seed nodes as `host:port` (`[::1]:7000` for IPv6) or " +
        "`redis://`/`rediss://` URLs with a port; credentials and TLS come from the first seed, the other nodes are " +
        "discovered. Setting both is refused. The forked worker gets the same setting.",
    ),
    DATA_DIR: z
      .string()
      .min(1)
      .default(".data")
      .describe(
        "Embedded engine data and the generated admin token. A relative path is resolved against the repository root " +
          "(not the current directory, since `pnpm --filter` runs in `apps/api`).",
      ),
    ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters")).describe(
      "Guards `/admin/v1` (header `x-admin-token`) and `/admin/queues`; at least 16 characters. Unset with the embedded " +
        "default: generated once, kept in `DATA_DIR/admin-token`, printed at start. Unset with `MONGODB_URI`: the admin API " +
        "is closed (401).",
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info")
      .describe(
        "Logs are JSON lines (pino), one per request with its request id (an incoming `x-request-id` is kept and " +
          "echoed); on a terminal they are printed human-readable by pino-pretty instead.",
      ),
    TRUST_PROXY: optional(z.string()).describe(
      "Express `trust proxy`: `true`, a hop count, or addresses like `loopback`. Off when unset; set it only behind a " +
        "proxy that sets `X-Forwarded-*`.",
    ),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(10_000)
      .describe(
        "On SIGTERM/SIGINT: how long a request that never finishes may keep its connection (then it is cut); the " +
          "worker's running jobs get as long.",
      ),
    RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).describe(
      "Requests per minute per API key on `/v1`, counted in Redis across all API processes; over it: 429 " +
        "`RATE_LIMITED` with `Retry-After`. Unset: 6000. Each process takes counts from Redis in small blocks (1% of " +
        "the limit, at most 32), so a key served by several processes may be refused slightly early and " +
        "`X-RateLimit-Remaining` is exact per process. If Redis fails, requests pass (logged).",
    ),
    EVENT_RETENTION_DAYS: optional(z.coerce.number().positive()).describe(
      "How long events stay in the outbox and the change feed (a TTL index). Unset: 30.",
    ),
    HISTORY_RETENTION_DAYS: optional(z.coerce.number().positive()).describe(
      "How long contact and deal history (changes, their evidence, reverts) is kept (a TTL index). Unset: 365.",
    ),
    HISTORY_ENABLED: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1")
      .describe("`false`: no contact or deal history is written (and none can be reverted); for measuring what it costs."),
    WHATSAPP_APP_SECRET: optional(z.string().min(1)).describe(
      "The Meta app's secret: checks `X-Hub-Signature-256` on WhatsApp Cloud webhooks. Unset: those webhooks are refused.",
    ),
    WHATSAPP_VERIFY_TOKEN: optional(z.string().min(1)).describe(
      "The token Meta's GET challenge must present when subscribing the channel's webhook.",
    ),
    QUEUE_PREFIX: queuePrefixSchema.describe(
      "BullMQ key prefix; the queue board (`/admin/queues`) reads the queues under it: set it as the worker's. A Redis " +
        "Cluster hash tag, so every queue key lands in one slot.",
    ),
    OUTBOX_LAG_THRESHOLD_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(60_000)
      .describe('`/health` answers 503 (`outbox.status: "lagging"`) once the oldest event not yet relayed is older than this.'),
    WORKER_RESTART_MIN_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(1_000)
      .describe("Under `pnpm start` a crashed worker is restarted after this delay, doubling per crash in a row."),
    WORKER_RESTART_MAX_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(30_000)
      .describe("Longest delay before the forked worker is restarted (a worker that ran 60 s counts as healthy again)."),
    LIVE_SUBSCRIPTIONS_PER_KEY: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_LIVE_SUBSCRIPTION_LIMITS.perKey)
      .describe(
        "Live subscriptions (GraphQL subscriptions, tRPC SSE streams) one API key may hold open on one API process; " +
          "over it: `RATE_LIMITED` (429).",
      ),
    LIVE_SUBSCRIPTIONS_PER_PROCESS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_LIVE_SUBSCRIPTION_LIMITS.perProcess)
      .describe("Live subscriptions one API process holds open for all keys together; over it: `RATE_LIMITED` (429)."),
    START_WORKER: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1")
      .describe("`false`: the API does not fork the worker (workers run as their own deployment)."),
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
  historyRetentionDays: number | undefined;
  historyEnabled: boolean;
  liveSubscriptions: LiveSubscriptionLimits;
  whatsApp: { appSecret?: string; verifyToken?: string };
  queuePrefix: string;
  outboxLagThresholdMs: number;
  workerRestart: { minDelayMs: number; maxDelayMs: number };
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env);
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
    historyRetentionDays: c.HISTORY_RETENTION_DAYS,
    historyEnabled: c.HISTORY_ENABLED,
    liveSubscriptions: { perKey: c.LIVE_SUBSCRIPTIONS_PER_KEY, perProcess: c.LIVE_SUBSCRIPTIONS_PER_PROCESS },
    whatsApp: {
      ...(c.WHATSAPP_APP_SECRET !== undefined ? { appSecret: c.WHATSAPP_APP_SECRET } : {}),
      ...(c.WHATSAPP_VERIFY_TOKEN !== undefined ? { verifyToken: c.WHATSAPP_VERIFY_TOKEN } : {}),
    },
    queuePrefix: c.QUEUE_PREFIX,
    outboxLagThresholdMs: c.OUTBOX_LAG_THRESHOLD_MS,
    workerRestart: { minDelayMs: c.WORKER_RESTART_MIN_MS, maxDelayMs: Math.max(c.WORKER_RESTART_MIN_MS, c.WORKER_RESTART_MAX_MS) },
  };
}

/** "true"/"false", a hop count, or express's named/CIDR list ("loopback, 10.0.0.0/8"). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
