/** Writes the generated OpenAPI document to the path given (for Redocly lint and other tools). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { restApiDocument } from "../src/openapi/rest-api-document";

const target = process.argv[2];
if (!target) {
  console.error("usage: tsx scripts/write-openapi.ts <file.json>");
  process.exit(2);
}
const path = resolve(target);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, `${JSON.stringify(restApiDocument(), null, 2)}\n`);
