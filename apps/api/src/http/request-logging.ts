import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { requestId } from "./request-id";

/** One log line per request with its id; `req.log` carries the id for handlers. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
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
}
