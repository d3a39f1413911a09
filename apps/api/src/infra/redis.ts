import { createRedisClient, describeRedisTarget, resolveRedis, type RedisClient, type RedisTarget } from "@crm/jobs";
import type { Logger } from "pino";

export interface RedisHandle {
  /** The resolved Redis (REDIS_CLUSTER_NODES, REDIS_URL, 127.0.0.1:6379 or the spawned server), passed on to the worker. */
  target: RedisTarget;
  client: RedisClient;
  spawned: boolean;
  /** Closes the client, then kills the redis-server we spawned, if any. */
  stop(): Promise<void>;
}

/**
 * The configured cluster or server, else 127.0.0.1:6379, else a private redis-server from PATH (see
 * resolveRedis). Throws RedisUnavailableError (a one-line message for humans) when none of these works.
 */
export async function startRedis(options: { redis: RedisTarget | undefined; logger: Logger }): Promise<RedisHandle> {
  const { logger } = options;
  const server = await resolveRedis(options.redis, (message) => logger.info(message));
  const client = createRedisClient(server.target, {
    lazyConnect: true,
    connectionName: "crm-api",
    // Requests fail fast while Redis is away instead of queueing behind a reconnect.
    maxRetriesPerRequest: 1,
  });
  client.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
  try {
    await client.connect();
  } catch (error) {
    await server.stop();
    throw error;
  }
  logger.info({ redis: describeRedisTarget(server.target), spawned: server.spawned }, "redis connected");
  return {
    target: server.target,
    client,
    spawned: server.spawned,
    async stop() {
      await client.quit().catch(() => client.disconnect());
      await server.stop();
    },
  };
}
