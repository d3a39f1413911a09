import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../../src/repo-root";

const run = promisify(execFile);
const apiModules = join(repoRoot, "apps/api/node_modules");
const SCHEMA = "packages/graphql/schema.graphql";

/** A web app's sources laid out as `apps/web` of a scratch copy of the monorepo. */
export interface WebApp {
  /** The app's directory: `codegen.ts`, `src/`... */
  dir: string;
  /** `graphql-codegen --config codegen.ts` in the app, as the web-client guide says. */
  codegen(): Promise<void>;
  /** `tsc` (strict, DOM, React JSX) over every file of the app; throws with tsc's report. */
  typecheck(): Promise<void>;
  /** Runs one of the app's TypeScript files with tsx; answers what it printed. */
  run(file: string, env: Record<string, string>): Promise<string>;
  remove(): Promise<void>;
}

/**
 * The scratch root lies under apps/api/node_modules/.cache, so the app resolves the packages the
 * web team installs (@crm/api-types, @trpc/*, @tanstack/react-query, the codegen...) from this
 * workspace, with the workspace packages' TypeScript sources (the `@crm/source` condition). The
 * schema is copied where the guide's `codegen.ts` expects it from `apps/web`: the printed one.
 */
export async function createWebApp(files: Record<string, string>): Promise<WebApp> {
  await mkdir(join(apiModules, ".cache"), { recursive: true });
  const root = await mkdtemp(join(apiModules, ".cache/web-app-"));
  const dir = join(root, "apps/web");
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  };
  await mkdir(join(root, dirname(SCHEMA)), { recursive: true });
  await copyFile(join(repoRoot, SCHEMA), join(root, SCHEMA));
  await write("package.json", JSON.stringify({ name: "web", private: true, type: "module" }));
  await write("tsconfig.json", JSON.stringify(TSCONFIG, null, 2));
  for (const [path, text] of Object.entries(files)) await write(path, text);

  const tool = async (bin: string, args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout } = await run(join(apiModules, ".bin", bin), args, { cwd: dir, env: { ...process.env, ...env } });
      return stdout;
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`${bin} ${args.join(" ")} failed:\n${stdout}${stderr}`);
    }
  };
  return {
    dir,
    codegen: async () => void (await tool("graphql-codegen", ["--config", "codegen.ts", "--silent"])),
    typecheck: async () => void (await tool("tsc", ["-p", "."])),
    run: (file, env) => tool("tsx", [file], env),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The monorepo's strict settings, for a browser app with React. */
const TSCONFIG = {
  extends: "@crm/tsconfig/base.json",
  compilerOptions: { lib: ["ES2023", "DOM", "DOM.Iterable"], jsx: "react-jsx" },
  include: ["**/*.ts", "**/*.tsx"],
};
