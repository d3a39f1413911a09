import type { TestApi, TestResponse } from "./test-api";

export interface GraphQLErrorShape {
  message: string;
  path?: string[];
  extensions?: { code?: string; status?: number; kind?: string; errors?: Array<{ field: string; code: string; message: string }> };
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

/** POST /graphql with an `x-api-key` (omitted when undefined), over real HTTP. */
export function graphql<T = Record<string, unknown>>(
  api: TestApi,
  key: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<TestResponse<GraphQLBody<T>>> {
  return api.request<GraphQLBody<T>>("POST", "/graphql", { ...(key !== undefined ? { key } : {}), body: { query, variables } });
}

/** The data of an answer that must have no errors. */
export async function graphqlData<T = Record<string, unknown>>(
  api: TestApi,
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await graphql<T>(api, key, query, variables);
  if (res.body.errors?.length || !res.body.data) throw new Error(`GraphQL errors: ${res.text}`);
  return res.body.data;
}
