import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFieldGroupIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import type { Contact } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("exports of contacts and deals", () => {
  const api = useTestApi({ name: "exports" });
  let p: SalesProject;
  let other: SalesProject;
  const contacts: Contact[] = [];
  let customFieldId: string;

  beforeAll(async () => {
    p = await salesProject(api, "Exports");
    other = await salesProject(api, "Other");
    const groups = await defaultFieldGroupIds(api, p.key);
    customFieldId = (
      await p.call<{ id: string }>("POST", "/v1/fields", {
        fieldGroupId: groups.CONTACT,
        type: "TEXT",
        label: "Favourite, colour",
        config: {},
      })
    ).body.id;
    const names = ['=HYPERLINK("http://evil")', "+1 plus", "-minus", "@at", 'Quote "me", please', "Plain"];
    for (const [i, name] of names.entries()) {
      const res = await p.call<Contact>("POST", "/v1/contacts", {
        fields: [
          { key: "NAME", value: name },
          { key: "PHONE", value: `+55 11 99999-${String(4000 + i)}` },
          { fieldId: customFieldId, value: i % 2 === 0 ? "blue" : "red" },
        ],
      });
      expect(res.status, res.text).toBe(201);
      contacts.push(res.body);
    }
    await other.call("POST", "/v1/contacts", { fields: [{ key: "NAME", value: "Other project" }] });
    await p.deal({ contactId: contacts[0]!.id, title: "=SUM(A1:A2)" });
  });
  afterAll(() => undefined);

  it("streams every contact as CSV: header by KEY or label, RFC 4180 quoting, formula cells neutralised, only this project", async () => {
    const res = await p.call("GET", "/v1/contacts/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="contacts-.*\.csv"$/);
    const rows: string[][] = parse(res.text);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(["id", "createdAt", "updatedAt"]);
    expect(header).toEqual(expect.arrayContaining(["NAME", "PHONE", "EMAIL", "Favourite, colour"]));
    expect(rows.length).toBe(1 + contacts.length);
    const name = header.indexOf("NAME");
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byId.get(contacts[0]!.id)![name]).toBe('\'=HYPERLINK("http://evil")');
    expect(byId.get(contacts[1]!.id)![name]).toBe("'+1 plus");
    expect(byId.get(contacts[2]!.id)![name]).toBe("'-minus");
    expect(byId.get(contacts[3]!.id)![name]).toBe("'@at");
    expect(byId.get(contacts[4]!.id)![name]).toBe('Quote "me", please');
    expect(res.text).not.toContain("Other project");
  });

  it("applies the list filters and sort, and streams NDJSON records as GET returns them", async () => {
    const res = await p.call("GET", `/v1/contacts/export?format=ndjson&fields.${customFieldId}=blue&createdAt[sort]=asc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const records = res.text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Contact);
    expect(records.map((r) => r.id)).toEqual(contacts.filter((_, i) => i % 2 === 0).map((c) => c.id));
    expect(records[0]).toEqual((await p.call<Contact>("GET", `/v1/contacts/${contacts[0]!.id}`)).body);
  });

  it("exports deals with their title, status, pipeline, stage and contact columns", async () => {
    const res = await p.call("GET", "/v1/deals/export");
    const rows: string[][] = parse(res.text);
    expect(rows[0]!.slice(0, 8)).toEqual(["id", "createdAt", "updatedAt", "title", "status", "pipelineId", "stageId", "contactId"]);
    expect(rows[1]!.slice(3, 8)).toEqual(["'=SUM(A1:A2)", "OPEN", p.pipeline.id, p.open.id, contacts[0]!.id]);
    expect((await other.call("GET", "/v1/deals/export")).text.trim().split("\n").length).toBe(1);
  });

  it("streams an export of several database batches whole, in order, with a date filter applied as the list does", async () => {
    const bulk = await salesProject(api, "Export batches");
    const count = 2_150;
    for (let start = 0; start < count; start += 100) {
      const items = Array.from({ length: Math.min(100, count - start) }, (_, i) => ({
        fields: [{ key: "NAME", value: `Row ${start + i}` }],
      }));
      const res = await bulk.call("POST", "/v1/contacts/batch", { operation: "create", items });
      expect(res.status, res.text).toBe(200);
    }
    const listed = await bulk.call<Envelope<Contact>>("GET", "/v1/contacts?createdAt[sort]=asc&[limit]=1&[offset]=1000");
    expect(listed.status, listed.text).toBe(200);
    const since = listed.body.data[0]!.createdAt;

    const all = (await bulk.call("GET", "/v1/contacts/export?format=ndjson&createdAt[sort]=asc")).text.trim().split("\n");
    const records = all.map((line) => JSON.parse(line) as Contact);
    expect(records.length).toBe(count);
    expect(new Set(records.map((r) => r.id)).size).toBe(count);
    const times = records.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());

    const filtered = await bulk.call(
      "GET",
      `/v1/contacts/export?format=ndjson&createdAt[gte]=${encodeURIComponent(since)}&createdAt[sort]=asc`,
    );
    const page = await bulk.call<Envelope<Contact>>(
      "GET",
      `/v1/contacts?createdAt[gte]=${encodeURIComponent(since)}&createdAt[sort]=asc&[limit]=1`,
    );
    const lines = filtered.text.trim().split("\n");
    expect(lines.length).toBe(page.body.total);
    expect((JSON.parse(lines[0]!) as Contact).id).toBe(page.body.data[0]!.id);
  });

  it("runs at most two exports of one API key at once: a third is 429 RATE_LIMITED until one ends or is closed", async () => {
    const { project, apiKey } = await api.createProject("Export caps");
    const ctx = { projectId: project.id, scopes: ["read" as const], actor: { type: "USER" as const, id: apiKey.userId }, keyId: apiKey.id };
    const everything = { filters: [], logic: "AND" as const, sort: [] };
    // Two exports held open by the same key, as two slow clients would (nothing read yet).
    const first = await api.domain.exports.export(ctx, "contacts", everything, { format: "ndjson" });
    const second = await api.domain.exports.export(ctx, "deals", everything, { format: "csv" });
    const refused = await api.request("GET", "/v1/contacts/export", { key: apiKey.key });
    expectErrorBody(refused.body, 429, "RATE_LIMITED");
    expect(refused.headers.get("retry-after")).toBe("1");
    // Per key: another project's key is not held back.
    expect((await p.call("GET", "/v1/contacts/export")).status).toBe(200);

    for await (const chunk of first.chunks) expect(chunk).toBeTypeOf("string");
    expect((await api.request("GET", "/v1/contacts/export", { key: apiKey.key })).status).toBe(200);
    await second.chunks[Symbol.asyncIterator]().return!();
    const both = await Promise.all([1, 2].map(() => api.request("GET", "/v1/deals/export", { key: apiKey.key })));
    expect(both.map((res) => res.status)).toEqual([200, 200]);
  });

  it("answers 400 for an unknown filter or format before streaming, and 403 without the read scope", async () => {
    expectErrorBody((await p.call("GET", "/v1/contacts/export?nope=1")).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await p.call("GET", "/v1/contacts/export?format=xlsx")).body, 400, "VALIDATION_ERROR");
    expectErrorBody((await p.call("GET", "/v1/deals/export?title[$where]=1")).body, 400, "VALIDATION_ERROR");
    const listed = (await p.call<Envelope<Contact>>("GET", "/v1/contacts")).body;
    expect(listed.data.length).toBe(contacts.length);
  });
});
