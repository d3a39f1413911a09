import type { Domain } from "@crm/domain";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { appRouter } from "./router";

/**
 * The tRPC endpoint as a Node request handler (mount it under `/trpc`; express strips the
 * prefix). Batching (httpBatchLink) is on; the key is read here and checked per procedure.
 */
export function createTrpcHandler(domain: Domain) {
  return createHTTPHandler({
    router: appRouter,
    createContext: ({ req }) => {
      const header = req.headers["x-api-key"];
      return { domain, apiKey: Array.isArray(header) ? header[0] : header };
    },
  });
}
