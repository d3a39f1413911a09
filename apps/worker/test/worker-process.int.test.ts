import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createProducerConnection, createQueue, liveWorkers } from "@crm/jobs";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDomain, type TestDomain } from "./support/test-domain";
import { WORKER_START_TIMEOUT_MS } from "./support/worker-child";

const workerDir = fileURLToPath(new URL("..", import.meta.url));

describe("worker process", () => {
  let redis: TestRedis;
  let env: TestDomain;
  beforeAll(async () => {
    redis = await testRedis();
    env = await testDomain("worker-process");
  });
  afterAll(async () => {
    await env.close();
    await redis.cleanup();
  });

  it(
    "starts on REDIS_URL, beats while it runs, processes a job and exits 0 on SIGTERM, removing its beat",
    async () => {
      const child = spawn(process.execPath, ["--conditions=@crm/source", "--import", "tsx", "src/main.ts"], {
        cwd: workerDir,
        env: {
          ...process.env,
          MONGODB_URI: env.uriWithDb,
          REDIS_URL: redis.url,
          QUEUE_PREFIX: redis.prefix,
          LOG_LEVEL: "debug",
          WORKER_INSTANCE_ID: "standalone-1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const sawLine = (text: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no "${text}" in output:\n${output}`)), WORKER_START_TIMEOUT_MS);
          const check = () => {
            if (output.includes(text)) {
              clearTimeout(timer);
              child.stdout.off("data", check);
              resolve();
            }
          };
          child.stdout.on("data", check);
          check();
        });
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      try {
        await sawLine("worker ready");
        // A worker deployed on its own is seen by the api's /health through this beat.
        const reader = redis.connection();
        expect(await liveWorkers(reader, redis.prefix)).toEqual([
          { instanceId: "standalone-1", pid: child.pid, host: expect.any(String), startedAt: expect.any(String) },
        ]);

        const producer = createProducerConnection({ url: redis.url });
        const queue = createQueue("system", producer, { prefix: redis.prefix });
        await queue.add("ping", { sentAt: new Date().toISOString() });
        await sawLine("job completed");
        await queue.close();
        producer.disconnect();

        const exited = once(child, "exit");
        child.kill("SIGTERM");
        const [code] = await exited;
        expect(code).toBe(0);
        expect(output).toContain("worker stopped");
        expect(await liveWorkers(reader, redis.prefix)).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    },
    2 * WORKER_START_TIMEOUT_MS,
  );
});
