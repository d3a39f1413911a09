import { dealTagsAddSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure } from "../trpc";

const id = z.string().min(1);
const moveInput = domainInput(
  z.strictObject({ id, stageId: id.optional(), pipelineId: id.optional(), lossReasonId: id.nullable().optional() }),
);

/**
 * A deal's actions beyond CRUD: the pipeline's moves and tagging, each one domain call answering the deal as written.
 * Hand-written, not declared actions: their inputs are flat (`{id, stageId}`, `{id, tagIds}`), not the actions' `{id, data}`.
 */
export const dealActions = {
  /** `stageId` (and its pipeline) or `pipelineId` alone; the same rules as update. */
  move: procedure
    .input(moveInput)
    .mutation(({ ctx, input: { id: dealId, ...placement } }) => ctx.domain.deals.update(ctx.auth, dealId, placement)),
  addTags: procedure
    .input(domainInput(dealTagsAddSchema.extend({ id })))
    .mutation(({ ctx, input: { id: dealId, ...tags } }) => ctx.domain.deals.addTags(ctx.auth, dealId, tags)),
};
