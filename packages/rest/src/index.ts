export { createRestApi, type RestApi, type RestOptions } from "./create-rest-api";
export { adminTokenMatcher } from "./core/authenticators";
export { restEnvSchema } from "./core/json-body";
export { defineRoute, defineRoutes } from "./core/route-def";
export type {
  AnyRouteDef,
  CodedError,
  DocumentedError,
  HttpMethod,
  ListFormat,
  RouteDef,
  RouteRequest,
  RouteTag,
  SuccessStatus,
} from "./core/route-def";
export { buildOpenApi, type ApiSurface } from "./openapi/build-openapi";
export type { OpenApiDocument, OperationObject, ResponseObject, ResponseOrRef } from "./openapi/openapi-types";
export { pathMatcher } from "./core/route-path";
export { parseRestQuery } from "./core/parse-rest-query";
export { restApiDocument } from "./openapi/rest-api-document";
