import type { Domain } from "@crm/domain";
import { Router } from "express";
import { adminRoutes } from "./admin/admin.routes";
import { adminTokenAuthenticator, apiKeyAuthenticator } from "./core/authenticators";
import { bodyLimitFromEnv } from "./core/json-body";
import { createSurfaceRouter } from "./core/mount-routes";
import { docsRouter } from "./docs/docs-router";
import { buildOpenApi } from "./openapi/build-openapi";
import type { OpenApiDocument } from "./openapi/openapi-types";
import { restApiSurfaces } from "./openapi/rest-api-document";
import { v1Routes } from "./v1";
import { channelWebhookRouter } from "./webhooks/channel-webhooks";

export interface RestOptions {
  /** Guards /admin/v1; when unset the admin surface answers 401 to everyone. */
  adminToken?: string;
  /** Request body limit in bytes; default REST_BODY_LIMIT_BYTES, else 1 MiB. */
  bodyLimit?: number;
  /** Answers WhatsApp Cloud's GET subscription challenge on the channel webhooks; unset: refused. */
  whatsAppVerifyToken?: string;
}

/**
 * Everything HTTP-facing of the product except the host: /v1, /admin/v1, /v1/openapi.json and
 * /docs, with their own body parsing and error mapping. Mount at "/" before any body parser.
 */
export function createRestRouter(domain: Domain, options: RestOptions = {}): Router {
  const bodyLimit = options.bodyLimit ?? bodyLimitFromEnv();
  const v1 = v1Routes(domain);
  const admin = adminRoutes(domain);

  // Built on first use and kept: the routes never change while the process runs.
  let document: OpenApiDocument | undefined;
  const openApi = () =>
    (document ??= buildOpenApi(restApiSurfaces(v1, admin)));

  const router = Router();
  // Public: integrators read the contract before they have a key.
  router.get("/v1/openapi.json", (_req, res) => {
    res.json(openApi());
  });
  // Under its own prefix: mounted at "/", every API request would walk its routes and leave it through a setImmediate.
  router.use("/webhooks", channelWebhookRouter(domain, bodyLimit, options.whatsAppVerifyToken));
  router.use(
    "/v1",
    createSurfaceRouter(v1, { authenticate: apiKeyAuthenticator(domain), bodyLimit, idempotency: { service: domain.idempotency, contextOf: (ctx) => ctx } }),
  );
  router.use("/admin/v1", createSurfaceRouter(admin, { authenticate: adminTokenAuthenticator(options.adminToken), bodyLimit }));
  // After /v1, so API requests never walk the docs routes.
  router.use("/docs", docsRouter({ title: "CRM REST API reference", specUrl: "/v1/openapi.json" }));
  return router;
}
