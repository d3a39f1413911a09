export { queueNames, type QueueName } from "./queue-names";
export { jobSchemas, parseJobPayload, isJobName, type JobName, type JobPayload } from "./payloads";
export { DEFAULT_QUEUE_PREFIX, hashTaggedPrefix, queuePrefixSchema } from "./prefix";
export { createProducerConnection, createWorkerConnection } from "./connections";
export { createQueue, type TypedQueue, type QueueFactoryOptions } from "./queue";
export { probeRedis } from "./redis-probe";
export { freePort } from "./free-port";
export { luaScript, type LuaScript } from "./lua-script";
export {
  createRedisClient,
  configuredRedis,
  oneRedisSetting,
  describeRedisTarget,
  redactUrl,
  redisClusterNodesSchema,
  redisTargetEnv,
  redisUrlSchema,
  type RedisClient,
  type RedisTarget,
} from "./redis-client";
export {
  ensureRedis,
  resolveRedis,
  type ResolvedRedis,
  RedisUnavailableError,
  DEFAULT_REDIS_URL,
  HOW_TO_GET_REDIS,
  type EnsuredRedis,
  type EnsureRedisOptions,
} from "./ensure-redis";
export {
  liveWorkers,
  removeWorkerBeat,
  startWorkerHeartbeat,
  type WorkerBeat,
  type WorkerHeartbeat,
  type WorkerHeartbeatOptions,
} from "./worker-heartbeat";
