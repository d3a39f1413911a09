import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderConfigReference } from "../../scripts/config-reference";
import { repoRoot } from "../../src/repo-root";

describe("docs/configuration.md", () => {
  it("is the reference rendered from the environment schemas (run `pnpm docs:config` when this fails)", () => {
    expect(readFileSync(join(repoRoot, "docs/configuration.md"), "utf8")).toBe(renderConfigReference());
  });
});
