import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testRedis, type TestRedis } from "@crm/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/repo-root";
import { runApiScript, type RunningProcess } from "../run-process";
import { embeddedDefaultEnv } from "../support/embedded-env";
import { runBlocks, type BlockResult } from "./run-guide";
import { runnableBlocks } from "./runnable-blocks";
import { ShellSession } from "./shell-session";

/**
 * Executable docs: every runnable block of the README and the guides in docs/ runs against a
 * service started as `pnpm start` starts it (embedded default, forked worker, real HTTP), in
 * bash from the repository root, and prints what the guide shows (ids, keys and times masked).
 * Each guide runs in its own shell after the README's first request, as its text assumes.
 * `DOCS_UPDATE=1` rewrites the output blocks that differ with what their blocks printed.
 */
const README = "README.md";
const guides = [README, ...(await readdir(join(repoRoot, "docs"))).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
const markdownOf = new Map(await Promise.all(guides.map(async (path) => [path, await readFile(join(repoRoot, path), "utf8")] as const)));
const runnable = guides.filter((path) => runnableBlocks(markdownOf.get(path)!).length > 0);

describe("the guides' runnable blocks", () => {
  let redis: TestRedis;
  let dataDir: string;
  let api: RunningProcess;
  let serverUrl: string;
  const scratchDir = join(repoRoot, "apps/api/node_modules/.cache/docs-blocks");

  beforeAll(async () => {
    redis = await testRedis("docs");
    dataDir = await mkdtemp(join(tmpdir(), "crm-docs-"));
    api = runApiScript("src/main.ts", [], embeddedDefaultEnv(dataDir, redis));
    [, serverUrl = ""] = await api.waitFor(/API listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill("SIGTERM");
      await api.exit();
    }
    await redis?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
    await rm(scratchDir, { recursive: true, force: true });
  });

  it("covers the README's first request, the REST tour, the feed and messaging", () => {
    expect(runnable).toEqual(expect.arrayContaining([README, "docs/rest-tour.md", "docs/webhooks-and-feed.md", "docs/messaging.md"]));
  });

  // A guide runs tens of requests and waits for the worker (bounded polls): minutes on a loaded machine.
  it.each(runnable)("%s", { timeout: 300_000 }, async (path) => {
    const session = new ShellSession(repoRoot, embeddedDefaultEnv(dataDir, redis));
    try {
      const prelude = path === README ? [] : runnableBlocks(markdownOf.get(README)!);
      const options = { serverUrl, scratchDir };
      const before = await runBlocks(session, prelude, options);
      expect(before.filter((result) => !result.ok).map(describeFailure)).toEqual([]);
      const results = await runBlocks(session, runnableBlocks(markdownOf.get(path)!), options);
      if (process.env.DOCS_UPDATE === "1") await rewriteOutputs(path, results);
      expect(results.filter((result) => !result.ok).map(describeFailure)).toEqual([]);
    } finally {
      session.close();
    }
  });

  function describeFailure({ block, actual, status }: BlockResult): string {
    return `line ${block.line} (exit ${status}):\n${block.code}\n--- shown ---\n${block.expected ?? ""}\n--- printed ---\n${actual}`;
  }

  async function rewriteOutputs(path: string, results: BlockResult[]): Promise<void> {
    const lines = markdownOf.get(path)!.split("\n");
    for (const { block, actual, ok } of [...results].reverse()) {
      if (block.outputLines && !ok) lines.splice(block.outputLines[0], block.outputLines[1] - block.outputLines[0], ...actual.split("\n"));
    }
    await writeFile(join(repoRoot, path), lines.join("\n"));
  }
});
