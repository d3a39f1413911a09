import { Redis, type RedisOptions } from "ioredis";

/**
 * Producer connection (api, domain): fail fast. With the offline queue off and few retries,
 * enqueueing while Redis is down rejects at once instead of hanging an HTTP request.
 */
export function createProducerConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
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
export function createWorkerConnection(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: null,
    connectionName: "crm-worker",
    ...options,
  });
}
