import { stageCreateSchema, stageDeleteSchema, stageKeySchema, stageListSpec, stageUpdateSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput, nestedListInput } from "../input";
import { listOutput } from "../listing";
import { procedure, router } from "../trpc";

/** A pipeline's stages: one stage by the domain's StageKey `{pipelineId, id}`, the list and a new stage by their pipeline. */
export const stagesRouter = router({
  get: procedure.input(domainInput(stageKeySchema)).query(({ ctx, input }) => ctx.domain.stages.get(ctx.auth, input)),
  list: procedure
    .input(nestedListInput("pipelineId"))
    .query(async ({ ctx, input }) => listOutput(await ctx.domain.stages.list(ctx.auth, input.pipelineId, input.query), stageListSpec)),
  create: procedure
    .input(domainInput(z.strictObject({ pipelineId: stageKeySchema.shape.pipelineId, data: stageCreateSchema })))
    .mutation(({ ctx, input }) => ctx.domain.stages.create(ctx.auth, input.pipelineId, input.data)),
  update: procedure
    .input(domainInput(stageKeySchema.extend({ data: stageUpdateSchema })))
    .mutation(({ ctx, input: { data, ...key } }) => ctx.domain.stages.update(ctx.auth, key, data)),
  remove: procedure
    .input(domainInput(stageKeySchema.extend(stageDeleteSchema.shape)))
    .mutation(async ({ ctx, input: { pipelineId, id, ...rest } }) => {
      await ctx.domain.stages.remove(ctx.auth, { pipelineId, id }, rest);
      return { id };
    }),
});
