import { parseInput, type Context, type IdempotencyService, type ListQuery } from "@crm/domain";
import { parseRestQuery } from "./parse-rest-query";
import type { Authenticator } from "./authenticators";
import { sendDownload, type DownloadBody } from "./download";
import { readMultipart, type MultipartUpload } from "./multipart";
import { sendStream } from "./stream-body";
import type { ExportStream } from "@crm/domain";
import { methodNotAllowed, routeNotFound } from "./http-errors";
import { rawQueryOf, type HttpRequest, type HttpResponse } from "./http-types";
import { jsonBodyReader, type JsonBodyReader } from "./json-body";
import { runIdempotent, type RouteAnswer } from "./idempotency";
import { Answered } from "./route-def";
import { formatList } from "./list-response";
import type { AnyRouteDef } from "./route-def";
import { routeTable, type RouteTable } from "./route-table";
import { sendError } from "./send-error";
import { sendJson } from "./send-json";

export interface SurfaceOptions<Caller> {
  authenticate: Authenticator<Caller>;
  bodyLimit: number;
  /** Honours `Idempotency-Key` on POST routes (the /v1 surface). */
  idempotency?: { service: IdempotencyService; contextOf(caller: Caller): Context };
}

const emptyQuery = (): ListQuery => ({ filters: [], logic: "AND", sort: [] });

type RouteHandler = (req: HttpRequest, res: HttpResponse, pathParams: Record<string, string>) => Promise<void>;

/** Runs one route: authenticate -> read body -> params -> list query -> domain -> response. */
function routeHandler<Caller>(def: AnyRouteDef<Caller>, options: SurfaceOptions<Caller>, readBody: JsonBodyReader): RouteHandler {
  const listOptions = { count: def.list?.format === "envelope" };
  return async (req, res, pathParams) => {
    // Authentication comes first: an anonymous caller learns nothing about body or query validity.
    const ctx = await options.authenticate(req, res);
    const body = def.body ? await readBody(req, res) : undefined;
    const params = def.params ? parseInput(def.params, pathParams) : {};
    const rawQuery = rawQueryOf(req);
    const query = def.list || def.stream?.filters ? parseRestQuery(rawQuery) : emptyQuery();
    let searchParams: URLSearchParams | undefined;
    const run = (upload?: MultipartUpload) =>
      def.handler({
        ...(upload ? { upload } : {}),
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
    if (def.stream) {
      await sendStream(res, (await run()) as ExportStream);
      return;
    }
    const answer = async (): Promise<RouteAnswer> => {
      const result = await (def.upload ? readMultipart(req, run) : run());
      if (result instanceof Answered) return { status: result.status, body: result.body };
      if (def.download) return { status: def.success.status, download: result as DownloadBody };
      if (def.success.status === 204) return { status: 204 };
      return { status: def.success.status, body: def.list ? formatList(result, def.list.format) : result };
    };
    // An upload's body is a stream, not a value a replay could compare: uploads are not idempotent by key.
    const idempotency = def.method === "post" && !def.upload ? options.idempotency : undefined;
    const out = idempotency ? await runIdempotent(idempotency.service, idempotency.contextOf(ctx), req, body, answer) : await answer();
    if ("download" in out && out.download) {
      await sendDownload(req, res, out.download);
      return;
    }
    if ("replayed" in out && out.replayed) res.setHeader("Idempotent-Replayed", "true");
    if (out.body === undefined) {
      res.statusCode = out.status;
      res.end();
    } else sendJson(res, out.status, out.body);
  };
}

/**
 * Answers one request of the surface: `path` is the request path below the surface's prefix
 * (`/deals/1` for `/v1/deals/1`), `fullPath` the whole one (for messages).
 */
export type Surface = (req: HttpRequest, res: HttpResponse, path: string, fullPath: string) => void;

function dispatch(table: RouteTable<RouteHandler>, bodyLimit: number): Surface {
  const fail = (req: HttpRequest, res: HttpResponse, err: unknown) => sendError(req, res, err, bodyLimit);
  return (req, res, path, fullPath) => {
    const method = req.method ?? "GET";
    let found;
    try {
      found = table.match(method, path);
    } catch (error) {
      fail(req, res, error);
      return;
    }
    if (found) {
      found.value(req, res, found.params).catch((error: unknown) => fail(req, res, error));
      return;
    }
    // Unknown path -> 404 NOT_FOUND; known path, other method -> 405 METHOD_NOT_ALLOWED with `Allow`.
    const allowed = table.methodsAt(path);
    if (allowed.length === 0) {
      fail(req, res, routeNotFound(method, fullPath));
      return;
    }
    if (allowed.includes("GET")) allowed.push("HEAD");
    res.setHeader("Allow", allowed.join(", "));
    fail(req, res, methodNotAllowed(method, allowed));
  };
}

/**
 * One surface (/v1 or /admin/v1) built from its route definitions: it answers every request
 * under its prefix itself, 404/405 and errors included, so nothing falls through to the host.
 */
export function createSurface<Caller>(defs: readonly AnyRouteDef<Caller>[], options: SurfaceOptions<Caller>): Surface {
  const readBody = jsonBodyReader(options.bodyLimit);
  const table = routeTable(defs.map((def) => ({ method: def.method, path: def.path, value: routeHandler(def, options, readBody) })));
  return dispatch(table, options.bodyLimit);
}
