import { listQuerySchema, type Context, type Domain, type ListQuery, type ListSpec, type ResourceDeclaration } from "@crm/domain";
import type { z } from "zod";
import { byId, domainInput, updateOf } from "../input";
import { listOutput } from "../listing";
import { procedure } from "../trpc";

/** What the reads of a resource router need of a domain service. */
export interface ReadService<R> {
  get(ctx: Context, id: string): Promise<R>;
  list(
    ctx: Context,
    query: ListQuery,
  ): Promise<{ data: Array<Partial<R>>; hasMore: boolean; limit: number; offset: number; total?: number }>;
}

export const listInput = domainInput(listQuerySchema);

/**
 * The procedures get and list of one resource. The list takes the domain's ListQuery (filters
 * with REST's operators, logic, multi-key sort, limit/offset, project, with); the resource's list
 * spec types its rows (listing.ts).
 */
export function readProcedures<R, Spec extends ListSpec>(service: (domain: Domain) => ReadService<R>, spec: Spec) {
  return {
    get: procedure.input(byId).query(({ ctx, input }) => service(ctx.domain).get(ctx.auth, input.id)),
    list: procedure.input(listInput).query(async ({ ctx, input }) => listOutput(await service(ctx.domain).list(ctx.auth, input), spec)),
  };
}

/** get and list, plus create, update and remove with the resource's domain schemas as inputs; typed by its declaration. */
export function crudProcedures<R, Created, Spec extends ListSpec, C extends z.ZodType, U extends z.ZodType>(
  resource: ResourceDeclaration<string, string, R, Created, Spec, C, U>,
) {
  const { service, schemas } = resource;
  return {
    ...readProcedures(service, resource.list.spec),
    create: procedure.input(domainInput(schemas.create)).mutation(({ ctx, input }) => service(ctx.domain).create(ctx.auth, input)),
    update: procedure
      .input(updateOf(schemas.update))
      .mutation(({ ctx, input }) => service(ctx.domain).update(ctx.auth, input.id, input.data)),
    remove: procedure.input(byId).mutation(async ({ ctx, input }) => {
      await service(ctx.domain).remove(ctx.auth, input.id);
      return { id: input.id };
    }),
  };
}
