import { beforeAll, describe, expect, it } from "vitest";
import { createContact, createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import { issueApiKey } from "../support/fixtures/project";
import type { Envelope, ErrorBody } from "../support/http-shapes";
import type { Contact, Field } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("/v1/fields (real HTTP)", () => {
  const api = useTestApi({ name: "fields" });
  let key: string;
  let projectId: string;
  let contactGroupId: string;
  let dealGroupId: string;

  beforeAll(async () => {
    const created = await api.createProject("Fields");
    key = created.apiKey.key;
    projectId = created.project.id;
    ({ CONTACT: contactGroupId, DEAL: dealGroupId } = await defaultFieldGroupIds(api, key));
  });

  const create = (body: Record<string, unknown>, k = key) =>
    api.request<Field>("POST", "/v1/fields", { key: k, body: { fieldGroupId: contactGroupId, ...body } });
  const list = (query: string, k = key) => api.request<Envelope<Field>>("GET", `/v1/fields${query}`, { key: k });
  const get = (id: string) => api.request<Field>("GET", `/v1/fields/${id}`, { key });
  const patch = (id: string, body: unknown) => api.request<ErrorBody>("PATCH", `/v1/fields/${id}`, { key, body });

  describe("built-in fields", () => {
    it("exist in every new project, with their key, in the default groups", async () => {
      const res = await list("?key[exists]=true&[limit]=100&entityType[sort]=asc&position[sort]=asc");
      expect(res.status).toBe(200);
      expect(res.body.data.map((f) => [f.entityType, f.key, f.type, f.position])).toEqual([
        ["CONTACT", "NAME", "TEXT", 0],
        ["CONTACT", "PHONE", "PHONE", 1],
        ["CONTACT", "EMAIL", "EMAIL", 2],
        ["CONTACT", "ACQUISITION_SOURCE", "TEXT", 3],
        ["CONTACT", "ORIGIN_URL", "URL", 4],
        ["CONTACT", "LEAD_ID", "TEXT", 5],
        ["CONTACT", "WHATSAPP_LID", "TEXT", 6],
        ["CONTACT", "CUSTOM_ID", "TEXT", 7],
        ["DEAL", "PRICE", "CURRENCY", 0],
        ["DEAL", "ACQUISITION_SOURCE", "TEXT", 1],
        ["DEAL", "CUSTOM_ID", "TEXT", 2],
      ]);
      for (const field of res.body.data) {
        expect(field).toMatchObject({
          projectId,
          level: "USER",
          fieldGroupId: field.entityType === "CONTACT" ? contactGroupId : dealGroupId,
        });
      }
      expect(res.body.data.find((f) => f.key === "PRICE")?.config).toEqual({ currency: "USD" });
      expect(res.body.data.find((f) => f.key === "NAME")?.config).toEqual({});
    });

    it("cannot be deleted (422 BUILT_IN_FIELD) but can be relabelled and reconfigured", async () => {
      const price = (await list("?key=PRICE")).body.data[0]!;
      const del = await api.request<ErrorBody>("DELETE", `/v1/fields/${price.id}`, { key });
      expect(del.status).toBe(422);
      expect(del.body).toMatchObject({ errorCode: "BUILT_IN_FIELD", status: 422 });
      expect((await patch(price.id, { label: "Amount", config: { currency: "eur" } })).status).toBe(204);
      expect((await get(price.id)).body).toMatchObject({ label: "Amount", config: { currency: "EUR" }, key: "PRICE" });
    });
  });

  describe("create", () => {
    it("creates a TEXT field (201): entityType from its group, level API and position next by default, no key", async () => {
      const res = await create({ label: "Nickname", type: "TEXT", config: {} });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        projectId,
        entityType: "CONTACT",
        label: "Nickname",
        type: "TEXT",
        config: {},
        position: 8,
        level: "API",
        fieldGroupId: contactGroupId,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      });
      expect((await get(res.body.id)).body).toEqual(res.body);
      const deal = await create({ label: "Probability", type: "NUMBER", fieldGroupId: dealGroupId, position: 9, level: "USER" });
      expect(deal.body).toMatchObject({ entityType: "DEAL", position: 9, level: "USER", config: {} });
    });

    it("accepts every type with its config", async () => {
      const bodies: Array<[string, Record<string, unknown> | undefined, Record<string, unknown>]> = [
        ["TEXT", undefined, {}],
        ["TEXTAREA", {}, {}],
        ["NUMBER", { decimals: 2 }, { decimals: 2 }],
        ["CURRENCY", { currency: "brl" }, { currency: "BRL" }],
        ["DATE", undefined, {}],
        ["DATETIME", undefined, {}],
        ["BOOLEAN", undefined, {}],
        ["EMAIL", undefined, {}],
        ["PHONE", undefined, {}],
        ["URL", undefined, {}],
        ["USER", undefined, {}],
        ["CONTACT", undefined, {}],
        ["DEAL", undefined, {}],
        ["FILE", undefined, {}],
      ];
      for (const [type, config, expected] of bodies) {
        const res = await create({ label: `A ${type}`, type, ...(config ? { config } : {}) });
        expect(res.status, type).toBe(201);
        expect(res.body).toMatchObject({ type, config: expected });
      }
      for (const type of ["SELECT", "MULTI_SELECT"]) {
        const res = await create({
          label: `A ${type}`,
          type,
          config: { options: [{ id: "gold", label: "Gold", color: "#ffcc00" }, { label: "Silver" }] },
        });
        expect(res.status, type).toBe(201);
        expect(res.body.config.options).toEqual([
          { id: "gold", label: "Gold", color: "#ffcc00" },
          { id: expect.stringMatching(/^\S+$/), label: "Silver" },
        ]);
      }
    });

    it("validates the body per type (400 naming each field)", async () => {
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ type: "TEXT" }, ["label"]],
        [{ label: "X", type: "NOPE" }, ["type"]],
        [{ label: "X" }, ["type"]],
        [{ label: "X", type: "TEXT", position: -1, level: "ADMIN" }, ["level", "position"]],
        [{ label: "X", type: "TEXT", config: { options: [] } }, ["config.options"]],
        [{ label: "X", type: "CURRENCY" }, ["config"]],
        [{ label: "X", type: "CURRENCY", config: { currency: "dollars" } }, ["config.currency"]],
        [{ label: "X", type: "NUMBER", config: { decimals: 11 } }, ["config.decimals"]],
        [{ label: "X", type: "SELECT" }, ["config"]],
        [{ label: "X", type: "SELECT", config: { options: [{ label: "A" }, { label: "a" }] } }, ["config.options.1.label"]],
        [
          {
            label: "X",
            type: "SELECT",
            config: {
              options: [
                { id: "x", label: "A" },
                { id: "x", label: "B" },
              ],
            },
          },
          ["config.options.1.id"],
        ],
        [{ label: "X", type: "SELECT", config: { options: [{ label: "A", color: "red" }] } }, ["config.options.0.color"]],
        [{ label: "X", type: "TEXT", entityType: "DEAL" }, ["entityType"]],
      ];
      for (const [body, fields] of cases) {
        const res = await api.request<ErrorBody>("POST", "/v1/fields", { key, body: { fieldGroupId: contactGroupId, ...body } });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errorCode).toBe("VALIDATION_ERROR");
        expect(res.body.errors?.map((e) => e.field).sort(), JSON.stringify(body)).toEqual(fields);
      }
      const noGroup = await api.request<ErrorBody>("POST", "/v1/fields", { key, body: { label: "X", type: "TEXT" } });
      expect(noGroup.body.errors?.map((e) => e.field)).toEqual(["fieldGroupId"]);
    });

    it("answers 404 for a group that is missing or in another project", async () => {
      const other = await api.createProject("Other fields");
      const groups = await defaultFieldGroupIds(api, other.apiKey.key);
      for (const fieldGroupId of [groups.CONTACT, "000000000000000000000000"]) {
        const res = await create({ label: "X", type: "TEXT", fieldGroupId });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ errorCode: "NOT_FOUND" });
      }
    });
  });

  describe("read, update, delete", () => {
    it("answers 404 for another project's field on every operation", async () => {
      const other = await api.createProject("Foreign fields");
      const foreign = (await list("?key=NAME", other.apiKey.key)).body.data[0]!;
      expect((await get(foreign.id)).status).toBe(404);
      expect((await patch(foreign.id, { label: "Mine" })).status).toBe(404);
      expect((await api.request("DELETE", `/v1/fields/${foreign.id}`, { key })).status).toBe(404);
      expect((await list(`?id=${foreign.id}`)).body.total).toBe(0);
    });

    it("updates label, position, level and config (204); type and entityType cannot change", async () => {
      const field = (await create({ label: "Score", type: "NUMBER" })).body;
      expect((await patch(field.id, { label: "Lead score", position: 40, level: "USER", config: { decimals: 1 } })).status).toBe(204);
      expect((await get(field.id)).body).toMatchObject({
        label: "Lead score",
        position: 40,
        level: "USER",
        config: { decimals: 1 },
        type: "NUMBER",
      });
      const typeChange = await patch(field.id, { type: "TEXT", entityType: "DEAL" });
      expect(typeChange.status).toBe(400);
      expect(typeChange.body.errors?.map((e) => [e.field, e.code]).sort()).toEqual([
        ["entityType", "unrecognized_key"],
        ["type", "unrecognized_key"],
      ]);
      const badConfig = await patch(field.id, { config: { currency: "USD" } });
      expect(badConfig.status).toBe(400);
      expect(badConfig.body.errors?.map((e) => e.field)).toEqual(["config.currency"]);
      expect((await patch(field.id, { label: "" })).status).toBe(400);
    });

    it("moves a field to a group of the same entity type only (422 ENTITY_TYPE_MISMATCH)", async () => {
      const field = (await create({ label: "Movable", type: "TEXT" })).body;
      const group = await api.request<{ id: string }>("POST", "/v1/field-groups", { key, body: { name: "Extra", entityType: "CONTACT" } });
      expect((await patch(field.id, { fieldGroupId: group.body.id })).status).toBe(204);
      expect((await get(field.id)).body.fieldGroupId).toBe(group.body.id);
      const mismatch = await patch(field.id, { fieldGroupId: dealGroupId });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ errorCode: "ENTITY_TYPE_MISMATCH" });
      expect((await patch(field.id, { fieldGroupId: "000000000000000000000000" })).status).toBe(404);
    });

    it("refuses to remove a SELECT option that contacts hold (409 OPTION_IN_USE); adding, relabelling and removing unused ones works", async () => {
      const field = (
        await create({
          label: "Tier",
          type: "MULTI_SELECT",
          config: {
            options: [
              { id: "a", label: "A" },
              { id: "b", label: "B" },
              { id: "c", label: "C" },
            ],
          },
        })
      ).body;
      const contact = await api.request<Contact>("POST", "/v1/contacts", { key, body: { fields: [{ fieldId: field.id, value: ["b"] }] } });
      expect(contact.status).toBe(201);
      const inUse = await patch(field.id, {
        config: {
          options: [
            { id: "a", label: "A" },
            { id: "c", label: "C" },
          ],
        },
      });
      expect(inUse.status).toBe(409);
      expect(inUse.body).toMatchObject({ errorCode: "OPTION_IN_USE" });
      const ok = await patch(field.id, { config: { options: [{ id: "b", label: "Bee" }, { label: "D" }] } });
      expect(ok.status).toBe(204);
      const options = (await get(field.id)).body.config.options!;
      expect(options.map((o) => o.label)).toEqual(["Bee", "D"]);
      // The new option is usable at once (field definitions are re-read after the change).
      const write = await api.request("PATCH", `/v1/contacts/${contact.body.id}`, {
        key,
        body: { fields: [{ fieldId: field.id, value: ["D", "bee"] }] },
      });
      expect(write.status).toBe(204);
      const read = await api.request<Contact>("GET", `/v1/contacts/${contact.body.id}`, { key });
      expect(read.body.fields).toEqual([{ fieldId: field.id, value: [options[1]!.id, "b"] }]);
    });

    it("deletes a field (204) and removes its values from every contact", async () => {
      const field = (await create({ label: "Temporary", type: "TEXT" })).body;
      const keep = (await create({ label: "Kept", type: "TEXT" })).body;
      const ids: string[] = [];
      for (const value of ["x", "y"]) {
        const res = await api.request<Contact>("POST", "/v1/contacts", {
          key,
          body: {
            fields: [
              { fieldId: field.id, value },
              { fieldId: keep.id, value: "k" },
            ],
          },
        });
        ids.push(res.body.id);
      }
      const del = await api.request("DELETE", `/v1/fields/${field.id}`, { key });
      expect(del.status).toBe(204);
      expect(del.text).toBe("");
      expect((await get(field.id)).status).toBe(404);
      for (const id of ids) {
        const contact = await api.request<Contact>("GET", `/v1/contacts/${id}`, { key });
        expect(contact.body.fields).toEqual([{ fieldId: keep.id, value: "k" }]);
      }
      // The deleted field is unknown at once for writes and filters.
      const write = await api.request("POST", "/v1/contacts", { key, body: { fields: [{ fieldId: field.id, value: "z" }] } });
      expect(write.status).toBe(404);
      expect((await api.request("GET", `/v1/contacts?fields.${field.id}=x`, { key })).status).toBe(400);
    });
  });

  it("deleting a DEAL field removes its values from every deal", async () => {
    const field = (await create({ label: "Discount", type: "NUMBER", fieldGroupId: dealGroupId })).body;
    const contact = await createContact(api, key);
    const deal = await api.request<{ id: string; fields: Contact["fields"] }>("POST", "/v1/deals", {
      key,
      body: {
        contactId: contact.id,
        fields: [
          { fieldId: field.id, value: 10 },
          { key: "CUSTOM_ID", value: "D-1" },
        ],
      },
    });
    expect(deal.status).toBe(201);
    expect(deal.body.fields.map((v) => v.fieldId)).toContain(field.id);
    expect((await api.request("DELETE", `/v1/fields/${field.id}`, { key })).status).toBe(204);
    const read = await api.request<{ fields: Contact["fields"] }>("GET", `/v1/deals/${deal.body.id}`, { key });
    expect(read.body.fields).toEqual([{ fieldId: expect.any(String), value: "D-1" }]);
  });

  describe("listing", () => {
    let k: string;
    let groupId: string;
    beforeAll(async () => {
      const project = await api.createProject("Listing fields");
      k = project.apiKey.key;
      const group = await api.request<{ id: string }>("POST", "/v1/field-groups", { key: k, body: { name: "Custom", entityType: "DEAL" } });
      groupId = group.body.id;
      for (const [label, type] of [
        ["Budget", "CURRENCY"],
        ["Source detail", "TEXT"],
        ["Renewal", "DATE"],
      ] as const) {
        await createField(api, k, { label, type, fieldGroupId: groupId, ...(type === "CURRENCY" ? { config: { currency: "USD" } } : {}) });
      }
    });
    const labels = (res: { body: Envelope<Field> }) => res.body.data.map((f) => f.label);

    it("lists in the envelope, filters by group, type, entity type, key, level and label", async () => {
      const all = await list("", k);
      expect(all.body).toMatchObject({ total: 14, limit: 20, offset: 0, hasMore: false });
      expect(labels(await list(`?fieldGroupId=${groupId}`, k))).toEqual(["Budget", "Source detail", "Renewal"]);
      expect(labels(await list("?type[in]=CURRENCY,DATE&label[sort]=asc", k))).toEqual(["Budget", "Price", "Renewal"]);
      expect(labels(await list("?entityType=DEAL&key[exists]=false&label[regex]=SOURCE", k))).toEqual(["Source detail"]);
      expect(labels(await list("?level=API", k))).toEqual(["Budget", "Source detail", "Renewal"]);
      expect(labels(await list("?key=EMAIL", k))).toEqual(["Email"]);
      const page = await list("?[limit]=5&[offset]=10", k);
      expect(page.body).toMatchObject({ total: 14, limit: 5, offset: 10, hasMore: false });
      expect(page.body.data).toHaveLength(4);
      const projected = await list("?key=PRICE&[project]=label,config", k);
      expect(projected.body.data).toEqual([{ id: expect.any(String), label: "Price", config: { currency: "USD" } }]);
      expect((await list("?config=x", k)).status).toBe(400);
      expect((await list("?type=NOPE", k)).status).toBe(400);
    });
  });

  it("refuses writes with a read-only key (403)", async () => {
    const readOnly = await issueApiKey(api, projectId, { name: "Reader", scopes: ["read"] });
    const field = (await list("?key=NAME")).body.data[0]!;
    expect((await create({ label: "X", type: "TEXT" }, readOnly.body.key)).status).toBe(403);
    expect((await api.request("PATCH", `/v1/fields/${field.id}`, { key: readOnly.body.key, body: { label: "Y" } })).status).toBe(403);
    expect((await api.request("DELETE", `/v1/fields/${field.id}`, { key: readOnly.body.key })).status).toBe(403);
    expect((await list("?key=NAME", readOnly.body.key)).status).toBe(200);
  });
});
