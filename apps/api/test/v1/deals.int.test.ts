import { beforeAll, describe, expect, it } from "vitest";
import { builtInFieldIds } from "../support/fixtures/crm";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectError, ISO, type Envelope } from "../support/http-shapes";
import type { Deal, Pipeline, Stage } from "../support/records";
import { callAs, useTestApi } from "../support/test-api";

interface Named {
  id: string;
  name: string;
}

describe("/v1/deals (real HTTP)", () => {
  const api = useTestApi({ name: "deals" });
  let p: SalesProject;
  let other: SalesProject;
  let priceFieldId: string;
  let sourceFieldId: string;
  let custom: Stage;
  let second: { pipeline: Pipeline; open: Stage; won: Stage; lost: Stage };
  let reason: Named;
  let tagA: Named;
  let tagB: Named;
  let foreignTag: Named;
  let foreignReason: Named;

  const get = async (id: string) => (await p.call<Deal>("GET", `/v1/deals/${id}`)).body;
  const patch = (id: string, body: unknown) => p.call("PATCH", `/v1/deals/${id}`, body);
  const list = (query: string) => p.call<Envelope<Deal & Record<string, unknown>>>("GET", `/v1/deals?${query}`);
  const ids = (res: { body: Envelope<Deal> }) => res.body.data.map((d) => d.id);

  beforeAll(async () => {
    p = await salesProject(api, "Deals");
    other = await salesProject(api, "Other");
    const dealFields = await builtInFieldIds(api, p.key, "DEAL");
    priceFieldId = dealFields.PRICE!;
    sourceFieldId = dealFields.ACQUISITION_SOURCE!;
    custom = (await p.call<Stage>("POST", `/v1/pipelines/${p.pipeline.id}/stages`, { name: "Negotiation" })).body;
    const pipeline = (await p.call<Pipeline>("POST", "/v1/pipelines", { name: "Second" })).body;
    const [open, won, lost] = await p.stages(pipeline.id);
    second = { pipeline, open: open!, won: won!, lost: lost! };
    reason = (await p.call<Named>("POST", "/v1/loss-reasons", { name: "Too expensive" })).body;
    tagA = (await p.call<Named>("POST", "/v1/tags", { name: "vip" })).body;
    tagB = (await p.call<Named>("POST", "/v1/tags", { name: "hot" })).body;
    foreignTag = (await other.call<Named>("POST", "/v1/tags", { name: "vip" })).body;
    foreignReason = (await other.call<Named>("POST", "/v1/loss-reasons", { name: "Too expensive" })).body;
  });

  describe("create", () => {
    it("needs only contactId: default title, first pipeline, its first open stage (201, full record)", async () => {
      const contactId = await p.contact();
      const res = await p.call<Deal>("POST", "/v1/deals", { contactId });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        projectId: p.projectId,
        title: "Untitled deal",
        contactId,
        pipelineId: p.pipeline.id,
        stageId: p.open.id,
        status: "OPEN",
        tagIds: [],
        fields: [],
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(await get(res.body.id)).toEqual(res.body);
    });

    it("takes title, responsible, tags, fields, pipeline and stage", async () => {
      const deal = await p.deal({
        title: "Big one",
        responsibleId: p.userId,
        tagIds: [tagA.id, tagA.id, tagB.id],
        fields: [
          { key: "PRICE", value: 1200 },
          { fieldId: sourceFieldId, value: "web" },
        ],
        pipelineId: second.pipeline.id,
      });
      expect(deal).toMatchObject({
        title: "Big one",
        responsibleId: p.userId,
        tagIds: [tagA.id, tagB.id],
        pipelineId: second.pipeline.id,
        stageId: second.open.id,
        status: "OPEN",
      });
      expect(deal.fields).toEqual([
        { fieldId: priceFieldId, value: 1200 },
        { fieldId: sourceFieldId, value: "web" },
      ]);
    });

    it("created on a closed stage it is closed at once; a loss reason needs a LOST stage", async () => {
      const won = await p.deal({ stageId: p.won.id });
      expect(won).toMatchObject({ status: "WON", closedAt: expect.stringMatching(ISO) });
      const lost = await p.deal({ stageId: p.lost.id, lossReasonId: reason.id });
      expect(lost).toMatchObject({ status: "LOST", lossReasonId: reason.id, closedAt: expect.stringMatching(ISO) });
      const contactId = await p.contact();
      expectError(await p.call("POST", "/v1/deals", { contactId, lossReasonId: reason.id }), 422, "DEAL_NOT_LOST");
      expectError(await p.call("POST", "/v1/deals", { contactId, stageId: p.won.id, lossReasonId: reason.id }), 422, "DEAL_NOT_LOST");
    });

    it("rejects bad bodies (400), unknown or foreign references (404) and a stage of another pipeline (422)", async () => {
      const contactId = await p.contact();
      const foreignContact = await other.contact();
      expectError(await p.call("POST", "/v1/deals", {}), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/deals", { contactId, status: "WON" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/deals", { contactId, title: "" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/deals", { contactId, tagIds: "vip" }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", "/v1/deals", { contactId: "000000000000000000000000" }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId: foreignContact }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, stageId: other.open.id }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, pipelineId: other.pipeline.id }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, tagIds: [tagA.id, foreignTag.id] }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, responsibleId: other.userId }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, stageId: p.lost.id, lossReasonId: foreignReason.id }), 404, "NOT_FOUND");
      expectError(await p.call("POST", "/v1/deals", { contactId, fields: [{ key: "PRICE", value: "lots" }] }), 400, "VALIDATION_ERROR");
      expectError(
        await p.call("POST", "/v1/deals", { contactId, pipelineId: second.pipeline.id, stageId: p.open.id }),
        422,
        "STAGE_NOT_IN_PIPELINE",
      );
    });
  });

  describe("update", () => {
    it("moves through stages: status and closedAt follow; lose with a reason; reopening clears", async () => {
      const deal = await p.deal();
      expect((await patch(deal.id, { stageId: custom.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ stageId: custom.id, status: "OPEN" });

      expect((await patch(deal.id, { stageId: p.won.id })).status).toBe(204);
      const won = await get(deal.id);
      expect(won).toMatchObject({ stageId: p.won.id, status: "WON", closedAt: expect.stringMatching(ISO) });

      // A loss reason on a WON deal is refused, also when nothing else changes.
      expectError(await patch(deal.id, { lossReasonId: reason.id }), 422, "DEAL_NOT_LOST");

      expect((await patch(deal.id, { stageId: p.lost.id, lossReasonId: reason.id })).status).toBe(204);
      const lost = await get(deal.id);
      expect(lost).toMatchObject({ stageId: p.lost.id, status: "LOST", lossReasonId: reason.id, closedAt: expect.stringMatching(ISO) });

      // On a LOST deal the reason can be replaced, cleared and set again on its own.
      const other = (await p.call<Named>("POST", "/v1/loss-reasons", { name: "No budget" })).body;
      expect((await patch(deal.id, { lossReasonId: other.id })).status).toBe(204);
      expect((await get(deal.id)).lossReasonId).toBe(other.id);
      expect((await patch(deal.id, { lossReasonId: null })).status).toBe(204);
      expect((await get(deal.id)).lossReasonId).toBeUndefined();
      expect((await patch(deal.id, { lossReasonId: reason.id })).status).toBe(204);
      // Staying LOST (another pipeline's LOST stage) keeps closedAt and the reason.
      expect((await patch(deal.id, { stageId: second.lost.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({
        pipelineId: second.pipeline.id,
        status: "LOST",
        lossReasonId: reason.id,
        closedAt: lost.closedAt,
      });

      expect((await patch(deal.id, { stageId: p.open.id })).status).toBe(204);
      const reopened = await get(deal.id);
      expect(reopened).toMatchObject({ pipelineId: p.pipeline.id, stageId: p.open.id, status: "OPEN" });
      expect(reopened.closedAt).toBeUndefined();
      expect(reopened.lossReasonId).toBeUndefined();
      expectError(await patch(deal.id, { lossReasonId: reason.id }), 422, "DEAL_NOT_LOST");
      expectError(await patch(deal.id, { stageId: custom.id, lossReasonId: reason.id }), 422, "DEAL_NOT_LOST");
    });

    it("leaving LOST for WON drops the reason", async () => {
      const deal = await p.deal({ stageId: p.lost.id, lossReasonId: reason.id });
      expect((await patch(deal.id, { stageId: p.won.id })).status).toBe(204);
      const won = await get(deal.id);
      expect(won.status).toBe("WON");
      expect(won.lossReasonId).toBeUndefined();
    });

    it("pipelineId alone goes to that pipeline's first open stage; both keys must agree", async () => {
      const deal = await p.deal({ stageId: custom.id });
      expect((await patch(deal.id, { pipelineId: second.pipeline.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ pipelineId: second.pipeline.id, stageId: second.open.id, status: "OPEN" });
      // Naming the deal's own pipeline leaves it where it is.
      expect((await patch(deal.id, { stageId: second.won.id })).status).toBe(204);
      expect((await patch(deal.id, { pipelineId: second.pipeline.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ stageId: second.won.id, status: "WON" });

      expect((await patch(deal.id, { pipelineId: p.pipeline.id, stageId: custom.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ pipelineId: p.pipeline.id, stageId: custom.id, status: "OPEN" });
      expectError(await patch(deal.id, { pipelineId: second.pipeline.id, stageId: custom.id }), 422, "STAGE_NOT_IN_PIPELINE");
      // stageId alone of another pipeline moves the deal into that pipeline.
      expect((await patch(deal.id, { stageId: second.lost.id })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ pipelineId: second.pipeline.id, stageId: second.lost.id, status: "LOST" });
    });

    it("changes contact and responsible, merges fields and replaces tags (204, empty body)", async () => {
      const deal = await p.deal({
        fields: [
          { key: "PRICE", value: 10 },
          { key: "ACQUISITION_SOURCE", value: "ads" },
        ],
        tagIds: [tagA.id],
      });
      const contactId = await p.contact();
      const res = await patch(deal.id, {
        contactId,
        responsibleId: p.userId,
        fields: [
          { key: "PRICE", value: 20 },
          { fieldId: sourceFieldId, value: null },
        ],
        tagIds: [tagB.id],
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      const updated = await get(deal.id);
      expect(updated).toMatchObject({ contactId, responsibleId: p.userId, tagIds: [tagB.id] });
      expect(updated.fields).toEqual([{ fieldId: priceFieldId, value: 20 }]);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(deal.updatedAt));

      expect((await patch(deal.id, { responsibleId: null, tagIds: [] })).status).toBe(204);
      const cleared = await get(deal.id);
      expect(cleared.responsibleId).toBeUndefined();
      expect(cleared.tagIds).toEqual([]);
      expect((await patch(deal.id, {})).status).toBe(204);
    });

    it("renames a deal (204); the title is validated as on create", async () => {
      const deal = await p.deal({ title: "Old name" });
      expect((await patch(deal.id, { title: "New name" })).status).toBe(204);
      expect(await get(deal.id)).toMatchObject({ id: deal.id, title: "New name" });
      expectError(await patch(deal.id, { title: "" }), 400, "VALIDATION_ERROR");
      expectError(await patch(deal.id, { title: "bad\u0000name" }), 400, "VALIDATION_ERROR");
      expectError(await patch(deal.id, { title: null }), 400, "VALIDATION_ERROR");
      expect((await get(deal.id)).title).toBe("New name");
    });

    it("accepts exactly the spec's keys and title, and checks every reference in the key's project", async () => {
      const deal = await p.deal();
      expectError(await patch(deal.id, { status: "WON" }), 400, "VALIDATION_ERROR");
      expectError(await patch(deal.id, { tagIds: [tagA.id, "000000000000000000000000"] }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { tagIds: [foreignTag.id] }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { contactId: await other.contact() }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { stageId: other.won.id }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { pipelineId: other.pipeline.id }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { responsibleId: other.userId }), 404, "NOT_FOUND");
      expectError(await patch(deal.id, { stageId: p.lost.id, lossReasonId: foreignReason.id }), 404, "NOT_FOUND");
      // Failed edits change nothing.
      expect(await get(deal.id)).toEqual(deal);
    });
  });

  describe("tags of a deal", () => {
    it("POST /v1/deals/{id}/tags adds (204, no duplicates); unknown tag 404; bad body 400", async () => {
      const deal = await p.deal({ tagIds: [tagA.id] });
      const res = await p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [tagB.id, tagA.id] });
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      expect((await get(deal.id)).tagIds).toEqual([tagA.id, tagB.id]);
      expectError(await p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: ["000000000000000000000000"] }), 404, "NOT_FOUND");
      expectError(await p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [foreignTag.id] }), 404, "NOT_FOUND");
      expectError(await p.call("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [] }), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", `/v1/deals/${deal.id}/tags`, {}), 400, "VALIDATION_ERROR");
      expectError(await p.call("POST", `/v1/deals/000000000000000000000000/tags`, { tagIds: [tagA.id] }), 404, "NOT_FOUND");
    });
  });

  describe("delete, isolation and scopes", () => {
    it("deletes (204) with its tasks and notes; then 404", async () => {
      const deal = await p.deal();
      const task = await p.call<{ id: string }>("POST", "/v1/tasks", { dealId: deal.id, title: "Call", dueAt: "2030-01-01T10:00:00Z" });
      expect(task.status).toBe(201);
      const note = await p.call<{ id: string }>("POST", "/v1/notes", { entityId: deal.id, content: "Met at the fair" });
      expect(note.status).toBe(201);
      const res = await p.call("DELETE", `/v1/deals/${deal.id}`);
      expect(res.status).toBe(204);
      expectError(await p.call("GET", `/v1/deals/${deal.id}`), 404, "NOT_FOUND");
      expectError(await p.call("GET", `/v1/tasks/${task.body.id}`), 404, "NOT_FOUND");
      expectError(await p.call("GET", `/v1/notes/${note.body.id}`), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `/v1/deals/${deal.id}`), 404, "NOT_FOUND");
    });

    it("answers another project's deal as 404 on every route", async () => {
      const foreign = await other.deal();
      expectError(await p.call("GET", `/v1/deals/${foreign.id}`), 404, "NOT_FOUND");
      expectError(await patch(foreign.id, { stageId: p.won.id }), 404, "NOT_FOUND");
      expectError(await p.call("POST", `/v1/deals/${foreign.id}/tags`, { tagIds: [tagA.id] }), 404, "NOT_FOUND");
      expectError(await p.call("DELETE", `/v1/deals/${foreign.id}`), 404, "NOT_FOUND");
      expect(ids(await list(`id=${foreign.id}`))).toEqual([]);
      expect((await other.call<Deal>("GET", `/v1/deals/${foreign.id}`)).body).toEqual(foreign);
    });

    it("a read-only key reads (200) but cannot write (403)", async () => {
      const deal = await p.deal();
      const read = callAs(api, p.readKey);
      expect((await read("GET", "/v1/deals")).status).toBe(200);
      expect((await read("GET", `/v1/deals/${deal.id}`)).status).toBe(200);
      expectError(await read("POST", "/v1/deals", { contactId: deal.contactId }), 403, "FORBIDDEN");
      expectError(await read("PATCH", `/v1/deals/${deal.id}`, { stageId: p.won.id }), 403, "FORBIDDEN");
      expectError(await read("POST", `/v1/deals/${deal.id}/tags`, { tagIds: [tagA.id] }), 403, "FORBIDDEN");
      expectError(await read("DELETE", `/v1/deals/${deal.id}`), 403, "FORBIDDEN");
      expect((await api.request("GET", "/v1/deals")).status).toBe(401);
    });
  });

  describe("listing", () => {
    let l: SalesProject;
    let stageX: Stage;
    let d: Record<"a" | "b" | "c" | "d", Deal>;
    let contactA: string;
    let lReason: Named;
    let lTag1: Named;
    let lTag2: Named;
    let t0: string;
    const q = (query: string) => l.call<Envelope<Deal & Record<string, unknown>>>("GET", `/v1/deals?${query}`);

    beforeAll(async () => {
      // A project of its own, so counts are exact.
      l = await salesProject(api, "Listing");
      stageX = (await l.call<Stage>("POST", `/v1/pipelines/${l.pipeline.id}/stages`, { name: "X" })).body;
      lReason = (await l.call<Named>("POST", "/v1/loss-reasons", { name: "Timing" })).body;
      lTag1 = (await l.call<Named>("POST", "/v1/tags", { name: "one", color: "#aabbcc" })).body;
      lTag2 = (await l.call<Named>("POST", "/v1/tags", { name: "two" })).body;
      contactA = await l.contact();
      t0 = new Date().toISOString();
      const a = await l.deal({ title: "Alpha Corp", contactId: contactA, tagIds: [lTag1.id], fields: [{ key: "PRICE", value: 100 }] });
      const b = await l.deal({
        title: "Beta Ltd",
        contactId: contactA,
        stageId: stageX.id,
        responsibleId: l.userId,
        tagIds: [lTag1.id, lTag2.id],
      });
      const c = await l.deal({ title: "Gamma alpha", stageId: l.won.id, fields: [{ key: "PRICE", value: 900 }] });
      const dd = await l.deal({ title: "Delta", stageId: l.lost.id, lossReasonId: lReason.id, tagIds: [lTag2.id] });
      d = { a, b, c, d: dd };
    });

    const sorted = (xs: string[]) => [...xs].sort();
    const idsOf = (res: { body: Envelope<Deal> }) => res.body.data.map((x) => x.id);

    it("answers the paginated envelope, newest first by default", async () => {
      const res = await q("");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 4, limit: 20, offset: 0, hasMore: false });
      expect(idsOf(res)).toEqual([d.d.id, d.c.id, d.b.id, d.a.id]);
      const page = await q("[limit]=2&[offset]=1");
      expect(page.body).toMatchObject({ total: 4, limit: 2, offset: 1, hasMore: true });
      expect(idsOf(page)).toEqual([d.c.id, d.b.id]);
      expect((await q("[limit]=1000")).body.limit).toBe(100);
      expect((await q("[limit]=0")).body.limit).toBe(1);
    });

    it("filters by each reference and status", async () => {
      expect(idsOf(await q(`stageId=${stageX.id}`))).toEqual([d.b.id]);
      expect(sorted(idsOf(await q(`pipelineId=${l.pipeline.id}`)))).toEqual(sorted(Object.values(d).map((x) => x.id)));
      expect(sorted(idsOf(await q(`contactId=${contactA}`)))).toEqual(sorted([d.a.id, d.b.id]));
      expect(idsOf(await q(`responsibleId=${l.userId}`))).toEqual([d.b.id]);
      expect(idsOf(await q("responsibleId[exists]=false&status=OPEN"))).toEqual([d.a.id]);
      expect(idsOf(await q("status=WON"))).toEqual([d.c.id]);
      expect(sorted(idsOf(await q("status[in]=WON,LOST")))).toEqual(sorted([d.c.id, d.d.id]));
      expect(idsOf(await q(`lossReasonId=${lReason.id}`))).toEqual([d.d.id]);
      expect(sorted(idsOf(await q(`tagIds=${lTag1.id}`)))).toEqual(sorted([d.a.id, d.b.id]));
      expect(sorted(idsOf(await q(`tagIds[in]=${lTag2.id}`)))).toEqual(sorted([d.b.id, d.d.id]));
      expect(idsOf(await q(`tagIds[nin]=${lTag1.id},${lTag2.id}`))).toEqual([d.c.id]);
      expect(sorted(idsOf(await q("title[regex]=ALPHA")))).toEqual(sorted([d.a.id, d.c.id]));
      expect(idsOf(await q("title=Delta"))).toEqual([d.d.id]);
      expect(sorted(idsOf(await q("[logic]=OR&status=WON&stageId=" + stageX.id)))).toEqual(sorted([d.b.id, d.c.id]));
    });

    it("filters by dates", async () => {
      expect((await q(`createdAt[gte]=${t0}`)).body.total).toBe(4);
      expect((await q(`createdAt[lt]=${t0}`)).body.total).toBe(0);
      expect((await q(`updatedAt[gte]=${t0}`)).body.total).toBe(4);
      expect(sorted(idsOf(await q("closedAt[exists]=true")))).toEqual(sorted([d.c.id, d.d.id]));
      expect(sorted(idsOf(await q(`closedAt[gte]=${t0}`)))).toEqual(sorted([d.c.id, d.d.id]));
      expect(idsOf(await q("closedAt[lt]=2000-01-01"))).toEqual([]);
      expectError(await q("createdAt[gt]=yesterday"), 400, "VALIDATION_ERROR");
    });

    it("filters and sorts by custom fields (fields.<KEY> and fields.<id>)", async () => {
      const priceId = (await builtInFieldIds(api, l.key, "DEAL")).PRICE!;
      expect(idsOf(await q("fields.PRICE[gt]=500"))).toEqual([d.c.id]);
      expect(sorted(idsOf(await q(`fields.${priceId}[exists]=true`)))).toEqual(sorted([d.a.id, d.c.id]));
      expect(idsOf(await q("fields.PRICE[exists]=true&fields.PRICE[sort]=asc"))).toEqual([d.a.id, d.c.id]);
      expectError(await q("fields.NOPE=1"), 400, "VALIDATION_ERROR");
    });

    it("sorts by the given fields in query order", async () => {
      expect(idsOf(await q("createdAt[sort]=asc"))).toEqual([d.a.id, d.b.id, d.c.id, d.d.id]);
      expect(idsOf(await q("title[sort]=desc"))).toEqual([d.c.id, d.d.id, d.b.id, d.a.id]);
      expect(idsOf(await q("status[sort]=asc&createdAt[sort]=desc"))).toEqual([d.d.id, d.b.id, d.a.id, d.c.id]);
    });

    it("populates every relation with [with]", async () => {
      const res = await q(`id=${d.b.id}&[with]=contact,stage,pipeline,responsible,tags`);
      expect(res.status).toBe(200);
      const row = res.body.data[0]!;
      expect(row.contact).toMatchObject({ id: contactA, projectId: l.projectId, fields: [] });
      expect(row.stage).toMatchObject({ id: stageX.id, name: "X", type: "OPEN" });
      expect(row.pipeline).toMatchObject({ id: l.pipeline.id, name: "Sales pipeline" });
      expect(row.responsible).toMatchObject({ id: l.userId, role: "ADMIN" });
      expect((row.tags as Named[]).map((t) => t.name).sort()).toEqual(["one", "two"]);
      expect((row.tags as Array<{ color?: string }>).find((t) => t.color)?.color).toBe("#AABBCC");

      const lost = (await q(`id=${d.d.id}&[with]=lossReason,responsible`)).body.data[0]!;
      expect(lost.lossReason).toEqual({
        id: lReason.id,
        projectId: l.projectId,
        name: "Timing",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(lost.responsible).toBeNull();
      expectError(await q("[with]=owner"), 400, "VALIDATION_ERROR");
    });

    it("serves the benchmark query shape: stageId + createdAt desc + limit 20 + contact", async () => {
      const extra = [await l.deal({ stageId: stageX.id }), await l.deal({ stageId: stageX.id })];
      const res = await q(`stageId=${stageX.id}&createdAt[sort]=desc&[limit]=20&[with]=contact`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, limit: 20, offset: 0, hasMore: false });
      expect(idsOf(res)).toEqual([extra[1]!.id, extra[0]!.id, d.b.id]);
      for (const row of res.body.data) expect(row.contact).toMatchObject({ id: row.contactId });
      for (const deal of extra) await l.call("DELETE", `/v1/deals/${deal.id}`);
    });

    it("projects fields with [project] and rejects unknown filters/fields (400)", async () => {
      const res = await q(`id=${d.a.id}&[project]=title,status`);
      expect(res.body.data).toEqual([{ id: d.a.id, title: "Alpha Corp", status: "OPEN" }]);
      expectError(await q("nope=1"), 400, "VALIDATION_ERROR");
      expectError(await q("status=PENDING"), 400, "VALIDATION_ERROR");
      expectError(await q("[project]=secret"), 400, "VALIDATION_ERROR");
    });
  });
});
