import { systemContext } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, ISO } from "../support/http-shapes";
import type { Note } from "../support/records";
import { useTestApi } from "../support/test-api";

describe("/v1/notes (real HTTP)", () => {
  const api = useTestApi({ name: "notes" });
  let p: SalesProject;
  let contactId: string;
  let dealId: string;

  beforeAll(async () => {
    p = await salesProject(api, "Notes");
    contactId = await p.contact();
    dealId = (await p.deal({ contactId })).id;
  });

  const create = (body: unknown, key = p.key) => api.request<Note>("POST", "/v1/notes", { key, body });
  const list = (query = "") => api.request<Note[]>("GET", `/v1/notes${query}`, { key: p.key });
  const idsOf = (res: { body: Note[] }) => res.body.map((n) => n.id);

  describe("create", () => {
    it("attaches a note to a contact: 201, entityType and author set by the service", async () => {
      const res = await create({ content: "  Called, wants a demo  ", entityId: contactId });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        projectId: p.projectId,
        content: "Called, wants a demo",
        entityId: contactId,
        entityType: "CONTACT",
        author: { type: "USER", id: p.userId },
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const read = await api.request<Note>("GET", `/v1/notes/${res.body.id}`, { key: p.key });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it("attaches a note to a deal with entityType DEAL", async () => {
      const res = await create({ content: "Sent the proposal", entityId: dealId });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ entityId: dealId, entityType: "DEAL", author: { type: "USER", id: p.userId } });
    });

    it("refuses client-set entityType or author, and ids that are no deal or contact of the project (404)", async () => {
      const forged = await create({ content: "x", entityId: dealId, entityType: "CONTACT", author: { type: "SYSTEM", id: "s" } });
      expect(forged.status).toBe(400);
      expect(
        expectErrorBody(forged.body, 400, "VALIDATION_ERROR")
          .errors?.map((e) => e.field)
          .sort(),
      ).toEqual(["author", "entityType"]);

      const unknown = await create({ content: "x", entityId: "0123456789abcdef01234567" });
      expect(unknown.status).toBe(404);
      expectErrorBody(unknown.body, 404, "NOT_FOUND");
      // A record of the project that is neither a deal nor a contact is not a note target either.
      const stageId = p.open.id;
      expect((await create({ content: "x", entityId: stageId })).status).toBe(404);
    });

    it("validates content: required, trimmed non-empty, at most 10,000 characters, a string", async () => {
      for (const content of [undefined, "", "   \n ", "x".repeat(10_001), 42, { $gt: "" }]) {
        const res = await create({ content, entityId: contactId });
        expect(res.status, JSON.stringify(content)).toBe(400);
        expect(expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors?.[0]?.field).toBe("content");
      }
      expect((await create({ content: "x".repeat(10_000), entityId: contactId })).status).toBe(201);
      expect((await create({ content: "x" })).status).toBe(400);
    });

    it("needs the write scope (403) and a key (401)", async () => {
      const readOnly = await create({ content: "x", entityId: contactId }, p.readKey);
      expect(readOnly.status).toBe(403);
      expectErrorBody(readOnly.body, 403, "FORBIDDEN");
      expect((await api.request("POST", "/v1/notes", { body: { content: "x", entityId: contactId } })).status).toBe(401);
      expect((await api.request("GET", "/v1/notes", { key: p.readKey })).status).toBe(200);
    });
  });

  describe("update and delete", () => {
    it("PATCH changes only the content (204); entity and author are fixed", async () => {
      const { body: note } = await create({ content: "first", entityId: dealId });
      const patch = await api.request("PATCH", `/v1/notes/${note.id}`, { key: p.key, body: { content: " second " } });
      expect(patch.status).toBe(204);
      expect(patch.text).toBe("");
      const read = await api.request<Note>("GET", `/v1/notes/${note.id}`, { key: p.key });
      expect(read.body).toMatchObject({ content: "second", entityId: dealId, entityType: "DEAL", author: note.author });

      for (const body of [{ entityId: contactId }, { author: { type: "SYSTEM", id: "x" } }, { content: "" }, { content: null }]) {
        const res = await api.request("PATCH", `/v1/notes/${note.id}`, { key: p.key, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await api.request("PATCH", `/v1/notes/${note.id}`, { key: p.readKey, body: { content: "z" } })).status).toBe(403);
    });

    it("DELETE answers 204, then 404 for read, update and delete", async () => {
      const { body: note } = await create({ content: "temp", entityId: contactId });
      expect((await api.request("DELETE", `/v1/notes/${note.id}`, { key: p.readKey })).status).toBe(403);
      const del = await api.request("DELETE", `/v1/notes/${note.id}`, { key: p.key });
      expect(del.status).toBe(204);
      expect(del.text).toBe("");
      expect((await api.request("GET", `/v1/notes/${note.id}`, { key: p.key })).status).toBe(404);
      expect((await api.request("PATCH", `/v1/notes/${note.id}`, { key: p.key, body: { content: "z" } })).status).toBe(404);
      expect((await api.request("DELETE", `/v1/notes/${note.id}`, { key: p.key })).status).toBe(404);
    });
  });

  describe("listing", () => {
    let contact: string;
    let deal: string;
    const ids: string[] = [];
    let agentNoteId: string;
    beforeAll(async () => {
      contact = await p.contact();
      deal = (await p.deal({ contactId: contact })).id;
      for (const [content, entityId] of [
        ["c1", contact],
        ["d1", deal],
        ["c2 pricing", contact],
        ["d2 PRICING", deal],
      ] as const) {
        const res = await create({ content, entityId });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      // Agents and the system write notes through the domain (no HTTP credential is an agent).
      const agentNote = await api.domain.notes.create(systemContext(p.projectId, { type: "AGENT", id: "agent-7" }), {
        content: "agent summary",
        entityId: contact,
      });
      agentNoteId = agentNote.id;
    });

    it("answers a bare array, newest first", async () => {
      const res = await list(`?entityId[in]=${contact},${deal}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(idsOf(res)).toEqual([agentNoteId, ...[...ids].reverse()]);
    });

    it("filters by entityId, entityType, author.type, author.id, content and createdAt", async () => {
      expect(idsOf(await list(`?entityId=${deal}`))).toEqual([ids[3], ids[1]]);
      expect(idsOf(await list(`?entityId=${contact}&entityType=CONTACT&author.type=USER`))).toEqual([ids[2], ids[0]]);
      expect(idsOf(await list(`?entityId=${contact}&author.type=AGENT`))).toEqual([agentNoteId]);
      expect(idsOf(await list(`?author.id=agent-7`))).toEqual([agentNoteId]);
      expect((await list(`?entityId=${deal}&author.id=${p.userId}`)).body).toHaveLength(2);
      expect(idsOf(await list(`?entityId[in]=${contact},${deal}&content[regex]=pricing`))).toEqual([ids[3], ids[2]]);
      const first = (await api.request<Note>("GET", `/v1/notes/${ids[0]}`, { key: p.key })).body;
      const since = await list(`?entityId[in]=${contact},${deal}&createdAt[gte]=${encodeURIComponent(first.createdAt)}`);
      expect(since.body).toHaveLength(5);
    });

    it("sorts, pages and projects", async () => {
      const oldest = await list(`?entityId[in]=${contact},${deal}&createdAt[sort]=asc&[limit]=2&[offset]=1`);
      expect(idsOf(oldest)).toEqual([ids[1], ids[2]]);
      const projected = await list(`?entityId=${deal}&[project]=author,entityType&[limit]=1`);
      expect(projected.body).toEqual([{ id: ids[3], author: { type: "USER", id: p.userId }, entityType: "DEAL" }]);
      expect((await list("?[limit]=1000")).body.length).toBeLessThanOrEqual(100);
    });

    it("[with]=deal,contact adds the record each note is on", async () => {
      const res = await list(`?entityId[in]=${contact},${deal}&author.type=USER&[with]=deal,contact&[project]=entityType`);
      expect(res.status).toBe(200);
      const byId = new Map(res.body.map((n) => [n.id, n as unknown as { deal: { id: string } | null; contact: { id: string } | null }]));
      expect(byId.get(ids[3]!)).toMatchObject({ deal: { id: deal, contactId: contact }, contact: null });
      expect(byId.get(ids[2]!)).toMatchObject({ contact: { id: contact }, deal: null });
    });

    it("rejects unknown fields, bad enum values and unknown relations with 400", async () => {
      for (const query of ["?entityType=TASK", "?author.type=ROBOT", "?author=x", "?nope=1", "?[with]=author", "?content[foo]=1"]) {
        const res = await list(query);
        expect(res.status, query).toBe(400);
        expectErrorBody(res.body, 400, "VALIDATION_ERROR");
      }
    });
  });
});
