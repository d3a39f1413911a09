import type { Domain } from "@crm/domain";
import { Router } from "express";
import { adminRoutes } from "./admin/admin.routes";
import { adminTokenAuthenticator, apiKeyAuthenticator } from "./core/authenticators";
import { pathOf, pathUnder, type HttpRequest, type HttpResponse } from "./core/http-types";
import { bodyLimitFromEnv } from "./core/json-body";
import { createSurface } from "./core/mount-routes";
import { routeTable } from "./core/route-table";
import { sendJson } from "./core/send-json";
import { docsRouter } from "./docs/docs-router";
import { buildOpenApi } from "./openapi/build-openapi";
import type { OpenApiDocument } from "./openapi/openapi-types";
import { restApiSurfaces } from "./openapi/rest-api-document";
import { v1Routes } from "./v1";
import { channelWebhookDocs } from "./webhooks/channel-webhook-docs";
import { channelWebhookRouter } from "./webhooks/channel-webhooks";

export interface RestOptions {
  /** Guards /admin/v1; when unset the admin surface answers 401 to everyone. */
  adminToken?: string;
  /** Request body limit in bytes; default REST_BODY_LIMIT_BYTES, else 1 MiB. */
  bodyLimit?: number;
  /** Answers WhatsApp Cloud's GET subscription challenge on the channel webhooks; unset: refused. */
  whatsAppVerifyToken?: string;
}

export interface RestApi {
  /**
   * /v1 (with the public /v1/openapi.json) and /admin/v1, on node's own request and response
   * (see core/http-types.ts for why not express): answers every request under those prefixes,
   * and calls `next` for any other. Run it before the host's express app, after request logging.
   */
  handle(req: HttpRequest, res: HttpResponse, next: () => void): void;
  /** The channel webhooks (/webhooks) and the API reference (/docs), on express; mount at "/". */
  router: Router;
}

/** Everything HTTP-facing of the product except the host, with its own body parsing and error mapping. */
export function createRestApi(domain: Domain, options: RestOptions = {}): RestApi {
  const bodyLimit = options.bodyLimit ?? bodyLimitFromEnv();
  const v1 = v1Routes(domain);
  const admin = adminRoutes(domain);

  // Built on first use and kept: the routes never change while the process runs.
  let document: OpenApiDocument | undefined;
  const openApi = () => (document ??= buildOpenApi(restApiSurfaces(v1, admin), [channelWebhookDocs]));
  // Public: integrators read the contract before they have a key.
  const openApiRoute = routeTable([{ method: "get", path: "/openapi.json", value: true }]);

  const v1Surface = createSurface(v1, {
    authenticate: apiKeyAuthenticator(domain),
    bodyLimit,
    idempotency: { service: domain.idempotency, contextOf: (ctx) => ctx },
  });
  const adminSurface = createSurface(admin, { authenticate: adminTokenAuthenticator(options.adminToken), bodyLimit });

  const router = Router();
  router.use("/webhooks", channelWebhookRouter(domain, bodyLimit, options.whatsAppVerifyToken));
  router.use("/docs", docsRouter({ title: "CRM REST API reference", specUrl: "/v1/openapi.json" }));

  return {
    router,
    handle(req, res, next) {
      const fullPath = pathOf(req);
      const underV1 = pathUnder(fullPath, "/v1");
      if (underV1 !== undefined) {
        if (openApiRoute.match(req.method ?? "GET", underV1)) sendJson(res, 200, openApi());
        else v1Surface(req, res, underV1, fullPath);
        return;
      }
      const underAdmin = pathUnder(fullPath, "/admin/v1");
      if (underAdmin !== undefined) {
        adminSurface(req, res, underAdmin, fullPath);
        return;
      }
      next();
    },
  };
}
