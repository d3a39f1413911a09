import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openDomain, type Domain } from "@crm/domain";
import { liveWorkers, redisTargetEnv, removeWorkerBeat, type RedisTarget } from "@crm/jobs";
import type { Logger } from "pino";
import { resolveAdminToken, type ResolvedAdminToken } from "./admin-token";
import {
  callProvidersFromEnv,
  checkUrlTarget,
  createGridFsImportFileStore,
  createGridFsMediaStore,
  createGridFsRecordingStore,
  describeCallProviders,
  describeMessagingProviders,
  safeUrlPolicyFrom,
  whatsAppTemplatesFromEnv,
} from "@crm/providers";
import { createApp } from "./app";
import { createHttpServer } from "./http/http-server";
import { channelWebhookReaders } from "./channel-webhooks";
import type { ApiConfig } from "./config";
import { startMongo } from "./infra/mongo";
import { queueBoard } from "./http/queue-board";
import { startRedis } from "./infra/redis";
import { superviseWorker } from "./worker-process";

export interface RunningServer {
  url: string;
  mongoUri: string;
  redis: RedisTarget;
  embeddedMongo: boolean;
  adminToken: ResolvedAdminToken;
  /**
   * Graceful: drain HTTP (see HttpServer.drain: in-flight requests finish, new ones get 503; open
   * live streams end at once with a final "reconnect" message), then worker, domain, redis, engine, in that order.
   */
  stop(): Promise<void>;
}

type Cleanup = { name: string; run: () => Promise<void> };

/** A forked worker that ran this long before crashing was healthy: its restart starts the backoff over. */
const WORKER_HEALTHY_AFTER_MS = 60_000;

/**
 * Starts infrastructure, the domain, the HTTP listener and (unless disabled) the worker.
 * If any step fails, whatever already started is stopped before the error propagates.
 */
export async function startServer(config: ApiConfig, logger: Logger): Promise<RunningServer> {
  // Cleanups run last-in first-out, which is the shutdown order the dependencies need.
  const cleanups: Cleanup[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        logger.error({ err: error, step: cleanup.name }, "shutdown step failed");
      }
    }
  };

  try {
    // Redis first: a missing Redis is the likeliest newcomer problem, reported before the engine loads.
    const redis = await startRedis({ redis: config.redis, logger });
    cleanups.push({ name: "redis", run: redis.stop });
    const mongo = await startMongo({ mongoUri: config.mongoUri, dataDir: config.dataDir, logger });
    // Stopped last, after Redis: nothing may still be writing when the engine flushes and closes.
    cleanups.unshift({ name: "mongo", run: mongo.stop });

    // The SSRF rule for URLs the service fetches for clients (recordings, webhooks), from ALLOW_PRIVATE_URLS.
    const urlPolicy = safeUrlPolicyFrom(process.env);
    const domain: Domain = await openDomain({
      mongoUri: mongo.uri,
      recordingStore: createGridFsRecordingStore,
      importFileStore: createGridFsImportFileStore,
      mediaStore: createGridFsMediaStore,
      redis: redis.client,
      channelWebhooks: channelWebhookReaders(config.whatsApp),
      templateCatalogs: whatsAppTemplatesFromEnv(),
      urlCheck: (url) => checkUrlTarget(url, urlPolicy),
      rateLimit: {
        ...(config.rateLimitPerMinute !== undefined ? { requests: config.rateLimitPerMinute, windowSeconds: 60 } : {}),
        onError: (error) => logger.warn({ err: error }, "rate limiter unavailable; requests pass unlimited"),
      },
      ...(config.eventRetentionDays !== undefined ? { eventRetentionDays: config.eventRetentionDays } : {}),
      history: {
        enabled: config.historyEnabled,
        ...(config.historyRetentionDays !== undefined ? { retentionDays: config.historyRetentionDays } : {}),
      },
      liveSubscriptions: config.liveSubscriptions,
    });
    cleanups.push({ name: "domain", run: () => domain.close() });

    const adminToken = await resolveAdminToken({
      configured: config.adminToken,
      embedded: mongo.embedded,
      dataDir: config.dataDir,
    });
    if (!adminToken.token) logger.warn("ADMIN_TOKEN is not set: the admin API (/admin/v1) answers 401");

    // Before listening: the API reports ready only when jobs it enqueues will be processed.
    if (config.startWorker) {
      const worker = superviseWorker({
        env: { MONGODB_URI: mongo.uri, ...redisTargetEnv(redis.target), LOG_LEVEL: config.logLevel },
        logger,
        restart: { ...config.workerRestart, healthyAfterMs: WORKER_HEALTHY_AFTER_MS },
        onUnexpectedExit: (instanceId) => removeWorkerBeat(redis.client, config.queuePrefix, instanceId),
      });
      cleanups.push({ name: "worker", run: () => worker.stop(config.shutdownTimeoutMs) });
      await worker.ready;
    }

    const board = queueBoard({ connection: redis.client, prefix: config.queuePrefix, adminToken: adminToken.token });
    cleanups.push({ name: "queue board", run: () => board.close() });
    // Listening last means it is closed first on shutdown: no new requests while the rest stops.
    // The worker reads the same environment: /health shows which call and messaging providers it runs (and which are simulated).
    const providers = [...describeCallProviders(callProvidersFromEnv()), ...describeMessagingProviders()];
    const app = createApp({
      domain,
      redis: redis.client,
      logger,
      adminToken: adminToken.token,
      trustProxy: config.trustProxy,
      providers,
      // Workers are seen through their heartbeats, so a separately deployed one counts as a forked one does.
      pipelines: {
        liveWorkers: async () => (await liveWorkers(redis.client, config.queuePrefix)).length,
        outboxLag: (countLimit) => domain.outbox.lag(countLimit),
        outboxLagThresholdMs: config.outboxLagThresholdMs,
      },
      queueBoard: board,
      ...(config.whatsApp.verifyToken ? { whatsAppVerifyToken: config.whatsApp.verifyToken } : {}),
    });
    const http = createHttpServer(app);
    const server = await listen(http.server, config.port, config.host);
    cleanups.push({
      name: "http",
      run: () => {
        const drained = http.drain(config.shutdownTimeoutMs);
        // Open subscriptions would hold the drain until its timeout: they end now, telling clients to reconnect.
        domain.live.endStreams();
        return drained;
      },
    });
    const { port } = server.address() as AddressInfo;

    return {
      url: `http://${formatHost(config.host)}:${port}`,
      mongoUri: mongo.uri,
      redis: redis.target,
      embeddedMongo: mongo.embedded,
      adminToken,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

function formatHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}
