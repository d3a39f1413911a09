import { z } from "zod";
import type { JsonSchema } from "./openapi-types";

export const COMPONENT_REF = "#/components/schemas/";

function rewriteRefs(value: unknown, rename: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, rename));
  if (value === null || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
      out[key] = COMPONENT_REF + rename(v.slice("#/$defs/".length));
    } else {
      out[key] = rewriteRefs(v, rename);
    }
  }
  return out;
}

/**
 * Converts the domain's zod schemas with zod's own JSON Schema 2020-12 generator and hoists
 * every schema carrying `.meta({ id })` into `components/schemas`. Request bodies are converted
 * as input and named `<id>Input` (defaults and transforms make input and output differ);
 * responses keep `<id>`. Two different schemas under one name is a programming error.
 */
export class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = json;
    // An id that already says "Input" (the domain's own input-only schema) is not suffixed twice.
    const rename = (id: string) => (io === "input" && !id.endsWith("Input") ? `${id}Input` : id);
    if ($defs && typeof $defs === "object") {
      for (const [id, def] of Object.entries($defs as Record<string, unknown>)) {
        this.add(rename(id), rewriteRefs(def, rename) as JsonSchema);
      }
    }
    return rewriteRefs(rest, rename) as JsonSchema;
  }

  /** Registers a hand-written component (the Error body). */
  add(name: string, schema: JsonSchema): void {
    const existing = this.components[name];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`OpenAPI: two different schemas are named "${name}" (check the .meta({ id }) of the domain schemas).`);
    }
    this.components[name] = schema;
  }
}
