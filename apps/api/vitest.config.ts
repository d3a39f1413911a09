import { createRequire } from "node:module";
import { vitestPreset } from "@crm/vitest-config";
import { mergeConfig } from "vitest/config";

// graphql 16 ships CommonJS and ESM without an exports map: vite would load the ESM build for our
// sources while Pothos and yoga load the CommonJS one, and graphql refuses to mix them (as in packages/graphql).
const graphqlEntry = createRequire(new URL("../../packages/graphql/package.json", import.meta.url)).resolve("graphql");

// Prints once per run which MongoDB the integration tests use.
export default mergeConfig(vitestPreset({ globalSetup: ["../../packages/testing/src/global-setup.ts"] }), {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
});
