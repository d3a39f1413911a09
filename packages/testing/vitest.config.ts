import { vitestPreset } from "@crm/vitest-config";

// Prints once per run which MongoDB the integration tests use.
export default vitestPreset({ globalSetup: ["./src/global-setup.ts"] });
