import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApi } from "../support/test-api";

const run = promisify(execFile);
const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const fixture = fileURLToPath(new URL("./outside-project/", import.meta.url));
/** The packages a web team installs outside the monorepo (built to dist by turbo before the api tests). */
const PACKAGES = ["packages/client", "packages/api-types"];
const NPM_TIMEOUT_MS = 100_000;

/** The version this workspace installed, so npm resolves the same one (and finds it in its cache after the first run). */
async function installedVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repo, "apps/api/node_modules", name, "package.json"), "utf8")) as { version: string };
  return `${name}@${manifest.version}`;
}

describe("the packed packages installed outside the workspace", () => {
  const api = useTestApi({ name: "packed-packages" });
  let project = "";
  afterAll(() => (project ? rm(project, { recursive: true, force: true }) : undefined));

  it(
    "pack with plain semver dependencies, install with npm, typecheck a script and run it against the service",
    { timeout: 180_000 },
    async () => {
      project = await mkdtemp(join(tmpdir(), "crm-packed-"));
      const tarballs = join(project, "tarballs");
      await mkdir(tarballs);
      for (const dir of PACKAGES) await run("pnpm", ["pack", "--pack-destination", tarballs], { cwd: join(repo, dir) });
      const packed = (await readdir(tarballs)).map((file) => join(tarballs, file));
      expect(packed).toHaveLength(PACKAGES.length);

      // pnpm pack rewrites catalog: and workspace: ranges: what npm installs must be plain semver.
      for (const tarball of packed) {
        const { stdout } = await run("tar", ["-xzOf", tarball, "package/package.json"]);
        const manifest = JSON.parse(stdout) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
        const ranges = Object.values({ ...manifest.dependencies, ...manifest.peerDependencies });
        expect(ranges.filter((range) => !/^[~^]?\d+\.\d+\.\d+/.test(range))).toEqual([]);
      }

      await writeFile(join(project, "package.json"), JSON.stringify({ name: "outside", private: true, type: "module" }));
      for (const file of ["script.ts", "tsconfig.json"]) await copyFile(join(fixture, file), join(project, file));
      const publicDeps = await Promise.all(["typescript", "@trpc/client", "@types/node"].map(installedVersion));
      await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...packed, ...publicDeps], {
        cwd: project,
        timeout: NPM_TIMEOUT_MS,
      });
      // Nothing from the workspace: only the tarballs and the public registry's packages.
      expect((await readdir(join(project, "node_modules/@crm"))).sort()).toEqual(["api-types", "client"]);

      // skipLibCheck is off in the fixture: the packages' declarations must be complete on their own.
      await run(process.execPath, [join(project, "node_modules/typescript/bin/tsc"), "-p", project]).catch((error: { stdout?: string }) => {
        throw new Error(`tsc failed outside the workspace:\n${error.stdout ?? String(error)}`);
      });

      const { key } = (await api.createProject("Packed")).apiKey;
      const { stdout } = await run(process.execPath, [join(project, "out/script.js")], {
        cwd: project,
        env: { ...process.env, CRM_URL: api.baseUrl, CRM_API_KEY: key },
      });
      const result = JSON.parse(stdout) as { dealId: string | null; listedIds: string[] };
      expect(result.dealId).toEqual(expect.any(String));
      expect(result.listedIds).toEqual([result.dealId]);
    },
  );
});
