import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { graphql, graphqlData } from "../support/graphql";
import { useTestApi } from "../support/test-api";

/** `{a0:tags{total} a1:tags{total} ...}`: what a careless or hostile client sends to fan one field out. */
const aliases = (count: number): string => `{ ${Array.from({ length: count }, (_, i) => `a${i}:tags{total}`).join(" ")} }`;
const nestedLiteral = (levels: number): string => `{ tags(filter: {name: {eq: ${"{a:".repeat(levels)}1${"}".repeat(levels)}}}) { total } }`;
const nestedList = (levels: number): string => `{ tags(filter: {name: {in: ${"[".repeat(levels)}"x"${"]".repeat(levels)}}}) { total } }`;
const nestedSelection = (levels: number): string => `{ ${"tags{".repeat(levels)}total${"}".repeat(levels)} }`;

/**
 * GraphQL documents are refused by size, tokens, nesting, aliases, directives, depth, fields and
 * cost before anything costly runs (parsing a huge document, compiling it), with QUERY_TOO_COMPLEX
 * naming the limit; the process keeps answering meanwhile.
 */
describe("GraphQL document limits (real HTTP)", () => {
  const api = useTestApi({ name: "graphql-limits" });
  let readKey: string;

  beforeAll(async () => {
    ({ readKey } = await createProjectWithReadKey(api, "Limits"));
  });

  it.each([
    ["50,000 aliases (0.9 MB)", "bytes", aliases(50_000)],
    ["8,000 aliases", "bytes", aliases(8000)],
    ["a 72 KB nested selection", "bytes", nestedSelection(12_000)],
    ["1,000 aliases within the size limit", "tokens", aliases(1000)],
    ["a 12 KB nested object literal", "nesting", nestedLiteral(3000)],
    ["a nested list literal", "nesting", nestedList(5000)],
    ["a nested selection within the size limit", "nesting", nestedSelection(1000)],
    ["400 fields", "fields", `{ tags { ${"total ".repeat(400)}} }`],
    ["150 aliases", "aliases", aliases(150)],
    ["60 directives", "directives", `{ tags { ${"total @include(if: true) ".repeat(60)}} }`],
  ])("refuses %s: 400 QUERY_TOO_COMPLEX, %s limit", async (_name, limit, query) => {
    const res = await graphql(api, readKey, query);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", status: 400, kind: "VALIDATION", limit });
  });

  it("counts a listing's cost with its variables: the same document passes with a small page and is refused with a large one", async () => {
    const query = `query($n: Int) { deals(limit: $n) { data { tags { id } contact { id } stage { id } pipeline { stages { id name } } } } }`;
    const small = await graphqlData<{ deals: { data: unknown[] } }>(api, readKey, query, { n: 5 });
    expect(small.deals.data).toEqual([]);
    const large = await graphql(api, readKey, query, { n: 100 });
    expect(large.status).toBe(400);
    expect(large.body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", limit: "complexity" });
  });

  it("keeps answering /health while hostile documents are in flight, and serves normal queries after them", async () => {
    const hostile = [aliases(50_000), aliases(8000), nestedLiteral(3000), nestedSelection(12_000), aliases(1000)];
    const [health, ...answers] = await Promise.all([
      fetch(`${api.baseUrl}/health`),
      ...hostile.map((query) => graphql(api, readKey, query)),
    ]);
    expect(health?.status).toBe(200);
    for (const answer of answers) expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    const { tags } = await graphqlData<{ tags: { total: number } }>(api, readKey, "{ tags { total } }");
    expect(tags.total).toBe(0);
  });
});
