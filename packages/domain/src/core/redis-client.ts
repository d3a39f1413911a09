import type { Cluster, Redis } from "ioredis";

/** The Redis connection the hosts hand the domain (caches, pub/sub, rate limits): one node or a cluster. */
export type RedisClient = Redis | Cluster;
