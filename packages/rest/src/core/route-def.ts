import type { Context, ListQuery, ListSpec } from "@crm/domain";
import type { z } from "zod";
import type { MultipartUpload } from "./multipart";

export type HttpMethod = "get" | "post" | "patch" | "put" | "delete";
export type SuccessStatus = 200 | 201 | 202 | 204;
/** A status a route may answer instead of its `success.status`, with the same body schema (an upsert's 200, a batch's 207). */
export type AlternativeStatus = 200 | 207;

/**
 * What a handler returns to answer another documented status than `success.status` (one of
 * `success.also`), with this body.
 */
export class Answered {
  constructor(
    readonly status: SuccessStatus | AlternativeStatus,
    readonly body: unknown,
  ) {}
}
/** A route's business error with the `errorCode`s it carries: `{ status: 409, codes: ["CONTACT_HAS_DEALS"] }`. */
export interface CodedError {
  status: 409 | 422;
  codes: readonly [string, ...string[]];
}
/** A bare 409/422 documents the status with any `errorCode`; prefer a CodedError, which types and checks the codes. */
export type DocumentedError = 400 | 401 | 403 | 404 | 409 | 413 | 416 | 422 | 429 | CodedError;

/**
 * Groups operations in the document. Declare one per route module, with a description saying what
 * the resource is; a bare name is accepted but leaves the tag undescribed (Redocly lint fails).
 */
export interface RouteTag {
  name: string;
  description: string;
}

/** Response shape of a listing: the spec's table fixes one per endpoint. */
export type ListFormat = "envelope" | "data" | "array";

/** Path parameters: an object of strings (min length 1), keyed by the `{name}`s of the path. */
export type ParamsSchema = z.ZodObject;

/** What a handler receives once the framework has authenticated, parsed and checked the request. */
export interface RouteRequest<Params = Record<string, string>, Caller = Context> {
  /** The caller: the API key's Context on /v1 (requestId filled in), the admin on /admin/v1. */
  ctx: Caller;
  params: Params;
  /** Parsed JSON body, `{}` when a body route was sent none, `undefined` on routes without `body`. The domain validates it. */
  body: unknown;
  /** The parsed listing grammar (`field[op]=value`, `[limit]`...); empty on non-list routes. */
  query: ListQuery;
  /** Pass to the service's `list()`: counting is only paid for by the envelope format. */
  listOptions: { count: boolean };
  searchParams: URLSearchParams;
  rawQuery: string;
  /** On `upload` routes: the form's fields and its file, streaming. */
  upload?: MultipartUpload;
}

/** Typed params for defs made with `defineRoute`; a def without `params` has none. */
type ParamsOf<P> = [P] extends [undefined]
  ? Record<string, never>
  : [P] extends [ParamsSchema]
    ? z.output<P>
    : Record<string, string | undefined>;

/**
 * One declaration per operation: it drives the express route AND its OpenAPI operation, so the
 * two cannot drift. Rules (validation, scopes, isolation) stay in the domain: `body`, `query`
 * and `success.schema` are the domain's own zod schemas, used here for documentation.
 */
export interface RouteDef<P extends ParamsSchema | undefined = ParamsSchema | undefined, Caller = Context> {
  method: HttpMethod;
  /** OpenAPI style, relative to the surface's prefix (`/v1`): `/deals/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: RouteTag | string;
  params?: P;
  /** Request body schema from the domain; its presence makes the route read a JSON body. */
  body?: z.ZodType;
  /** Documented non-list query parameters (read them from `searchParams`; the domain validates). */
  query?: z.ZodObject;
  /** A listing: the query string is parsed with parseRestQuery, the handler returns the domain's ListResult. */
  list?: { spec: ListSpec; format: ListFormat };
  /**
   * A file download: the handler returns a `DownloadBody` and the framework streams it with HTTP
   * Range support (200, 206, 416); `mediaType` documents the body (e.g. `audio/*`).
   */
  download?: { mediaType: string };
  /**
   * A multipart/form-data upload (`schema` documents the form; the domain validates the fields):
   * the handler gets `upload` once the file part starts and pulls the file as it arrives.
   */
  upload?: { schema: z.ZodObject };
  /**
   * A streamed file (exports): the handler returns the domain's `ExportStream`, sent with
   * `Content-Disposition: attachment`; `filters` parses and documents the list filters.
   */
  stream?: { mediaTypes: readonly string[]; filters?: ListSpec };
  /** For list routes `schema` is the schema of ONE item; the framework documents the wrapper. */
  success: {
    status: SuccessStatus;
    schema?: z.ZodType;
    description?: string;
    /** Other success statuses the handler may answer (returning an `Answered`), documented with the same schema. */
    also?: Array<{ status: AlternativeStatus; description: string }>;
  };
  /**
   * The route's own errors: 404 for ids referenced in the body or query, 409 conflicts and 422
   * business rules with their codes (`{ status: 409, codes: ["CONTACT_HAS_DEALS"] }`). The document derives the rest from the declaration (401 always; 403 and 429
   * with an API key; 404 and 400 with path parameters; 400 with a body, query or listing;
   * 413/415 with a body; 500), so listing those here changes nothing.
   */
  errors: DocumentedError[];
  /** The return value is the response body (ignored for 204); list routes return the ListResult. */
  handler(req: RouteRequest<ParamsOf<P>, Caller>): Promise<unknown>;
}

/** A route of any params shape, as the registry and the OpenAPI generator see it. */
export type AnyRouteDef<Caller = Context> = RouteDef<ParamsSchema | undefined, Caller>;

/** Declares one route; infers the handler's `params` type from the `params` schema. */
export function defineRoute<P extends ParamsSchema | undefined = undefined, Caller = Context>(
  def: RouteDef<P, Caller>,
): AnyRouteDef<Caller> {
  // Safe widening: the framework only calls the handler with params parsed by `def.params`.
  return def;
}

/**
 * Collects a resource's route module. Declare each route with `defineRoute` (so `req.params`
 * is typed from its `params` schema) and list them here; the result goes in the v1 registry.
 */
export function defineRoutes<Caller = Context>(...defs: AnyRouteDef<Caller>[]): AnyRouteDef<Caller>[] {
  return defs;
}
