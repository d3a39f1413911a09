import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES_PATH, generateTypes } from "../scripts/generate-types";

/** The first line where two texts differ, for a readable failure instead of a 250 kB diff. */
function firstDifference(committed: string, fresh: string): string | undefined {
  const a = committed.split("\n");
  const b = fresh.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}:\n  committed: ${a[i] ?? "(end of file)"}\n  generated: ${b[i] ?? "(end of file)"}`;
  }
  return undefined;
}

describe("the generated client types", () => {
  it("are what the generator writes from the current route declarations (else run `pnpm --filter @crm/client generate`)", async () => {
    const committed = readFileSync(GENERATED_TYPES_PATH, "utf8");
    expect(firstDifference(committed, await generateTypes())).toBeUndefined();
  });

  it("type every listed relation, the projected listing item and the error body", () => {
    const types = readFileSync(GENERATED_TYPES_PATH, "utf8");
    expect(types).toMatch(/DealListItem: \{[^]*?contact\?: components\["schemas"\]\["Contact"\] \| null;/);
    expect(types).toMatch(/DealListItem: \{[^]*?tags\?: components\["schemas"\]\["Tag"\]\[\];/);
    expect(types).toMatch(/Error: \{\s*\/\*\*[^]*?errorCode: string;/);
  });
});
