import { config } from "@crm/eslint-config";

export default [
  ...config({ domain: false }),
  // The conformance suite drives the engine through mongoose, exactly as the product does.
  { files: ["test/**/*.ts", "bench/**/*.ts", "mongoose-suite/**/*.ts"], rules: { "no-restricted-imports": "off" } },
];
