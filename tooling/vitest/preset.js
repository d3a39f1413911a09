import { defineConfig } from "vitest/config";

const sourceCondition = "@crm/source";

/**
 * Shared vitest preset: unit tests (`*.test.ts`) and integration tests (`*.int.test.ts`) in one run.
 * Plain JavaScript because Node 20 loads a workspace package's config file natively, without TypeScript.
 * @param {{ testTimeout?: number; hookTimeout?: number; globalSetup?: string[] }} [overrides]
 */
export function vitestPreset(overrides = {}) {
  return defineConfig({
    // Workspace packages from their TypeScript source (the "@crm/source" export condition), not dist/.
    ssr: { resolve: { conditions: [sourceCondition, "module", "node", "development|production"] } },
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      environment: "node",
      testTimeout: overrides.testTimeout ?? 30_000,
      hookTimeout: overrides.hookTimeout ?? 60_000,
      pool: "forks",
      // Integration suites start servers; two cores do not gain from more.
      maxWorkers: 2,
      passWithNoTests: true,
      globalSetup: overrides.globalSetup ?? [],
    },
  });
}
