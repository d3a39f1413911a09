import { restApiDocument } from "@crm/rest";
import { beforeAll, describe, expect, it } from "vitest";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import type { User } from "../support/records";
import { useTestApi, type CreatedProject } from "../support/test-api";

describe("HTTP error behaviour of /v1 (real HTTP)", () => {
  const api = useTestApi({ name: "http-errors" });
  let mine: CreatedProject;
  let theirs: CreatedProject;

  beforeAll(async () => {
    [mine, theirs] = await Promise.all([api.createProject("Mine"), api.createProject("Theirs")]);
  });

  describe("authentication", () => {
    it("answers 401 with the Error body when the key is missing", async () => {
      const res = await api.request("GET", "/v1/users");
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expectErrorBody(res.body, 401, "UNAUTHORIZED");
    });

    it("answers 401 for malformed and unknown keys", async () => {
      const unknownButWellFormed = `crm_${"A".repeat(43)}`;
      for (const key of ["nope", "crm_", `${mine.apiKey.key}x`, unknownButWellFormed, " "]) {
        const res = await api.request("GET", "/v1/users", { key });
        expect(res.status, key).toBe(401);
        expectErrorBody(res.body, 401, "UNAUTHORIZED");
      }
    });

    it("authenticates before reading the body", async () => {
      const res = await api.request("POST", "/v1/users", { rawBody: "{broken" });
      expect(res.status).toBe(401);
    });
  });

  describe("bodies", () => {
    it("answers malformed JSON with 400 invalid_json", async () => {
      for (const raw of ["{broken", '{"name": "a",}', "[1,", '"a string"']) {
        const res = await api.request("POST", "/v1/users", { key: mine.apiKey.key, rawBody: raw });
        expect(res.status, raw).toBe(400);
        const body = expectErrorBody(res.body, 400, "VALIDATION_ERROR");
        expect(body.errors).toEqual([expect.objectContaining({ field: "body", code: "invalid_json" })]);
      }
    });

    it("answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE", async () => {
      const big = JSON.stringify({ name: "x".repeat(1024 * 1024), email: "big@example.com" });
      const res = await api.request("POST", "/v1/users", { key: mine.apiKey.key, rawBody: big });
      expect(res.status).toBe(413);
      expectErrorBody(res.body, 413, "PAYLOAD_TOO_LARGE");
    });

    it("accepts a body just under the limit as far as the domain (which then validates it)", async () => {
      const res = await api.request("POST", "/v1/users", {
        key: mine.apiKey.key,
        rawBody: JSON.stringify({ name: "x".repeat(1000 * 1000) }),
      });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 400, "VALIDATION_ERROR");
    });

    it("answers a non-JSON content type with 415", async () => {
      const res = await api.request("POST", "/v1/users", {
        key: mine.apiKey.key,
        rawBody: "name=Ann&email=ann@example.com",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(415);
      expectErrorBody(res.body, 415, "UNSUPPORTED_MEDIA_TYPE");
    });

    it("reads a missing body as {} so the domain names the required fields", async () => {
      const res = await api.request("POST", "/v1/users", { key: mine.apiKey.key });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      expect(body.errors?.map((e) => e.field).sort()).toEqual(["email", "name"]);
    });

    it("names wrong types and unknown fields", async () => {
      const res = await api.request("POST", "/v1/users", {
        key: mine.apiKey.key,
        body: { name: 42, email: "a@example.com", nickname: "x" },
      });
      expect(res.status).toBe(400);
      const body = expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: "name", code: "invalid_type" }),
          expect.objectContaining({ field: "nickname", code: "unrecognized_key" }),
        ]),
      );
      for (const e of body.errors ?? []) expect(Object.keys(e).sort()).toEqual(["code", "field", "message"]);
    });

    it("rejects operator injection in bodies", async () => {
      const create = await api.request("POST", "/v1/users", {
        key: mine.apiKey.key,
        body: { name: { $gt: "" }, email: "inj@example.com" },
      });
      expect(create.status).toBe(400);
      expect(expectErrorBody(create.body, 400, "VALIDATION_ERROR").errors).toEqual([expect.objectContaining({ field: "name" })]);

      const user = await api.request<User>("POST", "/v1/users", {
        key: mine.apiKey.key,
        body: { name: "Target", email: "target@example.com" },
      });
      const update = await api.request("PATCH", `/v1/users/${user.body.id}`, { key: mine.apiKey.key, body: { email: { $ne: null } } });
      expect(update.status).toBe(400);
      expect(expectErrorBody(update.body, 400, "VALIDATION_ERROR").errors).toEqual([expect.objectContaining({ field: "email" })]);
      const unchanged = await api.request<User>("GET", `/v1/users/${user.body.id}`, { key: mine.apiKey.key });
      expect(unchanged.body.email).toBe("target@example.com");
    });
  });

  describe("routes", () => {
    it("answers unknown routes under /v1 with a 404 Error body, with or without a key", async () => {
      for (const key of [mine.apiKey.key, undefined]) {
        const res = await api.request("GET", "/v1/does-not-exist", key ? { key } : {});
        expect(res.status).toBe(404);
        expectErrorBody(res.body, 404, "NOT_FOUND");
      }
    });

    it("answers a known path with another method with 405 and Allow", async () => {
      const res = await api.request("PUT", "/v1/users", { key: mine.apiKey.key, body: {} });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toContain("GET");
      expectErrorBody(res.body, 405, "METHOD_NOT_ALLOWED");
    });

    it("serves the OpenAPI document and the docs page without a key", async () => {
      const doc = await api.request<{ openapi: string; paths: Record<string, unknown> }>("GET", "/v1/openapi.json");
      expect(doc.status).toBe(200);
      expect(doc.body.openapi).toBe("3.1.0");
      expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/v1/users", "/v1/users/{id}", "/admin/v1/projects"]));
      // The suite validates every response against restApiDocument(): it must be the served document.
      expect(doc.body).toEqual(JSON.parse(JSON.stringify(restApiDocument())));
      const page = await api.request("GET", "/docs");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      // Scalar's bundle from the installed package renders it (see docs.browser.int.test.ts).
      expect(page.text).toContain('<script src="/docs/assets/standalone.js">');
      const bundle = await api.request("GET", "/docs/assets/standalone.js");
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    });
  });

  describe("listing", () => {
    it("clamps [limit] to the maximum and below 1 to 1, in the envelope", async () => {
      const { apiKey } = await api.createProject("Lists");
      for (let i = 0; i < 3; i++) {
        const res = await api.request("POST", "/v1/users", { key: apiKey.key, body: { name: `U${i}`, email: `u${i}@example.com` } });
        expect(res.status).toBe(201);
      }
      // The project's owner user exists too: 4 users in all.
      const big = await api.request<Envelope<User>>("GET", "/v1/users?[limit]=1000", { key: apiKey.key });
      expect(big.status).toBe(200);
      expect(big.body).toEqual({ data: expect.any(Array), hasMore: false, limit: 100, offset: 0, total: 4 });
      expect(big.body.data).toHaveLength(4);

      const zero = await api.request<Envelope<User>>("GET", "/v1/users?[limit]=0", { key: apiKey.key });
      expect(zero.body).toMatchObject({ limit: 1, offset: 0, total: 4, hasMore: true });
      expect(zero.body.data).toHaveLength(1);

      const paged = await api.request<Envelope<User>>("GET", "/v1/users?[limit]=2&[offset]=3", { key: apiKey.key });
      expect(paged.body).toMatchObject({ limit: 2, offset: 3, total: 4, hasMore: false });
      expect(paged.body.data).toHaveLength(1);

      const misspelt = await api.request<Envelope<User>>("GET", "/v1/users?[limt]=1", { key: apiKey.key });
      expect(misspelt.status).toBe(200);
      expect(misspelt.body.limit).toBe(20);
    });

    it("answers query-string errors with 400 naming the key", async () => {
      const key = mine.apiKey.key;
      const cases: Array<[string, string]> = [
        ["/v1/users?password=x", "password"],
        ["/v1/users?name[like]=x", "name[like]"],
        ["/v1/users?name[$ne]=x", "name[$ne]"],
        ["/v1/users?[limit]=ten", "[limit]"],
        ["/v1/users?[with]=projects", "[with]"],
        ["/v1/users?[project]=secret", "[project]"],
      ];
      for (const [path, field] of cases) {
        const res = await api.request("GET", path, { key });
        expect(res.status, path).toBe(400);
        expect(expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors, path).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
    });
  });

  describe("project isolation", () => {
    it("answers another project's ids with 404 on GET, PATCH and DELETE, and leaves them untouched", async () => {
      const theirsUser = await api.request<User>("POST", "/v1/users", {
        key: theirs.apiKey.key,
        body: { name: "Theirs", email: "t@example.com" },
      });
      expect(theirsUser.status).toBe(201);
      const id = theirsUser.body.id;
      const key = mine.apiKey.key;

      const get = await api.request("GET", `/v1/users/${id}`, { key });
      expect(get.status).toBe(404);
      expectErrorBody(get.body, 404, "NOT_FOUND");
      const patch = await api.request("PATCH", `/v1/users/${id}`, { key, body: { name: "Hijacked" } });
      expect(patch.status).toBe(404);
      expectErrorBody(patch.body, 404, "NOT_FOUND");
      const del = await api.request("DELETE", `/v1/users/${id}`, { key });
      expect(del.status).toBe(404);
      expectErrorBody(del.body, 404, "NOT_FOUND");

      const still = await api.request<User>("GET", `/v1/users/${id}`, { key: theirs.apiKey.key });
      expect(still.status).toBe(200);
      expect(still.body.name).toBe("Theirs");
      const listed = await api.request<Envelope<User>>(`GET`, `/v1/users?id=${id}`, { key });
      expect(listed.body.total).toBe(0);
    });

    it("answers unknown ids like other projects' ids", async () => {
      const res = await api.request("GET", "/v1/users/000000000000000000000000", { key: mine.apiKey.key });
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 404, "NOT_FOUND");
    });
  });
});
