export { createRestRouter, type RestOptions } from "./create-rest-router";
export { adminTokenMatcher } from "./core/authenticators";
export { defineRoute, defineRoutes } from "./core/route-def";
export type { AnyRouteDef, DocumentedError, HttpMethod, ListFormat, RouteDef, RouteRequest, SuccessStatus } from "./core/route-def";
export { buildOpenApi, type ApiSurface } from "./openapi/build-openapi";
export type { OpenApiDocument } from "./openapi/openapi-types";
