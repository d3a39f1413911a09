import { dts } from "rollup-plugin-dts";

/** Bundles tsc's declarations with those of the workspace packages they name, so the tarball needs no @crm/* package. */
export default {
  input: "dist/tsc/index.d.ts",
  output: { file: "dist/index.d.ts", format: "es" },
  plugins: [dts({ respectExternal: true, tsconfig: "tsconfig.build.json" })],
  external: (id) => !id.startsWith("@crm/") && !id.startsWith(".") && !id.startsWith("/"),
};
