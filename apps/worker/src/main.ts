import { ensureRedis, RedisUnavailableError } from "@crm/jobs";
import { createLogger } from "@crm/logging";
import { loadWorkerConfig } from "./config";
import { startWorkers } from "./start-workers";

/**
 * Worker process. Started by the api host under `pnpm start` (which passes the resolved
 * REDIS_URL/MONGODB_URI) or on its own with `pnpm --filter @crm/worker start`.
 */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger({ service: "worker", level: config.logLevel });
  let redis;
  try {
    redis = await ensureRedis({ url: config.redisUrl, log: (message) => logger.info(message) });
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = startWorkers({
    redisUrl: redis.url,
    logger,
    prefix: config.queuePrefix,
    concurrency: config.concurrency,
  });
  await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));
  logger.info({ queues: running.workers.map((w) => w.name), prefix: config.queuePrefix }, "worker ready");
  process.send?.({ type: "ready" });

  const forked = typeof process.send === "function";
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
    await running.close();
    await redis.stop();
    logger.info("worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  if (forked) {
    // Ctrl-C reaches the whole process group; the api stops us (SIGTERM) after it stops taking
    // requests, so a job enqueued by a request in flight is not cut off.
    process.on("SIGINT", () => {});
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
