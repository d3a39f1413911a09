import { AppError, payloadTooLarge, toAppError } from "@crm/domain";
import { GraphQLError } from "graphql";

/**
 * The one place GraphQL turns a thrown error into its answer: a domain AppError keeps its
 * `errorCode` (`extensions.code`), HTTP `status`, transport-neutral `kind` and field `errors`;
 * anything unexpected becomes INTERNAL_ERROR without internals (toAppError). Errors GraphQL
 * itself raised (parse, validation, complexity limits) pass unchanged.
 */
export function errorMasker(onUnexpected: (error: unknown) => void, bodyLimit: number) {
  return (error: unknown): Error => {
    // Yoga's own 413 (its maxRequestBodySize) gets the domain's code, as /v1 answers it. graphql-jit's
    // GraphQLError may carry no extensions at all.
    if (isGraphQLError(error) && (error.extensions as GraphQLError["extensions"] | undefined)?.code === "REQUEST_ENTITY_TOO_LARGE")
      return toGraphQLError(payloadTooLarge(bodyLimit));
    if (isGraphQLError(error)) {
      const original = error.originalError;
      if (!original || isGraphQLError(original)) return original ?? error;
      if (!(original instanceof AppError)) onUnexpected(original);
      const app = toAppError(original);
      return new GraphQLError(app.message, { nodes: error.nodes ?? null, path: error.path ?? null, extensions: extensionsOf(app) });
    }
    onUnexpected(error);
    return toGraphQLError(error);
  };
}

/**
 * By name as well as class: graphql 16 ships CommonJS and ESM builds without an exports map,
 * so one process can hold two GraphQLError classes (vitest loads both) and instanceof misses.
 */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError || (error instanceof Error && error.name === "GraphQLError");

/** A GraphQLError for anything thrown outside execution (authentication, rate limit), with the HTTP status of the answer. */
export function toGraphQLError(error: unknown): GraphQLError {
  const app = toAppError(error);
  return new GraphQLError(app.message, { extensions: { ...extensionsOf(app), http: { status: app.status } } });
}

const extensionsOf = (app: AppError): Record<string, unknown> => ({
  code: app.errorCode,
  status: app.status,
  kind: app.kind,
  ...(app.errors ? { errors: app.errors } : {}),
});
