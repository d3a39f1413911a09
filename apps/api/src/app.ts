import type { Domain } from "@crm/domain";
import { createRestRouter } from "@crm/rest";
import express from "express";
import type { Logger } from "pino";
import { lastResortErrorHandler } from "./http/error-handler";
import { health } from "./http/health";
import { notFound } from "./http/not-found";
import type { QueueBoard } from "./http/queue-board";
import { requestLogging } from "./http/request-logging";

export interface AppDeps {
  domain: Domain;
  /** Only PING is used here (health); the domain gets its own Redis use from the host. */
  redis: { ping(): Promise<string> };
  logger: Logger;
  /** Guards /admin/v1; undefined closes the admin surface. */
  adminToken?: string;
  /** Express "trust proxy"; off by default so X-Forwarded-For cannot spoof client addresses. */
  trustProxy?: boolean | number | string;
  healthTimeoutMs?: number;
  /** Bull Board at /admin/queues; its owner (the host) closes it. */
  queueBoard?: QueueBoard;
}

/** The HTTP application without a listener: the host listens, tests mount it on an ephemeral port. */
export function createApp(deps: AppDeps): express.Application {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);

  app.use(requestLogging(deps.logger));
  app.get("/health", health({ domain: deps.domain, redis: deps.redis, timeoutMs: deps.healthTimeoutMs }));
  // /v1, /admin/v1 and /docs with their own body parsing and error mapping.
  app.use(createRestRouter(deps.domain, { adminToken: deps.adminToken }));
  if (deps.queueBoard) app.use(deps.queueBoard.router);
  app.use(notFound);
  app.use(lastResortErrorHandler);
  return app;
}
