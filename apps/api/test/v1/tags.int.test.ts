import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO } from "../support/http-shapes";
import type { Deal, Tag } from "../support/records";
import { callAs, useTestApi } from "../support/test-api";

describe("/v1/tags (real HTTP)", () => {
  const api = useTestApi({ name: "tags" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Tags");
    other = await salesProject(api, "Other");
  });

  const create = async (body: Record<string, unknown>, project = p) => {
    const res = await project.call<Tag>("POST", "/v1/tags", body);
    expect(res.status).toBe(201);
    return res.body;
  };

  it("keeps every tag when many requests add tags to one deal at the same time (no lost update)", async () => {
    const deal = await p.deal();
    const tags = await Promise.all(Array.from({ length: 12 }, (_, i) => create({ name: `Concurrent ${i}` })));
    const answers = await Promise.all(tags.map((t) => p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [t.id] })));
    expect(answers.map((a) => a.status)).toEqual(tags.map(() => 204));
    const stored = (await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body;
    expect([...stored.tagIds].sort()).toEqual(tags.map((t) => t.id).sort());
  });

  it("creates (201), reads, updates (204) and deletes (204)", async () => {
    const res = await p.call<Tag>("POST", "/v1/tags", { name: "Enterprise", color: "#12ab9f" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId: p.projectId,
      name: "Enterprise",
      color: "#12AB9F",
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const id = res.body.id;
    expect((await p.call<Tag>("GET", `/v1/tags/${id}`)).body).toEqual(res.body);
    expect((await p.call("PATCH", `/v1/tags/${id}`, { name: "Key account", color: null })).status).toBe(204);
    const updated = (await p.call<Tag>("GET", `/v1/tags/${id}`)).body;
    expect(updated.name).toBe("Key account");
    expect(updated.color).toBeUndefined();
    expect((await p.call("DELETE", `/v1/tags/${id}`)).status).toBe(204);
    expectError(await p.call("GET", `/v1/tags/${id}`), 404, "NOT_FOUND");
    expectError(await p.call("DELETE", `/v1/tags/${id}`), 404, "NOT_FOUND");
  });

  it("lists as {data} only, by name, with filters", async () => {
    const l = await salesProject(api, "Tag list");
    for (const name of ["zeta", "alpha", "mid"]) await create({ name, ...(name === "mid" ? { color: "#000000" } : {}) }, l);
    const res = await l.call<{ data: Tag[] }>("GET", "/v1/tags");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data.map((t) => t.name)).toEqual(["alpha", "mid", "zeta"]);
    expect((await l.call<{ data: Tag[] }>("GET", "/v1/tags?name[regex]=ET")).body.data.map((t) => t.name)).toEqual(["zeta"]);
    expect((await l.call<{ data: Tag[] }>("GET", "/v1/tags?color[exists]=true")).body.data.map((t) => t.name)).toEqual(["mid"]);
    expect((await l.call<{ data: Tag[] }>("GET", "/v1/tags?[limit]=2&name[sort]=desc")).body.data.map((t) => t.name)).toEqual([
      "zeta",
      "mid",
    ]);
    expectError(await l.call("GET", "/v1/tags?nope=1"), 400, "VALIDATION_ERROR");
  });

  it("validates (400) and keeps names unique per project (409 DUPLICATE)", async () => {
    expectError(await p.call("POST", "/v1/tags", {}), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/tags", { name: "x", color: "red" }), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/tags", { name: "x", extra: 1 }), 400, "VALIDATION_ERROR");
    await create({ name: "dup" });
    expectError(await p.call("POST", "/v1/tags", { name: "dup" }), 409, "DUPLICATE");
    const second = await create({ name: "dup2" });
    expectError(await p.call("PATCH", `/v1/tags/${second.id}`, { name: "dup" }), 409, "DUPLICATE");
    // Another project may use the same name.
    await create({ name: "dup" }, other);
  });

  it("deleting a tag removes it from every deal and leaves other tags", async () => {
    const doomed = await create({ name: "doomed" });
    const kept = await create({ name: "kept" });
    const deals = [
      await p.deal({ tagIds: [doomed.id, kept.id] }),
      await p.deal({ tagIds: [doomed.id] }),
      await p.deal({ tagIds: [kept.id] }),
    ];
    expect((await p.call("DELETE", `/v1/tags/${doomed.id}`)).status).toBe(204);
    const after = await Promise.all(deals.map(async (d) => (await p.call<Deal>("GET", `/v1/deals/${d.id}`)).body.tagIds));
    expect(after).toEqual([[kept.id], [], [kept.id]]);
    const tagged = await p.call<{ total: number }>("GET", `/v1/deals?tagIds=${doomed.id}`);
    expect(tagged.body.total).toBe(0);
  });

  it("answers another project's tag as 404 and a read-only key's writes as 403", async () => {
    const foreign = await create({ name: "foreign" }, other);
    expectError(await p.call("GET", `/v1/tags/${foreign.id}`), 404, "NOT_FOUND");
    expectError(await p.call("PATCH", `/v1/tags/${foreign.id}`, { name: "x" }), 404, "NOT_FOUND");
    expectError(await p.call("DELETE", `/v1/tags/${foreign.id}`), 404, "NOT_FOUND");
    const mine = await create({ name: "mine" });
    const read = callAs(api, p.readKey);
    expect((await read("GET", "/v1/tags")).status).toBe(200);
    expect((await read("GET", `/v1/tags/${mine.id}`)).status).toBe(200);
    expectError(await read("POST", "/v1/tags", { name: "x" }), 403, "FORBIDDEN");
    expectError(await read("PATCH", `/v1/tags/${mine.id}`, { name: "x" }), 403, "FORBIDDEN");
    expectError(await read("DELETE", `/v1/tags/${mine.id}`), 403, "FORBIDDEN");
  });
});
