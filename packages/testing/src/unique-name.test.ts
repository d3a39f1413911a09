import { describe, expect, it } from "vitest";
import { uniqueName } from "./unique-name";

describe("uniqueName", () => {
  it("is unique and safe as a database name", () => {
    const names = new Set(Array.from({ length: 100 }, () => uniqueName("My.Test")));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).toMatch(/^my-test-\d+-\d+-[0-9a-f]{6}$/);
  });
});
