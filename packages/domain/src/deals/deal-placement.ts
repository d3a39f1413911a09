import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { notFound } from "../core/errors";
import { loadInProject } from "../core/references";
import type { PipelineDoc } from "../pipelines/pipeline.model";
import type { StageDoc, StageType } from "../stages/stage.model";
import { assertStageInPipeline } from "./deal-state";

/**
 * Where a deal sits: finds the stage a create or update asks for. Every stage it answers is
 * loaded through the reference guard (core/references.ts), so a concurrent delete of that stage
 * or of its pipeline (which deletes its stages) conflicts with the deal write.
 */
export function createDealPlacement(pipelines: Model<PipelineDoc>, stages: Model<StageDoc>) {
  const pipeline = (ctx: Context, id: string) => loadInProject(pipelines, ctx, id, "Pipeline");
  const stage = (ctx: Context, id: string) => loadInProject(stages, ctx, id, "Stage");

  /** The built-in OPEN stage cannot be deleted, so every pipeline has one. */
  async function firstOpenStage(ctx: Context, pipelineId: string): Promise<StageDoc> {
    const doc = await stages
      .findOne({ projectId: ctx.projectId, pipelineId, type: "OPEN" })
      .sort({ position: 1, _id: 1 })
      .select("_id")
      .lean<{ _id: string }>();
    if (!doc) throw notFound("Stage");
    return stage(ctx, doc._id);
  }

  /** The project's first pipeline (by position). */
  async function firstPipeline(ctx: Context): Promise<PipelineDoc> {
    const first = await pipelines.findOne({ projectId: ctx.projectId }).sort({ position: 1, createdAt: 1, _id: 1 }).lean<PipelineDoc>();
    if (!first) throw notFound("Pipeline");
    return first;
  }

  return {
    /**
     * The stage a request names: `stageId` alone (moves into that stage's pipeline), `pipelineId`
     * alone (its first open stage), both (must agree: 422 STAGE_NOT_IN_PIPELINE), or neither
     * (undefined: the deal stays where it is). Unknown ids are 404.
     */
    async resolve(ctx: Context, ask: { stageId?: string | undefined; pipelineId?: string | undefined }): Promise<StageDoc | undefined> {
      if (ask.pipelineId !== undefined) await pipeline(ctx, ask.pipelineId);
      if (ask.stageId === undefined) return ask.pipelineId === undefined ? undefined : firstOpenStage(ctx, ask.pipelineId);
      const found = await stage(ctx, ask.stageId);
      if (ask.pipelineId !== undefined) assertStageInPipeline(found, ask.pipelineId);
      return found;
    },

    /**
     * The id of the first stage of `type` (by position) in the pipeline, or in the project's first
     * pipeline when none is named: where a deal given only a status goes (an import row's `status`).
     * A plain read: the write that uses the id loads the stage through the guard (resolve).
     */
    async firstStageOfType(ctx: Context, type: StageType, pipelineId: string | undefined): Promise<string> {
      const inPipeline = pipelineId ?? (await firstPipeline(ctx))._id;
      const doc = await stages
        .findOne({ projectId: ctx.projectId, pipelineId: inPipeline, type })
        .sort({ position: 1, _id: 1 })
        .select("_id")
        .lean<{ _id: string }>();
      if (!doc) throw notFound("Stage");
      return doc._id;
    },

    /** Where a new deal goes by default: the first open stage of the project's first pipeline. */
    async defaultStage(ctx: Context): Promise<StageDoc> {
      return firstOpenStage(ctx, (await firstPipeline(ctx))._id);
    },
  };
}
export type DealPlacement = ReturnType<typeof createDealPlacement>;
