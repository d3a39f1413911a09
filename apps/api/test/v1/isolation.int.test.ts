import { systemContext, type Context } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody } from "../support/http-shapes";
import type { Deal } from "../support/records";
import { useTestApi, type TestResponse } from "../support/test-api";

/**
 * Cross-project isolation: project B's keys never see, change or reference project A's records,
 * on every resource, by id, in listings, in filters, through `[with]` relations and through
 * references in bodies. Every check is "answered exactly like a missing record": 404.
 */

interface Rec {
  id: string;
  projectId: string;
}
/** One of A's records as B would try to reach it: its path and a body that is valid for its PATCH. */
interface Target {
  name: string;
  path: string;
  patch: Record<string, unknown>;
}

/** The records of a listing, whatever the spec's format (envelope, `{data}`, bare array). */
const rowsOf = (res: TestResponse<unknown>): Rec[] => {
  const body = res.body as Rec[] | { data: Rec[] };
  return Array.isArray(body) ? body : body.data;
};

const session = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
let phones = 0;
const phone = () => `5521900${String(++phones).padStart(6, "0")}`;
const noEvents = { emit: () => undefined };

describe("cross-project isolation (real HTTP)", () => {
  const api = useTestApi({ name: "isolation" });
  let a: SalesProject;
  let b: SalesProject;
  /** A's records, one per resource. */
  const A: Record<string, string> = {};
  /** Some of B's own records, used as the legitimate side of references. */
  const B: Record<string, string> = {};
  let targets: Target[];
  let listings: string[];

  /** Creates through one project's write key; fails the setup unless 201. */
  async function make<T extends Rec>(p: SalesProject, path: string, body: unknown): Promise<T> {
    const res = await p.call<T>("POST", path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
    expect(res.body.projectId).toBe(p.projectId);
    return res.body;
  }

  /** One of every resource in a project; the same shape for A and B so each side has something to list. */
  async function populate(p: SalesProject, into: Record<string, string>, label: string) {
    into.contact = await p.contact();
    into.tag = (await make(p, "/v1/tags", { name: `${label} tag` })).id;
    into.lossReason = (await make(p, "/v1/loss-reasons", { name: `${label} reason` })).id;
    into.user = (await make(p, "/v1/users", { name: `${label} user`, email: `${label.toLowerCase()}@example.com` })).id;
    const deal: Deal = await p.deal({ contactId: into.contact, title: `${label} deal`, tagIds: [into.tag], responsibleId: into.user });
    into.deal = deal.id;
    into.pipeline = (await make(p, "/v1/pipelines", { name: `${label} pipeline` })).id;
    into.stage = (await make(p, `/v1/pipelines/${into.pipeline}/stages`, { name: `${label} stage` })).id;
    into.fieldGroup = (await make(p, "/v1/field-groups", { name: `${label} group`, entityType: "CONTACT" })).id;
    into.field = (await make(p, "/v1/fields", { label: `${label} field`, type: "TEXT", fieldGroupId: into.fieldGroup })).id;
    into.task = (
      await make(p, "/v1/tasks", { dealId: into.deal, title: `${label} task`, dueAt: "2030-01-01T10:00:00Z", assigneeId: into.user })
    ).id;
    into.contactNote = (await make(p, "/v1/notes", { content: `${label} secret note`, entityId: into.contact })).id;
    into.dealNote = (await make(p, "/v1/notes", { content: `${label} deal note`, entityId: into.deal })).id;
    into.lead = (
      await make(p, "/v1/leads", {
        sourceId: `${label}-bot`,
        sessionId: session(label === "A" ? 1 : 2),
        originURL: "https://a.example/?gclid=1",
      })
    ).id;
    into.agent = (await make(p, "/v1/agents", { name: `${label} agent` })).id;
    into.channel = (await make(p, "/v1/channels", { type: "WHATSAPP", name: `${label} line`, phone: phone() })).id;
  }

  beforeAll(async () => {
    a = await salesProject(api, "Project A");
    b = await salesProject(api, "Project B");
    await populate(a, A, "A");
    await populate(b, B, "B");

    targets = [
      { name: "contact", path: `/v1/contacts/${A.contact}`, patch: { fields: [] } },
      { name: "deal", path: `/v1/deals/${A.deal}`, patch: { tagIds: [] } },
      { name: "field group", path: `/v1/field-groups/${A.fieldGroup}`, patch: { name: "hijacked" } },
      { name: "field", path: `/v1/fields/${A.field}`, patch: { label: "hijacked" } },
      { name: "pipeline", path: `/v1/pipelines/${A.pipeline}`, patch: { name: "hijacked" } },
      { name: "stage", path: `/v1/pipelines/${A.pipeline}/stages/${A.stage}`, patch: { name: "hijacked" } },
      { name: "stage via B's pipeline", path: `/v1/pipelines/${b.pipeline.id}/stages/${A.stage}`, patch: { name: "hijacked" } },
      { name: "tag", path: `/v1/tags/${A.tag}`, patch: { name: "hijacked" } },
      { name: "task", path: `/v1/tasks/${A.task}`, patch: { title: "hijacked" } },
      { name: "loss reason", path: `/v1/loss-reasons/${A.lossReason}`, patch: { name: "hijacked" } },
      { name: "user", path: `/v1/users/${A.user}`, patch: { name: "hijacked" } },
      { name: "project owner", path: `/v1/users/${a.userId}`, patch: { name: "hijacked" } },
      { name: "note", path: `/v1/notes/${A.contactNote}`, patch: { content: "hijacked" } },
      { name: "lead", path: `/v1/leads/${A.lead}`, patch: { isComplete: true } },
      { name: "agent", path: `/v1/agents/${A.agent}`, patch: { archived: true } },
      { name: "channel", path: `/v1/channels/${A.channel}`, patch: { name: "hijacked" } },
    ];
    listings = [
      "/v1/contacts",
      "/v1/deals",
      "/v1/field-groups",
      "/v1/fields",
      "/v1/pipelines",
      `/v1/pipelines/${b.pipeline.id}/stages`,
      "/v1/tags",
      "/v1/tasks",
      "/v1/loss-reasons",
      "/v1/users",
      "/v1/notes",
      "/v1/leads",
      "/v1/agents",
      "/v1/channels",
    ];
  });

  const expect404 = (res: TestResponse<unknown>, what: string) => {
    expect(res.status, `${what}: ${res.text}`).toBe(404);
    expectErrorBody(res.body, 404, "NOT_FOUND");
  };
  const aIds = () => Object.values(A);

  describe("by id", () => {
    it("B's key gets 404 on GET, PATCH and DELETE of every A record, and A's records stay unchanged", async () => {
      const before = await Promise.all(targets.map((t) => a.call("GET", t.path)));
      for (const [i, t] of targets.entries()) {
        if (!t.name.includes("via B")) expect(before[i]!.status, t.name).toBe(200);
        expect404(await b.call("GET", t.path), `GET ${t.name}`);
        expect404(await b.call("PATCH", t.path, t.patch), `PATCH ${t.name}`);
        expect404(await b.call("DELETE", t.path), `DELETE ${t.name}`);
        expect404(await api.request("GET", t.path, { key: b.readKey }), `GET ${t.name} (read key)`);
      }
      const after = await Promise.all(targets.map((t) => a.call("GET", t.path)));
      for (const [i, t] of targets.entries()) expect(after[i]!.body, t.name).toEqual(before[i]!.body);
    });

    it("B's key gets 404 on A's sub-resources and actions", async () => {
      expect404(await b.call("GET", `/v1/pipelines/${A.pipeline}/stages`), "stages of A's pipeline");
      expect404(await b.call("POST", `/v1/pipelines/${A.pipeline}/stages`, { name: "intruder" }), "stage in A's pipeline");
      expect404(await b.call("POST", `/v1/deals/${A.deal}/tags`, { tagIds: [B.tag] }), "tag A's deal");
      expect404(await b.call("POST", `/v1/channels/${A.channel}/secret`), "rotate A's channel secret");
      expect((await a.call<Deal>("GET", `/v1/deals/${A.deal}`)).body.tagIds).toEqual([A.tag]);
    });
  });

  describe("listings and filters", () => {
    it("B's listings contain only B's records, never A's", async () => {
      for (const path of listings) {
        const res = await b.call("GET", `${path}?[limit]=100`);
        expect(res.status, path).toBe(200);
        const rows = rowsOf(res);
        expect(rows.length, `${path} lists B's own records`).toBeGreaterThan(0);
        for (const row of rows) expect(row.projectId, path).toBe(b.projectId);
        expect(
          rows.map((r) => r.id).filter((id) => aIds().includes(id)),
          path,
        ).toEqual([]);
      }
    });

    it("filters naming A's ids find nothing: id, id[in], and references", async () => {
      const all = aIds().join(",");
      for (const path of listings) {
        const byIn = await b.call("GET", `${path}?id[in]=${all}`);
        expect(byIn.status, path).toBe(200);
        expect(rowsOf(byIn), `${path} id[in]`).toEqual([]);
      }
      const probes = [
        `/v1/deals?contactId=${A.contact}`,
        `/v1/deals?id=${A.deal}`,
        `/v1/deals?tagIds=${A.tag}`,
        `/v1/deals?pipelineId[in]=${A.pipeline},${a.pipeline.id}`,
        `/v1/deals?stageId=${a.open.id}`,
        `/v1/deals?responsibleId=${A.user}`,
        `/v1/tasks?dealId=${A.deal}`,
        `/v1/tasks?assigneeId=${A.user}`,
        `/v1/fields?fieldGroupId=${A.fieldGroup}`,
        `/v1/notes?entityId=${A.contact}`,
        `/v1/notes?entityId[in]=${A.contact},${A.deal}`,
        `/v1/notes?author.id=${a.userId}`,
        `/v1/notes?content[regex]=A secret`,
        `/v1/leads?chatbotId=A-bot`,
        `/v1/leads?sourceId[regex]=A-`,
        `/v1/users?id=${a.userId}`,
        `/v1/agents?name[regex]=A agent`,
      ];
      for (const path of probes) {
        const res = await b.call("GET", path);
        expect(res.status, path).toBe(200);
        expect(rowsOf(res), path).toEqual([]);
      }
      // The same probes through A's key do find A's records: the filters themselves work.
      expect(rowsOf(await a.call("GET", `/v1/notes?entityId=${A.contact}`)).map((n) => n.id)).toEqual([A.contactNote]);
      expect(rowsOf(await a.call("GET", "/v1/leads?chatbotId=A-bot")).map((l) => l.id)).toEqual([A.lead]);
      expect(rowsOf(await a.call("GET", `/v1/deals?contactId=${A.contact}`)).map((d) => d.id)).toEqual([A.deal]);
    });
  });

  describe("references from B's bodies to A's records are rejected with 404", () => {
    it("deals: contact, pipeline, stage, tags, responsible, loss reason", async () => {
      const count = async () => (await b.call<{ total: number }>("GET", "/v1/deals")).body.total;
      const before = await count();
      const cases: Array<[string, Record<string, unknown>]> = [
        ["contactId", { contactId: A.contact }],
        ["pipelineId", { contactId: B.contact, pipelineId: A.pipeline }],
        ["stageId", { contactId: B.contact, stageId: A.stage }],
        ["tagIds", { contactId: B.contact, tagIds: [B.tag, A.tag] }],
        ["responsibleId", { contactId: B.contact, responsibleId: A.user }],
        ["lossReasonId", { contactId: B.contact, stageId: b.lost.id, lossReasonId: A.lossReason }],
      ];
      for (const [name, body] of cases) expect404(await b.call("POST", "/v1/deals", body), `create deal with A's ${name}`);
      expect(await count()).toBe(before);

      const patches: Array<[string, Record<string, unknown>]> = [
        ["contactId", { contactId: A.contact }],
        ["pipelineId", { pipelineId: A.pipeline }],
        ["stageId", { stageId: a.open.id }],
        ["tagIds", { tagIds: [A.tag] }],
        ["responsibleId", { responsibleId: A.user }],
      ];
      const original = (await b.call("GET", `/v1/deals/${B.deal}`)).body;
      for (const [name, body] of patches) expect404(await b.call("PATCH", `/v1/deals/${B.deal}`, body), `patch deal with A's ${name}`);
      expect404(await b.call("POST", `/v1/deals/${B.deal}/tags`, { tagIds: [A.tag] }), "attach A's tag");
      expect((await b.call("GET", `/v1/deals/${B.deal}`)).body).toEqual(original);
    });

    it("tasks, fields, custom field values, notes and stage moves", async () => {
      expect404(await b.call("POST", "/v1/tasks", { dealId: A.deal, title: "x", dueAt: "2030-01-01T00:00:00Z" }), "task on A's deal");
      expect404(
        await b.call("POST", "/v1/tasks", { dealId: B.deal, title: "x", dueAt: "2030-01-01T00:00:00Z", assigneeId: A.user }),
        "task for A's user",
      );
      expect404(await b.call("PATCH", `/v1/tasks/${B.task}`, { dealId: A.deal }), "move task to A's deal");
      expect404(await b.call("POST", "/v1/fields", { label: "x", type: "TEXT", fieldGroupId: A.fieldGroup }), "field in A's group");
      expect404(await b.call("PATCH", `/v1/fields/${B.field}`, { fieldGroupId: A.fieldGroup }), "move field to A's group");
      expect404(await b.call("POST", "/v1/contacts", { fields: [{ fieldId: A.field, value: "x" }] }), "value of A's field");

      // A CONTACT-typed custom field of B cannot point at A's contact.
      const refField = await make(b, "/v1/fields", { label: "Referrer", type: "CONTACT", fieldGroupId: B.fieldGroup });
      expect404(
        await b.call("POST", "/v1/contacts", { fields: [{ fieldId: refField.id, value: A.contact }] }),
        "custom ref to A's contact",
      );
      expect((await b.call("POST", "/v1/contacts", { fields: [{ fieldId: refField.id, value: B.contact }] })).status).toBe(201);

      expect404(await b.call("POST", "/v1/notes", { content: "x", entityId: A.contact }), "note on A's contact");
      expect404(await b.call("POST", "/v1/notes", { content: "x", entityId: A.deal }), "note on A's deal");
      expect(rowsOf(await a.call("GET", `/v1/notes?entityId[in]=${A.contact},${A.deal}`))).toHaveLength(2);

      const bStage = await make(b, `/v1/pipelines/${B.pipeline}/stages`, { name: "B doomed" });
      expect404(
        await b.call("DELETE", `/v1/pipelines/${B.pipeline}/stages/${bStage.id}?targetStageId=${A.stage}`),
        "move deals to A's stage",
      );
    });

    it("a body cannot choose the project", async () => {
      for (const [path, body] of [
        ["/v1/notes", { content: "x", entityId: B.contact, projectId: a.projectId }],
        ["/v1/leads", { sourceId: "x", sessionId: session(9), originURL: "https://a.b/", projectId: a.projectId }],
        ["/v1/agents", { name: "x", projectId: a.projectId }],
        ["/v1/channels", { type: "SMS", name: "x", phone: phone(), projectId: a.projectId }],
      ] as const) {
        const res = await b.call("POST", path, body);
        expect(res.status, path).toBe(400);
        expect(expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field)).toContain("projectId");
      }
    });
  });

  describe("[with] relations", () => {
    /** Every populated relation value (one record, or each of a list) belongs to the listing's project. */
    function relatedProjects(rows: Array<Record<string, unknown>>, relations: string[]): string[] {
      const out: string[] = [];
      for (const row of rows) {
        for (const name of relations) {
          const value = row[name];
          for (const rel of Array.isArray(value) ? value : value ? [value] : []) out.push((rel as Rec).projectId);
        }
      }
      return out;
    }

    it("populate only B's records", async () => {
      const cases: Array<[string, string[]]> = [
        ["/v1/deals", ["contact", "stage", "pipeline", "responsible", "lossReason", "tags"]],
        ["/v1/tasks", ["deal", "assignee"]],
        ["/v1/contacts", ["deals"]],
        ["/v1/notes", ["deal", "contact"]],
      ];
      for (const [path, relations] of cases) {
        const res = await b.call<unknown>("GET", `${path}?[with]=${relations.join(",")}`);
        expect(res.status, path).toBe(200);
        const projects = relatedProjects(rowsOf(res) as unknown as Array<Record<string, unknown>>, relations);
        expect(projects.length, `${path} populated something`).toBeGreaterThan(0);
        expect(new Set(projects), path).toEqual(new Set([b.projectId]));
      }
    });

    it("never pull A's record even when a B record holds an id of A (a corrupt reference planted below the API)", async () => {
      // The API refuses such references (above); this plants them through the domain's raw update
      // path to prove the relation join itself is scoped by project, as defence in depth.
      const ctxB: Context = systemContext(b.projectId);
      const note = await make<Rec>(b, "/v1/notes", { content: "to corrupt", entityId: B.contact });
      await api.domain.notes.applyUpdate(ctxB, await api.domain.notes.load(ctxB, note.id), { entityId: A.contact }, noEvents);
      const task = await make<Rec>(b, "/v1/tasks", { dealId: B.deal, title: "to corrupt", dueAt: "2030-01-01T00:00:00Z" });
      await api.domain.tasks.applyUpdate(
        ctxB,
        await api.domain.tasks.load(ctxB, task.id),
        { dealId: A.deal, assigneeId: A.user },
        noEvents,
      );

      const notes = await b.call<Array<Record<string, unknown>>>("GET", `/v1/notes?id=${note.id}&[with]=contact,deal`);
      expect(notes.body).toEqual([expect.objectContaining({ id: note.id, entityId: A.contact, contact: null, deal: null })]);
      const tasks = await b.call<{ data: Array<Record<string, unknown>> }>("GET", `/v1/tasks?id=${task.id}&[with]=deal,assignee`);
      expect(tasks.body.data).toEqual([expect.objectContaining({ id: task.id, deal: null, assignee: null })]);
      expect(JSON.stringify([notes.body, tasks.body])).not.toContain(a.projectId);
    });
  });

  describe("admin surface", () => {
    it("needs the admin token: API keys of any project, a wrong or missing token get 401", async () => {
      const attempts: Array<[string, string, unknown]> = [
        ["POST", "/admin/v1/projects", { name: "Hijack" }],
        ["POST", `/admin/v1/projects/${a.projectId}/api-keys`, { name: "Hijack" }],
        ["DELETE", `/admin/v1/api-keys/0123456789abcdef01234567`, undefined],
      ];
      for (const [method, path, body] of attempts) {
        const credentials: Array<Record<string, string>> = [
          { "x-api-key": b.key },
          { "x-admin-token": "wrong" },
          { "x-admin-token": "" },
          {},
        ];
        for (const headers of credentials) {
          const res = await api.request(method, path, { headers, ...(body !== undefined ? { body } : {}) });
          expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
          expectErrorBody(res.body, 401, "UNAUTHORIZED");
        }
      }
      // An admin token is not an API key either.
      expect((await api.request("GET", "/v1/notes", { headers: { "x-admin-token": api.adminToken } })).status).toBe(401);
      expect((await a.call("GET", `/v1/agents/${A.agent}`)).status).toBe(200);
    });
  });

  describe("injection attempts on notes, leads, agents and channels", () => {
    it("operator-shaped query keys are 400, operator-shaped values are plain text", async () => {
      for (const path of [
        "/v1/notes?content[$where]=1",
        "/v1/notes?content[$ne]=x",
        "/v1/notes?$where=1",
        "/v1/notes?__proto__[x]=1",
        "/v1/leads?sourceId[$regex]=.*",
        "/v1/leads?chatbotId[$ne]=x",
        "/v1/leads?chatbotId[ne]=x",
        "/v1/agents?name[$gt]=",
        "/v1/channels?secretHash=x",
        "/v1/channels?[project]=secretHash",
        "/v1/notes?[with]=users",
      ]) {
        const res = await b.call("GET", path);
        expect(res.status, path).toBe(400);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      }
      for (const path of [
        `/v1/notes?content=${encodeURIComponent('{"$gt":""}')}`,
        `/v1/notes?entityId=${encodeURIComponent('{"$ne":null}')}`,
        "/v1/leads?sourceId[regex]=.*",
        "/v1/leads?chatbotId=%7B%22%24ne%22%3Anull%7D",
        "/v1/agents?name[regex]=.*",
        "/v1/channels?phone[in]=$where,$ne",
      ]) {
        const res = await b.call("GET", path);
        expect(res.status, path).toBe(200);
        expect(rowsOf(res), path).toEqual([]);
      }
      expect404(await b.call("GET", `/v1/notes/${encodeURIComponent('{"$ne":null}')}`), "operator-shaped id");
      expect404(await b.call("GET", "/v1/leads/%24where"), "operator-shaped id");
    });

    it("operator-shaped body values are 400 and change nothing", async () => {
      const bodies: Array<[string, string, unknown]> = [
        ["POST", "/v1/notes", { content: { $gt: "" }, entityId: B.contact }],
        ["POST", "/v1/notes", { content: "x", entityId: { $ne: null } }],
        ["POST", "/v1/notes", { content: "x", entityId: { $in: [A.contact] } }],
        ["PATCH", `/v1/notes/${B.contactNote}`, { content: { $set: { projectId: a.projectId } } }],
        ["POST", "/v1/leads", { sourceId: { $gt: "" }, sessionId: session(7), originURL: "https://a.b/" }],
        ["POST", "/v1/leads", { sourceId: "x", sessionId: session(8), originURL: "https://a.b/", answers: [{ $where: "1" }] }],
        ["PATCH", `/v1/leads/${B.lead}`, { isComplete: { $ne: false } }],
        ["POST", "/v1/agents", { name: { $gt: "" } }],
        ["PATCH", `/v1/agents/${B.agent}`, { archived: { $ne: true } }],
        ["POST", "/v1/channels", { type: "SMS", name: "x", phone: { $ne: null } }],
      ];
      for (const [method, path, body] of bodies) {
        const res = await b.call(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      }
      const note = await b.call<{ content: string; projectId: string }>("GET", `/v1/notes/${B.contactNote}`);
      expect(note.body).toMatchObject({ content: "B secret note", projectId: b.projectId });
      expect(rowsOf(await a.call("GET", `/v1/notes?entityId=${A.contact}`))).toHaveLength(1);
    });
  });
});
