export { appRouter, type AppRouter, type RouterOutputs } from "./router";
export { createTrpcHandler } from "./handler";
export type { DomainErrorData } from "./trpc";
export type { ListOutput, ListPage } from "./listing";
export { typedListings, type TypedListings } from "./client";
