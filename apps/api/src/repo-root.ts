import { fileURLToPath } from "node:url";

/**
 * The monorepo root. `pnpm --filter @crm/api ...` runs with cwd apps/api, so relative paths from
 * the environment (DATA_DIR) are resolved against this, not against the process cwd.
 */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
