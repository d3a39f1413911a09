import type { TestRedis } from "@crm/testing";

/**
 * The environment of the host started on its embedded default (what `pnpm start` runs on a fresh
 * machine): no MONGODB_URI, even in a run against a real one, no ADMIN_TOKEN, the engine persisted
 * to `dataDir`, this test's Redis and queue prefix, any free port.
 */
export function embeddedDefaultEnv(dataDir: string, redis: TestRedis): NodeJS.ProcessEnv {
  const { MONGODB_URI: _ignored, ADMIN_TOKEN: _unset, ...rest } = process.env;
  return {
    ...rest,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: redis.prefix,
    LOG_LEVEL: "info",
  };
}
