import { beforeAll, describe, expect, it } from "vitest";
import { graphql, graphqlData } from "../support/graphql";
import { expectError } from "../support/http-shapes";
import { createProjectWithReadKey, type KeyedProject } from "../support/fixtures/project";
import { useTestApi } from "../support/test-api";
import { trpcClient, trpcFailure } from "../support/trpc";

interface SearchPage {
  data: Array<{ type: string; id: string; score: number; record: Record<string, unknown> }>;
  hasMore: boolean;
  limit: number;
}

describe("/v1/search, GraphQL search and tRPC search (real HTTP)", () => {
  const api = useTestApi({ name: "search" });
  let p: KeyedProject;
  let other: KeyedProject;
  let contactId: string;
  let dealId: string;

  const get = (key: string, query: string) => api.request<SearchPage>("GET", `/v1/search?${query}`, { key });
  const gql = (key: string, variables: Record<string, unknown>) =>
    graphqlData<{ search: SearchPage }>(
      api,
      key,
      "query($q: String!, $types: [String!], $limit: Int) { search(q: $q, types: $types, limit: $limit) { data { type id score record } hasMore limit } }",
      variables,
    );

  beforeAll(async () => {
    p = await createProjectWithReadKey(api, "Searcher");
    other = await createProjectWithReadKey(api, "Other");
    const contact = await api.request<{ id: string }>("POST", "/v1/contacts", {
      key: p.key,
      body: {
        fields: [
          { key: "NAME", value: "Bárbara Gonçalves" },
          { key: "PHONE", value: "+55 11 99999-0001" },
          { key: "EMAIL", value: "barbara@acme.com.br" },
        ],
      },
    });
    contactId = contact.body.id;
    const deal = await api.request<{ id: string }>("POST", "/v1/deals", { key: p.key, body: { contactId, title: "Gonçalves expansion" } });
    dealId = deal.body.id;
    await api.request("POST", "/v1/contacts", { key: other.key, body: { fields: [{ key: "NAME", value: "Barbara Other" }] } });
  });

  it("answers the same ranked hits on REST, GraphQL and tRPC, with the record as GET returns it", async () => {
    const rest = await get(p.readKey, "q=goncalves");
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((h) => [h.type, h.id])).toEqual([
      ["contact", contactId],
      ["deal", dealId],
    ]);
    expect(rest.body).toMatchObject({ hasMore: false, limit: 20 });
    expect(rest.body.data[0]!.record).toEqual((await api.request("GET", `/v1/contacts/${contactId}`, { key: p.key })).body);
    expect(await gql(p.readKey, { q: "goncalves" })).toEqual({ search: rest.body });
    expect(await trpcClient(api, p.readKey).search.query({ q: "goncalves" })).toEqual(rest.body);
  });

  it("finds by exact email first, by phone fragments in any format, narrows by types and clamps [limit]", async () => {
    expect((await get(p.key, "q=BARBARA%40acme.com.br")).body.data[0]).toMatchObject({ id: contactId, score: 100 });
    for (const q of ["99999-0001", "(11)%209999", "0001"])
      expect((await get(p.key, `q=${q}`)).body.data.map((h) => h.id)).toEqual([contactId]);
    expect((await get(p.key, "q=goncalves&types=deal")).body.data.map((h) => h.id)).toEqual([dealId]);
    expect((await get(p.key, "q=goncalves&[limit]=1")).body).toMatchObject({ hasMore: true, limit: 1 });
    expect((await get(p.key, "q=goncalves&[limit]=900")).body.limit).toBe(50);
    // Clamped whatever its size, as every listing clamps; `limit` is the same key, `[limit]` wins.
    expect((await get(p.key, "q=goncalves&[limit]=99999999999999999999")).body.limit).toBe(50);
    expect((await get(p.key, "q=goncalves&[limit]=-3")).body.limit).toBe(1);
    expect((await get(p.key, "q=goncalves&limit=2&[limit]=3")).body.limit).toBe(3);
    expect((await trpcClient(api, p.key).search.query({ q: "goncalves", limit: 1e20 })).limit).toBe(50);
  });

  it("never answers another project's records", async () => {
    expect((await get(other.key, "q=goncalves")).body).toEqual({ data: [], hasMore: false, limit: 20 });
    expect((await get(p.key, "q=other")).body.data).toEqual([]);
  });

  it("answers bad input with a 400 (or nothing, for punctuation and regex syntax) on every adapter", async () => {
    expectError(await get(p.key, "q="), 400, "VALIDATION_ERROR");
    expectError(await get(p.key, ""), 400, "VALIDATION_ERROR");
    expectError(await get(p.key, `q=${"a".repeat(201)}`), 400, "VALIDATION_ERROR");
    expectError(await get(p.key, "q=ab&types=contact,planet"), 400, "VALIDATION_ERROR");
    // Integers as listings read them: not `1e3` (a thousand), `0x10` (sixteen) or nothing.
    for (const limit of ["many", "1e3", "0x10", "", "2.5"]) {
      const res = await get(p.key, `q=ab&[limit]=${limit}`);
      expectError(res, 400, "VALIDATION_ERROR");
      expect(res.body).toMatchObject({ errors: [{ field: "[limit]", code: "invalid_integer" }] });
    }
    expectError(await get(p.key, "q[$gt]=a"), 400, "VALIDATION_ERROR");
    for (const q of ["...", ".*", "(a%2B)%2B%24", "%24where", "%5B"]) expect((await get(p.key, `q=${q}`)).body.data).toEqual([]);
    const gqlBad = await graphql(api, p.key, 'query { search(q: "") { hasMore } }');
    expect(gqlBad.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_ERROR", status: 400 });
    expect(await trpcFailure(trpcClient(api, p.key).search.query({ q: "ab", types: ["planet"] }))).toMatchObject({ status: 400 });
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await api.request<{ paths: Record<string, { get?: { operationId: string } }> }>("GET", "/v1/openapi.json")).body;
    expect(doc.paths["/v1/search"]?.get?.operationId ?? doc.paths["/search"]?.get?.operationId).toBe("search");
  });
});
