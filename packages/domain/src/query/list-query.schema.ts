import { z } from "zod";
import type { FilterOp, ListQuery } from "./list-query";

const OPS = ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "regex"] as const satisfies readonly FilterOp[];

/**
 * The ListQuery as a typed input, for adapters whose clients send it as JSON (tRPC): the same
 * structure REST parses from its query string. Names and values stay text here; the compiler
 * checks them against the resource's ListSpec and coerces them, exactly as for REST.
 */
export const listQuerySchema = z
  .strictObject({
    filters: z
      .array(z.strictObject({ field: z.string().min(1).max(200), op: z.enum(OPS), value: z.union([z.string(), z.array(z.string())]) }))
      .max(100)
      .default([]),
    logic: z.enum(["AND", "OR"]).default("AND"),
    sort: z
      .array(z.strictObject({ field: z.string().min(1).max(200), direction: z.union([z.literal(1), z.literal(-1)]) }))
      .max(20)
      .default([]),
    /** Clamped to the endpoint's range, as REST's `[limit]`. */
    limit: z.number().int().optional(),
    offset: z.number().int().optional(),
    project: z.array(z.string()).optional(),
    with: z.array(z.string()).optional(),
  })
  .meta({ id: "ListQuery" }) satisfies z.ZodType<ListQuery, unknown>;

/** What a client sends (everything but the filters' parts optional). */
export type ListQueryInput = z.input<typeof listQuerySchema>;
