import { dealCreateSchema, dealListSpec, dealTagsAddSchema, dealUpdateSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";
import { crudProcedures } from "./crud";

const id = z.string().min(1);
const moveInput = domainInput(
  z.strictObject({ id, stageId: id.optional(), pipelineId: id.optional(), lossReasonId: id.nullable().optional() }),
);

/** Deals: CRUD plus the pipeline's actions, each one domain call answering the deal as written. */
export const dealsRouter = router({
  ...crudProcedures((d) => d.deals, { list: dealListSpec, create: dealCreateSchema, update: dealUpdateSchema }),
  /** `stageId` (and its pipeline) or `pipelineId` alone; the same rules as update. */
  move: procedure
    .input(moveInput)
    .mutation(({ ctx, input: { id: dealId, ...placement } }) => ctx.domain.deals.update(ctx.auth, dealId, placement)),
  addTags: procedure
    .input(domainInput(dealTagsAddSchema.extend({ id })))
    .mutation(({ ctx, input: { id: dealId, ...tags } }) => ctx.domain.deals.addTags(ctx.auth, dealId, tags)),
});
