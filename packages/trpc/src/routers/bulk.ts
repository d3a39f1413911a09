import { batchInputSchema, runBatch, upsertMatchSchema, type AnyResource, type ResourceDeclaration, type UpsertResult } from "@crm/domain";
import { z } from "zod";
import { domainInput, type Parser } from "../input";
import { procedure } from "../trpc";

type RecordOf<D> = D extends ResourceDeclaration<string, string, infer R> ? R : never;
type CreateOf<D> = D extends { schemas: { create: infer C extends z.ZodType } } ? z.input<C> : never;

/** `batch`: 1..100 items, each its own unit; results in input order with the single call's status (resources/batch.ts). */
export const batchProcedure = (resource: AnyResource) =>
  procedure.input(domainInput(batchInputSchema)).mutation(({ ctx, input }) => runBatch(resource, ctx.domain, ctx.auth, input));

const upsertInput = z.strictObject({ match: upsertMatchSchema, value: z.string().min(1).max(512), data: z.unknown() });

/** `upsert` `{match, value, data}` -> `{record, created}` (resources/upsert.ts); `data` typed by the resource's create schema. */
export function upsertProcedure<D extends AnyResource>(resource: D) {
  const upsert = resource.bulk?.upsert;
  if (!upsert) throw new Error(`${resource.many} does not declare bulk.upsert.`);
  // The domain parses `data` with the create schema; the client's type says so.
  const input = domainInput(upsertInput) as unknown as Parser<
    { match: string; value: string; data: CreateOf<D> },
    { match: string; value: string; data: unknown }
  >;
  return procedure
    .input(input)
    .mutation(
      ({ ctx, input: { match, value, data } }) => upsert(ctx.domain)(ctx.auth, match, value, data) as Promise<UpsertResult<RecordOf<D>>>,
    );
}
