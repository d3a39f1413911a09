export { appRouter, type AppRouter } from "./router";
export { createTrpcHandler } from "./handler";
export type { DomainErrorData } from "./trpc";
