import { beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../support/fixtures/project";
import type { Envelope, ErrorBody } from "../support/http-shapes";
import type { FieldGroup } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("/v1/field-groups (real HTTP)", () => {
  const api = useTestApi({ name: "field-groups" });
  let key: string;
  let projectId: string;

  beforeAll(async () => {
    const created = await api.createProject("Field groups");
    key = created.apiKey.key;
    projectId = created.project.id;
  });

  const create = (body: unknown, k = key) => api.request<FieldGroup>("POST", "/v1/field-groups", { key: k, body });
  const list = (query: string, k = key) => api.request<Envelope<FieldGroup>>("GET", `/v1/field-groups${query}`, { key: k });

  it("a new project has one default group per entity type", async () => {
    const res = await list("?entityType[sort]=asc");
    expect(res.status).toBe(200);
    expect(res.body.data.map((g) => [g.entityType, g.name, g.position])).toEqual([
      ["CONTACT", "Contact", 0],
      ["DEAL", "Deal", 0],
    ]);
  });

  it("creates (201, entityType defaults to CONTACT, position to the next one), reads, updates (204) and deletes (204)", async () => {
    const created = await create({ name: "Marketing", position: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      projectId,
      name: "Marketing",
      entityType: "CONTACT",
      position: 3,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    const next = await create({ name: "Terms", entityType: "DEAL" });
    expect(next.body).toMatchObject({ entityType: "DEAL", position: 1 });

    const id = created.body.id;
    const read = await api.request<FieldGroup>("GET", `/v1/field-groups/${id}`, { key });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const patch = await api.request("PATCH", `/v1/field-groups/${id}`, { key, body: { name: "Growth", position: 0 } });
    expect(patch.status).toBe(204);
    expect(patch.text).toBe("");
    const patched = await api.request<FieldGroup>("GET", `/v1/field-groups/${id}`, { key });
    expect(patched.body).toMatchObject({ name: "Growth", position: 0, entityType: "CONTACT" });

    const del = await api.request("DELETE", `/v1/field-groups/${id}`, { key });
    expect(del.status).toBe(204);
    expect((await api.request("GET", `/v1/field-groups/${id}`, { key })).status).toBe(404);
    expect((await api.request("DELETE", `/v1/field-groups/${id}`, { key })).status).toBe(404);
  });

  it("validates bodies: name non-empty, position an integer >= 0, entityType DEAL|CONTACT, no unknown keys", async () => {
    const bad = await create({ name: " ", position: -1, entityType: "LEAD", extra: 1 });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).errors?.map((e) => e.field).sort()).toEqual(["entityType", "extra", "name", "position"]);
    expect((await create({ name: "Fraction", position: 1.5 })).status).toBe(400);
    const group = await create({ name: "Valid" });
    const update = await api.request<ErrorBody>("PATCH", `/v1/field-groups/${group.body.id}`, { key, body: { entityType: "DEAL" } });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual([expect.objectContaining({ field: "entityType", code: "unrecognized_key" })]);
  });

  it("refuses to delete a group that has fields (409 FIELD_GROUP_NOT_EMPTY), then deletes it once emptied", async () => {
    const group = await create({ name: "Busy" });
    const field = await api.request<{ id: string }>("POST", "/v1/fields", {
      key,
      body: { label: "Hobby", type: "TEXT", fieldGroupId: group.body.id },
    });
    expect(field.status).toBe(201);
    const refused = await api.request<ErrorBody>("DELETE", `/v1/field-groups/${group.body.id}`, { key });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: "FIELD_GROUP_NOT_EMPTY", status: 409 });
    expect((await api.request("DELETE", `/v1/fields/${field.body.id}`, { key })).status).toBe(204);
    expect((await api.request("DELETE", `/v1/field-groups/${group.body.id}`, { key })).status).toBe(204);
  });

  it("answers 404 for another project's group, and lists only the key's project", async () => {
    const other = await api.createProject("Other");
    const foreign = await create({ name: "Foreign" }, other.apiKey.key);
    expect(foreign.status).toBe(201);
    for (const [method, body] of [["GET"], ["PATCH", { name: "Mine" }], ["DELETE"]] as const) {
      const res = await api.request<ErrorBody>(method, `/v1/field-groups/${foreign.body.id}`, { key, ...(body ? { body } : {}) });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ errorCode: "NOT_FOUND", status: 404 });
    }
    expect((await list(`?id=${foreign.body.id}`)).body.total).toBe(0);
    expect((await list(`?id=${foreign.body.id}`, other.apiKey.key)).body.total).toBe(1);
  });

  it("lists in the envelope with filters, sorting, paging and [project]", async () => {
    const project = await api.createProject("Listing groups");
    const k = project.apiKey.key;
    for (const [name, entityType, position] of [
      ["B", "DEAL", 5],
      ["A", "CONTACT", 7],
      ["C", "CONTACT", 6],
    ] as const) {
      expect((await create({ name, entityType, position }, k)).status).toBe(201);
    }
    const names = (res: { body: Envelope<FieldGroup> }) => res.body.data.map((g) => g.name);
    const all = await list("", k);
    expect(all.body).toMatchObject({ total: 5, limit: 20, offset: 0, hasMore: false });
    expect(names(all)).toEqual(["Contact", "Deal", "B", "C", "A"]);
    expect(names(await list("?entityType=CONTACT&position[gte]=1", k))).toEqual(["C", "A"]);
    expect(names(await list("?name[in]=A,B&name[sort]=desc", k))).toEqual(["B", "A"]);
    expect(names(await list("?name[regex]=ea&entityType[ne]=CONTACT", k))).toEqual(["Deal"]);
    const page = await list("?position[gt]=0&[limit]=2&[offset]=1", k);
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 1, hasMore: false });
    expect(names(page)).toEqual(["C", "A"]);
    const projected = await list("?name=A&[project]=name", k);
    expect(projected.body.data).toEqual([{ id: expect.any(String), name: "A" }]);
    expect((await list("?entityType=LEAD", k)).status).toBe(400);
    expect((await list("?unknown=1", k)).status).toBe(400);
  });

  it("refuses writes with a read-only key (403) and requests without a key (401)", async () => {
    const readOnly = await issueApiKey(api, projectId, { name: "Reader", scopes: ["read"] });
    expect(readOnly.status).toBe(201);
    expect((await create({ name: "Nope" }, readOnly.body.key)).status).toBe(403);
    expect((await list("", readOnly.body.key)).status).toBe(200);
    expect((await api.request("GET", "/v1/field-groups")).status).toBe(401);
  });
});
