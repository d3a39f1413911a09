import { AppError, payloadTooLarge, type Domain } from "@crm/domain";
import { TRPCError } from "@trpc/server";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { appRouter } from "./router";
import { DEFAULT_BODY_LIMIT } from "./trpc";

export interface TrpcHandlerOptions {
  basePath?: string;
  onUnexpectedError?: (error: unknown) => void;
  /** Default DEFAULT_BODY_LIMIT. */
  bodyLimit?: number;
}

/**
 * The tRPC endpoint as a Node request listener for the requests under `basePath` (default
 * `/trpc/`; the procedure is the rest of the path). Batching (httpBatchLink) is on; the key is
 * read here and checked per procedure. A body over `bodyLimit` is 413 PAYLOAD_TOO_LARGE: refused
 * unread when its Content-Length says so, else once the limit is crossed while streaming
 * (tRPC's `maxBodySize`); either way the connection is closed, so the rest is never read.
 */
export function createTrpcHandler(domain: Domain, options: TrpcHandlerOptions = {}) {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  return createHTTPHandler({
    router: appRouter,
    basePath: options.basePath ?? "/trpc/",
    maxBodySize: bodyLimit,
    middleware: (req, res, next) => {
      if (Number(req.headers["content-length"] ?? 0) <= bodyLimit) return next();
      res.setHeader("Connection", "close");
      next(new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: payloadTooLarge(bodyLimit).message, cause: payloadTooLarge(bodyLimit) }));
    },
    responseMeta: ({ errors }) => (errors.some((error) => error.code === "PAYLOAD_TOO_LARGE") ? { headers: { Connection: "close" } } : {}),
    onError: ({ error }) => {
      // Domain errors are answers; only what became INTERNAL_SERVER_ERROR without one is worth a log line.
      if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof AppError)) options.onUnexpectedError?.(error.cause ?? error);
    },
    createContext: ({ req }) => {
      const header = req.headers["x-api-key"];
      return { domain, apiKey: Array.isArray(header) ? header[0] : header, bodyLimit };
    },
  });
}
