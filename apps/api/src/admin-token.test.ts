import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveAdminToken } from "./admin-token";

describe("resolveAdminToken", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "crm-admin-"));
    dirs.push(dir);
    return join(dir, "nested");
  };

  it("generates a token once on the embedded default and keeps it across restarts", async () => {
    const dataDir = await tempDir();
    const first = await resolveAdminToken({ configured: undefined, embedded: true, dataDir });
    expect(first).toMatchObject({ generated: true, fromDataDir: true });
    expect(first.token).toMatch(/^adm_[\w-]{32}$/);
    expect((await stat(join(dataDir, "admin-token"))).mode & 0o777).toBe(0o600);

    const second = await resolveAdminToken({ configured: undefined, embedded: true, dataDir });
    expect(second).toEqual({ token: first.token, generated: false, fromDataDir: true });
  });

  it("prefers ADMIN_TOKEN and never invents one for a real database", async () => {
    const dataDir = await tempDir();
    expect(await resolveAdminToken({ configured: "x".repeat(20), embedded: true, dataDir })).toMatchObject({ token: "x".repeat(20) });
    expect(await resolveAdminToken({ configured: undefined, embedded: false, dataDir })).toMatchObject({ token: undefined });
  });
});
