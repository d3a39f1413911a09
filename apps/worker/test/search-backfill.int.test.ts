import { createProducerConnection, createQueue, createWorkerConnection, type RedisClient, type TypedQueue } from "@crm/jobs";
import type { Context } from "@crm/domain";
import { testRedis, type TestRedis } from "@crm/testing";
import { Worker } from "bullmq";
import { MongoClient, type Db } from "mongodb";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type RunningWorkers } from "../src/start-workers";
import { testDomain, type TestDomain } from "./support/test-domain";

/** Polls until `check` passes (the job runs in the background). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("search backfill job", () => {
  let redis: TestRedis;
  let producer: RedisClient;
  let queue: TypedQueue<"system">;
  let env: TestDomain;
  let client: MongoClient;
  let db: Db;
  let running: RunningWorkers | undefined;
  let legacy: Context;
  let current: Context;

  const found = async (ctx: Context, q: string) => (await env.domain.search.search(ctx, { q })).data.map((hit) => hit.id);
  /** Leaves a project as one from before the index: no keys (in search_terms or on its contacts and deals), no scheme recorded. */
  const predateIndex = async (ctx: Context) => {
    await db.collection("search_terms").deleteMany({ projectId: ctx.projectId });
    for (const name of ["contacts", "deals"])
      await db.collection(name).updateMany({ projectId: ctx.projectId }, { $unset: { searchKeys: 1 } });
    await db.collection("projects").updateOne({ _id: ctx.projectId as never }, { $unset: { searchKeys: 1 } });
  };
  const searchKeysOf = async (ctx: Context) => (await db.collection("projects").findOne({ _id: ctx.projectId as never }))?.searchKeys;

  beforeAll(async () => {
    redis = await testRedis();
    producer = createProducerConnection({ url: redis.url });
    queue = createQueue("system", producer, { prefix: redis.prefix });
    env = await testDomain("search-backfill-job");
    client = await MongoClient.connect(env.mongo.uri);
    db = client.db(env.mongo.dbName);
    legacy = await env.project("Legacy");
    current = await env.project("Current");
  });

  afterAll(async () => {
    await running?.close();
    await queue.close();
    producer.disconnect();
    await client.close();
    await env.close();
    await redis.cleanup();
  });

  it("rebuilds, at the worker's start, the keys of a project that predates the index, and leaves current projects alone", async () => {
    const wilhelmina = await env.domain.contacts.create(legacy, { fields: [{ key: "NAME", value: "Wilhelmina Oldtimer" }] });
    const note = await env.domain.notes.create(legacy, { entityId: wilhelmina.id, content: "Quarterly zanzibar review" });
    const ottoline = await env.domain.contacts.create(current, { fields: [{ key: "NAME", value: "Ottoline Current" }] });
    await predateIndex(legacy);
    expect(await found(legacy, "wilhelmina")).toEqual([]);
    const scheme = await searchKeysOf(current);
    expect(scheme).toEqual(expect.any(Number));

    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
    });

    await eventually(async () => {
      expect(await found(legacy, "wilhelmina")).toEqual([wilhelmina.id]);
      expect(await found(legacy, "zanzibar")).toEqual([note.id]);
      expect(await searchKeysOf(legacy)).toBe(scheme);
    });
    const jobId = `search-backfill.${legacy.projectId}.v${scheme}`;
    await eventually(async () => expect(await queue.queue.getJobState(jobId)).toBe("completed"));
    expect((await queue.queue.getJob(jobId))?.returnvalue).toMatchObject({ contacts: 1, notes: 1, deals: 0 });
    expect(await queue.queue.getJob(`search-backfill.${current.projectId}.v${scheme}`)).toBeUndefined();
    expect(await found(current, "ottoline")).toEqual([ottoline.id]);
    expect((await env.domain.searchBackfill.outdated()).projectIds).toEqual([]);
  });

  it("retries, when a worker starts, a project's backfill that failed for good before", async () => {
    await running?.close();
    running = undefined;
    const late = await env.project("Failed before");
    const leopoldina = await env.domain.contacts.create(late, { fields: [{ key: "NAME", value: "Leopoldina Retried" }] });
    await predateIndex(late);
    const jobId = `search-backfill.${late.projectId}.v${(await env.domain.searchBackfill.outdated()).version}`;
    // An earlier start's job, run by a worker whose run of it threw, with no attempt left.
    await queue.queue.add("search-backfill", { projectId: late.projectId }, { jobId, attempts: 1 });
    const connection = createWorkerConnection({ url: redis.url });
    const failing = new Worker(
      "system",
      () => {
        throw new Error("database unavailable");
      },
      { connection, prefix: redis.prefix },
    );
    await eventually(async () => expect(await queue.queue.getJobState(jobId)).toBe("failed"));
    await failing.close();
    connection.disconnect();

    running = await startWorkers({
      redis: { url: redis.url },
      prefix: redis.prefix,
      domain: env.domain,
      logger: pino({ level: "silent" }),
    });
    await eventually(async () => expect(await found(late, "leopoldina")).toEqual([leopoldina.id]));
    await eventually(async () => expect(await queue.queue.getJobState(jobId)).toBe("completed"));
  });

  it("refuses a job whose payload names no project, without retrying it", async () => {
    const job = await queue.queue.add("search-backfill", { projectId: "" }, { attempts: 5 });
    await eventually(async () => expect(await queue.queue.getJobState(job.id!)).toBe("failed"));
    expect((await queue.queue.getJob(job.id!))?.attemptsMade).toBe(1);
  });
});
