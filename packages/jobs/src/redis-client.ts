import { Cluster, Redis, type RedisOptions } from "ioredis";
import { z } from "zod";

/** A client of one Redis server or of a Redis Cluster: BullMQ, pub/sub and the Lua callers take either. */
export type RedisClient = Redis | Cluster;

/** Where Redis is: one server by URL, or seed nodes of a Redis Cluster (the client discovers the others). */
export type RedisTarget = { url: string } | { clusterNodes: readonly string[] };

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A seed as `host:port` (`[::1]:7000` for IPv6) or as a `redis://`/`rediss://` URL carrying credentials or TLS. */
const clusterSeed = z
  .string()
  .transform((seed) => (/^rediss?:\/\//.test(seed) ? seed : `redis://${seed}`))
  .refine((url) => URL.canParse(url) && new URL(url).port !== "", "must be host:port or a redis:// URL with a port");

/** REDIS_URL as the api and the worker read it. */
export const redisUrlSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
);

/** REDIS_CLUSTER_NODES: comma-separated seeds of a Redis Cluster, normalised to redis:// URLs. */
export const redisClusterNodesSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((seed) => seed.trim())
        .filter((seed) => seed !== ""),
    )
    .pipe(z.array(clusterSeed).min(1, "must name at least one host:port"))
    .optional(),
);

type RedisEnv = { REDIS_URL?: string | undefined; REDIS_CLUSTER_NODES?: string[] | undefined };

/** For `.refine` on an environment schema: REDIS_URL and REDIS_CLUSTER_NODES name two different setups. */
export const oneRedisSetting: [(env: RedisEnv) => boolean, { message: string; path: string[] }] = [
  (env) => !(env.REDIS_URL && env.REDIS_CLUSTER_NODES),
  { message: "set REDIS_URL or REDIS_CLUSTER_NODES, not both", path: ["REDIS_CLUSTER_NODES"] },
];

/** The Redis the environment names: a cluster, one server, or undefined (find or start one, see ensureRedis). */
export function configuredRedis(env: RedisEnv): RedisTarget | undefined {
  if (env.REDIS_CLUSTER_NODES) return { clusterNodes: env.REDIS_CLUSTER_NODES };
  return env.REDIS_URL ? { url: env.REDIS_URL } : undefined;
}

/** The variables that make another process (the forked worker) use `target`. */
export function redisTargetEnv(target: RedisTarget): Record<string, string> {
  return "url" in target ? { REDIS_URL: target.url } : { REDIS_CLUSTER_NODES: target.clusterNodes.join(",") };
}

/** For logs: the URL or the seeds, passwords hidden. */
export function describeRedisTarget(target: RedisTarget): string {
  return "url" in target ? redactUrl(target.url) : `cluster ${target.clusterNodes.map(redactUrl).join(",")}`;
}

/**
 * The one place a Redis client is made. On a cluster, `enableOfflineQueue` and `lazyConnect` apply
 * to the cluster client and every other option to its connection to each node; credentials and TLS
 * come from the first seed (every node of a cluster shares them).
 */
export function createRedisClient(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  if ("url" in target) return new Redis(target.url, options);
  const { enableOfflineQueue, lazyConnect, ...perNode } = options;
  const seeds = target.clusterNodes.map((seed) => new URL(seed));
  const first = seeds[0];
  if (!first) throw new Error("A Redis Cluster needs at least one seed node");
  return new Cluster(
    seeds.map((seed) => ({ host: seed.hostname.replace(/^\[(.*)\]$/, "$1"), port: Number(seed.port) })),
    {
      ...(enableOfflineQueue !== undefined ? { enableOfflineQueue } : {}),
      ...(lazyConnect !== undefined ? { lazyConnect } : {}),
      redisOptions: {
        ...(first.username ? { username: decodeURIComponent(first.username) } : {}),
        ...(first.password ? { password: decodeURIComponent(first.password) } : {}),
        ...(first.protocol === "rediss:" ? { tls: {} } : {}),
        ...perNode,
      },
    },
  );
}

/** Hides the password of a redis URL for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<unparseable url>";
  }
}
