import { describe, expect, it } from "vitest";
import { useTestApi } from "../support/test-api";

const ASSETS = ["graphiql.js", "graphiql.css", "page.css", "init.js", "editor.worker.js", "json.worker.js", "graphql.worker.js"];

/** GraphiQL's page and assets over HTTP: served without a key (queries still need one), and only where GraphiQL is on. */
describe("GraphiQL at /graphql (on, as outside production)", () => {
  const api = useTestApi({ name: "graphiql-on" });

  it("serves the page to a browser without a key, loading only same-origin assets", async () => {
    const res = await api.request("GET", "/graphql", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.text).toContain('<script src="/graphql/graphiql/graphiql.js"></script>');
    expect(res.text).toContain("default-src 'self'");
    expect(res.text).not.toMatch(/(src|href)="https?:/);
  });

  it("serves every asset without a key, cacheable", async () => {
    for (const name of ASSETS) {
      const res = await fetch(`${api.baseUrl}/graphql/graphiql/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type"), name).toMatch(/^text\/(javascript|css)/);
      expect(res.headers.get("cache-control"), name).toBe("public, max-age=3600");
      expect((await res.text()).length, name).toBeGreaterThan(0);
    }
    expect((await fetch(`${api.baseUrl}/graphql/graphiql/nope.js`)).status).toBe(404);
  });

  it("still answers queries without a key with 401", async () => {
    const res = await api.request("POST", "/graphql", { body: { query: "{ __schema { queryType { name } } }" } });
    expect(res.status).toBe(401);
  });
});

describe("GraphiQL at /graphql (off, as in production)", () => {
  const api = useTestApi({ name: "graphiql-off", graphiql: false });

  it("serves neither the page nor its assets", async () => {
    const page = await api.request("GET", "/graphql", { headers: { accept: "text/html" } });
    expect(page.text).not.toContain("graphiql");
    const asset = await fetch(`${api.baseUrl}/graphql/graphiql/graphiql.js`);
    expect(asset.status).toBe(404);
  });
});
