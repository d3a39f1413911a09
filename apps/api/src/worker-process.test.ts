import { describe, expect, it } from "vitest";
import { restartDelay } from "./worker-process";

describe("restartDelay (the forked worker's restart backoff)", () => {
  it("doubles from the minimum with each crash in a row, and never passes the maximum", () => {
    const policy = { minDelayMs: 1000, maxDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((crashes) => restartDelay(policy, crashes))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
