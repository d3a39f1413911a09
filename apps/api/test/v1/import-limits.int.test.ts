import { describe, expect, it } from "vitest";
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
});
