import { createProducerConnection, createQueue, type RedisClient, type TypedQueue } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Job } from "bullmq";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";

function nextEvent(running: RunningWorkers, event: "completed" | "failed"): Promise<Job> {
  const worker = running.workers[0];
  if (!worker) throw new Error("no worker");
  return new Promise((resolve) => worker.once(event, (job: Job | undefined) => job && resolve(job)));
}

describe("worker on the system queue", () => {
  let redis: TestRedis;
  let producer: RedisClient;
  let queue: TypedQueue<"system">;
  let running: RunningWorkers;
  let env: TestDomain;

  beforeAll(async () => {
    redis = await testRedis();
    producer = createProducerConnection({ url: redis.url });
    queue = createQueue("system", producer, { prefix: redis.prefix });
    env = await testDomain("system-queue");
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
    });
    await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));
  });

  afterAll(async () => {
    await running.close();
    await queue.close();
    producer.disconnect();
    await env.close();
    await redis.cleanup();
  });

  it("processes an enqueued ping", async () => {
    const completed = nextEvent(running, "completed");
    const sentAt = new Date().toISOString();
    const job = await queue.add("ping", { sentAt });
    const done = await completed;
    expect(done.id).toBe(job.id);
    expect(done.returnvalue).toMatchObject({ pong: true, sentAt });
  });

  it("fails a malformed job once, without retries", async () => {
    const failed = nextEvent(running, "failed");
    // Bypasses the typed producer, as an older or foreign producer could.
    const job = await queue.queue.add("ping", { sentAt: "not a date" }, { attempts: 5 });
    const done = await failed;
    expect(done.id).toBe(job.id);
    expect(done.attemptsMade).toBe(1);
    expect(await queue.queue.getJobState(job.id ?? "")).toBe("failed");
  });
});
