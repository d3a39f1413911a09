import { createHash, timingSafeEqual } from "node:crypto";
import { unauthorized, type Context, type Domain } from "@crm/domain";
import { rateLimitHeaders } from "./http-errors";
import { headerOf, setHeaders, type HttpRequest, type HttpResponse } from "./http-types";
import { requestIdOf } from "./request-id";

/** Turns a request into its caller or throws a 401 AppError; runs before the body is read. */
export type Authenticator<Caller> = (req: HttpRequest, res: HttpResponse) => Promise<Caller>;

/**
 * /v1: the `x-api-key` header, checked by the domain (hash lookup, revocation, scopes), then
 * counted against the key's rate limit (429 before the body is read, like a 401).
 */
export function apiKeyAuthenticator(domain: Pick<Domain, "auth" | "rateLimit">): Authenticator<Context> {
  return async (req, res) => {
    const ctx = await domain.auth.authenticate(headerOf(req, "x-api-key"));
    const quota = await domain.rateLimit.consume(ctx);
    if (quota) setHeaders(res, rateLimitHeaders(quota.limit, quota.remaining));
    const requestId = requestIdOf(req);
    return requestId === undefined ? ctx : { ...ctx, requestId };
  };
}

/** The operator behind `x-admin-token`; admin actions span projects, so there is no Context. */
export interface AdminCaller {
  kind: "admin";
  requestId?: string;
}

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/**
 * Whether `given` is the admin token, compared in constant time (both sides hashed first so
 * lengths match and the comparison leaks nothing). Without a configured token nothing matches.
 */
export function adminTokenMatcher(adminToken: string | undefined): (given: string | undefined) => boolean {
  const expected = adminToken ? digest(adminToken) : undefined;
  return (given) => expected !== undefined && given !== undefined && timingSafeEqual(digest(given), expected);
}

/** /admin/v1: the `x-admin-token` header. Without a configured token the surface is closed. */
export function adminTokenAuthenticator(adminToken: string | undefined): Authenticator<AdminCaller> {
  const matches = adminTokenMatcher(adminToken);
  return async (req) => {
    if (!matches(headerOf(req, "x-admin-token"))) {
      throw unauthorized("Missing or invalid admin token.");
    }
    const requestId = requestIdOf(req);
    return requestId === undefined ? { kind: "admin" } : { kind: "admin", requestId };
  };
}
