import { createRequire } from "node:module";
import { vitestPreset } from "@crm/vitest-config";
import { mergeConfig } from "vitest/config";

// graphql 16 ships CommonJS and ESM without an exports map: vite would load the ESM build for our
// sources while Pothos and graphql-scalars load the CommonJS one, and graphql refuses to mix them.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

export default mergeConfig(vitestPreset(), { resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] } });
