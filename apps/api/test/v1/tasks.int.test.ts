import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO, type Envelope } from "../support/http-shapes";
import type { Deal } from "../support/records";
import { callAs, useTestApi } from "../support/test-api";

interface Task {
  id: string;
  projectId: string;
  dealId: string;
  assigneeId?: string;
  title: string;
  dueAt: string;
  status: "OPEN" | "DONE";
  completedAt?: string;
  createdAt: string;
  updatedAt: string;
}

describe("/v1/tasks (real HTTP)", () => {
  const api = useTestApi({ name: "tasks" });
  let p: SalesProject;
  let other: SalesProject;
  let deal: Deal;

  beforeAll(async () => {
    p = await salesProject(api, "Tasks");
    other = await salesProject(api, "Other");
    deal = await p.deal();
  });

  const create = async (body: Record<string, unknown>, project = p) => {
    const res = await project.call<Task>("POST", "/v1/tasks", body);
    if (res.status !== 201) throw new Error(`task: ${res.status} ${res.text}`);
    return res.body;
  };
  const get = async (id: string) => (await p.call<Task>("GET", `/v1/tasks/${id}`)).body;

  it("creates (201, OPEN), reads, updates (204) and deletes (204)", async () => {
    const res = await p.call<Task>("POST", "/v1/tasks", {
      dealId: deal.id,
      title: "Send proposal",
      dueAt: "2030-05-01T10:00:00+02:00",
      assigneeId: p.userId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      projectId: p.projectId,
      dealId: deal.id,
      assigneeId: p.userId,
      title: "Send proposal",
      dueAt: "2030-05-01T08:00:00.000Z",
      status: "OPEN",
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const id = res.body.id;
    expect(await get(id)).toEqual(res.body);
    expect(
      (await p.call("PATCH", `/v1/tasks/${id}`, { title: "Send revised proposal", dueAt: "2030-05-02T09:00:00Z", assigneeId: null }))
        .status,
    ).toBe(204);
    const updated = await get(id);
    expect(updated).toMatchObject({ title: "Send revised proposal", dueAt: "2030-05-02T09:00:00.000Z" });
    expect(updated.assigneeId).toBeUndefined();
    expect((await p.call("DELETE", `/v1/tasks/${id}`)).status).toBe(204);
    expectError(await p.call("GET", `/v1/tasks/${id}`), 404, "NOT_FOUND");
  });

  it("status DONE sets completedAt (kept when re-sent), OPEN clears it; created DONE is completed", async () => {
    const task = await create({ dealId: deal.id, title: "Call back", dueAt: "2030-01-01T00:00:00Z" });
    expect(task.completedAt).toBeUndefined();
    expect((await p.call("PATCH", `/v1/tasks/${task.id}`, { status: "DONE" })).status).toBe(204);
    const done = await get(task.id);
    expect(done).toMatchObject({ status: "DONE", completedAt: expect.stringMatching(ISO) });
    expect((await p.call("PATCH", `/v1/tasks/${task.id}`, { status: "DONE", title: "Called back" })).status).toBe(204);
    expect((await get(task.id)).completedAt).toBe(done.completedAt);
    expect((await p.call("PATCH", `/v1/tasks/${task.id}`, { status: "OPEN" })).status).toBe(204);
    const reopened = await get(task.id);
    expect(reopened.status).toBe("OPEN");
    expect(reopened.completedAt).toBeUndefined();
    const createdDone = await create({ dealId: deal.id, title: "Already done", dueAt: "2030-01-01T00:00:00Z", status: "DONE" });
    expect(createdDone).toMatchObject({ status: "DONE", completedAt: expect.stringMatching(ISO) });
  });

  it("validates (400) and checks the deal and assignee in the key's project (404)", async () => {
    expectError(await p.call("POST", "/v1/tasks", { dealId: deal.id, title: "x" }), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/tasks", { dealId: deal.id, title: "x", dueAt: "tomorrow" }), 400, "VALIDATION_ERROR");
    expectError(await p.call("POST", "/v1/tasks", { dealId: deal.id, title: "", dueAt: "2030-01-01T00:00:00Z" }), 400, "VALIDATION_ERROR");
    expectError(
      await p.call("POST", "/v1/tasks", { dealId: deal.id, title: "x", dueAt: "2030-01-01T00:00:00Z", status: "LATE" }),
      400,
      "VALIDATION_ERROR",
    );
    const foreignDeal = await other.deal();
    expectError(await p.call("POST", "/v1/tasks", { dealId: foreignDeal.id, title: "x", dueAt: "2030-01-01T00:00:00Z" }), 404, "NOT_FOUND");
    expectError(
      await p.call("POST", "/v1/tasks", { dealId: deal.id, title: "x", dueAt: "2030-01-01T00:00:00Z", assigneeId: other.userId }),
      404,
      "NOT_FOUND",
    );
    const task = await create({ dealId: deal.id, title: "x", dueAt: "2030-01-01T00:00:00Z" });
    expectError(await p.call("PATCH", `/v1/tasks/${task.id}`, { dealId: foreignDeal.id }), 404, "NOT_FOUND");
    expectError(await p.call("PATCH", `/v1/tasks/${task.id}`, { completedAt: "2030-01-01T00:00:00Z" }), 400, "VALIDATION_ERROR");
    const otherDeal = await p.deal();
    expect((await p.call("PATCH", `/v1/tasks/${task.id}`, { dealId: otherDeal.id })).status).toBe(204);
    expect((await get(task.id)).dealId).toBe(otherDeal.id);
  });

  it("lists an envelope, soonest due first, with dealId/assigneeId/status/dueAt filters and relations", async () => {
    const l = await salesProject(api, "Task list");
    const d1 = await l.deal();
    const d2 = await l.deal();
    const t1 = await create({ dealId: d1.id, title: "late", dueAt: "2030-03-01T00:00:00Z", assigneeId: l.userId }, l);
    const t2 = await create({ dealId: d1.id, title: "early", dueAt: "2030-01-01T00:00:00Z", status: "DONE" }, l);
    const t3 = await create({ dealId: d2.id, title: "middle", dueAt: "2030-02-01T00:00:00Z" }, l);
    const q = (query: string) => l.call<Envelope<Task & Record<string, unknown>>>("GET", `/v1/tasks?${query}`);
    const ids = (res: { body: Envelope<Task> }) => res.body.data.map((t) => t.id);

    const all = await q("");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, limit: 20, offset: 0, hasMore: false });
    expect(ids(all)).toEqual([t2.id, t3.id, t1.id]);
    expect(ids(await q(`dealId=${d1.id}`))).toEqual([t2.id, t1.id]);
    expect(ids(await q(`assigneeId=${l.userId}`))).toEqual([t1.id]);
    expect(ids(await q("assigneeId[exists]=false"))).toEqual([t2.id, t3.id]);
    expect(ids(await q("status=OPEN"))).toEqual([t3.id, t1.id]);
    expect(ids(await q("status=DONE&completedAt[exists]=true"))).toEqual([t2.id]);
    expect(ids(await q("dueAt[gte]=2030-01-15&dueAt[lt]=2030-03-01"))).toEqual([t3.id]);
    expect(ids(await q("dueAt[sort]=desc"))).toEqual([t1.id, t3.id, t2.id]);
    expect(ids(await q("title[regex]=LAT"))).toEqual([t1.id]);
    const page = await q("[limit]=1&[offset]=1");
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, hasMore: true });

    const withRel = await q(`id=${t1.id}&[with]=deal,assignee`);
    expect(withRel.body.data[0]!.deal).toMatchObject({ id: d1.id, status: "OPEN" });
    expect(withRel.body.data[0]!.assignee).toMatchObject({ id: l.userId });
    expectError(await q("dueAt[gt]=soon"), 400, "VALIDATION_ERROR");
    expectError(await q("status=LATE"), 400, "VALIDATION_ERROR");
    expectError(await q("[with]=contact"), 400, "VALIDATION_ERROR");
  });

  it("answers another project's task as 404 and a read-only key's writes as 403", async () => {
    const foreign = await create({ dealId: (await other.deal()).id, title: "x", dueAt: "2030-01-01T00:00:00Z" }, other);
    expectError(await p.call("GET", `/v1/tasks/${foreign.id}`), 404, "NOT_FOUND");
    expectError(await p.call("PATCH", `/v1/tasks/${foreign.id}`, { title: "y" }), 404, "NOT_FOUND");
    expectError(await p.call("DELETE", `/v1/tasks/${foreign.id}`), 404, "NOT_FOUND");
    const mine = await create({ dealId: deal.id, title: "mine", dueAt: "2030-01-01T00:00:00Z" });
    const read = callAs(api, p.readKey);
    expect((await read("GET", "/v1/tasks")).status).toBe(200);
    expect((await read("GET", `/v1/tasks/${mine.id}`)).status).toBe(200);
    expectError(await read("POST", "/v1/tasks", { dealId: deal.id, title: "x", dueAt: "2030-01-01T00:00:00Z" }), 403, "FORBIDDEN");
    expectError(await read("PATCH", `/v1/tasks/${mine.id}`, { status: "DONE" }), 403, "FORBIDDEN");
    expectError(await read("DELETE", `/v1/tasks/${mine.id}`), 403, "FORBIDDEN");
  });
});
