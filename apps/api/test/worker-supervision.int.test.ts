import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testRedis, waitFor, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runApiScript, type RunningProcess } from "./run-process";
import { embeddedDefaultEnv } from "./support/embedded-env";

interface Health {
  status: string;
  worker: string;
  workers: number;
  outbox: { status: string; pending: number };
}
interface FeedPage {
  data: Array<{ type: string; data: { record: { id: string } } }>;
}

/**
 * `pnpm start` with its worker killed (`kill -9`): the api restarts it, /health names the worker as
 * down until then, and the writes made meanwhile reach the change feed once the new worker relays them.
 */
describe("the forked worker is supervised (embedded default, real processes)", () => {
  let redis: TestRedis;
  let dataDir: string;
  let api: RunningProcess | undefined;

  beforeAll(async () => {
    redis = await testRedis();
    dataDir = await mkdtemp(join(tmpdir(), "crm-supervision-"));
  });

  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill("SIGKILL");
    await redis.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("restarts a worker killed with SIGKILL, reports it down meanwhile, and relays the writes made while it was down", async () => {
    // A restart delay long enough for the test to see the worker down and the outbox waiting.
    const env = { ...embeddedDefaultEnv(dataDir, redis), WORKER_RESTART_MIN_MS: "3000" };
    api = runApiScript("src/main.ts", [], env);
    const [, url] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    const [, firstPid] = await api.waitFor(/"service":"worker","pid":(\d+)[^\n]*"worker ready"/);
    const cli = runApiScript("src/cli.ts", ["project:create", "--name", "Supervised"], env);
    expect(await cli.exit()).toBe(0);
    const { apiKey } = JSON.parse(cli.output()) as { apiKey: { key: string } };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { "x-api-key": apiKey.key, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const health = async () => (await (await fetch(`${url}/health`)).json()) as Health;
    const createdInFeed = async (id: string) => {
      const page = (await (await call("GET", "/v1/events?types=tag.created")).json()) as FeedPage;
      return page.data.some((event) => event.data.record.id === id);
    };
    const createTag = async (name: string) => {
      const res = await call("POST", "/v1/tags", { name });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };

    expect(await health()).toMatchObject({ status: "ok", worker: "up", workers: 1 });
    const before = await createTag("before the crash");
    await waitFor(() => createdInFeed(before), Boolean);

    process.kill(Number(firstPid), "SIGKILL");
    await api.waitFor(/"msg":"worker process exited unexpectedly"/);
    await api.waitFor(/"msg":"restarting worker"/);
    // The supervisor removes the dead worker's heartbeat: /health says so before any TTL runs out.
    const down = await waitFor(health, (h) => h.worker === "down");
    expect(down).toMatchObject({ status: "unavailable", workers: 0 });
    const during = await createTag("while the worker is down");
    expect((await health()).outbox.pending).toBeGreaterThanOrEqual(1);
    expect(await createdInFeed(during)).toBe(false);

    await api.waitFor(/"msg":"worker restarted"/, 60_000);
    // The new worker's own "worker ready" line comes through its stdout pipe, which may trail the supervisor's line.
    const output = api.output.bind(api);
    const readyPids = () => [...output().matchAll(/"service":"worker","pid":(\d+)[^\n]*"worker ready"/g)].map((match) => match[1]);
    const pids = await waitFor(
      async () => readyPids(),
      (found) => found.length >= 2,
    );
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(firstPid);
    await waitFor(() => createdInFeed(during), Boolean);
    // Until the relay has caught up: an event written just before a health read is pending for a moment.
    expect(await waitFor(health, (h) => h.status === "ok" && h.outbox.pending === 0)).toMatchObject({
      worker: "up",
      workers: 1,
      outbox: { status: "ok", pending: 0 },
    });

    // Shutdown stops the worker for good: nothing restarts it.
    api.child.kill("SIGTERM");
    expect(await api.exit()).toBe(0);
    expect(api.output().match(/"msg":"restarting worker"/g)).toHaveLength(1);
    expect(api.output()).toMatch(/"msg":"worker stopped"/);
  }, 120_000);
});
