import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./generated/openapi";

export type { components, operations, paths };

/** The paths of one surface of the document, keyed as written (`/v1/deals/{id}`). */
type SurfacePaths<Prefix extends string> = { [P in keyof paths as P extends `${Prefix}/${string}` ? P : never]: paths[P] };

/** The integrators' surface, authenticated with a project's API key. */
export type ApiPaths = SurfacePaths<"/v1">;
/** The operator surface, authenticated with the admin token. */
export type AdminPaths = SurfacePaths<"/admin/v1">;

/** Every schema of the document by name: `Schemas["Deal"]`, `Schemas["DealListItem"]`, `Schemas["Error"]`... */
export type Schemas = components["schemas"];
/** The body of every error response: `{errorCode, message, status, errors?}`. */
export type ErrorBody = Schemas["Error"];

export type CrmClient = Client<ApiPaths>;
export type CrmAdminClient = Client<AdminPaths>;

type BaseOptions = Omit<ClientOptions, "baseUrl" | "headers"> & {
  /** Where the service listens, without a trailing path: `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Sent with every request (e.g. `x-request-id`). */
  headers?: Record<string, string>;
};

/**
 * A typed client of /v1 for one project's API key. Paths, parameters (listing filters included:
 * `status: "WON"` is `status=WON`, `createdAt: {gt: "2025-01-01"}` is `createdAt[gt]=2025-01-01`),
 * bodies, responses and error bodies are typed from the service's OpenAPI document.
 */
export function createCrmClient({ apiKey, headers, ...options }: BaseOptions & { apiKey: string }): CrmClient {
  return createClient<ApiPaths>({ ...options, headers: { ...headers, "x-api-key": apiKey } });
}

/** A typed client of /admin/v1 (projects and API keys) for the operator's admin token. */
export function createAdminClient({ adminToken, headers, ...options }: BaseOptions & { adminToken: string }): CrmAdminClient {
  return createClient<AdminPaths>({ ...options, headers: { ...headers, "x-admin-token": adminToken } });
}
