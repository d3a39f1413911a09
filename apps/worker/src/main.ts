import { openDomain, urlGuardOf } from "@crm/domain";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { createRedisClient, resolveRedis, RedisUnavailableError, startWorkerHeartbeat } from "@crm/jobs";
import {
  agentResponderFromEnv,
  callProvidersFromEnv,
  checkUrlTarget,
  createGridFsImportFileStore,
  createGridFsMediaStore,
  createGridFsRecordingStore,
  describeCallProviders,
  safeUrlPolicyFrom,
  whatsAppCloudFromEnv,
} from "@crm/providers";
import { loadWorkerConfig } from "./config";
import { fetchableUrlCheck } from "./fetchable-url";
import { createLogger } from "@crm/logging";
import { startWorkers } from "./start-workers";
import { createVettedAgent } from "./vetted-agent";

/**
 * Worker process. Started by the api host under `pnpm start` (which passes the resolved
 * REDIS_URL or REDIS_CLUSTER_NODES, and MONGODB_URI) or on its own with `pnpm --filter @crm/worker start`.
 */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger({ service: "worker", level: config.logLevel });
  const forked = typeof process.send === "function";
  if (forked) {
    // Ctrl-C reaches the whole process group, during startup too; the api stops us (SIGTERM) after
    // it stops taking requests, so a job enqueued by a request in flight is not cut off.
    process.on("SIGINT", () => {});
  }
  let redis;
  try {
    redis = await resolveRedis(config.redis, (message) => logger.info(message));
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // As the api's: the domain duplicates it for its pub/sub subscribers, which need the offline queue.
  const domainRedis = createRedisClient(redis.target, { lazyConnect: true, connectionName: "crm-worker-domain", maxRetriesPerRequest: 1 });
  domainRedis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
  await domainRedis.connect();
  const domain = await openDomain({
    mongoUri: config.mongoUri,
    recordingStore: createGridFsRecordingStore,
    importFileStore: createGridFsImportFileStore,
    mediaStore: createGridFsMediaStore,
    redis: domainRedis,
    ...(config.eventRetentionDays !== undefined ? { eventRetentionDays: config.eventRetentionDays } : {}),
    ...(config.historyRetentionDays !== undefined ? { history: { retentionDays: config.historyRetentionDays } } : {}),
    webhooks: { disableAfterFailedDeliveries: config.webhooks.disableAfterFailedDeliveries },
  });
  const urlPolicy = safeUrlPolicyFrom(process.env);
  // Recordings are fetched through connections that reach only addresses the policy allows.
  const callProviders = callProvidersFromEnv(process.env, {
    assertFetchableUrl: fetchableUrlCheck(urlPolicy),
    dispatcher: createVettedAgent(urlPolicy),
  });
  // Dev simulators say so, so nobody mistakes a simulated transcript or summary for real AI output.
  logger.info({ providers: describeCallProviders(callProviders) }, "call pipeline providers");
  const running = await startWorkers({
    redis: redis.target,
    domain,
    logger,
    prefix: config.queuePrefix,
    concurrency: config.concurrency,
    callProviders,
    callJobs: config.callJobs,
    lockDurationMs: config.lockDurationMs,
    // The SSRF rule again at delivery time (DNS may have changed since the URL was accepted), and on
    // the addresses each connection uses.
    webhooks: {
      retry: config.webhooks.retry,
      timeoutMs: config.webhooks.timeoutMs,
      concurrency: config.webhooks.concurrency,
      endpointConcurrency: config.webhooks.endpointConcurrency,
      urlGuard: urlGuardOf((url) => checkUrlTarget(url, urlPolicy)),
      urlPolicy,
    },
    messaging: { ...config.messaging, responder: agentResponderFromEnv(), channels: whatsAppCloudFromEnv() },
  });
  await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));
  // Live once its queues are: /health counts workers by these beats, for forked and deployed workers alike.
  const heartbeat = await startWorkerHeartbeat({
    redis: domainRedis,
    prefix: config.queuePrefix,
    beat: {
      instanceId: config.heartbeat.instanceId ?? randomUUID(),
      pid: process.pid,
      host: hostname(),
      startedAt: new Date().toISOString(),
    },
    intervalMs: config.heartbeat.intervalMs,
    ttlMs: config.heartbeat.intervalMs * 3,
    onError: (error) => logger.warn({ err: error }, "worker heartbeat failed"),
  });
  logger.info({ queues: running.workers.map((w) => w.name), prefix: config.queuePrefix, providers: running.providers }, "worker ready");
  process.send?.({ type: "ready" });

  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) {
      // Standalone, a second Ctrl-C means "now". Forked, the api owns the deadline (it SIGKILLs).
      if (!forked) {
        logger.warn({ reason }, "forced exit");
        process.exit(1);
      }
      return;
    }
    stopping = true;
    logger.info({ reason }, "worker shutting down");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out, exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await heartbeat.stop().catch((error: unknown) => logger.warn({ err: error }, "could not remove the worker heartbeat"));
    await running.close();
    await domain.close();
    domainRedis.disconnect();
    await redis.stop();
    logger.info("worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  if (forked) {
    // If the api goes away (even by SIGKILL), do not linger.
    process.on("disconnect", () => void shutdown("parent disconnected"));
  } else {
    process.on("SIGINT", () => void shutdown("SIGINT"));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
