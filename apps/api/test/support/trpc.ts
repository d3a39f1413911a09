import type { AppRouter, DomainErrorData } from "@crm/trpc";
import { typedListings } from "@crm/trpc/client";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from "@trpc/client";
import { EventSource } from "eventsource";
import type { TestApi } from "./test-api";

/**
 * A typed tRPC client over real HTTP, as the web team builds it: queries and mutations batched
 * (httpBatchLink), subscriptions over SSE (httpSubscriptionLink; the `eventsource` package lets
 * the stream carry the `x-api-key` header, which a browser's EventSource cannot); listings typed
 * by their `with` and `project` (typedListings).
 */
export function trpcClient(api: Pick<TestApi, "baseUrl">, key: string | undefined) {
  const url = `${api.baseUrl}/trpc`;
  const headers: Record<string, string> = key === undefined ? {} : { "x-api-key": key };
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url,
          EventSource,
          eventSourceOptions: { fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...headers } }) },
        }),
        false: httpBatchLink({ url, headers }),
      }),
    ],
  });
  return typedListings(client);
}

export interface TrpcFailure {
  code: string;
  httpStatus: number;
  errorCode: string;
  status: number;
  errors?: DomainErrorData["errors"];
  message: string;
}

/** What a failed call carries: tRPC's code and HTTP status, and the domain's errorCode, status and errors. */
export async function trpcFailure(call: Promise<unknown>): Promise<TrpcFailure> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { code: string; httpStatus: number } & DomainErrorData;
    return {
      code: data.code,
      httpStatus: data.httpStatus,
      errorCode: data.errorCode,
      status: data.status,
      ...(data.errors ? { errors: data.errors } : {}),
      message: error.message,
    };
  }
  throw new Error("expected the call to fail");
}
