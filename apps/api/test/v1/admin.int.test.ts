import { beforeAll, describe, expect, it } from "vitest";
import type { IssuedKey } from "../support/fixtures/project";
import { useTestApi, type CreatedProject } from "../support/test-api";

describe("admin API: projects, keys and scopes (real HTTP)", () => {
  const api = useTestApi({ name: "admin" });
  let admin: Record<string, string>;

  beforeAll(() => {
    admin = { "x-admin-token": api.adminToken };
  });

  it("creates a project with a first read+write key shown once", async () => {
    const res = await api.request<CreatedProject>("POST", "/admin/v1/projects", { body: { name: "Acme" }, headers: admin });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({ id: expect.any(String), name: "Acme" });
    expect(res.body.apiKey).toMatchObject({ id: expect.any(String), name: expect.any(String), scopes: ["read", "write"] });
    expect(res.body.apiKey.key).toMatch(/^crm_/);
    // The key works at once on /v1.
    const users = await api.request("GET", "/v1/users", { key: res.body.apiKey.key });
    expect(users.status).toBe(200);
  });

  it("validates the project body", async () => {
    const res = await api.request("POST", "/admin/v1/projects", { body: { name: "" }, headers: admin });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: "VALIDATION_ERROR", errors: [expect.objectContaining({ field: "name" })] });
    const extra = await api.request("POST", "/admin/v1/projects", { body: { name: "X", owner: "me" }, headers: admin });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ errors: [expect.objectContaining({ field: "owner", code: "unrecognized_key" })] });
  });

  it("issues keys with scopes; a read-only key reads (200) but cannot write (403)", async () => {
    const { project } = await api.createProject();
    const res = await api.request<IssuedKey>("POST", `/admin/v1/projects/${project.id}/api-keys`, {
      body: { name: "Reporting", scopes: ["read"] },
      headers: admin,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Reporting",
      scopes: ["read"],
      key: expect.stringMatching(/^crm_/),
      createdAt: expect.any(String),
    });
    const key = res.body.key;

    expect((await api.request("GET", "/v1/users", { key })).status).toBe(200);
    const write = await api.request("POST", "/v1/users", { key, body: { name: "Ann", email: "ann@example.com" } });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ errorCode: "FORBIDDEN", status: 403, message: expect.any(String) });
  });

  it("defaults new keys to read and write", async () => {
    const { project } = await api.createProject();
    const res = await api.request<IssuedKey>("POST", `/admin/v1/projects/${project.id}/api-keys`, {
      body: { name: "Full" },
      headers: admin,
    });
    expect(res.status).toBe(201);
    expect(res.body.scopes).toEqual(["read", "write"]);
    const created = await api.request("POST", "/v1/users", { key: res.body.key, body: { name: "Bo", email: "bo@example.com" } });
    expect(created.status).toBe(201);
  });

  it("rejects invalid scopes", async () => {
    const { project } = await api.createProject();
    const res = await api.request("POST", `/admin/v1/projects/${project.id}/api-keys`, {
      body: { name: "K", scopes: ["admin"] },
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: "VALIDATION_ERROR", errors: [expect.objectContaining({ field: "scopes.0" })] });
  });

  it("refuses a revoked key at once (401)", async () => {
    const { project, apiKey } = await api.createProject();
    const second = await api.request<IssuedKey>("POST", `/admin/v1/projects/${project.id}/api-keys`, {
      body: { name: "Temp" },
      headers: admin,
    });
    const key = second.body.key;
    expect((await api.request("GET", "/v1/users", { key })).status).toBe(200); // cached by now

    const revoke = await api.request("DELETE", `/admin/v1/api-keys/${second.body.id}`, { headers: admin });
    expect(revoke.status).toBe(204);
    expect(revoke.text).toBe("");
    const after = await api.request("GET", "/v1/users", { key });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ errorCode: "UNAUTHORIZED", status: 401 });
    // Other keys of the project are untouched; revoking twice is harmless.
    expect((await api.request("GET", "/v1/users", { key: apiKey.key })).status).toBe(200);
    expect((await api.request("DELETE", `/admin/v1/api-keys/${second.body.id}`, { headers: admin })).status).toBe(204);
  });

  it("answers 401 for a wrong or missing admin token, before validating the body", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { "x-admin-token": "wrong" },
      { "x-admin-token": `${api.adminToken}x` },
      { "x-api-key": "crm_whatever" },
    ];
    for (const headers of attempts) {
      const res = await api.request("POST", "/admin/v1/projects", { rawBody: "{not json", headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: "UNAUTHORIZED", status: 401, message: expect.any(String) });
    }
    const { apiKey } = await api.createProject();
    // A project API key is not an admin credential.
    const res = await api.request("DELETE", `/admin/v1/api-keys/${apiKey.id}`, { headers: { "x-admin-token": apiKey.key } });
    expect(res.status).toBe(401);
  });

  it("answers 404 for unknown projects and keys", async () => {
    const key = await api.request("POST", "/admin/v1/projects/000000000000000000000000/api-keys", { body: { name: "K" }, headers: admin });
    expect(key.status).toBe(404);
    expect(key.body).toMatchObject({ errorCode: "NOT_FOUND", status: 404 });
    const revoke = await api.request("DELETE", "/admin/v1/api-keys/does-not-exist", { headers: admin });
    expect(revoke.status).toBe(404);
    expect(revoke.body).toMatchObject({ errorCode: "NOT_FOUND" });
    const route = await api.request("GET", "/admin/v1/nothing", { headers: admin });
    expect(route.status).toBe(404);
    expect(route.body).toMatchObject({ errorCode: "NOT_FOUND" });
  });
});

describe("admin API without a configured token", () => {
  const api = useTestApi({ name: "admin-closed", adminToken: null });

  it("answers 401 to every admin call, whatever the header", async () => {
    const attempts: Array<Record<string, string>> = [{}, { "x-admin-token": "" }, { "x-admin-token": "anything" }];
    for (const headers of attempts) {
      const res = await api.request("POST", "/admin/v1/projects", { body: { name: "X" }, headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: "UNAUTHORIZED" });
    }
  });
});
