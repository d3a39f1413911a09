import { parseInput, parseRestQuery, type ListQuery } from "@crm/domain";
import { Router, type RequestHandler } from "express";
import type { Authenticator } from "./authenticators";
import { errorMiddleware } from "./error-middleware";
import { methodNotAllowed, routeNotFound } from "./http-errors";
import { jsonBodyReader, type JsonBodyReader } from "./json-body";
import { formatList } from "./list-response";
import type { AnyRouteDef } from "./route-def";
import { pathMatcher, toExpressPath } from "./route-path";
import { sendJson } from "./send-json";

export interface SurfaceOptions<Caller> {
  authenticate: Authenticator<Caller>;
  bodyLimit: number;
}

const emptyQuery = (): ListQuery => ({ filters: [], logic: "AND", sort: [] });

/** The raw query string (no `?`), untouched: the list grammar must see `a[b]` keys as written. */
function rawQueryOf(originalUrl: string): string {
  const i = originalUrl.indexOf("?");
  return i === -1 ? "" : originalUrl.slice(i + 1);
}

/** Runs one route: authenticate -> read body -> params -> list query -> domain -> response. */
function routeHandler<Caller>(def: AnyRouteDef<Caller>, options: SurfaceOptions<Caller>, readBody: JsonBodyReader): RequestHandler {
  const listOptions = { count: def.list?.format === "envelope" };
  return async (req, res) => {
    // Authentication comes first: an anonymous caller learns nothing about body or query validity.
    const ctx = await options.authenticate(req);
    const body = def.body ? await readBody(req, res) : undefined;
    const params = def.params ? parseInput(def.params, req.params) : {};
    const rawQuery = rawQueryOf(req.originalUrl);
    const query = def.list ? parseRestQuery(rawQuery) : emptyQuery();
    const result = await def.handler({
      ctx,
      params: params as Record<string, string>,
      body,
      query,
      listOptions: { ...listOptions },
      searchParams: new URLSearchParams(rawQuery),
      rawQuery,
    });
    if (def.success.status === 204) {
      res.status(204).end();
      return;
    }
    sendJson(res, def.success.status, def.list ? formatList(result, def.list.format) : result);
  };
}

/** Unknown path -> 404 NOT_FOUND; known path, other method -> 405 METHOD_NOT_ALLOWED with `Allow`. */
function fallback<Caller>(defs: readonly AnyRouteDef<Caller>[]): RequestHandler {
  const matchers = defs.map((def) => ({ method: def.method.toUpperCase(), matches: pathMatcher(def.path) }));
  return (req, res, next) => {
    const allowed = new Set(matchers.filter((m) => m.matches(req.path)).map((m) => m.method));
    if (allowed.size === 0) {
      next(routeNotFound(req.method, req.originalUrl.split("?")[0] ?? req.path));
      return;
    }
    if (allowed.has("GET")) allowed.add("HEAD");
    const list = [...allowed];
    res.set("Allow", list.join(", "));
    next(methodNotAllowed(req.method, list));
  };
}

/**
 * An express router for one surface (/v1 or /admin/v1) built from its route definitions, with
 * its own 404/405 and error mapping, so nothing of it falls through to the host's handlers.
 */
export function createSurfaceRouter<Caller>(defs: readonly AnyRouteDef<Caller>[], options: SurfaceOptions<Caller>): Router {
  const router = Router();
  const readBody = jsonBodyReader(options.bodyLimit);
  for (const def of defs) router[def.method](toExpressPath(def.path), routeHandler(def, options, readBody));
  router.use(fallback(defs));
  router.use(errorMiddleware(options.bodyLimit));
  return router;
}
