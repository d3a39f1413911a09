import { listQuerySchema, stageCreateSchema, stageDeleteSchema, stageUpdateSchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure, router } from "../trpc";

const id = z.string().min(1);
const inPipeline = z.strictObject({ pipelineId: id, id });

/** A pipeline's stages, always addressed through their pipeline (as REST's /pipelines/{id}/stages). */
export const stagesRouter = router({
  get: procedure.input(domainInput(inPipeline)).query(({ ctx, input }) => ctx.domain.stages.get(ctx.auth, input.pipelineId, input.id)),
  list: procedure
    .input(domainInput(z.strictObject({ pipelineId: id, query: listQuerySchema.prefault({}) })))
    .query(async ({ ctx, input }) => {
      const page = await ctx.domain.stages.list(ctx.auth, input.pipelineId, input.query);
      return { ...page, total: page.total ?? page.data.length };
    }),
  create: procedure
    .input(domainInput(z.strictObject({ pipelineId: id, data: stageCreateSchema })))
    .mutation(({ ctx, input }) => ctx.domain.stages.create(ctx.auth, input.pipelineId, input.data)),
  update: procedure
    .input(domainInput(inPipeline.extend({ data: stageUpdateSchema })))
    .mutation(({ ctx, input }) => ctx.domain.stages.update(ctx.auth, input.pipelineId, input.id, input.data)),
  remove: procedure.input(domainInput(inPipeline.extend(stageDeleteSchema.shape))).mutation(async ({ ctx, input: { pipelineId, id: stageId, ...rest } }) => {
    await ctx.domain.stages.remove(ctx.auth, pipelineId, stageId, rest);
    return { id: stageId };
  }),
});
