// Shared flat config. Import boundaries: only packages/domain may import mongoose;
// the domain imports no adapter (rest, graphql, trpc, apps).
import tseslint from "typescript-eslint";

const adapters = ["@crm/rest", "@crm/graphql", "@crm/trpc", "@crm/api", "@crm/worker", "express"];

export function config({ domain = false } = {}) {
  const restricted = domain
    ? adapters.map((name) => ({ name, message: "packages/domain must not import an adapter." }))
    : [
        { name: "mongoose", message: "Only packages/domain imports mongoose." },
      ];
  return tseslint.config(
    { ignores: ["dist/**", "node_modules/**", "coverage/**"] },
    ...tseslint.configs.recommended,
    {
      files: ["**/*.ts"],
      rules: {
        "@typescript-eslint/no-explicit-any": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "no-restricted-imports": ["error", { paths: restricted, patterns: domain ? adapters.map((a) => `${a}/*`) : ["mongoose/*"] }],
      },
    },
  );
}
