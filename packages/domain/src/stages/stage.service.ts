import { requireScope, type Context } from "../core/context";
import { conflict, notFound } from "../core/errors";
import { excludeReferences, loadInProject } from "../core/references";
import { createResourceService, insertOne, type ListResult, type Writable } from "../core/resource-service";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { DealDoc } from "../deals/deal.model";
import type { DealService } from "../deals/deal.service";
import { closeGap, moveSibling, openGap, type SiblingGroup } from "../core/positions";
import { compileListQuery, type ListQuery, type ListSpec, recordListFields, runList } from "../query";
import { scopedList } from "./scoped-list";
import { assertDeletable, assertMoveTarget, BUILT_IN_STAGES, insertPosition, MAX_STAGES_PER_PIPELINE, movePosition } from "./stage-rules";
import { STAGE_TYPES, type StageDoc } from "./stage.model";
import { stageCreateSchema, stageDeleteSchema, stageKeySchema, stageUpdateSchema, type StageKey, type StageRecord } from "./stage.schema";
import type { Models } from "../models";
import { deleteWithEvents } from "../core/delete-with-events";
import { stageToRecord } from "./stage.record";

export const stageListSpec = {
  resource: "stages",
  fields: recordListFields({
    pipelineId: { kind: "id" },
    name: { kind: "string" },
    position: { kind: "number" },
    type: { kind: "enum", values: STAGE_TYPES },
    builtIn: { kind: "boolean" },
  }),
  // A pipeline holds at most MAX_STAGES_PER_PIPELINE stages, so the bare-array listing returns them all by default.
  limits: { default: MAX_STAGES_PER_PIPELINE, max: MAX_STAGES_PER_PIPELINE },
  defaultSort: [{ field: "position", direction: 1 }],
} satisfies ListSpec;

export interface StageServiceDeps {
  models: Pick<Models, "stages" | "pipelines" | "deals">;
  /** The deal update path: moved deals get their status/closedAt rules and events from it. */
  deals: Pick<DealService, "applyUpdateMany">;
  inTransaction: InTransaction;
}

/** A pipeline's stages: one stage is addressed by its StageKey `{pipelineId, id}`, the list and a new stage by their pipeline. */
export function createStageService(deps: StageServiceDeps) {
  const { stages, pipelines, deals } = deps.models;
  const { inTransaction } = deps;
  const base = createResourceService(
    {
      event: "stage",
      label: "Stage",
      model: stages,
      list: stageListSpec,
      toRecord: stageToRecord,
      createSchema: stageCreateSchema,
      updateSchema: stageUpdateSchema,
    },
    inTransaction,
  );

  const siblings = (ctx: Context, pipelineId: string): SiblingGroup<StageDoc> => ({
    model: stages,
    scope: { projectId: ctx.projectId, pipelineId },
  });

  const loadPipeline = (ctx: Context, pipelineId: string) => loadInProject(pipelines, ctx, pipelineId, "Pipeline");

  /** The stage, if it is in this pipeline of the caller's project; else 404 (after the pipeline's own 404). */
  async function loadByKey(ctx: Context, key: StageKey): Promise<StageDoc> {
    const { pipelineId, id } = parseInput(stageKeySchema, key);
    await loadPipeline(ctx, pipelineId);
    const stage = await base.load(ctx, id);
    if (stage.pipelineId !== pipelineId) throw notFound("Stage", id);
    return stage;
  }

  const countOpen = (ctx: Context, pipelineId: string) => stages.countDocuments({ projectId: ctx.projectId, pipelineId, type: "OPEN" });

  async function insertStage(ctx: Context, fields: Omit<Writable<StageDoc>, "name"> & { name: string }, uow: UnitOfWork) {
    const doc = await insertOne(stages, { ...fields, projectId: ctx.projectId });
    const record = stageToRecord(doc);
    uow.emit({ type: "stage.created", data: { record } });
    return record;
  }

  return {
    load: base.load,
    config: base.config,
    /** Stages by id alone (ids are unique in a project), for batching a deal's stage. */
    getMany: base.getMany,

    async list(ctx: Context, pipelineId: string, query: ListQuery): Promise<ListResult<StageRecord>> {
      requireScope(ctx, "read");
      await loadPipeline(ctx, pipelineId);
      const compiled = await compileListQuery(query, stageListSpec, { projectId: ctx.projectId });
      return runList(stages, scopedList(compiled, { pipelineId }), (doc) => stageToRecord(doc as unknown as StageDoc), {
        count: false,
      });
    },

    async get(ctx: Context, key: StageKey): Promise<StageRecord> {
      requireScope(ctx, "read");
      return stageToRecord(await loadByKey(ctx, key));
    },

    /** Custom stages are OPEN and placed among the open stages; the stages after them shift. */
    async create(ctx: Context, pipelineId: string, input: unknown): Promise<StageRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(stageCreateSchema, input);
      return inTransaction(ctx, async (uow) => {
        await loadPipeline(ctx, pipelineId);
        const total = await stages.countDocuments({ projectId: ctx.projectId, pipelineId });
        if (total >= MAX_STAGES_PER_PIPELINE) {
          throw conflict("STAGE_LIMIT_REACHED", `A pipeline holds at most ${MAX_STAGES_PER_PIPELINE} stages.`);
        }
        const position = insertPosition(parsed.position, await countOpen(ctx, pipelineId));
        await openGap(siblings(ctx, pipelineId), position);
        return insertStage(ctx, { pipelineId, name: parsed.name, position, type: "OPEN", builtIn: false }, uow);
      });
    },

    async update(ctx: Context, key: StageKey, input: unknown): Promise<StageRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(stageUpdateSchema, input);
      return inTransaction(ctx, async (uow) => {
        const stage = await loadByKey(ctx, key);
        const { pipelineId } = stage;
        const changes: Writable<StageDoc> = {};
        if (parsed.name !== undefined) changes.name = parsed.name;
        if (parsed.position !== undefined) {
          changes.position = movePosition(stage, parsed.position, await countOpen(ctx, pipelineId));
          await moveSibling(siblings(ctx, pipelineId), stage._id, stage.position, changes.position);
        }
        const changed = await base.applyUpdate(ctx, stage, changes, uow);
        return stageToRecord(changed.length > 0 ? await base.load(ctx, stage._id) : stage);
      });
    },

    /**
     * Deletes a custom stage. With `targetStageId` (query string or body; the body wins when
     * both are given) its deals move to that stage of the same pipeline first, each through the
     * deal update path (status/closedAt rules, one deal.updated event per deal). Without it, a
     * stage that still holds deals answers 409 STAGE_NOT_EMPTY.
     */
    async remove(ctx: Context, key: StageKey, input: unknown): Promise<void> {
      requireScope(ctx, "write");
      const { targetStageId } = parseInput(stageDeleteSchema, input ?? {});
      await inTransaction(ctx, async (uow) => {
        const stage = await loadByKey(ctx, key);
        assertDeletable(stage);
        await excludeReferences(stages, ctx, [stage._id]);
        if (targetStageId !== undefined) {
          const target = await base.load(ctx, targetStageId);
          assertMoveTarget(stage, target);
          const onStage = await deals.find({ projectId: ctx.projectId, stageId: stage._id }).lean<DealDoc[]>();
          await deps.deals.applyUpdateMany(ctx, onStage, { stageId: target._id }, uow);
        } else if (await deals.exists({ projectId: ctx.projectId, stageId: stage._id })) {
          throw conflict("STAGE_NOT_EMPTY", `Stage '${stage._id}' still holds deals; pass targetStageId to move them.`);
        }
        await stages.deleteOne({ _id: stage._id, projectId: ctx.projectId });
        await closeGap(siblings(ctx, stage.pipelineId), stage.position);
        uow.emit({ type: "stage.deleted", data: { id: stage._id, record: stageToRecord(stage) } });
      });
    },

    /** Every pipeline starts with one open stage, then WON and LOST (called inside the pipeline's creation). */
    async createBuiltIns(ctx: Context, pipelineId: string, uow: UnitOfWork): Promise<void> {
      for (const [position, { name, type }] of BUILT_IN_STAGES.entries()) {
        await insertStage(ctx, { pipelineId, name, position, type, builtIn: true }, uow);
      }
    },

    /** Removes all stages of a deleted pipeline (which holds no deals by then). */
    async removeAllOf(ctx: Context, pipelineId: string, uow: UnitOfWork): Promise<void> {
      await deleteWithEvents(ctx, base.config, { pipelineId }, uow);
    },
  };
}
export type StageService = ReturnType<typeof createStageService>;
