import { beforeAll, describe, expect, it } from "vitest";
import { createContact, createDeal } from "../support/fixtures/crm";
import { expectError, type Envelope } from "../support/http-shapes";
import type { User } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("/v1/users (real HTTP)", () => {
  const api = useTestApi({ name: "users" });
  let key: string;
  let projectId: string;
  let ownerId: string;

  beforeAll(async () => {
    const created = await api.createProject("Users");
    key = created.apiKey.key;
    projectId = created.project.id;
    ownerId = created.apiKey.userId;
  });

  const create = (body: unknown) => api.request<User>("POST", "/v1/users", { key, body });
  const list = (query: string) => api.request<Envelope<User>>("GET", `/v1/users${query}`, { key });
  const names = (res: { body: Envelope<User> }) => res.body.data.map((u) => u.name);

  describe("CRUD", () => {
    it("creates (201, full record, role defaults to MEMBER), reads, updates (204) and deletes (204)", async () => {
      const created = await create({ name: "Ada Lovelace", email: "Ada@Example.com", extension: "101" });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        projectId,
        name: "Ada Lovelace",
        email: "ada@example.com",
        role: "MEMBER",
        extension: "101",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      });
      const id = created.body.id;

      const read = await api.request<User>("GET", `/v1/users/${id}`, { key });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);

      const patch = await api.request("PATCH", `/v1/users/${id}`, { key, body: { role: "ADMIN", extension: null } });
      expect(patch.status).toBe(204);
      expect(patch.text).toBe("");
      const patched = await api.request<User>("GET", `/v1/users/${id}`, { key });
      expect(patched.body).toMatchObject({ name: "Ada Lovelace", role: "ADMIN" });
      expect(patched.body.extension).toBeUndefined();

      const emptyPatch = await api.request("PATCH", `/v1/users/${id}`, { key, body: {} });
      expect(emptyPatch.status).toBe(204);

      const del = await api.request("DELETE", `/v1/users/${id}`, { key });
      expect(del.status).toBe(204);
      expect(del.text).toBe("");
      expect((await api.request("GET", `/v1/users/${id}`, { key })).status).toBe(404);
      expect((await api.request("DELETE", `/v1/users/${id}`, { key })).status).toBe(404);
      expect((await api.request("PATCH", `/v1/users/${id}`, { key, body: { name: "Ghost" } })).status).toBe(404);
    });

    it("refuses to delete a user still referenced (409 USER_IN_USE), so nothing is left dangling", async () => {
      const owner = await api.request<{ message: string }>("DELETE", `/v1/users/${ownerId}`, { key });
      expectError(owner, 409, "USER_IN_USE");
      expect(owner.body.message).toContain("active API keys");

      const seller = await create({ name: "Seller", email: "seller@example.com" });
      const contact = await createContact(api, key);
      const deal = await createDeal(api, key, { contactId: contact.id, responsibleId: seller.body.id });
      expectError(await api.request("DELETE", `/v1/users/${seller.body.id}`, { key }), 409, "USER_IN_USE");

      expect((await api.request("PATCH", `/v1/deals/${deal.id}`, { key, body: { responsibleId: null } })).status).toBe(204);
      expect((await api.request("DELETE", `/v1/users/${seller.body.id}`, { key })).status).toBe(204);
    });

    it("validates create and update bodies", async () => {
      const bad = await create({ name: "  ", email: "not-an-email", role: "OWNER" });
      expect(bad.status).toBe(400);
      expect((bad.body as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort()).toEqual([
        "email",
        "name",
        "role",
      ]);

      const ok = await create({ name: "Valid", email: "valid@example.com" });
      const update = await api.request("PATCH", `/v1/users/${ok.body.id}`, { key, body: { email: "nope", id: "other" } });
      expect(update.status).toBe(400);
      expect(update.body).toMatchObject({
        errorCode: "VALIDATION_ERROR",
        errors: expect.arrayContaining([
          expect.objectContaining({ field: "email" }),
          expect.objectContaining({ field: "id", code: "unrecognized_key" }),
        ]),
      });
    });

    it("refuses a duplicate email in the project with 409", async () => {
      expect((await create({ name: "One", email: "dup@example.com" })).status).toBe(201);
      const dup = await create({ name: "Two", email: "DUP@example.com" });
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ errorCode: "DUPLICATE", status: 409 });
    });
  });

  describe("listing", () => {
    let listKey: string;
    const users: User[] = [];

    beforeAll(async () => {
      const project = await api.createProject("Listing");
      listKey = project.apiKey.key;
      const rows = [
        { name: "Alice Smith", email: "alice@acme.com", role: "ADMIN", extension: "201" },
        { name: "Bob Jones", email: "bob@acme.com", role: "MEMBER", extension: "202" },
        { name: "Carol Smith", email: "carol@other.org", role: "MEMBER" },
        { name: "Dave Brown", email: "dave@other.org", role: "MEMBER", extension: "204" },
      ];
      // Sequential so createdAt order is the insertion order.
      for (const row of rows) {
        const res = await api.request<User>("POST", "/v1/users", { key: listKey, body: row });
        expect(res.status).toBe(201);
        users.push(res.body);
      }
    });

    const get = (query: string) => api.request<Envelope<User>>("GET", `/v1/users${query}`, { key: listKey });

    it("lists the project's users in the envelope, oldest first by default", async () => {
      const res = await get("");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hasMore: false, limit: 20, offset: 0, total: 5 });
      expect(names(res).slice(1)).toEqual(["Alice Smith", "Bob Jones", "Carol Smith", "Dave Brown"]);
    });

    it("filters with eq, ne, regex, in, nin, exists and dates", async () => {
      expect(names(await get("?role=ADMIN&email[regex]=acme"))).toEqual(["Alice Smith"]);
      expect(names(await get("?name[regex]=smith&name[sort]=desc"))).toEqual(["Carol Smith", "Alice Smith"]);
      expect(names(await get("?email[in]=bob@acme.com,dave@other.org"))).toEqual(["Bob Jones", "Dave Brown"]);
      expect(names(await get("?email[regex]=.&email[nin]=alice@acme.com,bob@acme.com&role[ne]=ADMIN"))).toEqual([
        "Carol Smith",
        "Dave Brown",
      ]);
      expect(names(await get("?extension[exists]=false&role=MEMBER"))).toEqual(["Carol Smith"]);
      expect(names(await get(`?createdAt[gt]=${encodeURIComponent(users[1]?.createdAt ?? "")}`))).toEqual(["Carol Smith", "Dave Brown"]);
      expect(names(await get(`?id=${users[3]?.id}`))).toEqual(["Dave Brown"]);
    });

    it("combines filters with [logic]=OR and sorts by several keys", async () => {
      const or = await get("?name[regex]=alice&email[regex]=other&[logic]=OR&name[sort]=asc");
      expect(names(or)).toEqual(["Alice Smith", "Carol Smith", "Dave Brown"]);
      // The project's owner (ADMIN, "Listing owner") is listed too.
      const sorted = await get("?role[sort]=desc&name[sort]=desc");
      expect(names(sorted)).toEqual(["Dave Brown", "Carol Smith", "Bob Jones", "Listing owner", "Alice Smith"]);
    });

    it("pages with [limit] and [offset] and reports hasMore and total", async () => {
      const first = await get("?role=MEMBER&[limit]=2");
      expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0, hasMore: true });
      expect(names(first)).toEqual(["Bob Jones", "Carol Smith"]);
      const second = await get("?role=MEMBER&[limit]=2&[offset]=2");
      expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2, hasMore: false });
      expect(names(second)).toEqual(["Dave Brown"]);
    });

    it("projects fields with [project] (id always kept)", async () => {
      const res = await get("?[project]=name&role=ADMIN&email[regex]=acme");
      expect(res.body.data).toEqual([{ id: users[0]?.id, name: "Alice Smith" }]);
    });

    it("treats values as text, never as operators", async () => {
      const res = await get(`?name=${encodeURIComponent('{"$ne":null}')}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
    });

    it("does not list other projects' users", async () => {
      const res = await list("?email[regex]=acme");
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
      const own = await list(`?id=${ownerId}`);
      expect(own.body.total).toBe(1);
    });
  });
});
