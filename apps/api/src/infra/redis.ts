import { ensureRedis, redactUrl } from "@crm/jobs";
import { Redis } from "ioredis";
import type { Logger } from "pino";

export interface RedisHandle {
  /** The resolved URL (REDIS_URL, 127.0.0.1:6379 or the spawned server), passed on to the worker. */
  url: string;
  client: Redis;
  spawned: boolean;
  /** Closes the client, then kills the redis-server we spawned, if any. */
  stop(): Promise<void>;
}

/**
 * REDIS_URL, else 127.0.0.1:6379, else a private redis-server from PATH (see ensureRedis). Throws
 * RedisUnavailableError (a one-line message for humans) when none of these works.
 */
export async function startRedis(options: { redisUrl: string | undefined; logger: Logger }): Promise<RedisHandle> {
  const { logger } = options;
  const server = await ensureRedis({ url: options.redisUrl, log: (message) => logger.info(message) });
  const client = new Redis(server.url, {
    lazyConnect: true,
    connectionName: "crm-api",
    // Requests fail fast while Redis is away instead of queueing behind a reconnect.
    maxRetriesPerRequest: 1,
  });
  client.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
  await client.connect();
  logger.info({ url: redactUrl(server.url), spawned: server.spawned }, "redis connected");
  return {
    url: server.url,
    client,
    spawned: server.spawned,
    async stop() {
      await client.quit().catch(() => client.disconnect());
      await server.stop();
    },
  };
}
