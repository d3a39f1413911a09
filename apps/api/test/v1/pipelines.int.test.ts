import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO, type Envelope } from "../support/http-shapes";
import type { Deal, Pipeline, Stage } from "../support/records";
import { callAs, useTestApi } from "../support/test-api";

describe("/v1/pipelines and their stages (real HTTP)", () => {
  const api = useTestApi({ name: "pipelines" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "Pipelines");
    other = await salesProject(api, "Other");
  });

  const names = (stages: Stage[]) => stages.map((s) => s.name);

  describe("pipelines", () => {
    it("a new project has one pipeline with built-in stages: OPEN first, then WON and LOST", async () => {
      expect(p.pipeline).toEqual({
        id: expect.any(String),
        projectId: p.projectId,
        name: "Sales pipeline",
        position: 0,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const stages = await p.stages();
      expect(stages.map((s) => [s.position, s.type, s.builtIn])).toEqual([
        [0, "OPEN", true],
        [1, "WON", true],
        [2, "LOST", true],
      ]);
      expect(stages[0]).toEqual({
        id: expect.any(String),
        projectId: p.projectId,
        pipelineId: p.pipeline.id,
        name: "New",
        position: 0,
        type: "OPEN",
        builtIn: true,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
    });

    it("creates (201, with built-in stages), lists (envelope by position), reads, updates, deletes", async () => {
      const created = await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Renewals" });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ projectId: p.projectId, name: "Renewals", position: 1 });
      const id = created.body.id;
      expect((await p.stages(id)).map((s) => s.type)).toEqual(["OPEN", "WON", "LOST"]);

      const first = await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Partners", position: 0 });
      expect(first.body.position).toBe(0);
      const list = await p.call<Envelope<Pipeline>>("GET", "/v1/pipelines");
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 3, limit: 20, offset: 0, hasMore: false });
      expect(list.body.data.map((x) => [x.name, x.position])).toEqual([
        ["Partners", 0],
        ["Sales pipeline", 1],
        ["Renewals", 2],
      ]);
      expect((await p.call<Envelope<Pipeline>>("GET", "/v1/pipelines?name[regex]=renew")).body.data.map((x) => x.id)).toEqual([id]);

      expect((await p.call("PATCH", `/v1/pipelines/${id}`, { name: "Upsell", position: 0 })).status).toBe(204);
      const read = await p.call<Pipeline>("GET", `/v1/pipelines/${id}`);
      expect(read.body).toMatchObject({ name: "Upsell", position: 0 });
      const reordered = await p.call<Envelope<Pipeline>>("GET", "/v1/pipelines");
      expect(reordered.body.data.map((x) => [x.name, x.position])).toEqual([
        ["Upsell", 0],
        ["Partners", 1],
        ["Sales pipeline", 2],
      ]);

      expect((await p.call("DELETE", `/v1/pipelines/${id}`)).status).toBe(204);
      expectError(await p.call("GET", `/v1/pipelines/${id}`), 404, "NOT_FOUND");
      expectError(await p.call("GET", `/v1/pipelines/${id}/stages`), 404, "NOT_FOUND");
      const after = await p.call<Envelope<Pipeline>>("GET", "/v1/pipelines");
      expect(after.body.data.map((x) => [x.name, x.position])).toEqual([
        ["Partners", 0],
        ["Sales pipeline", 1],
      ]);
      expect((await p.call("DELETE", `/v1/pipelines/${first.body.id}`)).status).toBe(204);
    });

    it("a new deal goes to the first open stage of the project's first pipeline", async () => {
      const front = await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Front", position: 0 });
      const [open] = await p.stages(front.body.id);
      const deal = await p.deal();
      expect(deal).toMatchObject({ pipelineId: front.body.id, stageId: open!.id });
      expect((await p.call("DELETE", `/v1/deals/${deal.id}`)).status).toBe(204);
      expect((await p.call("DELETE", `/v1/pipelines/${front.body.id}`)).status).toBe(204);
    });

    it("refuses to delete a pipeline with deals (409 PIPELINE_NOT_EMPTY) or the last one (409 LAST_PIPELINE)", async () => {
      const spare = await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Spare" });
      const deal = await p.deal({ pipelineId: spare.body.id });
      expectError(await p.call("DELETE", `/v1/pipelines/${spare.body.id}`), 409, "PIPELINE_NOT_EMPTY");
      await p.call("DELETE", `/v1/deals/${deal.id}`);
      expect((await p.call("DELETE", `/v1/pipelines/${spare.body.id}`)).status).toBe(204);
      expectError(await p.call("DELETE", `/v1/pipelines/${p.pipeline.id}`), 409, "LAST_PIPELINE");
    });

    it("validates bodies and query (400)", async () => {
      expectError(await p.call("POST", "/v1/pipelines", { name: "" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/pipelines", { name: "x", position: -1 }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/pipelines", { name: "x", color: "red" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("PATCH", `/v1/pipelines/${p.pipeline.id}`, { position: "first" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("GET", "/v1/pipelines?nope=1"), 400, "VALIDATION_ERROR");
    });

    it("answers another project's pipeline as 404 and a read-only key's writes as 403", async () => {
      const foreign = other.pipeline.id;
      expectError(await p.call("GET", `/v1/pipelines/${foreign}`), 404, "NOT_FOUND");
      expectError(await p.call("PATCH", `/v1/pipelines/${foreign}`, { name: "x" }), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `/v1/pipelines/${foreign}`), 404, "NOT_FOUND");
      expectError(await p.call("GET", `/v1/pipelines/${foreign}/stages`), 404, "NOT_FOUND");
      expectError(await p.call("POST", `/v1/pipelines/${foreign}/stages`, { name: "x" }), 404, "NOT_FOUND");

      const read = callAs(api, p.readKey);
      expect((await read("GET", "/v1/pipelines")).status).toBe(200);
      expect((await read("GET", `/v1/pipelines/${p.pipeline.id}/stages`)).status).toBe(200);
      expectError(await read("POST", "/v1/pipelines", { name: "x" }), 403, "FORBIDDEN");
      expectError(await read("PATCH", `/v1/pipelines/${p.pipeline.id}`, { name: "x" }), 403, "FORBIDDEN");
      expectError(await read("DELETE", `/v1/pipelines/${p.pipeline.id}`), 403, "FORBIDDEN");
      expectError(await read("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: "x" }), 403, "FORBIDDEN");
      expectError(await read("PATCH", `/v1/pipelines/${p.pipeline.id}/stages/${p.open.id}`, { name: "x" }), 403, "FORBIDDEN");
      expectError(await read("DELETE", `/v1/pipelines/${p.pipeline.id}/stages/${p.open.id}`), 403, "FORBIDDEN");
      expect((await api.request("GET", "/v1/pipelines")).status).toBe(401);
    });
  });

  describe("stages", () => {
    let pipeline: Pipeline;
    const stagePath = (stageId = "") => `/v1/pipelines/${pipeline.id}/stages${stageId ? `/${stageId}` : ""}`;
    const addStage = async (body: Record<string, unknown>) => {
      const res = await p.call<Stage>("POST", stagePath(), body);
      expect(res.status).toBe(201);
      return res.body;
    };

    beforeAll(async () => {
      pipeline = (await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Stages lab" })).body;
    });

    it("creates custom OPEN stages among the open stages; WON and LOST stay last", async () => {
      const qualified = await addStage({ name: "Qualified" });
      expect(qualified).toMatchObject({ pipelineId: pipeline.id, name: "Qualified", position: 1, type: "OPEN", builtIn: false });
      await addStage({ name: "Lead", position: 0 });
      await addStage({ name: "Proposal", position: 99 });
      const stages = await p.stages(pipeline.id);
      expect(stages.map((s) => [s.name, s.position, s.type])).toEqual([
        ["Lead", 0, "OPEN"],
        ["New", 1, "OPEN"],
        ["Qualified", 2, "OPEN"],
        ["Proposal", 3, "OPEN"],
        ["Won", 4, "WON"],
        ["Lost", 5, "LOST"],
      ]);
      const one = await p.call<Stage>("GET", stagePath(qualified.id));
      expect(one.body).toEqual(stages[2]);
      // A type cannot be chosen: custom stages are OPEN.
      expectError(await p.call("POST", stagePath(), { name: "Closed", type: "WON" }), 400, "VALIDATION_ERROR");
      // The listing takes the usual query conventions.
      const open = await p.call<Stage[]>("GET", `${stagePath()}?type=OPEN&builtIn=false`);
      expect(names(open.body)).toEqual(["Lead", "Qualified", "Proposal"]);
      const logicOr = await p.call<Stage[]>("GET", `${stagePath()}?[logic]=OR&type=WON&type=LOST`);
      expect(logicOr.body.every((s) => s.pipelineId === pipeline.id)).toBe(true);
      expect(names(logicOr.body)).toEqual(["Won", "Lost"]);
    });

    it("renames and moves open stages (clamped to the open section); the closed ones cannot move", async () => {
      const stages = await p.stages(pipeline.id);
      const lead = stages.find((s) => s.name === "Lead")!;
      expect((await p.call("PATCH", stagePath(lead.id), { name: "Inbound", position: 50 })).status).toBe(204);
      expect(names(await p.stages(pipeline.id))).toEqual(["New", "Qualified", "Proposal", "Inbound", "Won", "Lost"]);
      expect((await p.stages(pipeline.id)).map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
      const won = stages.find((s) => s.type === "WON")!;
      expectError(await p.call("PATCH", stagePath(won.id), { position: 0 }), 422, "BUILT_IN_STAGE");
      expect((await p.call("PATCH", stagePath(won.id), { name: "Closed won" })).status).toBe(204);
      expect((await p.call<Stage>("GET", stagePath(won.id))).body).toMatchObject({ name: "Closed won", type: "WON", builtIn: true });
    });

    it("deletes an empty custom stage (204) and closes the gap; built-ins answer 422 BUILT_IN_STAGE", async () => {
      const temp = await addStage({ name: "Temp", position: 0 });
      expect((await p.call("DELETE", stagePath(temp.id))).status).toBe(204);
      expectError(await p.call("GET", stagePath(temp.id)), 404, "NOT_FOUND");
      expect((await p.stages(pipeline.id)).map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
      for (const builtIn of (await p.stages(pipeline.id)).filter((s) => s.builtIn)) {
        expectError(await p.call("DELETE", stagePath(builtIn.id)), 422, "BUILT_IN_STAGE");
      }
    });

    it("a stage with deals answers 409 STAGE_NOT_EMPTY without targetStageId", async () => {
      const busy = await addStage({ name: "Busy" });
      const deal = await p.deal({ stageId: busy.id });
      expectError(await p.call("DELETE", stagePath(busy.id)), 409, "STAGE_NOT_EMPTY");
      expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.stageId).toBe(busy.id);
    });

    it("moves the deals to targetStageId from the query string, applying the target's status", async () => {
      const doomed = await addStage({ name: "Doomed (query)" });
      const stages = await p.stages(pipeline.id);
      const won = stages.find((s) => s.type === "WON")!;
      const deals = [await p.deal({ stageId: doomed.id }), await p.deal({ stageId: doomed.id })];
      const res = await p.call("DELETE", `${stagePath(doomed.id)}?targetStageId=${won.id}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      for (const deal of deals) {
        const moved = (await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body;
        expect(moved).toMatchObject({ stageId: won.id, pipelineId: pipeline.id, status: "WON", closedAt: expect.stringMatching(ISO) });
      }
      const onWon = await p.call<Envelope<Deal>>("GET", `/v1/deals?stageId=${won.id}`);
      expect(onWon.body.data.map((d) => d.id).sort()).toEqual(deals.map((d) => d.id).sort());
    });

    it("moves the deals to targetStageId from a JSON body", async () => {
      const doomed = await addStage({ name: "Doomed (body)" });
      const target = (await p.stages(pipeline.id)).find((s) => s.name === "Qualified")!;
      const deal = await p.deal({ stageId: doomed.id });
      const res = await api.request("DELETE", stagePath(doomed.id), { key: p.key, body: { targetStageId: target.id } });
      expect(res.status).toBe(204);
      expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body).toMatchObject({ stageId: target.id, status: "OPEN" });
      expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.closedAt).toBeUndefined();
    });

    it("rejects a bad targetStageId: unknown or another project's 404, other pipeline or itself 422", async () => {
      const doomed = await addStage({ name: "Guarded" });
      const deal = await p.deal({ stageId: doomed.id });
      expectError(await p.call("DELETE", `${stagePath(doomed.id)}?targetStageId=000000000000000000000000`), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `${stagePath(doomed.id)}?targetStageId=${other.open.id}`), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `${stagePath(doomed.id)}?targetStageId=${p.open.id}`), 422, "STAGE_NOT_IN_PIPELINE");
      expectError(await p.call("DELETE", stagePath(doomed.id), { targetStageId: doomed.id }), 422, "STAGE_NOT_IN_PIPELINE");
      expectError(await p.call("DELETE", stagePath(doomed.id), { targetStageId: "" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("DELETE", stagePath(doomed.id), { target: doomed.id }), 400, "VALIDATION_ERROR");
      // Nothing moved, nothing deleted.
      expect((await p.call<Deal>("GET", `/v1/deals/${deal.id}`)).body.stageId).toBe(doomed.id);
      expect((await p.call("GET", stagePath(doomed.id))).status).toBe(200);
    });

    it("addresses stages through their own pipeline only (404 otherwise)", async () => {
      expectError(await p.call("GET", `/v1/pipelines/${pipeline.id}/stages/${p.open.id}`), 404, "NOT_FOUND");
      expectError(await p.call("PATCH", `/v1/pipelines/${pipeline.id}/stages/${p.open.id}`, { name: "x" }), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `/v1/pipelines/${pipeline.id}/stages/${p.open.id}`), 404, "NOT_FOUND");
      expectError(await p.call("GET", `/v1/pipelines/${other.pipeline.id}/stages/${other.open.id}`), 404, "NOT_FOUND");
    });
  });
});
