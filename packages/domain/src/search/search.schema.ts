import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { clampPageSize, queryIntegerSchema } from "../core/schema-helpers";
import { SEARCH_TYPES, type SearchType } from "./search-term.model";

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_QUERY = 200;

const clampLimit = clampPageSize(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT);
const LIMIT_TEXT = `Results, 1..${SEARCH_MAX_LIMIT} (default ${SEARCH_DEFAULT_LIMIT}); larger values become ${SEARCH_MAX_LIMIT}, smaller 1.`;
const Q_TEXT =
  `What to find, 1..${SEARCH_MAX_QUERY} characters: words (each must match a word of the record by prefix, case and ` +
  "accents ignored, one typo allowed in words of 5+ letters), a whole email or custom id, or a phone fragment in any format.";
const TYPES_TEXT = `Comma-separated kinds of record to search, of ${SEARCH_TYPES.join(", ")}; default all.`;

const q = z.string().min(1).max(SEARCH_MAX_QUERY).describe(Q_TEXT);

/** Unknown types are an issue naming them (a 400). */
function knownTypes(types: string[], ctx: z.RefinementCtx): SearchType[] {
  const unknown = types.filter((t) => !(SEARCH_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0)
    ctx.addIssue({ code: "custom", message: `Unknown type(s): ${unknown.join(", ")}. One of: ${SEARCH_TYPES.join(", ")}.` });
  return types as SearchType[];
}

/** GraphQL and tRPC: typed input. */
export const searchInputSchema = z.strictObject({
  q,
  types: z
    .array(z.string())
    .max(SEARCH_TYPES.length * 2)
    .optional()
    .transform((types, ctx) => (types && types.length > 0 ? knownTypes(types, ctx) : undefined)),
  // Any integer, clamped as the query string's is (GraphQL's Int bounds it anyway; tRPC's JSON does not).
  limit: z
    .number()
    .refine(Number.isInteger, { message: "Must be an integer.", params: { code: "invalid_integer" } })
    .optional()
    .transform(clampLimit)
    .describe(LIMIT_TEXT),
});
export type SearchInput = z.output<typeof searchInputSchema>;

/** REST `GET /v1/search` query string: `q`, `types` (comma-separated), `[limit]` (or `limit`). */
export const searchQuerySchema = z.strictObject({
  q,
  types: z
    .string()
    .max(200)
    .optional()
    .transform((raw, ctx) => {
      const types = (raw ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter((t) => t !== "");
      return types.length > 0 ? knownTypes(types, ctx) : undefined;
    })
    .describe(TYPES_TEXT),
  "[limit]": queryIntegerSchema.optional().meta({ type: "integer", description: LIMIT_TEXT }),
  limit: queryIntegerSchema.optional().meta({ type: "integer", description: "Same as `[limit]`." }),
});

export const searchHitSchema = z
  .object({
    type: z.enum(SEARCH_TYPES),
    id: z.string(),
    score: z
      .number()
      .describe("Higher is better: 100 exact email/phone/custom id, 60-70 name or title words, 30-40 other words, 10 one typo."),
    record: z.record(z.string(), z.unknown()).describe("The record as `GET` (or, for calls, the contact's call list) returns it."),
  })
  .meta({ id: "SearchHit" });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchPageSchema = z
  .object({
    data: z.array(searchHitSchema),
    hasMore: z.boolean().describe("More records match than `limit`."),
    limit: z.number().int(),
  })
  .meta({
    id: "SearchPage",
    examples: [
      {
        data: [{ type: "contact", id: EXAMPLE_IDS.contact, score: 100, record: { ...exampleRecordBase(EXAMPLE_IDS.contact), fields: [] } }],
        hasMore: false,
        limit: 20,
      },
    ],
  });
export type SearchPage = z.infer<typeof searchPageSchema>;
