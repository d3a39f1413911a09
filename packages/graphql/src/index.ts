export { createGraphQLHandler } from "./yoga";
export type { GraphQLHandlerOptions } from "./yoga";
export { schema } from "./schema";
export { DOCUMENT_LIMITS } from "./document-limits";
