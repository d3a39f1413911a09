import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/repo-root";
import { createWebApp, type WebApp } from "../web-client/web-app";
import { typecheckBlocks } from "./typecheck-blocks";

/**
 * The guides' TypeScript samples compile: each guide's `ts typecheck <path>` blocks become the
 * files of one web app, the GraphQL codegen runs over them (when the guide has its `codegen.ts`),
 * and strict `tsc` checks them against the workspace's packages and the printed schema. Their
 * `@ts-expect-error` lines must fail, or tsc reports them unused.
 */
const guides = (await readdir(join(repoRoot, "docs"))).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`);
const blocksOf = new Map(
  await Promise.all(guides.map(async (path) => [path, typecheckBlocks(await readFile(join(repoRoot, path), "utf8"))] as const)),
);
const checked = guides.filter((path) => blocksOf.get(path)!.length > 0);

describe("the guides' typechecked samples", () => {
  const apps: WebApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.remove())));

  it("are the blocks marked `ts typecheck <file>` or `tsx typecheck <file>`", () => {
    const guide = [
      "```ts typecheck src/a.ts",
      "export const a = 1;",
      "```",
      "```ts",
      "not checked",
      "```",
      "```tsx typecheck src/b.tsx",
      "<b />",
      "```",
    ];
    expect(typecheckBlocks(guide.join("\n"))).toEqual([
      { path: "src/a.ts", code: "export const a = 1;", line: 1 },
      { path: "src/b.tsx", code: "<b />", line: 7 },
    ]);
    expect(() => typecheckBlocks("```ts typecheck\nconst a = 1;\n```")).toThrow(/line 1: a typecheck block names its file/);
  });

  it("include the web client guide's", () => {
    expect(checked).toContain("docs/web-client.md");
  });

  // tsc reads the workspace packages' sources (the router, the domain): tens of seconds on a loaded machine.
  it.each(checked)("%s", { timeout: 300_000 }, async (path) => {
    const blocks = blocksOf.get(path)!;
    expect(new Set(blocks.map((block) => block.path)).size, "one block per file").toBe(blocks.length);
    const app = await createWebApp(Object.fromEntries(blocks.map((block) => [block.path, block.code])));
    apps.push(app);
    if (blocks.some((block) => block.path === "codegen.ts")) await app.codegen();
    await app.typecheck();
  });
});
