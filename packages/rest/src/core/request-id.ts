import type { Request } from "express";

/** pino-http (in the host) sets `req.id`; the rest package reads it structurally, without depending on it. */
type WithRequestId = Request & { id?: unknown };

const MAX_REQUEST_ID_LENGTH = 128;

/** The id the host logged this request under, else the client's `x-request-id` (bounded: it ends up in logs). */
export function requestIdOf(req: Request): string | undefined {
  const logged = (req as WithRequestId).id;
  if (typeof logged === "string" || typeof logged === "number") return String(logged);
  const header = req.get("x-request-id");
  if (header && header.length <= MAX_REQUEST_ID_LENGTH) return header;
  return undefined;
}
