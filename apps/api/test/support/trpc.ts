import type { AppRouter, DomainErrorData } from "@crm/trpc";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { TestApi } from "./test-api";

/** A typed tRPC client over real HTTP with batching, as the web team builds it. */
export function trpcClient(api: TestApi, key: string | undefined) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${api.baseUrl}/trpc`, headers: key === undefined ? {} : { "x-api-key": key } })],
  });
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
    return { code: data.code, httpStatus: data.httpStatus, errorCode: data.errorCode, status: data.status, ...(data.errors ? { errors: data.errors } : {}), message: error.message };
  }
  throw new Error("expected the call to fail");
}
