import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO } from "../support/http-shapes";
import type { LossReason } from "../support/records";
import { callAs, useTestApi } from "../support/test-api";

describe("/v1/loss-reasons (real HTTP)", () => {
  const api = useTestApi({ name: "loss-reasons" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Loss reasons");
    other = await salesProject(api, "Other");
  });

  const create = async (name: string, project = p) => {
    const res = await project.call<LossReason>("POST", "/v1/loss-reasons", { name });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("creates (201), reads, renames (204) and deletes (204)", async () => {
    const res = await p.call<LossReason>("POST", "/v1/loss-reasons", { name: "  Competitor  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId: p.projectId,
      name: "Competitor",
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const id = res.body.id;
    expect((await p.call<LossReason>("GET", `/v1/loss-reasons/${id}`)).body).toEqual(res.body);
    const patch = await p.call("PATCH", `/v1/loss-reasons/${id}`, { name: "Lost to competitor" });
    expect(patch.status).toBe(204);
    expect(patch.text).toBe("");
    expect((await p.call<LossReason>("GET", `/v1/loss-reasons/${id}`)).body.name).toBe("Lost to competitor");
    expect((await p.call("DELETE", `/v1/loss-reasons/${id}`)).status).toBe(204);
    expectError(await p.call("GET", `/v1/loss-reasons/${id}`), 404, "NOT_FOUND");
  });

  it("lists as {data} only (no pagination fields), by name; [limit] is 1..250, larger values clamped", async () => {
    const l = await salesProject(api, "Catalog");
    const names = Array.from({ length: 251 }, (_, i) => `Reason ${String(i).padStart(3, "0")}`);
    // Bulk-created through the domain (260 HTTP round trips would only slow the suite down).
    const ctx = { projectId: l.projectId, scopes: ["read", "write"] as const, actor: { type: "SYSTEM" as const, id: "test" } };
    for (const name of names) await api.domain.lossReasons.create(ctx, { name });

    const res = await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0]!.name).toBe("Reason 000");
    expect((await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons?[limit]=250")).body.data).toHaveLength(250);
    expect((await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons?[limit]=1000")).body.data).toHaveLength(250);
    expect((await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons?[limit]=0")).body.data).toHaveLength(1);
    const tail = await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons?[limit]=250&[offset]=250");
    expect(tail.body.data.map((r) => r.name)).toEqual(names.slice(250));
    const filtered = await l.call<{ data: LossReason[] }>("GET", "/v1/loss-reasons?name[regex]=reason 25&name[sort]=desc");
    expect(filtered.body.data.map((r) => r.name)).toEqual(names.slice(250));
    const projected = await l.call<{ data: unknown[] }>("GET", "/v1/loss-reasons?[limit]=1&[project]=name");
    expect(projected.body.data).toEqual([{ id: expect.any(String), name: "Reason 000" }]);
    expectError(await l.call("GET", "/v1/loss-reasons?[limit]=many"), 400, "VALIDATION_ERROR");
    expectError(await l.call("GET", "/v1/loss-reasons?[with]=deals"), 400, "VALIDATION_ERROR");
    expectError(await l.call("GET", "/v1/loss-reasons?[project]="), 400, "VALIDATION_ERROR");
  });

  it("validates (400) and keeps names unique (409 DUPLICATE)", async () => {
    expectError(await p.call("POST", "/v1/loss-reasons", {}), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/loss-reasons", { name: "" }), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/loss-reasons", { name: "x", code: 1 }), 400, "VALIDATION_ERROR");
    const reason = await create("Budget");
    expectError(await p.call("PATCH", `/v1/loss-reasons/${reason.id}`, { name: 5 }), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/loss-reasons", { name: "Budget" }), 409, "DUPLICATE");
  });

  it("a reason set on a deal cannot be deleted (409 LOSS_REASON_IN_USE); once unused it can", async () => {
    const reason = await create("Timing");
    const deal = await p.deal({ stageId: p.lost.id, lossReasonId: reason.id });
    expectError(await p.call("DELETE", `/v1/loss-reasons/${reason.id}`), 409, "LOSS_REASON_IN_USE");
    expect((await p.call("PATCH", `/v1/deals/${deal.id}`, { lossReasonId: null })).status).toBe(204);
    expect((await p.call("DELETE", `/v1/loss-reasons/${reason.id}`)).status).toBe(204);
  });

  it("answers another project's reason as 404 and a read-only key's writes as 403", async () => {
    const foreign = await create("Foreign", other);
    expectError(await p.call("GET", `/v1/loss-reasons/${foreign.id}`), 404, "NOT_FOUND");
    expectError(await p.call("PATCH", `/v1/loss-reasons/${foreign.id}`, { name: "x" }), 404, "NOT_FOUND");
    expectError(await p.call("DELETE", `/v1/loss-reasons/${foreign.id}`), 404, "NOT_FOUND");
    const mine = await create("Mine");
    const read = callAs(api, p.readKey);
    expect((await read("GET", "/v1/loss-reasons")).status).toBe(200);
    expectError(await read("POST", "/v1/loss-reasons", { name: "x" }), 403, "FORBIDDEN");
    expectError(await read("PATCH", `/v1/loss-reasons/${mine.id}`, { name: "x" }), 403, "FORBIDDEN");
    expectError(await read("DELETE", `/v1/loss-reasons/${mine.id}`), 403, "FORBIDDEN");
  });
});
