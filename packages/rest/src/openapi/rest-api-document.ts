import type { Domain } from "@crm/domain";
import { adminRoutes } from "../admin/admin.routes";
import type { AnyRouteDef } from "../core/route-def";
import type { AdminCaller } from "../core/authenticators";
import { v1Routes } from "../v1";
import { channelWebhookDocs } from "../webhooks/channel-webhook-docs";
import { buildOpenApi, type ApiSurface } from "./build-openapi";
import type { OpenApiDocument } from "./openapi-types";

/** The two mounted surfaces, as both the router and the document see them. */
export function restApiSurfaces(v1: readonly AnyRouteDef[], admin: readonly AnyRouteDef<AdminCaller>[]): ApiSurface[] {
  return [
    { prefix: "/v1", routes: v1, security: "ApiKeyAuth" },
    { prefix: "/admin/v1", routes: admin, security: "AdminToken" },
  ];
}

/** Stands in for the domain where only the route declarations are read: any use of it is a bug. */
const noDomain = new Proxy({} as Domain, {
  get(_target, property) {
    throw new Error(`restApiDocument: a route module used domain.${String(property)} outside its handler.`);
  },
});

/**
 * The OpenAPI document of /v1, /admin/v1 and the channel webhooks without a running service (scripts, the client
 * generator, the test suite's response validator). Route modules touch the domain only inside
 * handlers, which the generator never calls; the document equals the one the service serves.
 */
export function restApiDocument(): OpenApiDocument {
  return buildOpenApi(restApiSurfaces(v1Routes(noDomain), adminRoutes(noDomain)), [channelWebhookDocs]);
}
