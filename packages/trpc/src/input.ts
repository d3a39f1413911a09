import { listQuerySchema, parseInput } from "@crm/domain";
import { z } from "zod";

/**
 * A tRPC input validator from a domain zod schema, parsed by the domain's own parseInput: a bad
 * input is the same 400 VALIDATION_ERROR with the same `errors[]` as on REST, and the client's
 * input type is the schema's.
 */
export function domainInput<S extends z.ZodType>(schema: S): DomainParser<S> {
  // `_input`/`_output` exist for tRPC's type inference only (the shape of a zod-like parser).
  return { parse: (raw: unknown) => parseInput<S>(schema, raw) } as DomainParser<S>;
}

/** A zod-like parser for tRPC: the client sends I (defaults optional), procedures get O. */
export interface Parser<I, O> {
  _input: I;
  _output: O;
  parse(raw: unknown): O;
}
export type DomainParser<S extends z.ZodType> = Parser<z.input<S>, z.output<S>>;

const id = z.string().min(1);
export const byId = domainInput(z.strictObject({ id }));
/** `{id, data}` of an update; spelt out because TS cannot see through zod's mapped types for a generic schema. */
export const updateOf = <S extends z.ZodType>(data: S) =>
  domainInput(z.strictObject({ id, data })) as unknown as Parser<{ id: string; data: z.input<S> }, { id: string; data: z.output<S> }>;

/** The listing of a sub-collection (a chat's messages, a contact's calls): its parent's id and the domain's ListQuery. */
export const nestedListInput = <K extends string>(parent: K) =>
  domainInput(z.strictObject({ ...({ [parent]: id } as { [P in K]: typeof id }), query: listQuerySchema.prefault({}) }));
