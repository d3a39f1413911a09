import { systemContext } from "@crm/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, ISO, type Envelope } from "../support/http-shapes";
import type { Contact, Deal, User } from "../support/records";
import { useTestApi } from "../support/test-api";

interface Party {
  type: "EXTENSION" | "PHONE";
  number: string;
  userId?: string;
}
interface Call {
  id: string;
  projectId: string;
  entityId: string;
  entityType: "DEAL" | "CONTACT";
  provider: string;
  externalId: string;
  direction: "OUTBOUND" | "INBOUND";
  from: Party;
  to: Party;
  startedAt: string;
  answeredAt?: string;
  endedAt: string;
  durationInSeconds: number;
  outcome: string;
  recording: { status: string; mimeType?: string };
  transcription: unknown;
  analysis: unknown;
  createdAt: string;
  updatedAt: string;
}

const CALL_KEYS = [
  "id",
  "projectId",
  "entityId",
  "entityType",
  "provider",
  "externalId",
  "direction",
  "from",
  "to",
  "startedAt",
  "answeredAt",
  "endedAt",
  "durationInSeconds",
  "outcome",
  "recording",
  "transcription",
  "analysis",
  "createdAt",
  "updatedAt",
];

let seq = 0;
/** A distinct phone number per test (digits with the country code). */
const nextPhone = () => `5511${String(900000000 + ++seq * 7919).slice(0, 9)}`;
const minute = (m: number, s = 0) => `2025-03-01T10:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.000Z`;

describe("/v1 calls (real HTTP)", () => {
  const api = useTestApi({ name: "calls" });
  let p: SalesProject;
  let other: SalesProject;
  let phoneFieldId: string;

  beforeAll(async () => {
    p = await salesProject(api, "Calls");
    other = await salesProject(api, "Other calls");
    const fields = await api.request<Envelope<{ id: string }>>("GET", "/v1/fields?key=PHONE&entityType=CONTACT", { key: p.key });
    phoneFieldId = fields.body.data[0]!.id;
  });

  const call = (over: Record<string, unknown> = {}) => ({
    externalId: `ext-${++seq}`,
    direction: "OUTBOUND",
    from: { type: "EXTENSION", number: "200" },
    to: { type: "PHONE", number: nextPhone() },
    startedAt: minute(0),
    answeredAt: minute(0, 10),
    endedAt: minute(2, 40),
    outcome: "ANSWERED",
    ...over,
  });
  const ingest = (body: unknown, key = p.key) => api.request<{ id: string }>("POST", "/v1/telephony/calls", { key, body });
  const listCalls = (contactId: string, query = "", key = p.key) =>
    api.request<Call[]>("GET", `/v1/contacts/${contactId}/calls${query}`, { key });
  const contactWithPhone = async (phone: string) => {
    const res = await api.request<Contact>("POST", "/v1/contacts", {
      key: p.key,
      body: { fields: [{ fieldId: phoneFieldId, value: phone }] },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const contactsByPhone = async (phone: string) =>
    (await api.request<Envelope<Contact>>("GET", `/v1/contacts?fields.PHONE=${phone}`, { key: p.key })).body.data;

  describe("POST /v1/telephony/calls", () => {
    it("answers 202 {id}, creates the contact of an unknown phone and stores the call exactly as the spec's Call", async () => {
      const phone = nextPhone();
      const body = call({ to: { type: "PHONE", number: `+${phone}` }, recordingUrl: "https://pbx.example.com/rec/1.wav" });
      const res = await ingest(body);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ id: expect.any(String) });

      const contacts = await contactsByPhone(phone);
      expect(contacts).toHaveLength(1);
      const list = await listCalls(contacts[0]!.id);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        {
          id: res.body.id,
          projectId: p.projectId,
          entityId: contacts[0]!.id,
          entityType: "CONTACT",
          provider: "TELEPHONY",
          externalId: body.externalId,
          direction: "OUTBOUND",
          from: { type: "EXTENSION", number: "200" },
          to: { type: "PHONE", number: phone },
          startedAt: minute(0),
          answeredAt: minute(0, 10),
          endedAt: minute(2, 40),
          durationInSeconds: 150,
          outcome: "ANSWERED",
          recording: { status: "PENDING" },
          transcription: null,
          analysis: null,
          createdAt: expect.stringMatching(ISO),
          updatedAt: expect.stringMatching(ISO),
        },
      ]);
      // Closed object: no keys beyond the spec's (contactId, recordingUrl are internal).
      for (const key of Object.keys(list.body[0]!)) expect(CALL_KEYS).toContain(key);
    });

    it("is idempotent on externalId: the same id back, one call, one contact", async () => {
      const phone = nextPhone();
      const body = call({ to: { type: "PHONE", number: phone } });
      const first = await ingest(body);
      const again = await ingest({ ...body, outcome: "BUSY" });
      expect(first.status).toBe(202);
      expect(again.status).toBe(202);
      expect(again.body.id).toBe(first.body.id);
      const [racedA, racedB] = await Promise.all([ingest(call({ externalId: "race-1" })), ingest(call({ externalId: "race-1" }))]);
      expect([racedA.status, racedB.status]).toEqual([202, 202]);
      expect(racedA.body.id).toBe(racedB.body.id);

      const contacts = await contactsByPhone(phone);
      expect(contacts).toHaveLength(1);
      const list = await listCalls(contacts[0]!.id);
      expect(list.body.map((c) => [c.id, c.outcome])).toEqual([[first.body.id, "ANSWERED"]]);
      // One call.created and one call.ended per call, in the outbox, however often it was posted.
      const events = await api.domain.events.list(systemContext(p.projectId), { types: ["call.created", "call.ended"], limit: 1000 });
      const ofCall = (id: string) => events.filter((e) => (e.data.record as { id?: string } | undefined)?.id === id).map((e) => e.type);
      expect(ofCall(first.body.id)).toEqual(["call.created", "call.ended"]);
      expect(ofCall(racedA.body.id)).toEqual(["call.created", "call.ended"]);
      // Another project has its own externalId space.
      const elsewhere = await ingest(body, other.key);
      expect(elsewhere.status).toBe(202);
      expect(elsewhere.body.id).not.toBe(first.body.id);
    });

    it("concurrent ingestions of a new phone (different externalIds) create exactly one contact", async () => {
      for (let round = 0; round < 5; round++) {
        const phone = nextPhone();
        const raced = await Promise.all(Array.from({ length: 4 }, () => ingest(call({ to: { type: "PHONE", number: phone } }))));
        expect(raced.map((r) => r.status)).toEqual([202, 202, 202, 202]);
        const contacts = await contactsByPhone(phone);
        expect(contacts).toHaveLength(1);
        expect((await listCalls(contacts[0]!.id)).body).toHaveLength(4);
      }
    });

    it("a deleted contact's phone (or a phone changed away) is claimed again by the next call", async () => {
      const phone = nextPhone();
      expect((await ingest(call({ to: { type: "PHONE", number: phone } }))).status).toBe(202);
      const [first] = await contactsByPhone(phone);
      expect((await api.request("DELETE", `/v1/contacts/${first!.id}`, { key: p.key })).status).toBe(204);
      expect((await ingest(call({ to: { type: "PHONE", number: phone } }))).status).toBe(202);
      const [second] = await contactsByPhone(phone);
      expect(second!.id).not.toBe(first!.id);
      const moved = await api.request("PATCH", `/v1/contacts/${second!.id}`, {
        key: p.key,
        body: { fields: [{ fieldId: phoneFieldId, value: nextPhone() }] },
      });
      expect(moved.status).toBe(204);
      expect((await ingest(call({ to: { type: "PHONE", number: phone } }))).status).toBe(202);
      const third = await contactsByPhone(phone);
      expect(third).toHaveLength(1);
      expect([first!.id, second!.id]).not.toContain(third[0]!.id);
    });

    it("finds an existing contact by phone; attaches to its most recent OPEN deal, else to the contact", async () => {
      const phone = nextPhone();
      const contactId = await contactWithPhone(phone);
      const onContact = await ingest(
        call({ direction: "INBOUND", from: { type: "PHONE", number: phone }, to: { type: "EXTENSION", number: "999" } }),
      );

      const older = await p.deal({ contactId });
      const newer = await p.deal({ contactId });
      const closed = await p.deal({ contactId, stageId: p.won.id });
      expect(closed.status).toBe("WON");
      const onDeal = await ingest(
        call({ to: { type: "PHONE", number: phone }, startedAt: minute(5), answeredAt: minute(5, 1), endedAt: minute(6) }),
      );

      expect(await contactsByPhone(phone)).toHaveLength(1);
      const list = await listCalls(contactId);
      expect(list.body.map((c) => [c.id, c.entityType, c.entityId])).toEqual([
        [onDeal.body.id, "DEAL", newer.id],
        [onContact.body.id, "CONTACT", contactId],
      ]);
      expect(older.id).not.toBe(newer.id);
      expect(list.body[1]).toMatchObject({
        direction: "INBOUND",
        from: { type: "PHONE", number: phone },
        to: { type: "EXTENSION", number: "999" },
      });
      expect(list.body[1]!.to).not.toHaveProperty("userId");
    });

    it("gives the EXTENSION party the userId of the project user holding the extension", async () => {
      const user = await api.request<User>("POST", "/v1/users", {
        key: p.key,
        body: { name: "Seller", email: "seller@calls.test", extension: "301" },
      });
      expect(user.status).toBe(201);
      const phone = nextPhone();
      await ingest(call({ from: { type: "EXTENSION", number: "301" }, to: { type: "PHONE", number: phone } }));
      const [contact] = await contactsByPhone(phone);
      const [stored] = (await listCalls(contact!.id)).body;
      expect(stored!.from).toEqual({ type: "EXTENSION", number: "301", userId: user.body.id });
      // The same extension in another project maps to nobody there.
      await ingest(call({ from: { type: "EXTENSION", number: "301" }, to: { type: "PHONE", number: phone } }), other.key);
      const [otherContact] = (await api.request<Envelope<Contact>>("GET", `/v1/contacts?fields.PHONE=${phone}`, { key: other.key })).body
        .data;
      const [otherCall] = (await listCalls(otherContact!.id, "", other.key)).body;
      expect(otherCall!.from).toEqual({ type: "EXTENSION", number: "301" });
    });

    it("unanswered calls: durationInSeconds 0, no answeredAt; no recordingUrl: recording UNAVAILABLE", async () => {
      const phone = nextPhone();
      const body = call({ to: { type: "PHONE", number: phone }, outcome: "NO_ANSWER" });
      delete (body as { answeredAt?: string }).answeredAt;
      expect((await ingest(body)).status).toBe(202);
      const [contact] = await contactsByPhone(phone);
      const [stored] = (await listCalls(contact!.id)).body;
      expect(stored).toMatchObject({ outcome: "NO_ANSWER", durationInSeconds: 0, recording: { status: "UNAVAILABLE" } });
      expect(stored).not.toHaveProperty("answeredAt");
    });

    it("400 for bad bodies, naming the field", async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [call({ endedAt: "2025-02-28T10:00:00.000Z" }), "endedAt"],
        [call({ answeredAt: minute(3) }), "answeredAt"],
        [call({ externalId: "" }), "externalId"],
        [call({ direction: "SIDEWAYS" }), "direction"],
        [call({ outcome: "MAYBE" }), "outcome"],
        [call({ startedAt: "yesterday" }), "startedAt"],
        [call({ to: { type: "PHONE", number: "12" } }), "to.number"],
        [call({ to: { type: "EXTENSION", number: "201" } }), "to.type"],
        [call({ from: { type: "EXTENSION", number: "200", userId: "u1" } }), "from.userId"],
        [call({ recordingUrl: "ftp://x/y" }), "recordingUrl"],
        [call({ provider: "OTHER" }), "provider"],
      ];
      for (const [body, field] of cases) {
        const res = await ingest(body);
        expect(res.status, field).toBe(400);
        expect(
          expectErrorBody(res.body, 400, "VALIDATION_ERROR").errors?.map((e) => e.field),
          field,
        ).toContain(field);
      }
      const { externalId: _omit, ...missing } = call();
      expect((await ingest(missing)).status).toBe(400);
    });

    it("needs the write scope (403) and a key (401)", async () => {
      const res = await ingest(call(), p.readKey);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403, "FORBIDDEN");
      expect((await api.request("POST", "/v1/telephony/calls", { body: call() })).status).toBe(401);
    });
  });

  describe("GET /v1/contacts/{contactId}/calls", () => {
    let contactId: string;
    let deal: Deal;
    /** Ids of the contact's 7 calls, newest first. */
    let newestFirst: string[];

    beforeAll(async () => {
      const phone = nextPhone();
      contactId = await contactWithPhone(phone);
      const ids: string[] = [];
      // Calls on the contact, then on its deal (started in a shuffled order).
      for (const m of [3, 1, 5])
        ids[m] = (
          await ingest(
            call({ to: { type: "PHONE", number: phone }, startedAt: minute(m), answeredAt: minute(m, 5), endedAt: minute(m, 50) }),
          )
        ).body.id;
      deal = await p.deal({ contactId });
      for (const m of [2, 6, 0, 4])
        ids[m] = (
          await ingest(
            call({ to: { type: "PHONE", number: phone }, startedAt: minute(m), answeredAt: minute(m, 5), endedAt: minute(m, 50) }),
          )
        ).body.id;
      newestFirst = [6, 5, 4, 3, 2, 1, 0].map((m) => ids[m]!);
      // Noise: another contact's call.
      await ingest(call());
    });

    it("lists the calls on the contact and on its deals, newest first, as a bare array", async () => {
      const res = await listCalls(contactId);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.map((c) => c.id)).toEqual(newestFirst);
      expect(new Set(res.body.map((c) => c.entityId))).toEqual(new Set([contactId, deal.id]));
      expect((await listCalls(contactId, "?entityType=DEAL")).body.map((c) => c.id)).toEqual(
        newestFirst.filter((_, i) => [0, 2, 4, 6].includes(6 - i)),
      );
    });

    it("pages with [limit] (clamped to 1..50) and [offset]", async () => {
      expect((await listCalls(contactId, "?[limit]=2")).body.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
      expect((await listCalls(contactId, "?[limit]=2&[offset]=2")).body.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
      expect((await listCalls(contactId, "?[limit]=0")).body).toHaveLength(1);
      expect((await listCalls(contactId, "?[offset]=100")).body).toEqual([]);
      expect((await listCalls(contactId, "?[limit]=abc")).status).toBe(400);
      expect((await listCalls(contactId, "?[limitt]=1")).body).toHaveLength(7);
    });

    it("defaults to 20 and clamps [limit]=60 to 50", async () => {
      const phone = nextPhone();
      const busy = await contactWithPhone(phone);
      for (let i = 0; i < 52; i++) {
        const res = await ingest(
          call({
            to: { type: "PHONE", number: phone },
            startedAt: `2025-04-01T00:00:${String(i).padStart(2, "0")}.000Z`,
            answeredAt: undefined,
            endedAt: "2025-04-01T00:01:00.000Z",
            outcome: "NO_ANSWER",
          }),
        );
        expect(res.status).toBe(202);
      }
      expect((await listCalls(busy)).body).toHaveLength(20);
      const clamped = await listCalls(busy, "?[limit]=60");
      expect(clamped.body).toHaveLength(50);
      expect(clamped.body[0]!.startedAt).toBe("2025-04-01T00:00:51.000Z");
    });

    it("404 for an unknown contact and for another project's contact; 401 without a key; read-only keys may list", async () => {
      expectErrorBody((await listCalls("0123456789abcdef01234567")).body, 404, "NOT_FOUND");
      const foreign = await listCalls(contactId, "", other.key);
      expect(foreign.status).toBe(404);
      expectErrorBody(foreign.body, 404, "NOT_FOUND");
      expect((await api.request("GET", `/v1/contacts/${contactId}/calls`)).status).toBe(401);
      expect((await listCalls(contactId, "", p.readKey)).status).toBe(200);
    });
  });
  describe("when a deal moves to another contact", () => {
    it("its calls are listed under the new contact, no longer under the old one", async () => {
      const phone = nextPhone();
      const first = await contactWithPhone(phone);
      const second = await p.contact();
      const deal = await p.deal({ contactId: first });
      const onDeal = await ingest(call({ to: { type: "PHONE", number: phone } }));
      expect((await listCalls(first)).body.map((c) => c.id)).toEqual([onDeal.body.id]);

      expect((await api.request("PATCH", `/v1/deals/${deal.id}`, { key: p.key, body: { contactId: second } })).status).toBe(204);
      expect((await listCalls(first)).body).toEqual([]);
      expect((await listCalls(second)).body.map((c) => [c.id, c.entityId])).toEqual([[onDeal.body.id, deal.id]]);
      // A filter on entityId narrows the listing; it cannot widen it to calls of other contacts.
      expect((await listCalls(second, `?entityId=${deal.id}`)).body).toHaveLength(1);
      expect((await listCalls(first, `?entityId=${deal.id}`)).body).toEqual([]);
    });
  });

  describe("when the records a call hangs on are deleted", () => {
    it("a deleted deal's calls fall back to its contact; a deleted contact's calls go with it", async () => {
      const phone = nextPhone();
      const contactId = await contactWithPhone(phone);
      const deal = await p.deal({ contactId });
      const ingested = await ingest(call({ to: { type: "PHONE", number: phone } }));
      expect((await listCalls(contactId)).body.map((c) => [c.id, c.entityType, c.entityId])).toEqual([[ingested.body.id, "DEAL", deal.id]]);

      expect((await api.request("DELETE", `/v1/deals/${deal.id}`, { key: p.key })).status).toBe(204);
      expect((await listCalls(contactId)).body.map((c) => [c.id, c.entityType, c.entityId])).toEqual([
        [ingested.body.id, "CONTACT", contactId],
      ]);

      expect((await api.request("DELETE", `/v1/contacts/${contactId}`, { key: p.key })).status).toBe(204);
      expect((await listCalls(contactId)).status).toBe(404);
      // Posting the same call again finds no stored call: it is ingested anew for a new contact.
      const again = await ingest(call({ externalId: "after-delete", to: { type: "PHONE", number: phone } }));
      const [recreated] = await contactsByPhone(phone);
      expect((await listCalls(recreated!.id)).body.map((c) => c.id)).toEqual([again.body.id]);
    });
  });
});
