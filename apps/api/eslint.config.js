import { config } from "@crm/eslint-config";

export default [
  ...config({ domain: false }),
  // A web app's sources, checked after codegen by test/web-client/graphql-codegen.int.test.ts (outside this tsconfig).
  { ignores: ["test/web-client/codegen-app/**"] },
];
