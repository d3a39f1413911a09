import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDomain } from "@crm/domain";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runApiScript, type RunningProcess } from "./run-process";
import { embeddedDefaultEnv } from "./support/embedded-env";
import { EMBEDDED_DEFAULT_HEALTH } from "./support/embedded-health";

/**
 * `pnpm start` end to end on the embedded default: the real entry point in a child process,
 * the embedded engine persisted to a temporary DATA_DIR, the forked worker, real HTTP, signals.
 */
describe("api host startup and shutdown (embedded default)", () => {
  let redis: TestRedis;
  let dataDir: string;
  const started: RunningProcess[] = [];

  beforeAll(async () => {
    redis = await testRedis();
    dataDir = await mkdtemp(join(tmpdir(), "crm-api-"));
  });

  afterAll(async () => {
    for (const running of started) if (running.child.exitCode === null) running.child.kill("SIGKILL");
    await redis.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => embeddedDefaultEnv(dataDir, redis);

  async function start() {
    const api = runApiScript("src/main.ts", [], env());
    started.push(api);
    const [, url] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    const [, mongoUri] = await api.waitFor(/Embedded MongoDB at (\S+)/);
    const [, origin, token] = await api.waitFor(/Admin token \((generated|from)[^)]*\): (\S+)/);
    return { api, url: url!, mongoUri: mongoUri!, origin: origin!, token: token! };
  }

  async function stop(api: RunningProcess) {
    api.child.kill("SIGTERM");
    expect(await api.exit()).toBe(0);
  }

  it("starts API and worker, serves /health, keeps data and the admin token across a restart", async () => {
    const first = await start();
    expect(first.origin).toBe("generated");
    // The worker is a child with the resolved configuration; its readiness precedes the listen line.
    const [, workerPid] = await first.api.waitFor(/"service":"worker","pid":(\d+)[^\n]*"worker ready"/);

    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(EMBEDDED_DEFAULT_HEALTH);
    // The worker names them in its log too.
    await first.api.waitFor(/"call pipeline providers"/);

    // The CLI on the same DATA_DIR reuses the running engine instead of opening the files twice.
    const cli = runApiScript("src/cli.ts", ["project:create", "--name", "Acme"], env());
    expect(await cli.exit()).toBe(0);
    const created = JSON.parse(cli.output()) as { project: { id: string; name: string }; apiKey: { key: string } };
    expect(created.project.name).toBe("Acme");

    await stop(first.api);
    expect(first.api.output()).toMatch(/"msg":"worker stopped"/);
    expect(() => process.kill(Number(workerPid), 0)).toThrow();

    const second = await start();
    expect(second.origin).toBe("from");
    expect(second.token).toBe(first.token);
    const domain = await openDomain({ mongoUri: second.mongoUri });
    try {
      const ctx = await domain.auth.authenticate(created.apiKey.key);
      expect(ctx.projectId).toBe(created.project.id);
    } finally {
      await domain.close();
    }
    await stop(second.api);
    // Two full starts (engine, domain, forked worker opening the domain too) and a CLI run.
  }, 120_000);

  it("exits with one line naming the variable when the configuration is invalid", async () => {
    const api = runApiScript("src/main.ts", [], { ...env(), PORT: "not-a-port" });
    started.push(api);
    expect(await api.exit()).toBe(1);
    expect(api.output().trim().split("\n")).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });
});
