import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The REST surfaces run on node's own request and response, not express's: express swaps the
 * prototypes of both on every request, which made node's HTTP code and everything after it
 * measurably slower (apps/api/bench/README.md). These helpers stand in for the few express
 * conveniences the surfaces used.
 */
export type HttpRequest = IncomingMessage;
export type HttpResponse = ServerResponse;

/** A header's value (node lower-cases names and joins repeated headers), or undefined. */
export function headerOf(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The path of the request URL, without the query string (also for absolute-form URLs). */
export function pathOf(req: HttpRequest): string {
  const url = req.url ?? "/";
  const end = url.indexOf("?");
  const path = end === -1 ? url : url.slice(0, end);
  if (path.startsWith("/")) return path;
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/.exec(path);
  return absolute ? path.slice(absolute[0].length) || "/" : path;
}

/** The raw query string (no `?`), untouched: the list grammar must see `a[b]` keys as written. */
export function rawQueryOf(req: HttpRequest): string {
  const url = req.url ?? "";
  const start = url.indexOf("?");
  return start === -1 ? "" : url.slice(start + 1);
}

/**
 * The rest of `path` below `prefix` (`/v1/deals` under `/v1` -> `/deals`; `/v1` -> `/`), or
 * undefined when the path is not under it. Case-insensitive, as express mounts are.
 */
export function pathUnder(path: string, prefix: string): string | undefined {
  if (path.length < prefix.length || path.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  if (path.length === prefix.length) return "/";
  return path[prefix.length] === "/" ? path.slice(prefix.length) : undefined;
}

export function setHeaders(res: HttpResponse, headers: Record<string, string>): void {
  for (const name in headers) res.setHeader(name, headers[name]!);
}
