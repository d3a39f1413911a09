import type { Domain } from "@crm/domain";
import { createGraphQLHandler } from "@crm/graphql";
import type { RequestListener } from "node:http";
import { createRestApi } from "@crm/rest";
import { createTrpcHandler } from "@crm/trpc";
import express from "express";
import type { Logger } from "pino";
import { lastResortErrorHandler } from "./http/error-handler";
import { health, type HealthDeps } from "./http/health";
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
  /** GraphiQL at /graphql in a browser; default: on unless NODE_ENV=production. */
  graphiql?: boolean;
  /** Express "trust proxy"; off by default so X-Forwarded-For cannot spoof client addresses. */
  trustProxy?: boolean | number | string;
  healthTimeoutMs?: number;
  /** Shown on /health: which adapters serve the call and messaging pipelines, and which are simulated. */
  providers?: HealthDeps["providers"];
  /** Shown on /health: live workers (heartbeats in Redis) and the outbox lag; the host always passes it. */
  pipelines?: HealthDeps["pipelines"];
  /** Answers WhatsApp Cloud's webhook subscription challenge (WHATSAPP_VERIFY_TOKEN). */
  whatsAppVerifyToken?: string;
  /** Bull Board at /admin/queues; its owner (the host) closes it. */
  queueBoard?: QueueBoard;
}

/**
 * The HTTP application without a listener: the host listens, tests mount it on an ephemeral port.
 * Every request is logged, then /v1 and /admin/v1 are answered by the REST package, /graphql by
 * yoga and /trpc by tRPC, on node's own request and response (express's per-request prototype
 * swap made them markedly slower; see apps/api/bench/README.md); everything else goes to express.
 */
export function createApp(deps: AppDeps): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);

  app.get(
    "/health",
    health({
      domain: deps.domain,
      redis: deps.redis,
      timeoutMs: deps.healthTimeoutMs,
      providers: deps.providers,
      ...(deps.pipelines ? { pipelines: deps.pipelines } : {}),
    }),
  );
  // The web team's adapters over the same domain: each parses its own bodies and maps errors once.
  const onUnexpectedError = (err: unknown) => deps.logger.error({ err }, "unexpected error");
  const graphql = createGraphQLHandler(deps.domain, {
    graphiql: deps.graphiql ?? process.env.NODE_ENV !== "production",
    onUnexpectedError,
  });
  const trpc = createTrpcHandler(deps.domain, { onUnexpectedError });
  // /v1, /admin/v1, the channel webhooks and /docs, with their own body parsing and error mapping.
  const rest = createRestApi(deps.domain, {
    adminToken: deps.adminToken,
    ...(deps.whatsAppVerifyToken ? { whatsAppVerifyToken: deps.whatsAppVerifyToken } : {}),
  });
  app.use(rest.router);
  if (deps.queueBoard) app.use(deps.queueBoard.router);
  app.use(notFound);
  app.use(lastResortErrorHandler);

  const logging = requestLogging(deps.logger);
  return (req, res) => {
    logging(req, res, () => {
      if (isUnder(req.url, "/graphql")) void graphql(req, res);
      else if (isUnder(req.url, "/trpc")) trpc(req, res);
      else rest.handle(req, res, () => app(req, res));
    });
  };
}

/** `url` is `prefix` or below it, with or without a query string (`/graphql?query=`, `/trpc/deals.list?input=`). */
const isUnder = (url: string | undefined, prefix: string): boolean =>
  url !== undefined && url.startsWith(prefix) && (url.length === prefix.length || url[prefix.length] === "?" || url[prefix.length] === "/");
