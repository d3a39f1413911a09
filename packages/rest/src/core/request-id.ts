import { headerOf, type HttpRequest } from "./http-types";

/** The host's request logging sets `req.id`; the rest package reads it structurally, without depending on it. */
type WithRequestId = HttpRequest & { id?: unknown };

const MAX_REQUEST_ID_LENGTH = 128;

/** The id the host logged this request under, else the client's `x-request-id` (bounded: it ends up in logs). */
export function requestIdOf(req: HttpRequest): string | undefined {
  const logged = (req as WithRequestId).id;
  if (typeof logged === "string" || typeof logged === "number") return String(logged);
  const header = headerOf(req, "x-request-id");
  if (header && header.length <= MAX_REQUEST_ID_LENGTH) return header;
  return undefined;
}
