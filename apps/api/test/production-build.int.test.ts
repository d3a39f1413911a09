import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBuiltApi, type RunningProcess } from "./run-process";
import { embeddedDefaultEnv } from "./support/embedded-env";
import { EMBEDDED_DEFAULT_HEALTH } from "./support/embedded-health";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * What the image and `pnpm start:prod` run: `pnpm build` (turbo; under `pnpm test` the build ran
 * before the tests, so this is a cache hit), then the compiled API with plain node (no tsx, no
 * source condition) on the embedded default, forking the compiled worker.
 */
describe("production build", () => {
  let redis: TestRedis;
  let dataDir: string;
  let api: RunningProcess | undefined;

  beforeAll(async () => {
    redis = await testRedis();
    dataDir = await mkdtemp(join(tmpdir(), "crm-prod-"));
    const build = spawnSync("pnpm", ["run", "build"], { cwd: repoRoot, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
    if (build.status !== 0) throw new Error(`pnpm build failed:\n${build.stdout}\n${build.stderr}`);
  }, 600_000);

  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill("SIGKILL");
    await redis.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves /health, /docs and GraphiQL from dist with the worker, and stops on SIGTERM", async () => {
    api = runBuiltApi("dist/main.js", [], embeddedDefaultEnv(dataDir, redis));
    const [, url] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
    // The forked worker is the compiled one too: its readiness precedes the listen line.
    expect(api.output()).toMatch(/"service":"worker"[^\n]*"msg":"worker ready"/);

    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(EMBEDDED_DEFAULT_HEALTH);
    // /docs finds Scalar's bundle from the compiled package too.
    expect((await fetch(`${url}/docs/assets/standalone.js`)).status).toBe(200);
    // So does GraphiQL's (on here: the API inherits vitest's NODE_ENV=test).
    expect((await fetch(`${url}/graphql/graphiql/graphiql.js`)).status).toBe(200);

    api.child.kill("SIGTERM");
    expect(await api.exit()).toBe(0);
  });
});
