import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/repo-root";
import { renderConfigReference } from "./config-reference";

// `pnpm docs:config`: rewrites docs/configuration.md from the environment schemas.
writeFileSync(join(repoRoot, "docs/configuration.md"), renderConfigReference());
