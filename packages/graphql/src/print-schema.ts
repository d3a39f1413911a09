/** Writes schema.graphql (`pnpm --filter @crm/graphql print-schema`); a test fails when it is stale. */
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "./schema";

writeFileSync(new URL("../schema.graphql", import.meta.url), `${printSchema(schema)}\n`);
