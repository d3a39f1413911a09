import { parseInput } from "@crm/domain";
import { z } from "zod";

/**
 * A tRPC input validator from a domain zod schema, parsed by the domain's own parseInput: a bad
 * input is the same 400 VALIDATION_ERROR with the same `errors[]` as on REST, and the client's
 * input type is the schema's.
 */
export const domainInput =
  <T>(schema: z.ZodType<T>) =>
  (raw: unknown): T =>
    parseInput(schema, raw);

const id = z.string().min(1);
export const byId = domainInput(z.strictObject({ id }));
export const updateOf = <T>(data: z.ZodType<T>) => domainInput(z.strictObject({ id, data }));
