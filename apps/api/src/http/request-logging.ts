import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { requestId } from "./request-id";

/** One log line per request with its id; `req.log` carries the id for handlers. */
export function requestLogging(logger: Logger): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const logging = pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      // Load balancers poll /health every few seconds: keep it out of the info stream.
      if (req.url === "/health") return "debug";
      return "info";
    },
  });
  return (req, res, next) => {
    // pino-http builds a child logger per request, which serializes and redacts the request up
    // front (and parses its query string), and hooks three response events: about 10% of the
    // API's CPU on a small GET, spent even when the level is silent and nothing can be written.
    // Silent keeps what handlers rely on (the id, its header, a `req.log` that swallows calls).
    if (logger.isLevelEnabled("fatal")) {
      logging(req, res, next);
      return;
    }
    req.id = req.id || requestId(req, res);
    req.log = logger;
    res.log = logger;
    next();
  };
}
