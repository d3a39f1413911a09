import { z } from "zod";

/**
 * The first example a domain schema documents (`.meta({ examples })` beside the schema), shown as
 * the operation's example and pre-filled by /docs' "Test Request". Undefined when it has none;
 * build-openapi.test.ts requires one for every request body and response schema.
 */
export function exampleOf(schema: z.ZodType): unknown {
  const examples: unknown = z.globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) ? (examples[0] as unknown) : undefined;
}
