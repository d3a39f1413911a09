import { AppError, type Domain } from "@crm/domain";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { appRouter } from "./router";

/**
 * The tRPC endpoint as a Node request listener for the requests under `basePath` (default
 * `/trpc/`; the procedure is the rest of the path). Batching (httpBatchLink) is on; the key is
 * read here and checked per procedure.
 */
export function createTrpcHandler(domain: Domain, options: { basePath?: string; onUnexpectedError?: (error: unknown) => void } = {}) {
  return createHTTPHandler({
    router: appRouter,
    basePath: options.basePath ?? "/trpc/",
    onError: ({ error }) => {
      // Domain errors are answers; only what became INTERNAL_SERVER_ERROR without one is worth a log line.
      if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof AppError)) options.onUnexpectedError?.(error.cause ?? error);
    },
    createContext: ({ req }) => {
      const header = req.headers["x-api-key"];
      return { domain, apiKey: Array.isArray(header) ? header[0] : header };
    },
  });
}
