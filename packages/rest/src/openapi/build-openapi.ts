import type { AnyRouteDef, ListFormat, RouteTag } from "../core/route-def";
import { exampleOf } from "./examples";
import { pathParamNames } from "../core/route-path";
import { API_DESCRIPTION } from "./api-description";
import { ERROR_SCHEMA, errorResponseComponents, errorResponseFor } from "./error-responses";
import { listItemSchema } from "./list-item-schema";
import { IDEMPOTENCY_KEY_PARAMETER } from "./idempotency-docs";
import { listParameters, listingDescription, listingExtension } from "./list-docs";
import type { JsonSchema, OpenApiDocument, OperationObject, ParameterObject, ResponseObject, SecuritySchemeObject } from "./openapi-types";
import { SchemaCollector } from "./schema-collector";

export type SecuritySchemeName = "ApiKeyAuth" | "AdminToken";

/** One mounted surface: its prefix, its routes and how its callers authenticate. */
export interface ApiSurface {
  prefix: string;
  routes: readonly AnyRouteDef<unknown>[];
  security: SecuritySchemeName;
}

/**
 * Operations that are not route definitions (the channel webhooks, whose raw body and provider
 * authentication the route framework does not serve), described beside their handlers.
 */
export interface DocumentedPaths {
  tags: RouteTag[];
  securitySchemes: Record<string, SecuritySchemeObject>;
  /** The statuses whose shared error response components the operations refer to. */
  errorStatuses: number[];
  /** Path items, with request and response schemas converted through the document's collector. */
  paths(schemas: SchemaCollector): OpenApiDocument["paths"];
}

/** A listing's example: the record's own example as the one item of a page. */
function wrapListExample(item: unknown, format: ListFormat): unknown {
  if (format === "array") return [item];
  if (format === "data") return { data: [item] };
  return { data: [item], hasMore: false, limit: 20, offset: 0, total: 1 };
}

function wrapList(item: JsonSchema, format: ListFormat): JsonSchema {
  const data: JsonSchema = { type: "array", items: item };
  if (format === "array") return data;
  if (format === "data") return { type: "object", properties: { data }, required: ["data"], additionalProperties: false };
  return {
    type: "object",
    properties: {
      data,
      hasMore: { type: "boolean", description: "True when records exist after this page." },
      limit: { type: "integer", description: "The page size applied (after clamping)." },
      offset: { type: "integer", description: "The records skipped." },
      total: { type: "integer", description: "Records matching the filters, all pages together." },
    },
    required: ["data", "hasMore", "limit", "offset", "total"],
    additionalProperties: false,
  };
}

/** POSTs under an API key honour Idempotency-Key (409 while in flight, 422 on reuse). */
const isIdempotentPost = (def: AnyRouteDef<unknown>, surface: ApiSurface) =>
  surface.security === "ApiKeyAuth" && def.method === "post" && !def.upload;

/** A streamed export takes the list filters and sort, not paging, projection or relations. */
const STREAM_SKIPS = new Set(["[limit]", "[offset]", "[project]", "[with]"]);

function parametersOf(def: AnyRouteDef<unknown>, surface: ApiSurface, schemas: SchemaCollector): ParameterObject[] {
  const params: ParameterObject[] = [];
  const pathSchema = def.params ? schemas.convert(def.params, "input") : undefined;
  const pathProps = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathParamNames(def.path)) {
    const schema = pathProps[name] ?? { type: "string", minLength: 1 };
    const description = typeof schema.description === "string" ? schema.description : undefined;
    params.push({ name, in: "path", required: true, ...(description ? { description } : {}), schema });
  }
  if (def.query) {
    const querySchema = schemas.convert(def.query, "input");
    const required = new Set((querySchema.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((querySchema.properties ?? {}) as Record<string, JsonSchema>)) {
      const description = typeof schema.description === "string" ? schema.description : undefined;
      params.push({ name, in: "query", required: required.has(name), ...(description ? { description } : {}), schema });
    }
  }
  if (def.list) params.push(...listParameters(def.list.spec));
  if (def.stream?.filters) params.push(...listParameters(def.stream.filters).filter((param) => !STREAM_SKIPS.has(param.name)));
  if (isIdempotentPost(def, surface)) params.push(IDEMPOTENCY_KEY_PARAMETER);
  return params;
}

function successResponse(def: AnyRouteDef<unknown>, schemas: SchemaCollector): ResponseObject {
  const { status, schema, description } = def.success;
  const text = description ?? (status === 204 ? "Done; no body." : status === 201 ? "Created." : status === 202 ? "Accepted." : "OK.");
  if (status === 204) return { description: text };
  if (def.download) {
    const binary = { [def.download.mediaType]: { schema: { type: "string", contentMediaType: def.download.mediaType } } };
    return { description: text, content: binary };
  }
  if (def.stream) {
    const content = Object.fromEntries(def.stream.mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
    return { description: text, content };
  }
  const item = schema && def.list ? listItemSchema(schema, def.list.spec) : schema;
  let json: JsonSchema = item ? schemas.convert(item, "output") : {};
  let example = schema ? exampleOf(schema) : undefined;
  if (def.list) {
    json = wrapList(json, def.list.format);
    example = example === undefined ? undefined : wrapListExample(example, def.list.format);
  }
  return { description: text, content: { "application/json": { schema: json, ...(example === undefined ? {} : { example }) } } };
}

/**
 * The error statuses an operation can answer, derived from its declaration (so they follow the
 * route): who may call it, what it reads, plus the route's own business errors.
 */
function errorStatuses(def: AnyRouteDef<unknown>, surface: ApiSurface): number[] {
  const statuses = new Set<number>(def.errors.map((e) => (typeof e === "number" ? e : e.status)));
  statuses.add(401);
  // API keys carry scopes (read for GET, write otherwise) and a rate limit; the operator's token neither.
  if (surface.security === "ApiKeyAuth") [403, 429].forEach((s) => statuses.add(s));
  // A path id names a record that may not exist (or belong to another project); a path can be malformed.
  if (def.params) [400, 404].forEach((s) => statuses.add(s));
  if (def.list || def.query) statuses.add(400);
  if (def.body || def.upload) [400, 413, 415].forEach((s) => statuses.add(s));
  if (def.stream?.filters) statuses.add(400);
  if (isIdempotentPost(def, surface)) [400, 409, 422].forEach((s) => statuses.add(s));
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** What the Idempotency-Key adds to every POST under /v1 (the domain's idempotency service). */
const IDEMPOTENCY_CODES: Readonly<Record<number, readonly string[]>> = { 409: ["IDEMPOTENCY_KEY_IN_USE"], 422: ["IDEMPOTENCY_KEY_REUSED"] };

/** The errorCodes an operation can answer with a status; undefined where any code (a bare status) or the status's generic one applies. */
function declaredCodes(def: AnyRouteDef<unknown>, status: number, surface: ApiSurface): string[] | undefined {
  const declared = def.errors.filter((e) => (typeof e === "number" ? e : e.status) === status);
  if (declared.some((e) => typeof e === "number")) return undefined;
  const codes = declared.flatMap((e) => (typeof e === "object" ? e.codes : []));
  if (isIdempotentPost(def, surface)) codes.push(...(IDEMPOTENCY_CODES[status] ?? []));
  return codes.length > 0 ? [...new Set(codes)] : undefined;
}

const tagName = (tag: RouteTag | string): string => (typeof tag === "string" ? tag : tag.name);

function operationOf(def: AnyRouteDef<unknown>, surface: ApiSurface, schemas: SchemaCollector): OperationObject {
  const responses: OperationObject["responses"] = { [String(def.success.status)]: successResponse(def, schemas) };
  for (const also of def.success.also ?? [])
    responses[String(also.status)] = { ...successResponse(def, schemas), description: also.description };
  if (def.download) {
    responses["206"] = {
      ...successResponse(def, schemas),
      description: "The bytes of the `Range` asked for (`Content-Range: bytes a-b/size`).",
    };
  }
  for (const status of errorStatuses(def, surface))
    responses[String(status)] = errorResponseFor(status, declaredCodes(def, status, surface));
  const description = [def.description, def.list ? listingDescription(def.list.spec, def.list.format) : undefined]
    .filter((s): s is string => Boolean(s))
    .join("\n\n");
  return {
    operationId: def.operationId,
    summary: def.summary,
    ...(description ? { description } : {}),
    tags: [tagName(def.tag)],
    security: [{ [surface.security]: [] }],
    parameters: parametersOf(def, surface, schemas),
    ...(def.body
      ? {
          requestBody: {
            // No body reads as `{}`: where `{}` is a valid body, the body may be left out.
            required: !def.body.safeParse({}).success,
            description: "JSON (Content-Type: application/json). No body reads as `{}`.",
            content: { "application/json": { schema: schemas.convert(def.body, "input"), example: exampleOf(def.body) } },
          },
        }
      : {}),
    ...(def.upload
      ? {
          requestBody: {
            required: true,
            description: "multipart/form-data; send the `file` part last (the fields before it are read first).",
            content: { "multipart/form-data": { schema: schemas.convert(def.upload.schema, "input") } },
          },
        }
      : {}),
    responses,
    ...(def.list ? { "x-listing": listingExtension(def.list.spec, def.list.format) } : {}),
  };
}

/** One description per tag: route modules sharing a tag must not describe it differently. */
function addTag(tags: Map<string, string | undefined>, tag: RouteTag | string): void {
  const name = tagName(tag);
  const description = typeof tag === "string" ? undefined : tag.description;
  const known = tags.get(name);
  if (known !== undefined && description !== undefined && known !== description) {
    throw new Error(`OpenAPI: tag "${name}" is described twice, differently.`);
  }
  tags.set(name, known ?? description);
}

/**
 * The OpenAPI 3.1 document, generated from the same route definitions that drive express:
 * an operation exists in the document exactly when its route exists in the router.
 */
export function buildOpenApi(surfaces: readonly ApiSurface[], extra: readonly DocumentedPaths[] = []): OpenApiDocument {
  const schemas = new SchemaCollector();
  schemas.add("Error", ERROR_SCHEMA);
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Map<string, string | undefined>();
  const usedErrors = new Set<number>();
  const operationIds = new Set<string>();
  for (const surface of surfaces) {
    for (const def of surface.routes) {
      if (operationIds.has(def.operationId)) throw new Error(`OpenAPI: duplicate operationId "${def.operationId}".`);
      operationIds.add(def.operationId);
      const path = surface.prefix + def.path;
      const item = (paths[path] ??= {});
      if (item[def.method]) throw new Error(`OpenAPI: ${def.method.toUpperCase()} ${path} is declared twice.`);
      item[def.method] = operationOf(def, surface, schemas);
      for (const status of errorStatuses(def, surface)) if (!declaredCodes(def, status, surface)) usedErrors.add(status);
      addTag(tags, def.tag);
    }
  }
  for (const documented of extra) {
    for (const [path, item] of Object.entries(documented.paths(schemas))) {
      if (paths[path]) throw new Error(`OpenAPI: ${path} is declared twice.`);
      paths[path] = item;
    }
    documented.errorStatuses.forEach((status) => usedErrors.add(status));
    documented.tags.forEach((tag) => addTag(tags, tag));
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    // The repository's LICENSE (MIT), by its SPDX identifier.
    info: { title: "CRM REST API", version: "1.0.0", description: API_DESCRIPTION, license: { name: "MIT", identifier: "MIT" } },
    servers: [{ url: "/", description: "This server; every path starts with /v1 (or /admin/v1, or /webhooks for channel providers)." }],
    tags: [...tags].map(([name, description]) => ({ name, ...(description ? { description } : {}) })),
    security: [{ ApiKeyAuth: [] }],
    paths,
    components: {
      schemas: schemas.components,
      responses: errorResponseComponents(usedErrors),
      securitySchemes: {
        ApiKeyAuth: {
          type: "apiKey",
          in: "header",
          name: "x-api-key",
          description: "Project-bound API key (`crm_...`). Scopes: `read` for GET, `write` for every other method.",
        },
        AdminToken: {
          type: "apiKey",
          in: "header",
          name: "x-admin-token",
          description: "Operator token (env ADMIN_TOKEN) guarding /admin/v1. Unset: every admin call is 401.",
        },
        ...Object.assign({}, ...extra.map((documented) => documented.securitySchemes)),
      },
    },
  };
}
