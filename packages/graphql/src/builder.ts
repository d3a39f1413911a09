import type { Context, Domain } from "@crm/domain";
import SchemaBuilder, { type ObjectRef } from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import { GraphQLError } from "graphql";
import { JSONResolver } from "graphql-scalars";

/** Per request: the API key's domain Context (every call is scoped by it) and the domain itself. */
export interface GraphQLContext {
  auth: Context;
  domain: Domain;
  /** Aborts when the client goes away: ends its subscriptions. */
  signal: AbortSignal;
}

/** A record as the domain returns it: the API shape, keyed by field name. */
export type Row = Record<string, unknown>;

/** One builder for the whole schema (Pothos' recommended shape), with the plugins that replace hand-written batching and limits. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: string; Output: string };
    DateFilterValue: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
}>({
  plugins: [ComplexityPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  // Each field's cost (a listing multiplies its selection by its page size, other lists by 10); the
  // limits are checked before a document is compiled (document-limits.ts), not per resolver here.
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10, disabled: true },
});

type Types = typeof builder extends { $inferSchemaTypes: infer T } ? T : never;
/** The GraphQL object type of one record (what relations point at). */
export type RecordRef = ObjectRef<Types, Row>;

builder.addScalarType("JSON", JSONResolver);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * ISO 8601 date-time, kept as text both ways: records already carry ISO strings, and inputs go
 * to the domain's zod schemas, which validate the text themselves (a Date object would fail them).
 */
builder.scalarType("DateTime", {
  description: "ISO 8601 date-time, e.g. 2024-06-01T12:00:00.000Z.",
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== "string" || !ISO_DATE_TIME.test(value)) throw new GraphQLError("DateTime must be an ISO 8601 date-time string.");
    return value;
  },
});

builder.queryType({});
builder.mutationType({});

/** The arguments given: GraphQL passes an omitted optional argument as null, the domain's schemas want it absent. */
export const givenArgs = (args: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));
