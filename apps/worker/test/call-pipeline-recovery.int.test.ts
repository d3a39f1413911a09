import type { Context } from "@crm/domain";
import { createQueue } from "@crm/jobs";
import { callProvidersFromEnv, sampleCallWav } from "@crm/providers";
import { endedCall, startRecordingServer, testRedis, waitFor, type RecordingServer, type TestRedis } from "@crm/testing";
import { UnrecoverableError, Worker } from "bullmq";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { callJobIds } from "../src/calls/call-consumers";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";

interface CallView {
  id: string;
  recording: { status: string };
  analysis: { status: string } | null;
}

let seq = 0;
const nextPhone = () => `4420${String(71000000 + ++seq * 7919).slice(0, 8)}`;

/**
 * The sweeper: a stage whose job ended without finishing it (BullMQ fails a job that stalled too
 * often, bypassing the processor's failure handling) would stay PENDING forever, since the relay's
 * job id is taken. The sweeper gives it one recovery run, fails it if that too ends without
 * finishing it, and never adds a job while one may still run the stage.
 */
describe("call pipeline sweeper (stuck stages)", () => {
  let redis: TestRedis;
  let env: TestDomain;
  let server: RecordingServer;
  let ctx: Context;
  let running: RunningWorkers | undefined;
  const calls = () => createQueue("calls", redis.connection(), { prefix: redis.prefix });

  beforeAll(async () => {
    redis = await testRedis("call-sweeper");
    env = await testDomain("call-sweeper", redis.connection({ maxRetriesPerRequest: 1 }));
    server = await startRecordingServer();
    server.serve("/call.wav", { body: sampleCallWav() });
    ctx = await env.project("Sweeper");
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await server.close();
    await env.close();
    await redis.cleanup();
  });

  const start = (env2: Record<string, string> = {}, stuckAfterMs = 500) =>
    startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      callProviders: callProvidersFromEnv(env2),
      callJobs: { copyDelayMs: 0, attempts: 2, backoffMs: 10, sweepIntervalMs: 200, stuckAfterMs },
    });

  async function ingestedCall(path = "/call.wav") {
    const phone = nextPhone();
    const contact = await env.domain.contacts.create(ctx, { fields: [{ key: "PHONE", value: phone }] });
    const { id } = await env.domain.calls.ingest(ctx, endedCall(phone, { recordingUrl: server.url(path) }));
    return { id, contactId: contact.id };
  }

  /** Puts these jobs in the `failed` set as a job that stalled too often ends up (no processor of ours ran). */
  async function failedJobs(jobs: Array<{ jobId: string; name: "copyRecording" }>, callId: string) {
    const queue = calls();
    for (const { jobId, name } of jobs) await queue.add(name, { projectId: ctx.projectId, callId }, { jobId, attempts: 1 });
    const failing = new Worker(
      "calls",
      async () => {
        throw new UnrecoverableError("job stalled more than allowable limit");
      },
      { connection: redis.connection(), prefix: redis.prefix },
    );
    await waitFor(
      () => queue.queue.getJobCounts("failed"),
      (c) => (c.failed ?? 0) >= jobs.length,
    );
    await failing.close();
    await queue.close();
  }

  const callOf = async (contactId: string, id: string) =>
    (await env.domain.calls.listOfContact(ctx, contactId, { filters: [], logic: "AND", sort: [] })).data.find(
      (c) => c.id === id,
    ) as unknown as CallView;

  it("gives a stage whose job failed without finishing it one recovery run, which completes the call", async () => {
    const { id, contactId } = await ingestedCall();
    await failedJobs([{ jobId: callJobIds.ended(id), name: "copyRecording" }], id);

    running = await start();
    const call = await waitFor(
      () => callOf(contactId, id),
      (c) => c.analysis?.status === "DONE",
    );
    expect(call.recording.status).toBe("STORED");
    const queue = calls();
    // The relay's job (same id) stayed failed: the recovery run did the work.
    expect(await queue.queue.getJobState(callJobIds.ended(id))).toBe("failed");
    expect(await queue.queue.getJobState(callJobIds.recovery(id, { stage: "recording" }))).toBe("completed");
    await queue.close();
    const events = (await env.domain.events.list(ctx, { limit: 1000 })).filter((e) => (e.data as { id?: string }).id === id);
    expect(events.filter((e) => e.type === "call.recording")).toHaveLength(1);
    expect(events.filter((e) => e.type === "call.analysis")).toHaveLength(2);
  });

  it("fails the stage when its recovery run too ended without finishing it", async () => {
    const { id, contactId } = await ingestedCall();
    await failedJobs(
      [
        { jobId: callJobIds.ended(id), name: "copyRecording" },
        { jobId: callJobIds.recovery(id, { stage: "recording" }), name: "copyRecording" },
      ],
      id,
    );

    running = await start();
    const call = await waitFor(
      () => callOf(contactId, id),
      (c) => c.recording.status !== "PENDING",
    );
    expect(call.recording.status).toBe("FAILED");
    expect(call.analysis).toBeNull();
  });

  it("adds nothing while the stage's job still runs, however long it is pending", async () => {
    server.serve("/slow.wav", { body: sampleCallWav(), hangFirst: true });
    // The first download hangs until its timeout (well past the sweeper's bound), the retry succeeds. The
    // bound leaves the relay time to enqueue the job on a loaded machine: a stage with no job at all is stuck.
    running = await start({ RECORDING_DOWNLOAD_TIMEOUT_MS: "4500" }, 1500);
    const { id, contactId } = await ingestedCall("/slow.wav");

    await waitFor(
      () => callOf(contactId, id),
      (c) => c.analysis?.status === "DONE",
    );
    expect(server.hits("/slow.wav")).toBe(2);
    const queue = calls();
    expect(await queue.queue.getJobState(callJobIds.recovery(id, { stage: "recording" }))).toBe("unknown");
    await queue.close();
  });
});
