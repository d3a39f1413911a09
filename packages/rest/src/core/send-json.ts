import type { HttpResponse } from "./http-types";

/**
 * Writes a JSON body straight to the socket. express's `res.json` also hashes every body for an
 * ETag and checks freshness; API responses are per-key and change with every write, so
 * conditional GETs buy integrators nothing, and the hash was a visible part of a request's CPU
 * (see apps/api/bench/README.md). HEAD gets the headers only (node's http omits the body).
 */
export function sendJson(res: HttpResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(json));
  res.end(json);
}
