// Shared flat config. Import boundaries: only packages/domain may import mongoose; the domain
// imports no adapter (rest, graphql, trpc, apps) and no provider (it declares ports, the hosts
// inject @crm/providers). No import cycles anywhere:
// record mappers and list specs live in leaf modules so services never import each other in circles.
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const adapters = ["@crm/rest", "@crm/graphql", "@crm/trpc", "@crm/api", "@crm/worker", "express"];

export function config({ domain = false } = {}) {
  const restricted = domain
    ? [
        ...adapters.map((name) => ({ name, message: "packages/domain must not import an adapter." })),
        { name: "@crm/providers", message: "The domain declares its ports (src/ports); the hosts inject @crm/providers." },
      ]
    : [{ name: "mongoose", message: "Only packages/domain imports mongoose." }];
  return tseslint.config(
    { ignores: ["dist/**", "node_modules/**", "coverage/**"] },
    ...tseslint.configs.recommended,
    {
      files: ["**/*.ts"],
      plugins: { "import-x": importX },
      // Sources import each other without extensions (`./deal.schema`), as the bundler resolution of
      // tsconfig does, or with the `.js` of the emitted file (`./wire.js` in embedded-mongo), which
      // names the `.ts` beside it: without the alias those imports resolve to nothing and no-cycle
      // cannot see the cycles through them.
      settings: {
        "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js", ".json"], extensionAlias: { ".js": [".ts", ".js"] } })],
        "import-x/extensions": [".ts", ".js"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      },
      rules: {
        "@typescript-eslint/no-explicit-any": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "no-restricted-imports": [
          "error",
          { paths: restricted, patterns: domain ? [...adapters, "@crm/providers"].map((a) => `${a}/*`) : ["mongoose/*"] },
        ],
        // Runtime cycles (import-x ignores `import type`, which leaves no edge at run time).
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
    {
      // Type-aware rules that catch real bugs (a promise nobody awaits, an async callback where a
      // void one is expected, awaiting a non-promise, a cast that changes nothing), through the
      // package's own tsconfig (projectService).
      files: ["**/*.ts"],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
      rules: {
        "@typescript-eslint/no-floating-promises": "error",
        "@typescript-eslint/no-misused-promises": "error",
        "@typescript-eslint/await-thenable": "error",
        "@typescript-eslint/no-unnecessary-type-assertion": "error",
      },
    },
  );
}
