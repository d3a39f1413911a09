/** What a web client imports at runtime from this package: nothing of the server, one identity function. */
import type { TypedListings } from "./typed-client";

export type { TypedListings } from "./typed-client";

/**
 * The same client, typed so listings follow their query:
 * `typedListings(createTRPCClient<AppRouter>({ links }))`. The one cast between tRPC's inferred
 * types and the generic ones (which tRPC cannot infer: an output type does not depend on the input).
 */
export function typedListings<C>(client: C): TypedListings<C> {
  return client as unknown as TypedListings<C>;
}
