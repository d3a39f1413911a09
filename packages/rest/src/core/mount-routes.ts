import { parseInput, parseRestQuery, type Context, type IdempotencyService, type ListQuery } from "@crm/domain";
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { Authenticator } from "./authenticators";
import { sendDownload, type DownloadBody } from "./download";
import { errorMiddleware } from "./error-middleware";
import { methodNotAllowed, routeNotFound } from "./http-errors";
import { jsonBodyReader, type JsonBodyReader } from "./json-body";
import { runIdempotent, type RouteAnswer } from "./idempotency";
import { formatList } from "./list-response";
import type { AnyRouteDef } from "./route-def";
import { routeTable, type RouteTable } from "./route-table";
import { sendJson } from "./send-json";

export interface SurfaceOptions<Caller> {
  authenticate: Authenticator<Caller>;
  bodyLimit: number;
  /** Honours `Idempotency-Key` on POST routes (the /v1 surface). */
  idempotency?: { service: IdempotencyService; contextOf(caller: Caller): Context };
}

const emptyQuery = (): ListQuery => ({ filters: [], logic: "AND", sort: [] });

/** The raw query string (no `?`), untouched: the list grammar must see `a[b]` keys as written. */
function rawQueryOf(originalUrl: string): string {
  const i = originalUrl.indexOf("?");
  return i === -1 ? "" : originalUrl.slice(i + 1);
}

type RouteHandler = (req: Request, res: Response, pathParams: Record<string, string>) => Promise<void>;

/** Runs one route: authenticate -> read body -> params -> list query -> domain -> response. */
function routeHandler<Caller>(def: AnyRouteDef<Caller>, options: SurfaceOptions<Caller>, readBody: JsonBodyReader): RouteHandler {
  const listOptions = { count: def.list?.format === "envelope" };
  return async (req, res, pathParams) => {
    // Authentication comes first: an anonymous caller learns nothing about body or query validity.
    const ctx = await options.authenticate(req);
    const body = def.body ? await readBody(req, res) : undefined;
    const params = def.params ? parseInput(def.params, pathParams) : {};
    const rawQuery = rawQueryOf(req.originalUrl);
    const query = def.list ? parseRestQuery(rawQuery) : emptyQuery();
    let searchParams: URLSearchParams | undefined;
    const answer = async (): Promise<RouteAnswer> => {
      const result = await def.handler({
        ctx,
        params: params as Record<string, string>,
        body,
        query,
        listOptions: { ...listOptions },
        // Built on first read: most routes take no plain query parameters.
        get searchParams() {
          return (searchParams ??= new URLSearchParams(rawQuery));
        },
        rawQuery,
      });
      if (def.download) return { status: def.success.status, download: result as DownloadBody };
      if (def.success.status === 204) return { status: 204 };
      return { status: def.success.status, body: def.list ? formatList(result, def.list.format) : result };
    };
    const idempotency = def.method === "post" ? options.idempotency : undefined;
    const out = idempotency ? await runIdempotent(idempotency.service, idempotency.contextOf(ctx), req, body, answer) : await answer();
    if ("download" in out && out.download) {
      await sendDownload(req, res, out.download);
      return;
    }
    if ("replayed" in out && out.replayed) res.set("Idempotent-Replayed", "true");
    if (out.body === undefined) res.status(out.status).end();
    else sendJson(res, out.status, out.body);
  };
}

/**
 * Dispatches to the route of the request; what no route serves goes on: an unknown path -> 404
 * NOT_FOUND, a known path with another method -> 405 METHOD_NOT_ALLOWED with `Allow`.
 */
function dispatch(table: RouteTable<RouteHandler>): RequestHandler {
  return (req, res, next) => {
    const found = table.match(req.method, req.path);
    if (found) {
      found.value(req, res, found.params).catch(next);
      return;
    }
    const allowed = table.methodsAt(req.path);
    if (allowed.length === 0) {
      next(routeNotFound(req.method, req.originalUrl.split("?")[0] ?? req.path));
      return;
    }
    if (allowed.includes("GET")) allowed.push("HEAD");
    res.set("Allow", allowed.join(", "));
    next(methodNotAllowed(req.method, allowed));
  };
}

/**
 * An express router for one surface (/v1 or /admin/v1) built from its route definitions, with
 * its own 404/405 and error mapping, so nothing of it falls through to the host's handlers.
 */
export function createSurfaceRouter<Caller>(defs: readonly AnyRouteDef<Caller>[], options: SurfaceOptions<Caller>): Router {
  const router = Router();
  const readBody = jsonBodyReader(options.bodyLimit);
  router.use(dispatch(routeTable(defs.map((def) => ({ method: def.method, path: def.path, value: routeHandler(def, options, readBody) })))));
  router.use(errorMiddleware(options.bodyLimit));
  return router;
}
