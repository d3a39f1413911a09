import { sampleCallWav } from "@crm/providers";
import { endedCall, startRecordingServer, testRedis, waitFor, type RecordingServer, type TestRedis } from "@crm/testing";
import { startWorkers, type RunningWorkers } from "@crm/worker";
import { MongoClient } from "mongodb";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { expectErrorBody, type Envelope } from "../support/http-shapes";
import { graphql } from "../support/graphql";
import type { Contact, Deal } from "../support/records";
import { useTestApi } from "../support/test-api";
import { trpcClient } from "../support/trpc";

interface Call {
  id: string;
  entityId: string;
  durationInSeconds: number;
  recording: { status: string; mimeType?: string };
  transcription: { status: string; text?: string; turns?: Array<{ speaker: string; start: number; text: string }> } | null;
  analysis: { status: string; summary?: string } | null;
}

let seq = 0;
const nextPhone = () => `336${String(20000000 + ++seq * 7919).slice(0, 8)}`;

describe("call intelligence through the API with the worker running (dev providers)", () => {
  const api = useTestApi({ name: "call-intel" });
  let p: SalesProject;
  let other: SalesProject;
  let redis: TestRedis;
  let worker: RunningWorkers;
  let server: RecordingServer;
  const wav = sampleCallWav();

  beforeAll(async () => {
    p = await salesProject(api, "Call intelligence");
    other = await salesProject(api, "Other");
    redis = await testRedis("call-intel-worker");
    server = await startRecordingServer();
    server.serve("/call.wav", { body: wav });
    worker = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: api.domain,
      logger: pino({ level: "silent" }),
      callJobs: { copyDelayMs: 0, attempts: 2, backoffMs: 10 },
    });
  });
  afterAll(async () => {
    await worker.close();
    await server.close();
    await redis.cleanup();
  });

  const ingest = async (phone: string, over: Record<string, unknown> = {}) => {
    const res = await p.call<{ id: string }>(
      "POST",
      "/v1/telephony/calls",
      endedCall(phone, { recordingUrl: server.url("/call.wav"), ...over }),
    );
    expect(res.status).toBe(202);
    return res.body.id;
  };
  const contactWithDeal = async () => {
    const phone = nextPhone();
    const contact = await p.call<Contact>("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: phone }] });
    const deal = await p.deal({ contactId: contact.body.id });
    return { phone, contactId: contact.body.id, deal };
  };
  const callOf = async (contactId: string, id: string) => {
    const res = await p.call<Call[]>("GET", `/v1/contacts/${contactId}/calls`);
    const found = res.body.find((c) => c.id === id);
    if (!found) throw new Error(`call ${id} not listed`);
    return found;
  };
  const fieldId = async (entityType: string, key: string) =>
    (await p.call<Envelope<{ id: string }>>("GET", `/v1/fields?key=${key}&entityType=${entityType}`)).body.data[0]!.id;

  it("records what the analysis wrote with its evidence, and reverts it: 200 {reverted, skipped}", async () => {
    const { phone, contactId, deal } = await contactWithDeal();
    const emailField = await fieldId("CONTACT", "EMAIL");
    const priceField = await fieldId("DEAL", "PRICE");
    await p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: emailField, value: "old@example.com" }] });
    const id = await ingest(phone);
    await waitFor(
      () => callOf(contactId, id),
      (c) => c.analysis?.status === "DONE",
    );
    type Change = {
      id: string;
      actor: { type: string; id?: string };
      source?: { type: string; id: string };
      changes: Array<Record<string, unknown>>;
    };
    const history = async (path: string) => (await p.call<Envelope<Change>>("GET", `${path}/history?actor.type=ANALYSIS`)).body.data;
    const [onContact] = await history(`/v1/contacts/${contactId}`);
    expect(onContact).toMatchObject({ actor: { type: "ANALYSIS", id: "dev-analyzer" }, source: { type: "CALL", id } });
    expect(onContact!.changes).toEqual([
      {
        path: `fields.${emailField}`,
        before: "old@example.com",
        after: "jane.doe@example.com",
        evidence: { quote: "jane.doe@example.com", turns: [expect.any(Number)], confidence: 1, model: "dev-analyzer" },
      },
    ]);
    const [onDeal] = await history(`/v1/deals/${deal.id}`);
    expect(onDeal!.changes[0]).toMatchObject({ path: `fields.${priceField}`, after: 12500, evidence: { model: "dev-analyzer" } });

    // The deal's price changes since: it is skipped; the contact's e-mail goes back.
    await p.call("PATCH", `/v1/deals/${deal.id}`, { fields: [{ fieldId: priceField, value: 99 }] });
    const res = await p.call<{ reverted: string[]; skipped: Array<{ changeId: string; path: string }> }>(
      "POST",
      `/v1/calls/${id}/analysis/revert`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reverted: [onContact!.id], skipped: [{ changeId: onDeal!.id, path: `fields.${priceField}` }] });
    expect((await p.call<Contact>("GET", `/v1/contacts/${contactId}`)).body.fields).toContainEqual({
      fieldId: emailField,
      value: "old@example.com",
    });
    const dealNow = (await p.call<Deal & { fields: Array<{ fieldId: string; value: unknown }> }>("GET", `/v1/deals/${deal.id}`)).body;
    expect(dealNow.fields).toContainEqual({ fieldId: priceField, value: 99 });
    // Again: the contact's change is reverted already, the deal's still changed since.
    expect((await p.call("POST", `/v1/calls/${id}/analysis/revert`)).body).toEqual({
      reverted: [],
      skipped: [{ changeId: onDeal!.id, path: `fields.${priceField}` }],
    });
    expect((await other.call("POST", `/v1/calls/${id}/analysis/revert`)).status).toBe(404);
  });

  it("an ended call is STORED and playable, transcribed into turns, summarised, and its values written into the deal and contact", async () => {
    const { phone, contactId, deal } = await contactWithDeal();
    // A value already filled is overwritten by the analysis.
    const emailField = await fieldId("CONTACT", "EMAIL");
    expect(
      (await p.call("PATCH", `/v1/contacts/${contactId}`, { fields: [{ fieldId: emailField, value: "old@example.com" }] })).status,
    ).toBe(204);
    const id = await ingest(phone);

    const call = await waitFor(
      () => callOf(contactId, id),
      (c) => c.analysis?.status === "DONE",
    );
    expect(call.entityId).toBe(deal.id);
    expect(call.recording).toEqual({ status: "STORED", mimeType: "audio/wav" });
    expect(call.transcription?.turns?.map((t) => t.speaker)).toEqual(["SELLER", "CUSTOMER", "SELLER", "CUSTOMER"]);
    expect(call.analysis?.summary).toMatch(/^\[simulated\] 4 turns/);

    const contact = (await p.call<Contact>("GET", `/v1/contacts/${contactId}`)).body;
    expect(contact.fields).toContainEqual({ fieldId: emailField, value: "jane.doe@example.com" });
    const dealAfter = (await p.call<Deal & { fields: Array<{ fieldId: string; value: unknown }> }>("GET", `/v1/deals/${deal.id}`)).body;
    expect(dealAfter.fields).toContainEqual({ fieldId: await fieldId("DEAL", "PRICE"), value: 12500 });

    const played = await fetch(`${api.baseUrl}/v1/calls/${id}/recording`, { headers: { "x-api-key": p.key } });
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toBe("audio/wav");
    expect(played.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await played.arrayBuffer()).equals(wav)).toBe(true);

    // GraphQL and tRPC point at that download (`recordingUrl`), and, as REST's bare array, count nothing (no page-length total).
    const gql = await graphql<{ contactCalls: { total: number | null; data: Array<{ id: string; recordingUrl: string | null }> } }>(
      api,
      p.key,
      `
        query ($contactId: ID!) {
          contactCalls(contactId: $contactId) {
            total
            data {
              id
              recordingUrl
            }
          }
        }
      `,
      { contactId },
    );
    expect(gql.body.data?.contactCalls).toEqual({ total: null, data: [{ id, recordingUrl: `/v1/calls/${id}/recording` }] });
    const viaTrpc = await trpcClient(api, p.key).calls.listOfContact.query({ contactId });
    expect(viaTrpc.total).toBeUndefined();
    expect(viaTrpc.data.map((c) => [c.id, c.recordingUrl])).toEqual([[id, `/v1/calls/${id}/recording`]]);
    const again = await fetch(`${api.baseUrl}${viaTrpc.data[0]!.recordingUrl}`, { headers: { "x-api-key": p.key } });
    expect(Buffer.from(await again.arrayBuffer()).equals(wav)).toBe(true);
  });

  describe("GET /v1/calls/{id}/recording", () => {
    let id: string;
    beforeAll(async () => {
      const { phone, contactId } = await contactWithDeal();
      id = await ingest(phone, { outcome: "VOICEMAIL", answeredAt: undefined });
      await waitFor(
        () => callOf(contactId, id),
        (c) => c.recording.status === "STORED",
      );
    });
    const get = (headers: Record<string, string> = {}, key = p.key) =>
      fetch(`${api.baseUrl}/v1/calls/${id}/recording`, { headers: { "x-api-key": key, ...headers } });

    it("answers a byte range with 206 and Content-Range, so a player can seek", async () => {
      const res = await get({ range: "bytes=100-199" });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes 100-199/${wav.length}`);
      expect(Buffer.from(await res.arrayBuffer()).equals(wav.subarray(100, 200))).toBe(true);
      const tail = await get({ range: "bytes=-10" });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 10))).toBe(true);
      const open = await get({ range: `bytes=${wav.length - 5}-` });
      expect(open.headers.get("content-range")).toBe(`bytes ${wav.length - 5}-${wav.length - 1}/${wav.length}`);
    });

    it("416 with the error body for a range past the end", async () => {
      const res = await get({ range: `bytes=${wav.length + 10}-` });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${wav.length}`);
      expectErrorBody(await res.json(), 416, "RANGE_NOT_SATISFIABLE");
    });

    it("409 RECORDING_NOT_STORED without a stored recording; 404 for another project's call; read keys may play", async () => {
      const { phone, contactId } = await contactWithDeal();
      const none = await ingest(phone, { recordingUrl: undefined });
      expect((await callOf(contactId, none)).recording.status).toBe("UNAVAILABLE");
      const res = await p.call("GET", `/v1/calls/${none}/recording`);
      expectErrorBody(res.body, 409, "RECORDING_NOT_STORED");
      expectErrorBody((await other.call("GET", `/v1/calls/${id}/recording`)).body, 404, "NOT_FOUND");
      expectErrorBody((await p.call("GET", "/v1/calls/nope/recording")).body, 404, "NOT_FOUND");
      expect((await get({}, p.readKey)).status).toBe(200);
      expect((await fetch(`${api.baseUrl}/v1/calls/${id}/recording`)).status).toBe(401);
    });
  });

  describe("POST /v1/calls/{id}/transcription", () => {
    it("transcribes a call that was not transcribed automatically (202), then analyses it; 409 while one is pending", async () => {
      const { phone, contactId } = await contactWithDeal();
      const id = await ingest(phone, { outcome: "VOICEMAIL", answeredAt: undefined });
      const stored = await waitFor(
        () => callOf(contactId, id),
        (c) => c.recording.status === "STORED",
      );
      expect(stored.transcription).toEqual({ status: "AVAILABLE" });
      expect(stored.analysis).toBeNull();

      // Hold the worker so the request stays pending while it is asked again.
      const calls = worker.workers.find((w) => w.name === "calls")!;
      await calls.pause();
      try {
        const first = await p.call("POST", `/v1/calls/${id}/transcription`);
        expect(first.status).toBe(202);
        expect((await callOf(contactId, id)).transcription).toEqual({ status: "PENDING" });
        expectErrorBody((await p.call("POST", `/v1/calls/${id}/transcription`)).body, 409, "TRANSCRIPTION_PENDING");
      } finally {
        await calls.resume();
      }
      const done = await waitFor(
        () => callOf(contactId, id),
        (c) => c.analysis?.status === "DONE",
      );
      expect(done.transcription?.status).toBe("DONE");
      expect(done.transcription?.turns).toHaveLength(4);
      // Done: it may be requested again.
      expect((await p.call("POST", `/v1/calls/${id}/transcription`)).status).toBe(202);
      await waitFor(
        () => callOf(contactId, id),
        (c) => c.transcription?.status === "DONE" && c.analysis?.status === "DONE",
      );
    });

    it("through tRPC and GraphQL the request answers the call, transcription PENDING; asked again, TRANSCRIPTION_PENDING as on REST", async () => {
      const { phone, contactId } = await contactWithDeal();
      const id = await ingest(phone, { outcome: "VOICEMAIL", answeredAt: undefined });
      await waitFor(
        () => callOf(contactId, id),
        (c) => c.recording.status === "STORED",
      );
      const calls = worker.workers.find((w) => w.name === "calls")!;
      await calls.pause();
      try {
        const answered = await trpcClient(api, p.key).calls.requestTranscription.mutate({ id });
        expect(answered).toMatchObject({ id, transcription: { status: "PENDING" } });
        // The call as REST lists it, plus where its recording is downloaded (tRPC cannot carry audio).
        expect(answered).toEqual({ ...(await callOf(contactId, id)), recordingUrl: `/v1/calls/${id}/recording` });
        const again = await graphql(
          api,
          p.key,
          `
            mutation ($id: ID!) {
              requestCallTranscription(id: $id) {
                id
              }
            }
          `,
          { id },
        );
        expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: "TRANSCRIPTION_PENDING", status: 409 });
      } finally {
        await calls.resume();
      }
      await waitFor(
        () => callOf(contactId, id),
        (c) => c.analysis?.status === "DONE",
      );
    });

    it("422 TOO_LONG for a recording over an hour; 409 RECORDING_NOT_STORED without one; 403 for a read key; 404 across projects", async () => {
      const { phone, contactId } = await contactWithDeal();
      const long = await ingest(phone, { answeredAt: "2025-03-01T10:00:00.000Z", endedAt: "2025-03-01T11:00:01.000Z" });
      const stored = await waitFor(
        () => callOf(contactId, long),
        (c) => c.recording.status === "STORED",
      );
      expect(stored.durationInSeconds).toBe(3601);
      expect(stored.transcription).toEqual({ status: "TOO_LONG" });
      expectErrorBody((await p.call("POST", `/v1/calls/${long}/transcription`)).body, 422, "TOO_LONG");

      const none = await ingest(phone, { recordingUrl: undefined });
      expectErrorBody((await p.call("POST", `/v1/calls/${none}/transcription`)).body, 409, "RECORDING_NOT_STORED");
      expectErrorBody((await api.request("POST", `/v1/calls/${long}/transcription`, { key: p.readKey })).body, 403, "FORBIDDEN");
      expectErrorBody((await other.call("POST", `/v1/calls/${long}/transcription`)).body, 404, "NOT_FOUND");
    });
  });

  it("deleting a contact removes its calls' stored recordings from GridFS", async () => {
    const phone = nextPhone();
    const contact = await p.call<Contact>("POST", "/v1/contacts", { fields: [{ key: "PHONE", value: phone }] });
    const id = await ingest(phone);
    await waitFor(
      () => callOf(contact.body.id, id),
      (c) => c.analysis?.status === "DONE",
    );
    const client = await MongoClient.connect(api.database.uri);
    try {
      const db = client.db(api.database.dbName);
      const stored = async () =>
        (await db.collection("recordings.files").countDocuments({ _id: id as never })) +
        (await db.collection("recordings.chunks").countDocuments({ files_id: id }));
      expect(await stored()).toBeGreaterThan(1);
      expect((await p.call("DELETE", `/v1/contacts/${contact.body.id}`)).status).toBe(204);
      // The call went with the contact in its transaction; the worker removes the file from the `call.deleted` event.
      expect(await waitFor(stored, (n) => n === 0)).toBe(0);
    } finally {
      await client.close();
    }
  });

  it("documents both endpoints in the OpenAPI document", async () => {
    const doc = (
      await api.request<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>("GET", "/v1/openapi.json")
    ).body;
    expect(Object.keys(doc.paths["/v1/calls/{id}/recording"]!.get!.responses)).toEqual(
      expect.arrayContaining(["200", "206", "409", "416"]),
    );
    expect(Object.keys(doc.paths["/v1/calls/{id}/transcription"]!.post!.responses)).toEqual(expect.arrayContaining(["202", "409", "422"]));
  });
});
