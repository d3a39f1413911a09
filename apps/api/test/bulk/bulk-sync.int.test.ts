import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds, createContact, createDeal, createField, defaultFieldGroupIds } from "../support/fixtures/crm";
import type { Envelope, ErrorBody } from "../support/http-shapes";
import type { Contact, Deal } from "../support/records";
import { useTestApi } from "../support/test-api";

interface BatchResult {
  results: Array<{ index: number; status: number; id?: string; error?: ErrorBody }>;
}

describe("bulk sync: upsert, unique fields and batches (real HTTP)", () => {
  const api = useTestApi({ name: "bulk-sync" });
  let key: string;
  let otherKey: string;
  let builtIn: Record<string, string>;
  let groups: Record<"CONTACT" | "DEAL", string>;

  beforeAll(async () => {
    key = (await api.createProject("Bulk")).apiKey.key;
    otherKey = (await api.createProject("Bulk other")).apiKey.key;
    builtIn = await builtInFieldIds(api, key, "CONTACT");
    groups = await defaultFieldGroupIds(api, key);
  });

  const upsert = (match: string, value: string, body: unknown = {}, k = key) =>
    api.request<Contact & ErrorBody>("PUT", `/v1/contacts/by/${encodeURIComponent(match)}/${encodeURIComponent(value)}`, { key: k, body });
  const batch = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request<BatchResult & ErrorBody>("POST", `/v1/${path}/batch`, { key, body, headers });
  const byField = async (field: string, value: string, k = key) =>
    (await api.request<Envelope<Contact>>("GET", `/v1/contacts?fields.${field}=${encodeURIComponent(value)}`, { key: k })).body.data;
  const valueOf = (record: Contact, fieldId: string) => record.fields.find((f) => f.fieldId === fieldId)?.value;
  const uniqueField = async (type = "TEXT", label = `Ext ${type} ${Math.random()}`) =>
    (await createField(api, key, { fieldGroupId: groups.CONTACT, label, type, config: { unique: true } })).id;

  describe("PUT /v1/contacts/by/{match}/{value}", () => {
    it("creates (201) then updates (200) the contact holding the normalised phone, with the full record", async () => {
      const created = await upsert("PHONE", "+55 (11) 98888-0001", { fields: [{ key: "NAME", value: "Ada" }] });
      expect(created.status).toBe(201);
      expect(valueOf(created.body, builtIn.PHONE!)).toBe("5511988880001");
      expect(valueOf(created.body, builtIn.NAME!)).toBe("Ada");
      const updated = await upsert("PHONE", "5511988880001", { fields: [{ key: "EMAIL", value: "ada@example.com" }] });
      expect(updated.status).toBe(200);
      expect(updated.body.id).toBe(created.body.id);
      expect(valueOf(updated.body, builtIn.NAME!)).toBe("Ada");
      expect(valueOf(updated.body, builtIn.EMAIL!)).toBe("ada@example.com");
      expect(await byField("PHONE", "5511988880001")).toHaveLength(1);
    });

    it("matches an email lower-cased and trimmed, and a CUSTOM_ID as written", async () => {
      const first = await upsert("EMAIL", "  Grace@Example.COM ");
      expect(first.status).toBe(201);
      const again = await upsert("EMAIL", "grace@example.com", { fields: [{ key: "EMAIL", value: "GRACE@example.com" }] });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      const ext = await upsert("CUSTOM_ID", "crm-42");
      expect(ext.status).toBe(201);
      expect((await upsert("CUSTOM_ID", "crm-42")).body.id).toBe(ext.body.id);
    });

    it("20 concurrent upserts of one value create exactly one contact", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => upsert("PHONE", "+55 11 97777-0020", { fields: [{ key: "NAME", value: `Racer ${i}` }] })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await byField("PHONE", "5511977770020")).toHaveLength(1);
    });

    it("existing duplicates: 409 AMBIGUOUS_MATCH naming them, nothing written", async () => {
      const a = await createContact(api, key, { fields: [{ key: "EMAIL", value: "twin@example.com" }] });
      const b = await createContact(api, key, { fields: [{ key: "EMAIL", value: "Twin@example.com" }] });
      const answer = await upsert("EMAIL", "twin@example.com", { fields: [{ key: "NAME", value: "Which one?" }] });
      expect(answer.status).toBe(409);
      expect(answer.body.errorCode).toBe("AMBIGUOUS_MATCH");
      expect(answer.body.errors!.map((e) => e.message).sort()).toEqual([a.id, b.id].sort());
      const stored = await byField("EMAIL", "twin@example.com");
      expect(stored.every((c) => valueOf(c, builtIn.NAME!) === undefined)).toBe(true);
    });

    it("refuses a match that cannot identify one record (400), bad values and a body contradicting the value", async () => {
      const plainField = (await createField(api, key, { fieldGroupId: groups.CONTACT, label: "Plain", type: "TEXT" })).id;
      for (const match of ["NAME", "PRICE", plainField, "$where", "nope"]) {
        const answer = await upsert(match, "x");
        expect(answer.status, match).toBe(400);
        expect(answer.body.errorCode).toBe("VALIDATION_ERROR");
      }
      expect((await upsert("NAME", "x")).body.errors![0]).toMatchObject({ field: "match", code: "not_unique_able" });
      expect((await upsert("EMAIL", "not-an-email")).status).toBe(400);
      const mismatch = await upsert("EMAIL", "one@example.com", { fields: [{ key: "EMAIL", value: "two@example.com" }] });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors![0]).toMatchObject({ field: "fields.0.value", code: "match_mismatch" });
      const unknownKey = await upsert("EMAIL", "three@example.com", { fields: [], extra: 1 });
      expect(unknownKey.status).toBe(400);
      expect(await byField("EMAIL", "three@example.com")).toHaveLength(0);
    });

    it("takes an operator-looking value as a literal value", async () => {
      await createContact(api, key, { fields: [{ key: "CUSTOM_ID", value: "real-1" }] });
      const answer = await upsert("CUSTOM_ID", '{"$ne":null}');
      expect(answer.status).toBe(201);
      expect(valueOf(answer.body, builtIn.CUSTOM_ID!)).toBe('{"$ne":null}');
    });

    it("keeps projects apart: the same value in another project is another record", async () => {
      const mine = await upsert("CUSTOM_ID", "shared-1");
      const theirs = await upsert("CUSTOM_ID", "shared-1", {}, otherKey);
      expect(theirs.status).toBe(201);
      expect(theirs.body.id).not.toBe(mine.body.id);
    });

    it("upserts deals by CUSTOM_ID", async () => {
      const contact = await createContact(api, key);
      const path = `/v1/deals/by/CUSTOM_ID/${encodeURIComponent("deal-7")}`;
      const created = await api.request<Deal>("PUT", path, { key, body: { contactId: contact.id, title: "First" } });
      expect(created.status).toBe(201);
      const updated = await api.request<Deal>("PUT", path, { key, body: { contactId: contact.id, title: "Renamed" } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: created.body.id, title: "Renamed" });
      expect((await api.request<ErrorBody>("PUT", "/v1/deals/by/PHONE/1", { key, body: { contactId: contact.id } })).status).toBe(400);
    });
  });

  describe("unique custom fields (config.unique)", () => {
    it("refuses a second record with the same normalised value: 409 DUPLICATE, on create and on update", async () => {
      const fieldId = await uniqueField("EMAIL");
      const first = await createContact(api, key, { fields: [{ fieldId, value: "Boss@Example.com" }] });
      const second = await api.request<ErrorBody>("POST", "/v1/contacts", {
        key,
        body: { fields: [{ fieldId, value: "boss@example.com" }] },
      });
      expect(second.status).toBe(409);
      expect(second.body.errorCode).toBe("DUPLICATE");
      const other = await createContact(api, key, { fields: [{ fieldId, value: "other@example.com" }] });
      const patch = await api.request<ErrorBody>("PATCH", `/v1/contacts/${other.id}`, {
        key,
        body: { fields: [{ fieldId, value: "boss@example.com" }] },
      });
      expect(patch.status).toBe(409);
      // A changed value frees the old one; a deleted record frees its values.
      expect(
        (await api.request("PATCH", `/v1/contacts/${first.id}`, { key, body: { fields: [{ fieldId, value: "new@example.com" }] } })).status,
      ).toBe(204);
      expect(
        (await api.request("PATCH", `/v1/contacts/${other.id}`, { key, body: { fields: [{ fieldId, value: "boss@example.com" }] } }))
          .status,
      ).toBe(204);
      expect((await api.request("DELETE", `/v1/contacts/${other.id}`, { key })).status).toBe(204);
      expect((await api.request("POST", "/v1/contacts", { key, body: { fields: [{ fieldId, value: "boss@example.com" }] } })).status).toBe(
        201,
      );
    });

    it("under concurrent writes of one value exactly one record gets it", async () => {
      const fieldId = await uniqueField("NUMBER");
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.request<ErrorBody>("POST", "/v1/contacts", { key, body: { fields: [{ fieldId, value: 77 }] } }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.errorCode === "DUPLICATE")).toBe(true);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    });

    it("is refused on other types (400), and switching it on over duplicates is 409 DUPLICATE_VALUES naming them", async () => {
      for (const [type, config] of [
        ["BOOLEAN", { unique: true }],
        ["TEXTAREA", { unique: true }],
        ["SELECT", { options: [{ label: "A" }], unique: true }],
      ] as const) {
        const answer = await api.request("POST", "/v1/fields", {
          key,
          body: { fieldGroupId: groups.CONTACT, label: `U ${type}`, type, config },
        });
        expect(answer.status, type).toBe(400);
      }
      const field = await createField(api, key, { fieldGroupId: groups.CONTACT, label: "Later unique", type: "TEXT" });
      const a = await createContact(api, key, { fields: [{ fieldId: field.id, value: "same" }] });
      const b = await createContact(api, key, { fields: [{ fieldId: field.id, value: "same" }] });
      const refused = await api.request<ErrorBody>("PATCH", `/v1/fields/${field.id}`, { key, body: { config: { unique: true } } });
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe("DUPLICATE_VALUES");
      expect(refused.body.errors![0]!.message).toContain(a.id);
      expect(refused.body.errors![0]!.message).toContain(b.id);
      await api.request("PATCH", `/v1/contacts/${b.id}`, { key, body: { fields: [{ fieldId: field.id, value: "other" }] } });
      expect((await api.request("PATCH", `/v1/fields/${field.id}`, { key, body: { config: { unique: true } } })).status).toBe(204);
      expect((await api.request("POST", "/v1/contacts", { key, body: { fields: [{ fieldId: field.id, value: "same" }] } })).status).toBe(
        409,
      );
    });

    it("a unique custom field is a match for upserts", async () => {
      const fieldId = await uniqueField("TEXT");
      const first = await upsert(fieldId, "ext-9", { fields: [{ key: "NAME", value: "Linked" }] });
      expect(first.status).toBe(201);
      const again = await upsert(fieldId, "ext-9", { fields: [{ key: "NAME", value: "Linked again" }] });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
    });
  });

  describe("POST /v1/{resource}/batch", () => {
    it("creates every item (200) with per-item results in input order", async () => {
      const answer = await batch("contacts", {
        operation: "create",
        items: [{ fields: [{ key: "NAME", value: "B1" }] }, {}, { fields: [{ key: "NAME", value: "B3" }] }],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.results.map((r) => [r.index, r.status])).toEqual([
        [0, 201],
        [1, 201],
        [2, 201],
      ]);
      const third = await api.request<Contact>("GET", `/v1/contacts/${answer.body.results[2]!.id}`, { key });
      expect(valueOf(third.body, builtIn.NAME!)).toBe("B3");
    });

    it("a bad item fails alone (207): wrong types, unknown fields, bad values, another project's ids", async () => {
      const foreign = await createContact(api, otherKey);
      const answer = await batch("contacts", {
        operation: "create",
        items: [
          { fields: "x" },
          { fields: [{ key: "NAME", value: "Good" }] },
          { nope: 1 },
          { fields: [{ key: "PHONE", value: "call me" }] },
          42,
        ],
      });
      expect(answer.status).toBe(207);
      expect(answer.body.results.map((r) => r.status)).toEqual([400, 201, 400, 400, 400]);
      expect(answer.body.results[2]!.error).toMatchObject({
        errorCode: "VALIDATION_ERROR",
        errors: [{ field: "nope", code: "unrecognized_key" }],
      });
      expect(answer.body.results[3]!.error!.errors![0]).toMatchObject({ field: "fields.0.value" });
      const updates = await batch("contacts", {
        operation: "update",
        items: [
          { id: foreign.id, fields: [{ key: "NAME", value: "Hijack" }] },
          { id: answer.body.results[1]!.id, fields: [{ key: "NAME", value: "Better" }] },
          { fields: [] },
          { id: { $ne: null } },
        ],
      });
      expect(updates.status).toBe(207);
      expect(updates.body.results.map((r) => r.status)).toEqual([404, 200, 400, 400]);
      const untouched = await api.request<Contact>("GET", `/v1/contacts/${foreign.id}`, { key: otherKey });
      expect(untouched.body.fields).toEqual([]);
    });

    it("refuses 101 items, a bad envelope or upsert without match with 400 before any work", async () => {
      const before = (await api.request<Envelope<Contact>>("GET", "/v1/contacts?[limit]=1", { key })).body.total;
      const tooMany = await batch("contacts", { operation: "create", items: Array.from({ length: 101 }, () => ({})) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors![0]!.field).toBe("items");
      for (const body of [
        { operation: "create", items: [] },
        { operation: "delete", items: [{}] },
        { operation: "upsert", items: [{}] },
        { operation: "create", match: "PHONE", items: [{}] },
        { operation: "create", items: {} },
        { operation: "create", items: [{}], extra: true },
        [],
      ]) {
        expect((await batch("contacts", body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await api.request<Envelope<Contact>>("GET", "/v1/contacts?[limit]=1", { key })).body.total).toBe(before);
    });

    it("upserts items by the match value each holds; duplicates and a missing value fail alone", async () => {
      await createContact(api, key, { fields: [{ key: "EMAIL", value: "dup@example.com" }] });
      await createContact(api, key, { fields: [{ key: "EMAIL", value: "dup@example.com" }] });
      const answer = await batch("contacts", {
        operation: "upsert",
        match: "EMAIL",
        items: [
          { fields: [{ key: "EMAIL", value: "batch-1@example.com" }] },
          {
            fields: [
              { key: "EMAIL", value: "BATCH-1@example.com" },
              { key: "NAME", value: "Again" },
            ],
          },
          { fields: [{ key: "NAME", value: "No email" }] },
          { fields: [{ key: "EMAIL", value: "dup@example.com" }] },
        ],
      });
      expect(answer.status).toBe(207);
      expect(answer.body.results.map((r) => r.status)).toEqual([201, 200, 400, 409]);
      expect(answer.body.results[1]!.id).toBe(answer.body.results[0]!.id);
      expect(answer.body.results[2]!.error!.errors![0]!.code).toBe("match_value_missing");
      expect(answer.body.results[3]!.error!.errorCode).toBe("AMBIGUOUS_MATCH");
      expect((await batch("contacts", { operation: "upsert", match: "NAME", items: [{}] })).body.results[0]!.status).toBe(400);
    });

    it("works for deals, notes and tasks; notes and tasks cannot be upserted", async () => {
      const contact = await createContact(api, key);
      const deal = await createDeal(api, key, { contactId: contact.id });
      const deals = await batch("deals", { operation: "create", items: [{ contactId: contact.id, title: "D1" }, { contactId: "nope" }] });
      expect(deals.status).toBe(207);
      expect(deals.body.results.map((r) => r.status)).toEqual([201, 404]);
      const notes = await batch("notes", {
        operation: "create",
        items: [
          { entityId: deal.id, content: "n1" },
          { entityId: contact.id, content: "n2" },
        ],
      });
      expect(notes.status).toBe(200);
      const tasks = await batch("tasks", {
        operation: "create",
        items: [
          { dealId: deal.id, title: "t1", dueAt: "2030-01-01T00:00:00Z" },
          { dealId: deal.id, title: "t2", dueAt: "soon" },
        ],
      });
      expect(tasks.body.results.map((r) => r.status)).toEqual([201, 400]);
      const upsertNotes = await batch("notes", { operation: "upsert", match: "CUSTOM_ID", items: [{}] });
      expect(upsertNotes.status).toBe(400);
    });

    it("Idempotency-Key replays the batch's answer without writing again", async () => {
      const headers = { "Idempotency-Key": `batch-${Math.random()}` };
      const body = { operation: "create", items: [{ fields: [{ key: "CUSTOM_ID", value: "idem-1" }] }] };
      const first = await batch("contacts", body, headers);
      const replay = await batch("contacts", body, headers);
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body).toEqual(first.body);
      expect(await byField("CUSTOM_ID", "idem-1")).toHaveLength(1);
    });
  });
});
