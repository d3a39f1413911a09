import { defineConfig } from "vitest/config";

/** Shared vitest preset: unit tests (`*.test.ts`) and integration tests (`*.int.test.ts`) in one run. */
export function vitestPreset(overrides: { testTimeout?: number; hookTimeout?: number } = {}) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      environment: "node",
      testTimeout: overrides.testTimeout ?? 30_000,
      hookTimeout: overrides.hookTimeout ?? 60_000,
      pool: "forks",
      // Integration suites start servers; two cores do not gain from more.
      maxWorkers: 2,
      reporters: ["default"],
    },
  });
}
