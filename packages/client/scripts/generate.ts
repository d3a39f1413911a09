/** Regenerates src/generated/openapi.ts from the route declarations (no running service needed). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GENERATED_TYPES_PATH, generateTypes } from "./generate-types";

writeFileSync(GENERATED_TYPES_PATH, await generateTypes());
console.log(`wrote ${fileURLToPath(GENERATED_TYPES_PATH)}`);
