import { readFileSync } from "node:fs";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema";

describe("schema.graphql", () => {
  it("is the schema served (regenerate with `pnpm --filter @crm/graphql print-schema`)", () => {
    const committed = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});
