import type { Domain } from "@crm/domain";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { Kind, OperationTypeNode, type DefinitionNode } from "graphql";
import { createYoga } from "graphql-yoga";
import type { GraphQLContext } from "./builder";
import { useDocumentLimits } from "./document-limits";
import { errorMasker, toGraphQLError } from "./errors";
import { useGraphiQLAssets } from "./graphiql/graphiql-assets";
import { graphiqlOptions, graphiqlPage } from "./graphiql/graphiql-page";
import { schema } from "./schema";

export interface GraphQLHandlerOptions {
  /** Where it is mounted; default `/graphql`. */
  endpoint?: string;
  /** GraphiQL in the browser (served from installed packages, no CDN); off in production. */
  graphiql?: boolean;
  /** Errors that are not domain errors (they are answered as INTERNAL_ERROR); domain errors are answers, not logged. */
  onUnexpectedError?: (error: unknown) => void;
  /** Largest request body in bytes (413 above it); default 1 MiB, as on /v1. */
  bodyLimit?: number;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

const isSubscription = (definition: DefinitionNode) =>
  definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;

/**
 * The GraphQL endpoint (graphql-yoga), a Node request listener for express: `x-api-key`
 * checked by the domain's auth service and counted by its rate limiter, exactly as on /v1,
 * before anything executes; a refused key answers with the domain error and its HTTP status.
 */
export function createGraphQLHandler(domain: Domain, options: GraphQLHandlerOptions = {}) {
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const endpoint = options.endpoint ?? "/graphql";
  // Under the endpoint, so whatever routes the endpoint to yoga routes GraphiQL's assets too.
  const graphiqlAssets = `${endpoint}/graphiql`;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: options.graphiql ? graphiqlOptions(endpoint) : false,
    renderGraphiQL: (graphiql) => graphiqlPage(graphiqlAssets, graphiql),
    landingPage: false,
    // Queries compiled once to JavaScript (graphql-jit) instead of interpreted field by field: a page of
    // 20 deals with relations resolves hundreds of fields. Only documents within DOCUMENT_LIMITS get
    // that far; compiled queries are kept per parsed document, which yoga's parse cache bounds (LRU).
    // Not for subscriptions: graphql-jit binds their arguments only from variables named like the
    // argument (an inline value or `$after` for `afterSequence` arrives as null).
    plugins: [
      ...(options.graphiql ? [useGraphiQLAssets(graphiqlAssets)] : []),
      useDocumentLimits(),
      useGraphQlJit({}, { enableIf: ({ document }) => !document.definitions.some(isSubscription) }),
    ],
    maskedErrors: { maskError: errorMasker(options.onUnexpectedError ?? (() => undefined), limit) },
    // Yoga would log every error, expected ones included; unexpected ones go to onUnexpectedError.
    logging: false,
    maxRequestBodySize: limit,
    context: async ({ request }) => {
      try {
        const auth = await domain.auth.authenticate(request.headers.get("x-api-key") ?? undefined);
        await domain.rateLimit.consume(auth);
        return { auth, domain, signal: request.signal };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  });
}
