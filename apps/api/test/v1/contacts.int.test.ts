import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds, createField as createCustomField, defaultFieldGroupIds } from "../support/fixtures/crm";
import { issueApiKey } from "../support/fixtures/project";
import type { Envelope, ErrorBody } from "../support/http-shapes";
import type { Contact } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("/v1/contacts (real HTTP)", () => {
  const api = useTestApi({ name: "contacts" });
  let key: string;
  let projectId: string;
  let contactGroupId: string;
  /** The built-in CONTACT fields' ids by KEY. */
  let builtIn: Record<string, string>;
  let dealPriceId: string;

  beforeAll(async () => {
    const created = await api.createProject("Contacts");
    key = created.apiKey.key;
    projectId = created.project.id;
    builtIn = await builtInFieldIds(api, key, "CONTACT");
    dealPriceId = (await builtInFieldIds(api, key, "DEAL")).PRICE!;
    contactGroupId = (await defaultFieldGroupIds(api, key)).CONTACT;
  });

  const createField = async (body: Record<string, unknown>, k = key, fieldGroupId = contactGroupId): Promise<string> =>
    (await createCustomField(api, k, { fieldGroupId, ...body })).id;
  const create = (body: unknown, k = key) => api.request<Contact>("POST", "/v1/contacts", { key: k, body });
  const get = (id: string, k = key) => api.request<Contact>("GET", `/v1/contacts/${id}`, { key: k });
  const patch = (id: string, body: unknown) => api.request<ErrorBody>("PATCH", `/v1/contacts/${id}`, { key, body });

  describe("CRUD", () => {
    it("creates an empty contact (201) and one with values by key and by id", async () => {
      const empty = await create({});
      expect(empty.status).toBe(201);
      expect(empty.body).toEqual({
        id: expect.any(String),
        projectId,
        fields: [],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      });
      const full = await create({
        fields: [
          { key: "NAME", value: "  Ada Lovelace " },
          { fieldId: builtIn.EMAIL, value: "Ada@Example.com" },
          { key: "PHONE", value: "+44 20 7946 0958" },
          { key: "ORIGIN_URL", value: "https://example.com/?gclid=1" },
        ],
      });
      expect(full.status).toBe(201);
      expect(full.body.fields).toEqual([
        { fieldId: builtIn.NAME, value: "Ada Lovelace" },
        { fieldId: builtIn.EMAIL, value: "ada@example.com" },
        { fieldId: builtIn.PHONE, value: "442079460958" },
        { fieldId: builtIn.ORIGIN_URL, value: "https://example.com/?gclid=1" },
      ]);
      const read = await get(full.body.id);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(full.body);
    });

    it("merges values on PATCH (204): named fields change, null clears, others stay", async () => {
      const contact = await create({
        fields: [
          { key: "NAME", value: "Grace" },
          { key: "EMAIL", value: "grace@navy.mil" },
        ],
      });
      const res = await patch(contact.body.id, {
        fields: [
          { key: "EMAIL", value: null },
          { key: "CUSTOM_ID", value: 42 },
          { key: "NAME", value: "Grace Hopper" },
        ],
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      const read = await get(contact.body.id);
      expect(read.body.fields).toEqual([
        { fieldId: builtIn.NAME, value: "Grace Hopper" },
        { fieldId: builtIn.CUSTOM_ID, value: "42" },
      ]);
      expect(Date.parse(read.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(contact.body.updatedAt));
      expect((await patch(contact.body.id, {})).status).toBe(204);
      expect((await get(contact.body.id)).body.fields).toHaveLength(2);
    });

    it("deletes (204); then 404 on every operation", async () => {
      const contact = await create({});
      const del = await api.request("DELETE", `/v1/contacts/${contact.body.id}`, { key });
      expect(del.status).toBe(204);
      expect(del.text).toBe("");
      expect((await get(contact.body.id)).status).toBe(404);
      expect((await patch(contact.body.id, { fields: [] })).status).toBe(404);
      expect((await api.request("DELETE", `/v1/contacts/${contact.body.id}`, { key })).status).toBe(404);
    });

    it("answers 404 for another project's contact and does not list it", async () => {
      const other = await api.createProject("Other contacts");
      const foreign = await create({ fields: [{ key: "NAME", value: "Foreign" }] }, other.apiKey.key);
      expect(foreign.status).toBe(201);
      expect((await get(foreign.body.id)).status).toBe(404);
      expect((await patch(foreign.body.id, { fields: [{ key: "NAME", value: "Mine" }] })).status).toBe(404);
      expect((await api.request("DELETE", `/v1/contacts/${foreign.body.id}`, { key })).status).toBe(404);
      const listed = await api.request<Envelope<Contact>>("GET", `/v1/contacts?id=${foreign.body.id}`, { key });
      expect(listed.body.total).toBe(0);
      // Another project's field id is unknown here.
      const otherName = (await builtInFieldIds(api, other.apiKey.key, "CONTACT")).NAME;
      expect((await create({ fields: [{ fieldId: otherName, value: "x" }] })).status).toBe(404);
    });

    it("refuses writes with a read-only key (403)", async () => {
      const readOnly = await issueApiKey(api, projectId, { name: "Reader", scopes: ["read"] });
      const contact = await create({});
      expect((await create({}, readOnly.body.key)).status).toBe(403);
      expect((await api.request("PATCH", `/v1/contacts/${contact.body.id}`, { key: readOnly.body.key, body: {} })).status).toBe(403);
      expect((await api.request("DELETE", `/v1/contacts/${contact.body.id}`, { key: readOnly.body.key })).status).toBe(403);
      expect((await get(contact.body.id, readOnly.body.key)).status).toBe(200);
    });
  });

  describe("value validation", () => {
    it("validates the body shape: fields items take exactly one of fieldId/key and a value", async () => {
      const res = await create({
        fields: [{ fieldId: builtIn.NAME, key: "NAME", value: "x" }, { key: "NAME" }, { key: "NICKNAME", value: 1 }],
        extra: 1,
      });
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorBody).errors?.map((e) => e.field).sort()).toEqual([
        "extra",
        "fields.0.fieldId",
        "fields.1.value",
        "fields.2.key",
      ]);
      expect((await create({ fields: "NAME" })).status).toBe(400);
    });

    it("answers 404 for an unknown field, 400 for a DEAL field or a field written twice", async () => {
      const unknown = await create({ fields: [{ fieldId: "000000000000000000000000", value: "x" }] });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ errorCode: "NOT_FOUND" });
      const wrong = await create({
        fields: [
          { fieldId: dealPriceId, value: 1 },
          { key: "PRICE", value: 2 },
        ],
      });
      expect(wrong.status).toBe(400);
      expect((wrong.body as unknown as ErrorBody).errors?.map((e) => [e.field, e.code])).toEqual([
        ["fields.0.fieldId", "wrong_entity_type"],
        ["fields.1.key", "wrong_entity_type"],
      ]);
      const twice = await create({
        fields: [
          { key: "NAME", value: "a" },
          { fieldId: builtIn.NAME, value: "b" },
        ],
      });
      expect((twice.body as unknown as ErrorBody).errors?.map((e) => [e.field, e.code])).toEqual([["fields.1.fieldId", "duplicate_field"]]);
    });

    it("validates and normalises each type, naming fields.<i>.value", async () => {
      const ids = {
        number: await createField({ label: "Score", type: "NUMBER", config: { decimals: 1 } }),
        currency: await createField({ label: "Spend", type: "CURRENCY", config: { currency: "USD" } }),
        date: await createField({ label: "Birthday", type: "DATE" }),
        datetime: await createField({ label: "Seen", type: "DATETIME" }),
        boolean: await createField({ label: "Opt-in", type: "BOOLEAN" }),
        select: await createField({
          label: "Plan",
          type: "SELECT",
          config: {
            options: [
              { id: "basic", label: "Basic" },
              { id: "pro", label: "Pro" },
            ],
          },
        }),
        multi: await createField({
          label: "Interests",
          type: "MULTI_SELECT",
          config: {
            options: [
              { id: "x", label: "X" },
              { id: "y", label: "Y" },
            ],
          },
        }),
        url: await createField({ label: "Site", type: "URL" }),
        textarea: await createField({ label: "Bio", type: "TEXTAREA" }),
        user: await createField({ label: "Owner", type: "USER" }),
        contact: await createField({ label: "Referrer", type: "CONTACT" }),
        file: await createField({ label: "Avatar", type: "FILE" }),
      };
      const ownerId = (await api.request<Envelope<{ id: string }>>("GET", "/v1/users", { key })).body.data[0]!.id;
      const referrer = await create({});
      const good = await create({
        fields: [
          { fieldId: ids.number, value: "7.25" },
          { fieldId: ids.currency, value: 1999.5 },
          { fieldId: ids.date, value: "1990-07-15" },
          { fieldId: ids.datetime, value: "2024-05-01T10:00:00+02:00" },
          { fieldId: ids.boolean, value: "true" },
          { fieldId: ids.select, value: "Pro" },
          { fieldId: ids.multi, value: ["y", "X", "y"] },
          { fieldId: ids.url, value: "https://example.com/a?b=c" },
          { fieldId: ids.textarea, value: "line 1\nline 2" },
          { fieldId: ids.user, value: ownerId },
          { fieldId: ids.contact, value: referrer.body.id },
          { fieldId: ids.file, value: "files/avatar.png" },
        ],
      });
      expect(good.status).toBe(201);
      expect(good.body.fields.map((f) => f.value)).toEqual([
        7.3,
        1999.5,
        "1990-07-15",
        "2024-05-01T08:00:00.000Z",
        true,
        "pro",
        ["y", "x"],
        "https://example.com/a?b=c",
        "line 1\nline 2",
        ownerId,
        referrer.body.id,
        "files/avatar.png",
      ]);

      const bad = await create({
        fields: [
          { fieldId: ids.number, value: "seven" },
          { fieldId: ids.currency, value: true },
          { fieldId: ids.date, value: "2023-02-30" },
          { fieldId: ids.datetime, value: "yesterday" },
          { fieldId: ids.boolean, value: "maybe" },
          { fieldId: ids.select, value: "Enterprise" },
          { fieldId: ids.multi, value: ["x", "z"] },
          { fieldId: ids.url, value: "ftp://example.com" },
          { key: "EMAIL", value: "nobody" },
          { key: "PHONE", value: "12" },
          { key: "NAME", value: { first: "Ada" } },
          { key: "LEAD_ID", value: "x".repeat(1001) },
        ],
      });
      expect(bad.status).toBe(400);
      const body = bad.body as unknown as ErrorBody;
      expect(body.errorCode).toBe("VALIDATION_ERROR");
      expect(body.errors?.map((e) => [e.field, e.code])).toEqual([
        ["fields.0.value", "invalid_number"],
        ["fields.1.value", "invalid_type"],
        ["fields.2.value", "invalid_date"],
        ["fields.3.value", "invalid_date"],
        ["fields.4.value", "invalid_boolean"],
        ["fields.5.value", "invalid_option"],
        ["fields.6.value", "invalid_option"],
        ["fields.7.value", "invalid_url"],
        ["fields.8.value", "invalid_email"],
        ["fields.9.value", "invalid_phone"],
        ["fields.10.value", "invalid_type"],
        ["fields.11.value", "too_long"],
      ]);

      const missingUser = await create({ fields: [{ fieldId: ids.user, value: "000000000000000000000000" }] });
      expect(missingUser.status).toBe(404);
      expect(missingUser.body).toMatchObject({ errorCode: "NOT_FOUND", message: expect.stringContaining("User") });
      expect((await create({ fields: [{ fieldId: ids.contact, value: "000000000000000000000000" }] })).status).toBe(404);
      // An empty string clears like null.
      expect(
        (
          await patch(good.body.id, {
            fields: [
              { fieldId: ids.url, value: "" },
              { fieldId: ids.multi, value: [] },
            ],
          })
        ).status,
      ).toBe(204);
      expect((await get(good.body.id)).body.fields.map((f) => f.fieldId)).not.toContain(ids.url);
    });
  });

  describe("listing and custom-field filters", () => {
    let k: string;
    const f: Record<string, string> = {};
    const c: Contact[] = [];
    const list = (query: string) => api.request<Envelope<Contact>>("GET", `/v1/contacts${query}`, { key: k });
    /** Indexes (into c) of the contacts a listing returned, in order. */
    const which = async (query: string) => {
      const res = await list(query);
      expect(res.status, `${query}: ${res.text}`).toBe(200);
      return res.body.data.map((row) => c.findIndex((x) => x.id === row.id));
    };

    beforeAll(async () => {
      const project = await api.createProject("Contact listing");
      k = project.apiKey.key;
      Object.assign(f, await builtInFieldIds(api, k, "CONTACT"));
      const group = (await defaultFieldGroupIds(api, k)).CONTACT;
      f.age = await createField({ label: "Age", type: "NUMBER" }, k, group);
      f.birthday = await createField({ label: "Birthday", type: "DATE" }, k, group);
      f.seen = await createField({ label: "Seen", type: "DATETIME" }, k, group);
      f.vip = await createField({ label: "VIP", type: "BOOLEAN" }, k, group);
      f.plan = await createField(
        {
          label: "Plan",
          type: "SELECT",
          config: {
            options: [
              { id: "gold", label: "Gold" },
              { id: "silver", label: "Silver" },
            ],
          },
        },
        k,
        group,
      );
      f.tags = await createField(
        {
          label: "Tags",
          type: "MULTI_SELECT",
          config: {
            options: [
              { id: "a", label: "A" },
              { id: "b", label: "B" },
            ],
          },
        },
        k,
        group,
      );
      const rows = [
        [
          ["NAME", "Alice Smith"],
          ["EMAIL", "alice@acme.com"],
          ["PHONE", "+1 415 555 0101"],
          ["age", 30],
          ["birthday", "1994-05-01"],
          ["vip", true],
          ["plan", "gold"],
          ["tags", ["a", "b"]],
          ["seen", "2024-01-01T10:00:00Z"],
        ],
        [
          ["NAME", "Bob Jones"],
          ["EMAIL", "bob@ACME.com"],
          ["PHONE", "14155550102"],
          ["age", 45],
          ["birthday", "1979-12-24"],
          ["vip", false],
          ["plan", "silver"],
          ["tags", ["b"]],
        ],
        [
          ["NAME", "Carol Smith"],
          ["EMAIL", "carol@other.org"],
          ["age", 22],
          ["plan", "gold"],
          ["seen", "2024-06-01T00:00:00+02:00"],
        ],
        [],
      ] as const;
      // Sequential so createdAt order is the insertion order; KEYs for built-ins, ids for the others.
      for (const row of rows) {
        const fields = row.map(([name, value]) => (name === name.toUpperCase() ? { key: name, value } : { fieldId: f[name], value }));
        const res = await create({ fields }, k);
        expect(res.status).toBe(201);
        c.push(res.body);
      }
    });

    it("lists the project's contacts in the envelope, newest first", async () => {
      const res = await list("");
      expect(res.body).toMatchObject({ total: 4, limit: 20, offset: 0, hasMore: false });
      expect(await which("")).toEqual([3, 2, 1, 0]);
      expect(await which("?createdAt[sort]=asc")).toEqual([0, 1, 2, 3]);
      const page = await list("?[limit]=3&[offset]=2");
      expect(page.body).toMatchObject({ total: 4, limit: 3, offset: 2, hasMore: false });
      expect((await list("?[limit]=1")).body).toMatchObject({ limit: 1, hasMore: true });
    });

    it("filters on id, createdAt and updatedAt", async () => {
      expect(await which(`?id=${c[1]!.id}`)).toEqual([1]);
      expect(await which(`?id[in]=${c[0]!.id},${c[2]!.id}`)).toEqual([2, 0]);
      expect(await which(`?createdAt[gt]=${encodeURIComponent(c[1]!.createdAt)}`)).toEqual([3, 2]);
      expect(await which(`?createdAt[lte]=${encodeURIComponent(c[1]!.createdAt)}`)).toEqual([1, 0]);
      expect(await which(`?updatedAt[gte]=${encodeURIComponent(c[3]!.updatedAt)}`)).toEqual([3]);
    });

    it("filters text fields by KEY and by id: eq, ne, regex, in, nin, exists", async () => {
      expect(await which("?fields.NAME=Bob%20Jones")).toEqual([1]);
      expect(await which(`?fields.${f.NAME}=Bob%20Jones`)).toEqual([1]);
      expect(await which("?fields.NAME[ne]=Bob%20Jones")).toEqual([3, 2, 0]);
      expect(await which("?fields.EMAIL[regex]=ACME")).toEqual([1, 0]);
      expect(await which(`?fields.${f.EMAIL}[regex]=other.org`)).toEqual([2]);
      expect(await which("?fields.NAME[in]=Alice%20Smith,Carol%20Smith")).toEqual([2, 0]);
      expect(await which("?fields.NAME[nin]=Alice%20Smith,Carol%20Smith")).toEqual([3, 1]);
      expect(await which("?fields.PHONE[exists]=true")).toEqual([1, 0]);
      expect(await which("?fields.PHONE[exists]=false")).toEqual([3, 2]);
      expect(await which("?fields.NAME[gt]=B&fields.NAME[lt]=C")).toEqual([1]);
      expect(await which("?fields.NAME[gte]=Bob%20Jones&fields.NAME[lte]=Carol%20Smith")).toEqual([2, 1]);
      // Phone filters compare the stored digits.
      expect(await which("?fields.PHONE=14155550101")).toEqual([0]);
    });

    it("filters numbers, dates, date-times and booleans by their type: gt, gte, lt, lte, eq", async () => {
      expect(await which(`?fields.${f.age}[gt]=25`)).toEqual([1, 0]);
      expect(await which(`?fields.${f.age}[gte]=45`)).toEqual([1]);
      expect(await which(`?fields.${f.age}[lt]=30`)).toEqual([2]);
      expect(await which(`?fields.${f.age}[lte]=30`)).toEqual([2, 0]);
      expect(await which(`?fields.${f.age}=45`)).toEqual([1]);
      expect(await which(`?fields.${f.age}[in]=22,45`)).toEqual([2, 1]);
      expect(await which(`?fields.${f.age}[nin]=22,45`)).toEqual([3, 0]);
      expect(await which(`?fields.${f.birthday}[lt]=1990-01-01`)).toEqual([1]);
      expect(await which(`?fields.${f.birthday}[gte]=1994-05-01`)).toEqual([0]);
      expect(await which(`?fields.${f.seen}[gte]=2024-05-31T21:00:00Z`)).toEqual([2]);
      expect(await which(`?fields.${f.seen}[lt]=2024-05-31T22:00:00Z`)).toEqual([0]);
      expect(await which(`?fields.${f.vip}=true`)).toEqual([0]);
      expect(await which(`?fields.${f.vip}=false`)).toEqual([1]);
      expect(await which(`?fields.${f.vip}[exists]=false`)).toEqual([3, 2]);
    });

    it("filters SELECT by option id and MULTI_SELECT by any of its options", async () => {
      expect(await which(`?fields.${f.plan}=gold`)).toEqual([2, 0]);
      expect(await which(`?fields.${f.plan}[ne]=gold`)).toEqual([3, 1]);
      expect(await which(`?fields.${f.tags}=b`)).toEqual([1, 0]);
      expect(await which(`?fields.${f.tags}[in]=a`)).toEqual([0]);
      expect(await which(`?fields.${f.tags}[nin]=a`)).toEqual([3, 2, 1]);
    });

    it("sorts by a custom field and combines filters with [logic]=OR", async () => {
      expect(await which(`?fields.${f.age}[exists]=true&fields.${f.age}[sort]=asc`)).toEqual([2, 0, 1]);
      expect(await which(`?fields.NAME[sort]=desc&fields.NAME[exists]=true`)).toEqual([2, 1, 0]);
      expect(await which(`?fields.NAME[regex]=carol&fields.${f.age}[gt]=40&[logic]=OR`)).toEqual([2, 1]);
    });

    it("rejects unknown fields, bad values and operators the type does not have (400)", async () => {
      const cases = [
        "?fields.NOPE=1",
        "?fields.000000000000000000000000=1",
        "?fields.PRICE=1",
        `?fields.${f.age}=abc`,
        `?fields.${f.vip}[regex]=tr`,
        `?fields.${f.birthday}=someday`,
        "?fields=1",
        "?name=Alice",
        "?[with]=calls",
        "?[project]=name",
      ];
      for (const query of cases) {
        const res = await list(query);
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ errorCode: "VALIDATION_ERROR" });
      }
    });

    it("projects with [project] (id always kept)", async () => {
      const res = await list(`?id=${c[2]!.id}&[project]=fields`);
      expect(res.body.data).toEqual([{ id: c[2]!.id, fields: c[2]!.fields }]);
      const dates = await list(`?id=${c[2]!.id}&[project]=createdAt`);
      expect(dates.body.data).toEqual([{ id: c[2]!.id, createdAt: c[2]!.createdAt }]);
    });

    it("populates [with]=deals, and refuses to delete a contact with deals (409 CONTACT_HAS_DEALS)", async () => {
      const deal = await api.request<{ id: string; contactId: string }>("POST", "/v1/deals", {
        key: k,
        body: { contactId: c[0]!.id, title: "Big one" },
      });
      expect(deal.status).toBe(201);
      const res = await list(`?id[in]=${c[0]!.id},${c[1]!.id}&[with]=deals`);
      expect(res.status).toBe(200);
      const [second, first] = res.body.data;
      expect(first!.deals).toEqual([expect.objectContaining({ id: deal.body.id, contactId: c[0]!.id, title: "Big one" })]);
      expect(second!.deals).toEqual([]);

      const refused = await api.request<ErrorBody>("DELETE", `/v1/contacts/${c[0]!.id}`, { key: k });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errorCode: "CONTACT_HAS_DEALS", status: 409 });
      expect((await api.request("DELETE", `/v1/deals/${deal.body.id}`, { key: k })).status).toBe(204);
    });
  });

  it("deletes the contact's notes with it", async () => {
    const contact = await create({});
    const note = await api.request<{ id: string }>("POST", "/v1/notes", {
      key,
      body: { content: "Called back", entityId: contact.body.id },
    });
    expect(note.status).toBe(201);
    expect((await api.request("DELETE", `/v1/contacts/${contact.body.id}`, { key })).status).toBe(204);
    expect((await api.request("GET", `/v1/notes/${note.body.id}`, { key })).status).toBe(404);
  });

  describe("concurrent writes", () => {
    // Each round races the two requests; whichever commits second sees the first (or conflicts and retries).
    it("a deal created while its contact is deleted never outlives it: the delete 409s or the deal 404s", async () => {
      for (let round = 0; round < 8; round++) {
        const contact = await create({});
        const before = await get(contact.body.id);
        const [deal, removed] = await Promise.all([
          api.request<{ id: string }>("POST", "/v1/deals", { key, body: { contactId: contact.body.id } }),
          api.request<ErrorBody>("DELETE", `/v1/contacts/${contact.body.id}`, { key }),
        ]);
        expect([`${deal.status}/${removed.status}`]).toEqual([expect.stringMatching(/^(201\/409|404\/204)$/)]);
        if (deal.status === 201) {
          const after = await get(contact.body.id);
          // The internal counter the deal bumped is neither in the record nor a change of updatedAt.
          expect(after.body).toEqual(before.body);
          expect((await api.request("DELETE", `/v1/deals/${deal.body.id}`, { key })).status).toBe(204);
        }
      }
    });

    it("a deal moved to a contact being deleted never outlives it: the delete 409s or the PATCH 404s", async () => {
      for (let round = 0; round < 8; round++) {
        const [from, to] = [await create({}), await create({})];
        const deal = await api.request<{ id: string }>("POST", "/v1/deals", { key, body: { contactId: from.body.id } });
        expect(deal.status).toBe(201);
        const [moved, removed] = await Promise.all([
          api.request("PATCH", `/v1/deals/${deal.body.id}`, { key, body: { contactId: to.body.id } }),
          api.request<ErrorBody>("DELETE", `/v1/contacts/${to.body.id}`, { key }),
        ]);
        expect([`${moved.status}/${removed.status}`]).toEqual([expect.stringMatching(/^(204\/409|404\/204)$/)]);
        expect((await api.request("DELETE", `/v1/deals/${deal.body.id}`, { key })).status).toBe(204);
      }
    });
  });

  describe("findOrCreateByPhone (domain)", () => {
    it("finds the contact by its stored phone digits, else creates one", async () => {
      const ctx = await api.domain.auth.authenticate(key);
      const first = await api.domain.contacts.findOrCreateByPhone(ctx, "+55 (11) 98888-7777");
      expect(first.created).toBe(true);
      expect(first.contact.fields).toEqual([{ fieldId: builtIn.PHONE, value: "5511988887777" }]);
      const again = await api.domain.contacts.findOrCreateByPhone(ctx, "5511988887777");
      expect(again).toEqual({ contact: first.contact, created: false });
      await expect(api.domain.contacts.findOrCreateByPhone(ctx, "not a phone")).rejects.toMatchObject({ status: 400 });
      const listed = await api.request<Envelope<Contact>>("GET", "/v1/contacts?fields.PHONE=5511988887777", { key });
      expect(listed.body.data.map((x) => x.id)).toEqual([first.contact.id]);
    });
  });
});
