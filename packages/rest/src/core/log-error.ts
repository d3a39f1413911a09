import type { HttpRequest } from "./http-types";
import { requestIdOf } from "./request-id";

/** The host's pino-http puts a child logger on `req.log`; read structurally so rest does not depend on pino. */
interface RequestLogger {
  error(obj: object, msg?: string): void;
}
type WithLogger = HttpRequest & { log?: RequestLogger };

/** Logs an unexpected error with the request id; the client only ever sees the generic 500 body. */
export function logUnexpectedError(req: HttpRequest, error: unknown): void {
  const logger = (req as WithLogger).log;
  const requestId = requestIdOf(req);
  if (logger && typeof logger.error === "function") {
    logger.error({ err: error, requestId }, "unexpected error in REST handler");
  } else {
    console.error(`[rest] unexpected error (request ${requestId ?? "-"})`, error);
  }
}
