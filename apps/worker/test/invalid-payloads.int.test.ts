import { createProducerConnection, createQueue, queueNames, type QueueName, type RedisClient } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import type { Queue } from "bullmq";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";

/** A malformed job per pipeline, as an older or foreign producer could add it (bypassing the typed producer). */
const malformed: Array<{ queue: QueueName; name: string; data: Record<string, unknown> }> = [
  { queue: "system", name: "ping", data: { sentAt: "not a date" } },
  { queue: "calls", name: "copyRecording", data: { projectId: "p1" } },
  { queue: "calls", name: "transcribe", data: { projectId: "p1", callId: "c1" } },
  { queue: "messages", name: "deliver", data: { projectId: "p1" } },
  { queue: "messages", name: "receipt", data: { projectId: "p1", channelId: "ch1", providerMessageId: "m1", status: "LOST" } },
  { queue: "agent", name: "reply", data: { projectId: "p1", chatId: "c1" } },
  { queue: "agent", name: "follow-up", data: { chatId: "c1", replyId: "r1" } },
  { queue: "webhooks", name: "deliver", data: { projectId: "p1", webhookId: "w1" } },
  { queue: "webhooks", name: "recover", data: { projectId: "p1" } },
  { queue: "media", name: "copy", data: { projectId: "p1" } },
  { queue: "calls", name: "no-such-job", data: {} },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job whose payload does not parse", () => {
  let redis: TestRedis;
  let producer: RedisClient;
  let queues: Record<QueueName, Queue>;
  let running: RunningWorkers;
  let env: TestDomain;

  beforeAll(async () => {
    redis = await testRedis();
    producer = createProducerConnection({ url: redis.url });
    queues = Object.fromEntries(queueNames.map((name) => [name, createQueue(name, producer, { prefix: redis.prefix }).queue])) as Record<
      QueueName,
      Queue
    >;
    env = await testDomain("invalid-payloads");
    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
      webhooks: { retry: { attempts: 5, baseDelayMs: 10, maxDelayMs: 10 } },
    });
    await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));
  });

  afterAll(async () => {
    await running.close();
    await Promise.all(Object.values(queues).map((queue) => queue.close()));
    producer.disconnect();
    await env.close();
    await redis.cleanup();
  });

  it.each(malformed)("fails a malformed $name job of the $queue queue for good after one attempt", async ({ queue, name, data }) => {
    const added = await queues[queue].add(name, data, { attempts: 5, backoff: { type: "fixed", delay: 10 } });
    const id = added.id!;
    // Until the first attempt has ended (failed for good, or waiting for its retry).
    let job = await queues[queue].getJob(id);
    while (!job?.attemptsMade) {
      await sleep(20);
      job = await queues[queue].getJob(id);
    }
    expect(await queues[queue].getJobState(id)).toBe("failed");
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/^(Invalid payload for|Unknown) /);
  });
});
