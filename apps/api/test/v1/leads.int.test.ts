import { beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey } from "../support/fixtures/project";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import type { Lead } from "../support/records";
import { useTestApi } from "../support/test-api";

const answer = (name: string, value: string) => ({
  block: "b1",
  flow: "main",
  name,
  inputName: name,
  inputType: "text",
  type: "question",
  text: `What is your ${name}?`,
  value,
});

describe("/v1/leads (real HTTP)", () => {
  const api = useTestApi({ name: "leads" });
  let key: string;
  let readKey: string;
  let projectId: string;
  let sessions = 0;
  /** A valid UUID-shaped session id, different per lead. */
  const session = () => `00000000-0000-4000-8000-${String(++sessions).padStart(12, "0")}`;

  beforeAll(async () => {
    ({ key, readKey, projectId } = await createProjectWithReadKey(api, "Leads"));
  });

  const capture = (body: Record<string, unknown>) =>
    api.request<Lead>("POST", "/v1/leads", {
      key,
      body: { sourceId: "bot-1", sessionId: session(), originURL: "https://shop.example/", ...body },
    });
  const list = (query = "") => api.request<Envelope<Lead>>("GET", `/v1/leads${query}`, { key });

  describe("capture and record shape", () => {
    it("answers 201 with exactly the spec's record, urlParams derived from originURL", async () => {
      const sessionId = session();
      const res = await capture({
        sessionId,
        isComplete: true,
        answers: [answer("email", "ann@example.com")],
        originURL: "https://shop.example/landing?utm_source=ads&gclid=Cj0K&q=blue+shoes&x=1&x=2#frag",
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        projectId,
        sourceId: "bot-1",
        sessionId,
        isComplete: true,
        answers: [answer("email", "ann@example.com")],
        originURL: "https://shop.example/landing?utm_source=ads&gclid=Cj0K&q=blue+shoes&x=1&x=2#frag",
        urlParams: { utm_source: "ads", gclid: "Cj0K", q: "blue shoes", x: "1" },
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const read = await api.request<Lead>("GET", `/v1/leads/${res.body.id}`, { key });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it("defaults isComplete to false and answers to []; a URL without query gives {}", async () => {
      const res = await capture({ originURL: "https://shop.example/plain" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ isComplete: false, answers: [], urlParams: {} });
    });

    it("keeps visitor-chosen parameter names as plain keys ($, dots, __proto__)", async () => {
      const res = await capture({ originURL: "https://shop.example/?%24where=1&a.b=2&__proto__=3" });
      expect(res.status).toBe(201);
      expect(JSON.parse(res.text).urlParams).toEqual(JSON.parse('{"$where":"1","a.b":"2","__proto__":"3"}'));
    });

    it("validates the body: 400 naming each field", async () => {
      const res = await api.request("POST", "/v1/leads", {
        key,
        body: { sourceId: "", sessionId: "not-a-uuid", isComplete: "yes", answers: [{ block: "b" }], originURL: 5, extra: 1 },
      });
      const body = expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      expect(res.status).toBe(400);
      const fields = body.errors?.map((e) => e.field) ?? [];
      for (const f of ["sourceId", "sessionId", "isComplete", "answers.0.flow", "originURL", "extra"]) expect(fields).toContain(f);

      const missing = await api.request("POST", "/v1/leads", { key, body: {} });
      expect(missing.status).toBe(400);
      const missingFields = expectErrorBody(missing.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field);
      expect(missingFields).toEqual(expect.arrayContaining(["sourceId", "sessionId", "originURL"]));

      const numericAnswer = await capture({ answers: [{ ...answer("age", "x"), value: 42 }] });
      expect(numericAnswer.status).toBe(400);
    });

    it("needs a write key to capture (403) and any key to read", async () => {
      const res = await api.request("POST", "/v1/leads", {
        key: readKey,
        body: { sourceId: "bot-1", sessionId: session(), originURL: "https://a.b/" },
      });
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403, "FORBIDDEN");
      expect((await api.request("GET", "/v1/leads", { key: readKey })).status).toBe(200);
      expect((await api.request("GET", "/v1/leads")).status).toBe(401);
    });
  });

  describe("update and delete", () => {
    it("PATCH completes the lead, replaces answers and re-derives urlParams from a new originURL (204)", async () => {
      const { body: lead } = await capture({ sourceId: "bot-patch", answers: [answer("name", "Ann")] });
      const patch = await api.request("PATCH", `/v1/leads/${lead.id}`, {
        key,
        body: { isComplete: true, answers: [answer("name", "Ann"), answer("phone", "555")], originURL: "https://a.b/?ttclid=t1" },
      });
      expect(patch.status).toBe(204);
      expect(patch.text).toBe("");
      const read = await api.request<Lead>("GET", `/v1/leads/${lead.id}`, { key });
      expect(read.body).toMatchObject({ isComplete: true, urlParams: { ttclid: "t1" }, sourceId: "bot-patch", sessionId: lead.sessionId });
      expect(read.body.answers).toHaveLength(2);
      const tiktok = await list("?chatbotId=bot-patch&clickId=tiktok");
      expect(tiktok.body.data.map((l) => l.id)).toEqual([lead.id]);

      const immutable = await api.request("PATCH", `/v1/leads/${lead.id}`, { key, body: { sourceId: "other" } });
      expect(immutable.status).toBe(400);
    });

    it("DELETE answers 204, then 404 everywhere", async () => {
      const { body: lead } = await capture({});
      expect((await api.request("DELETE", `/v1/leads/${lead.id}`, { key })).status).toBe(204);
      for (const method of ["GET", "DELETE"]) {
        const res = await api.request(method, `/v1/leads/${lead.id}`, { key });
        expect(res.status).toBe(404);
        expectErrorBody(res.body, 404, "NOT_FOUND");
      }
      expect((await api.request("PATCH", `/v1/leads/${lead.id}`, { key, body: { isComplete: true } })).status).toBe(404);
    });
  });

  describe("listing", () => {
    // One chatbot per click source plus extras, captured in a known order.
    const bot = "bot-list";
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const origins: Array<[string, string]> = [
        ["organic", "https://shop.example/?utm_source=newsletter"],
        ["google", "https://shop.example/?gclid=g1"],
        ["gbraid", "https://shop.example/?gbraid=g2"],
        ["wbraid", "https://shop.example/?wbraid=g3"],
        ["meta", "https://shop.example/?fbclid=f1"],
        ["tiktok", "https://shop.example/?ttclid=t1"],
        ["emptyClick", "https://shop.example/?gclid="],
      ];
      for (const [name, originURL] of origins) {
        const res = await capture({ sourceId: bot, originURL, isComplete: name === "meta" });
        expect(res.status).toBe(201);
        ids[name] = res.body.id;
      }
      await capture({ sourceId: "bot-other", originURL: "https://shop.example/?gclid=zz" });
    });
    const idsOf = (res: { body: Envelope<Lead> }) => res.body.data.map((l) => l.id);

    it("answers the paginated envelope, newest first", async () => {
      const res = await list(`?chatbotId=${bot}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["data", "hasMore", "limit", "offset", "total"]);
      expect(res.body).toMatchObject({ total: 7, limit: 20, offset: 0, hasMore: false });
      expect(idsOf(res)).toEqual(["emptyClick", "tiktok", "meta", "wbraid", "gbraid", "google", "organic"].map((n) => ids[n]));
    });

    it("filters by clickId: each source, all = no restriction, organic = none of the click ids", async () => {
      const by = async (value: string) => idsOf(await list(`?chatbotId=${bot}&clickId=${value}`)).sort();
      expect(await by("google")).toEqual([ids.google, ids.gbraid, ids.wbraid].sort());
      expect(await by("meta")).toEqual([ids.meta]);
      expect(await by("tiktok")).toEqual([ids.tiktok]);
      expect(await by("organic")).toEqual([ids.organic, ids.emptyClick].sort());
      expect(await by("all")).toHaveLength(7);
      expect((await list(`?clickId=google&chatbotId[in]=${bot},bot-other`)).body.total).toBe(4);
      expect((await list(`?chatbotId=${bot}&clickId[in]=meta,tiktok`)).body.total).toBe(2);
    });

    it("refuses other clickId values and an empty chatbotId with 400", async () => {
      for (const query of ["?clickId=bing", "?clickId=GOOGLE", "?clickId=", "?chatbotId=", "?clickId[gt]=a"]) {
        const res = await list(query);
        expect(res.status, query).toBe(400);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      }
    });

    it("chatbotId restricts to that chatbot's leads; unknown chatbots give an empty page", async () => {
      expect((await list("?chatbotId=bot-other")).body.total).toBe(1);
      expect(await list("?chatbotId=nobody")).toMatchObject({ status: 200, body: { data: [], total: 0, hasMore: false } });
    });

    it("supports the usual field filters, sort, projection and paging", async () => {
      expect(idsOf(await list(`?sourceId=${bot}&isComplete=true`))).toEqual([ids.meta]);
      expect(idsOf(await list(`?chatbotId=${bot}&originURL[regex]=FBCLID`))).toEqual([ids.meta]);
      const one = (await api.request<Lead>("GET", `/v1/leads/${ids.tiktok}`, { key })).body;
      expect(idsOf(await list(`?sessionId=${one.sessionId}`))).toEqual([ids.tiktok]);
      expect((await list(`?chatbotId=${bot}&createdAt[lte]=${encodeURIComponent(one.createdAt)}`)).body.total).toBeGreaterThanOrEqual(6);
      expect(idsOf(await list(`?chatbotId=${bot}&createdAt[sort]=asc&[limit]=2`))).toEqual([ids.organic, ids.google]);

      const page = await list(`?chatbotId=${bot}&[limit]=3&[offset]=3`);
      expect(page.body).toMatchObject({ limit: 3, offset: 3, total: 7, hasMore: true });
      expect(idsOf(page)).toEqual([ids.wbraid, ids.gbraid, ids.google]);

      const projected = await list(`?chatbotId=${bot}&[project]=urlParams&[limit]=1`);
      expect(projected.body.data).toEqual([{ id: ids.emptyClick, urlParams: { gclid: "" } }]);
    });

    it("clamps [limit] to 1..250 and rejects unknown fields, the internal click source and unknown relations", async () => {
      expect((await list("?[limit]=1000")).body.limit).toBe(250);
      expect((await list("?[limit]=0")).body.limit).toBe(1);
      expect((await list("?[limt]=5")).body.limit).toBe(20);
      for (const query of ["?nope=1", "?clickSource=google", "?[project]=clickSource", "?[with]=contact", "?isComplete=maybe"]) {
        const res = await list(query);
        expect(res.status, query).toBe(400);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      }
    });
  });
});
