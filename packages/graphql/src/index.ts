export { createGraphQLHandler } from "./yoga";
export type { GraphQLHandlerOptions } from "./yoga";
export { schema } from "./schema";
export { QUERY_LIMITS } from "./builder";
