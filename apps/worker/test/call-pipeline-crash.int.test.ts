import type { Context } from "@crm/domain";
import { sampleCallWav } from "@crm/providers";
import {
  endedCall,
  startFakeOpenAi,
  startRecordingServer,
  testRedis,
  waitFor,
  type FakeOpenAi,
  type RecordingServer,
  type TestRedis,
} from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stackEnv, startWorkerChild, WORKER_START_TIMEOUT_MS, type WorkerChild } from "./support/worker-child";
import { testDomain, type TestDomain } from "./support/test-domain";

/**
 * The worker is a real child process killed with SIGKILL while each stage is under way (the
 * download, the transcription request, the analysis request all held open by the local servers),
 * then started again: the call completes, and no field write or event happens twice.
 */
describe("call pipeline survives a worker killed in each stage (real adapters against fake servers)", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let recordings: RecordingServer;
  let openai: FakeOpenAi;
  let ctx: Context;
  let worker: WorkerChild | undefined;

  beforeAll(async () => {
    redis = await testRedis("call-crash");
    env = await testDomain("call-crash", redis.connection({ maxRetriesPerRequest: 1 }));
    recordings = await startRecordingServer();
    openai = await startFakeOpenAi();
    ctx = await env.project("Crash");
  });
  afterAll(async () => {
    await worker?.kill();
    await openai.close();
    await recordings.close();
    await env.close();
    await redis.cleanup();
  });

  const start = () =>
    startWorkerChild({
      ...stackEnv(env, redis),
      TRANSCRIBER: "openai",
      ANALYZER: "openai",
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_API_KEY: "test-key",
      OPENAI_MAX_RETRIES: "0",
      RECORDING_COPY_DELAY_MS: "0",
      CALL_JOB_BACKOFF_MS: "10",
      WORKER_LOCK_DURATION_MS: "1000",
    });

  it(
    "completes the call with every event and field write exactly once",
    async () => {
      recordings.serve("/call.wav", { body: sampleCallWav(), hangFirst: true });
      openai.next("/audio/transcriptions", "hang");
      openai.next("/chat/completions", "hang");
      const downloading = recordings.nextRequest("/call.wav");
      const transcribing = openai.nextRequest("/audio/transcriptions");
      const analysing = openai.nextRequest("/chat/completions");

      const phone = "4915112345678";
      const contact = await env.domain.contacts.create(ctx, { fields: [{ key: "PHONE", value: phone }] });
      const deal = await env.domain.deals.create(ctx, { contactId: contact.id });
      // Ingested while no worker runs (as after a crash between the API's commit and any enqueue): the relay picks it up later.
      const { id } = await env.domain.calls.ingest(
        ctx,
        endedCall(phone, {
          direction: "INBOUND",
          from: { type: "PHONE", number: phone },
          to: { type: "EXTENSION", number: "100" },
          recordingUrl: recordings.url("/call.wav"),
        }),
      );
      worker = await start();

      for (const [name, stage] of [
        ["download", downloading],
        ["transcription", transcribing],
        ["analysis", analysing],
      ] as const) {
        await Promise.race([
          stage,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`no ${name} request:\n${worker?.output()}`)), 30_000)),
        ]);
        await worker.kill();
        worker = await start();
      }

      const list = () => env.domain.calls.listOfContact(ctx, contact.id, { filters: [], logic: "AND", sort: [] });
      type Listed = {
        id: string;
        recording: { status: string };
        transcription: { status: string; turns?: unknown[] } | null;
        analysis: { status: string; summary?: string } | null;
      };
      const call = await waitFor(
        async () => (await list()).data[0] as unknown as Listed,
        (c) => c.analysis?.status === "DONE",
        60_000,
      );
      expect(call.id).toBe(id);
      expect(call.recording.status).toBe("STORED");
      expect(call.transcription?.turns).toHaveLength(4);
      expect(call.analysis?.summary).toBe("The customer agreed to the offer.");
      // Each held request was made again after the restart.
      expect(recordings.hits("/call.wav")).toBe(2);

      // Let the last worker settle (its relay and any late retry), then count.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const events = await env.domain.events.list(ctx, { limit: 1000 });
      const of = (type: string, recordId: string) => events.filter((e) => e.type === type && (e.data as { id?: string }).id === recordId);
      expect(of("call.recording", id)).toHaveLength(1);
      expect(of("call.transcription", id)).toHaveLength(2);
      expect(of("call.analysis", id)).toHaveLength(2);
      expect(of("deal.updated", deal.id)).toHaveLength(1);
      expect(of("contact.updated", contact.id)).toHaveLength(1);
      const dealAfter = (await env.domain.deals.get(ctx, deal.id)) as { fields: Array<{ value: unknown }> };
      expect(dealAfter.fields.map((f) => f.value)).toEqual([12500]);
    },
    4 * WORKER_START_TIMEOUT_MS + 120_000,
  );
});
