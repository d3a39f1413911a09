import { describe, expect, it } from "vitest";
import { issueApiKey } from "../support/fixtures/project";
import { salesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import { startImport } from "../support/imports";
import { useTestApi } from "../support/test-api";

/** No worker runs here: every import started stays QUEUED, as behind a busy worker. */
describe("import limits per project", () => {
  const api = useTestApi({ name: "import-limits" });
  const file = { content: "Name\nLimit\n", name: "limit.csv" };
  const form = { entityType: "CONTACT", mapping: JSON.stringify({ Name: "NAME" }) };

  it("answers 429 RATE_LIMITED past 5 imports waiting or running, stores nothing for it, and lets a start in once one is cancelled", async () => {
    const p = await salesProject(api, "Import limits");
    const other = await salesProject(api, "Import limits, other");
    const started: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await startImport(api, p.key, form, file);
      expect(res.status, res.text).toBe(202);
      started.push(res.body.id);
    }
    const refused = await startImport(api, p.key, form, file);
    expectErrorBody(refused.body, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await p.call<Envelope<{ id: string }>>("GET", "/v1/imports")).body.data.map((i) => i.id).sort()).toEqual([...started].sort());
    // Per project: another project starts as usual.
    expect((await startImport(api, other.key, form, file)).status).toBe(202);

    expect((await p.call("POST", `/v1/imports/${started[0]}/cancel`)).status).toBe(202);
    expect((await startImport(api, p.key, form, file)).status).toBe(202);
  });

  it("holds the limit for starts that arrive together: 5 of 8 concurrent starts are queued, the others refused", async () => {
    const p = await salesProject(api, "Import limits, concurrent");
    // Four keys, two starts each: within each key's (2) and the process's (8) concurrent uploads, so only the project's limit refuses.
    const keys = [p.key];
    for (let i = 1; i < 4; i++) {
      const issued = await issueApiKey(api, p.projectId, { name: `Importer ${i}`, scopes: ["read", "write"] });
      expect(issued.status, issued.text).toBe(201);
      keys.push(issued.body.key);
    }
    const answers = await Promise.all(keys.flatMap((key) => [startImport(api, key, form, file), startImport(api, key, form, file)]));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    for (const res of answers.filter((a) => a.status === 429)) {
      expect(expectErrorBody(res.body, 429, "RATE_LIMITED").message).toContain("imports waiting or running");
    }
    const listed = (await p.call<Envelope<{ id: string }>>("GET", "/v1/imports")).body.data.map((i) => i.id);
    expect(listed.sort()).toEqual(
      answers
        .filter((a) => a.status === 202)
        .map((a) => a.body.id)
        .sort(),
    );
  });
});
