import type { RedisOptions } from "ioredis";
import { createRedisClient, type RedisClient, type RedisTarget } from "./redis-client";

/**
 * Producer connection (api, domain): fail fast. With the offline queue off and few retries,
 * enqueueing while Redis is down rejects at once instead of hanging an HTTP request.
 */
export function createProducerConnection(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  return createRedisClient(target, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: "crm-producer",
    ...options,
  });
}

/**
 * Worker connection: BullMQ's blocking commands need `maxRetriesPerRequest: null`, so a worker
 * waits through a Redis restart instead of crashing.
 */
export function createWorkerConnection(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  return createRedisClient(target, {
    maxRetriesPerRequest: null,
    connectionName: "crm-worker",
    ...options,
  });
}
