import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import { useTestApi } from "../support/test-api";

interface Agent {
  id: string;
  projectId: string;
  name: string;
  instructions: string;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

describe("/v1/agents (real HTTP)", () => {
  const api = useTestApi({ name: "agents" });
  let key: string;
  let readKey: string;
  let projectId: string;

  beforeAll(async () => {
    ({ key, readKey, projectId } = await createProjectWithReadKey(api, "Agents"));
  });

  const create = (body: unknown, k = key) => api.request<Agent>("POST", "/v1/agents", { key: k, body });
  const get = (id: string) => api.request<Agent>("GET", `/v1/agents/${id}`, { key });
  const list = (query = "") => api.request<Envelope<Agent>>("GET", `/v1/agents${query}`, { key });

  it("creates (201, full record, not archived, instructions default ''), reads, updates, deletes", async () => {
    const res = await create({ name: " Sales bot ", instructions: "Qualify the lead." });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId,
      name: "Sales bot",
      instructions: "Qualify the lead.",
      archived: false,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect((await get(res.body.id)).body).toEqual(res.body);
    expect((await create({ name: "Bare" })).body).toMatchObject({ instructions: "", archived: false });

    const patch = await api.request("PATCH", `/v1/agents/${res.body.id}`, { key, body: { instructions: "Be brief." } });
    expect(patch.status).toBe(204);
    expect(patch.text).toBe("");
    expect((await get(res.body.id)).body).toMatchObject({ name: "Sales bot", instructions: "Be brief." });

    expect((await api.request("DELETE", `/v1/agents/${res.body.id}`, { key })).status).toBe(204);
    expect((await get(res.body.id)).status).toBe(404);
    expect((await api.request("PATCH", `/v1/agents/${res.body.id}`, { key, body: { name: "x" } })).status).toBe(404);
    expect((await api.request("DELETE", `/v1/agents/${res.body.id}`, { key })).status).toBe(404);
  });

  it("archives with PATCH {archived: true} and restores with false", async () => {
    const { body: agent } = await create({ name: "Support bot" });
    expect((await api.request("PATCH", `/v1/agents/${agent.id}`, { key, body: { archived: true } })).status).toBe(204);
    expect((await get(agent.id)).body.archived).toBe(true);
    // Archived agents cannot be put on a chat: the domain answers them as not found.
    const ctx = { projectId, scopes: ["read", "write"] as const, actor: { type: "SYSTEM" as const, id: "test" } };
    await expect(api.domain.agents.loadAssignable(ctx, agent.id)).rejects.toMatchObject({ status: 404 });
    expect((await api.request("PATCH", `/v1/agents/${agent.id}`, { key, body: { archived: false } })).status).toBe(204);
    expect((await get(agent.id)).body.archived).toBe(false);
    await expect(api.domain.agents.loadAssignable(ctx, agent.id)).resolves.toMatchObject({ _id: agent.id });
  });

  it("validates bodies and needs the write scope", async () => {
    const bad = await create({ name: "", instructions: 5, archived: true });
    expect(bad.status).toBe(400);
    expect(
      expectErrorBody(bad.body, 400, "VALIDATION_ERROR")
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(["archived", "instructions", "name"]);
    expect((await create({ name: "x", instructions: "y".repeat(20_001) })).status).toBe(400);
    const { body: agent } = await create({ name: "Scoped" });
    for (const body of [{ archived: "yes" }, { name: null }, { projectId: "other" }]) {
      expect((await api.request("PATCH", `/v1/agents/${agent.id}`, { key, body })).status, JSON.stringify(body)).toBe(400);
    }
    const forbidden = await create({ name: "Nope" }, readKey);
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 403, "FORBIDDEN");
    expect((await api.request("PATCH", `/v1/agents/${agent.id}`, { key: readKey, body: { archived: true } })).status).toBe(403);
    expect((await api.request("DELETE", `/v1/agents/${agent.id}`, { key: readKey })).status).toBe(403);
    expect((await api.request("GET", `/v1/agents/${agent.id}`, { key: readKey })).status).toBe(200);
  });

  it("lists in the envelope, oldest first, with filters", async () => {
    const a = (await create({ name: "List A" })).body;
    const b = (await create({ name: "List B" })).body;
    await api.request("PATCH", `/v1/agents/${b.id}`, { key, body: { archived: true } });
    const res = await list("?name[regex]=list ");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "hasMore", "limit", "offset", "total"]);
    expect(res.body).toMatchObject({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect(res.body.data.map((x) => x.id)).toEqual([a.id, b.id]);
    expect((await list("?name[regex]=list &archived=false")).body.data.map((x) => x.id)).toEqual([a.id]);
    expect((await list("?name[regex]=list &name[sort]=desc&[limit]=1")).body).toMatchObject({
      data: [{ id: b.id }],
      hasMore: true,
      total: 2,
    });
    expect((await list("?[limit]=500")).body.limit).toBe(100);
    expect((await list("?archived=maybe")).status).toBe(400);
    expect((await list("?[with]=chats")).status).toBe(400);
  });
});
