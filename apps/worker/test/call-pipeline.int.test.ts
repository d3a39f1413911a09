import type { Context } from "@crm/domain";
import { callProvidersFromEnv, encodeWav, sampleCallWav } from "@crm/providers";
import { endedCall, startRecordingServer, testRedis, waitFor, type RecordingServer, type TestRedis } from "@crm/testing";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";

interface CallView {
  id: string;
  entityType: string;
  entityId: string;
  recording: { status: string; mimeType?: string };
  transcription: { status: string; text?: string; turns?: Array<{ speaker: string; start: number; text: string }> } | null;
  analysis: { status: string; summary?: string } | null;
}

let seq = 0;
const nextPhone = () => `4420${String(70000000 + ++seq * 7919).slice(0, 8)}`;

describe("call pipeline (domain + worker in-process, dev providers, recordings over real HTTP)", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let running: RunningWorkers;
  let server: RecordingServer;
  let ctx: Context;

  beforeAll(async () => {
    redis = await testRedis("calls");
    env = await testDomain("call-pipeline", redis.connection({ maxRetriesPerRequest: 1 }));
    server = await startRecordingServer();
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      callProviders: callProvidersFromEnv({}),
      callJobs: { copyDelayMs: 0, attempts: 3, backoffMs: 10 },
    });
    ctx = await env.project("Calls");
  });
  afterAll(async () => {
    await running.close();
    await server.close();
    await env.close();
    await redis.cleanup();
  });

  /** A contact with a phone and an open deal: the call attaches to the deal. */
  async function contactWithDeal(phone = nextPhone()) {
    const contact = await env.domain.contacts.create(ctx, { fields: [{ key: "PHONE", value: phone }] });
    const deal = await env.domain.deals.create(ctx, { contactId: contact.id, title: "Acme renewal" });
    return { phone, contact, deal };
  }

  async function ingest(phone: string, over: Record<string, unknown> = {}) {
    return (await env.domain.calls.ingest(ctx, endedCall(phone, over))).id;
  }

  async function callOf(contactId: string, id: string): Promise<CallView> {
    const list = await env.domain.calls.listOfContact(ctx, contactId, { filters: [], logic: "AND", sort: [] });
    const found = list.data.find((c) => c.id === id);
    if (!found) throw new Error(`call ${id} not listed`);
    return found as unknown as CallView;
  }

  const eventsOf = async (type: string, id: string) =>
    (await env.domain.events.list(ctx, { limit: 1000 })).filter((e) => e.type === type && (e.data as { id?: string }).id === id);

  it("copies a stereo recording, transcribes it into turns, and writes the analysis into the deal's and contact's fields", async () => {
    server.serve("/stereo.wav", { body: sampleCallWav() });
    const { phone, contact, deal } = await contactWithDeal();
    const id = await ingest(phone, { recordingUrl: server.url("/stereo.wav") });

    const call = await waitFor(
      () => callOf(contact.id, id),
      (c) => c.analysis?.status === "DONE",
    );
    expect(call.entityType).toBe("DEAL");
    expect(call.recording).toEqual({ status: "STORED", mimeType: "audio/wav" });
    expect(call.transcription?.status).toBe("DONE");
    expect(call.transcription?.text).toBeUndefined();
    expect(call.transcription?.turns?.map((t) => [t.speaker, t.start])).toEqual([
      ["SELLER", 0.5],
      ["CUSTOMER", 3],
      ["SELLER", 5],
      ["CUSTOMER", 7],
    ]);
    expect(call.transcription?.turns?.every((t) => t.text.startsWith("[simulated]"))).toBe(true);
    expect(call.analysis?.summary).toContain("jane.doe@example.com");

    const contactAfter = await env.domain.contacts.get(ctx, contact.id);
    const dealAfter = await env.domain.deals.get(ctx, deal.id);
    const emailId = await env.domain.fields.list(ctx, { filters: [{ field: "key", op: "eq", value: "EMAIL" }], logic: "AND", sort: [] });
    expect(contactAfter.fields).toContainEqual({ fieldId: emailId.data[0]!.id, value: "jane.doe@example.com" });
    expect((dealAfter as { fields: Array<{ value: unknown }> }).fields.map((f) => f.value)).toContain(12500);

    // One event per state change, none twice; the field writes raise the same update events as an API edit.
    expect((await eventsOf("call.recording", id)).length).toBe(1);
    expect((await eventsOf("call.transcription", id)).map((e) => (e.data as { record: CallView }).record.transcription?.status)).toEqual([
      "PENDING",
      "DONE",
    ]);
    expect((await eventsOf("call.analysis", id)).map((e) => (e.data as { record: CallView }).record.analysis?.status)).toEqual([
      "PENDING",
      "DONE",
    ]);
    expect((await eventsOf("deal.updated", deal.id)).length).toBe(1);
    expect((await eventsOf("contact.updated", contact.id)).length).toBe(1);
  });

  it("a mono recording gives one text; a call not answered is stored but left AVAILABLE", async () => {
    // One second of a tone: speech from 0 to 1 s.
    const mono = encodeWav([new Float32Array(8000).map((_, i) => 0.3 * Math.sin(i / 5))], 8000);
    server.serve("/mono.wav", { body: mono });
    const { phone, contact } = await contactWithDeal();
    const answered = await ingest(phone, { recordingUrl: server.url("/mono.wav") });
    const voicemail = await ingest(phone, { recordingUrl: server.url("/mono.wav"), outcome: "VOICEMAIL", answeredAt: undefined });

    const done = await waitFor(
      () => callOf(contact.id, answered),
      (c) => c.analysis?.status === "DONE",
    );
    expect(done.transcription?.turns).toBeUndefined();
    expect(done.transcription?.text).toMatch(/^\[simulated\] speech, 1 s$/);
    const left = await waitFor(
      () => callOf(contact.id, voicemail),
      (c) => c.recording.status === "STORED",
    );
    expect(left.transcription).toEqual({ status: "AVAILABLE" });
    expect(left.analysis).toBeNull();
  });

  it("a call without a recording URL is UNAVAILABLE at once, with no transcription", async () => {
    const { phone, contact } = await contactWithDeal();
    const id = await ingest(phone);
    const call = await callOf(contact.id, id);
    expect(call.recording).toEqual({ status: "UNAVAILABLE" });
    expect(call.transcription).toBeNull();
  });

  it.each([
    ["a 404", "/gone.wav", undefined],
    ["a file that is not audio", "/page.html", { body: "<html>hello</html>", contentType: "text/html" }],
    ["a recording over the size limit", "/huge.wav", { body: sampleCallWav(), contentLength: 300 * 1024 * 1024 }],
    ["a truncated WAV", "/truncated.wav", { body: sampleCallWav().subarray(0, 5000) }],
  ])("%s ends in FAILED, the reason kept out of the record", async (_label, path, served) => {
    if (served) server.serve(path, served);
    const { phone, contact } = await contactWithDeal();
    const id = await ingest(phone, { recordingUrl: server.url(path) });
    const call = await waitFor(
      () => callOf(contact.id, id),
      (c) => c.recording.status !== "PENDING",
    );
    // The closed Call record: no reason, no internal keys.
    expect(call.recording).toEqual({ status: "FAILED" });
    expect(call.transcription).toBeNull();
  });

  it("retries a recording server that fails for a while, then stores the copy", async () => {
    server.serve("/flaky.wav", { body: sampleCallWav(), failFirst: 2 });
    const { phone, contact } = await contactWithDeal();
    const id = await ingest(phone, { recordingUrl: server.url("/flaky.wav") });
    const call = await waitFor(
      () => callOf(contact.id, id),
      (c) => c.recording.status !== "PENDING",
    );
    expect(call.recording.status).toBe("STORED");
    expect(server.hits("/flaky.wav")).toBe(3);
  });
});
