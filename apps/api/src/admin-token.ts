import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface ResolvedAdminToken {
  token: string | undefined;
  /** True when this start created the token (the host prints it once). */
  generated: boolean;
  /** True when the token came from DATA_DIR rather than ADMIN_TOKEN. */
  fromDataDir: boolean;
}

/**
 * ADMIN_TOKEN when set. Otherwise, on the embedded default only, a token generated once and kept
 * in DATA_DIR/admin-token so restarts keep it. With a real MONGODB_URI and no ADMIN_TOKEN the admin
 * surface stays closed: a production deployment must choose its token on purpose.
 */
export async function resolveAdminToken(options: {
  configured: string | undefined;
  embedded: boolean;
  dataDir: string;
}): Promise<ResolvedAdminToken> {
  if (options.configured) return { token: options.configured, generated: false, fromDataDir: false };
  if (!options.embedded) return { token: undefined, generated: false, fromDataDir: false };

  const file = join(options.dataDir, "admin-token");
  const stored = await readFile(file, "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  if (stored) return { token: stored, generated: false, fromDataDir: true };

  const token = `adm_${randomBytes(24).toString("base64url")}`;
  await mkdir(options.dataDir, { recursive: true });
  // Owner-only: the token opens the admin surface.
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: "wx" }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process wrote it first: use theirs so both agree.
    if (error.code !== "EEXIST") throw error;
  });
  const final = (await readFile(file, "utf8")).trim();
  return { token: final, generated: final === token, fromDataDir: true };
}
