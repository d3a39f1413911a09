export { appRouter, type AppRouter, type RouterOutputs } from "./router";
export { createTrpcHandler } from "./handler";
export type { DomainErrorData } from "./trpc";
export type { ListOutput, ListPage } from "./listing";
export { typedListings, type TypedListings } from "./client";
// Named in AppRouter's declared type (the actions' inputs): reachable from the package, so a
// consumer's declaration emit (@crm/api-types) can name them.
export type { ActionParser, ActionProcedure, ActionProcedures, IdsOf } from "./routers/action-procedures";
