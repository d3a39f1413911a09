import { requireScope, type Context } from "../core/context";
import { conflict } from "../core/errors";
import { createResourceService, insertOne, type Writable } from "../core/resource-service";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { ProjectSeeder } from "../projects/admin.service";
import { DEFAULT_LIST_LIMITS, type ListSpec, recordListFields } from "../query";
import type { StageService } from "../stages/stage.service";
import type { PipelineDoc } from "./pipeline.model";
import { pipelineCreateSchema, pipelineUpdateSchema, type PipelineCreate, type PipelineRecord } from "./pipeline.schema";
import { clampPosition, closeGap, moveSibling, openGap, type SiblingGroup } from "../core/positions";
import type { Models } from "../models";
import { pipelineToRecord } from "./pipeline.record";

export const pipelineListSpec = {
  resource: "pipelines",
  fields: recordListFields({
    name: { kind: "string" },
    position: { kind: "number" },
  }),
  limits: DEFAULT_LIST_LIMITS,
  defaultSort: [{ field: "position", direction: 1 }],
} satisfies ListSpec;

/** Name of the pipeline every new project starts with. */
export const DEFAULT_PIPELINE_NAME = "Sales pipeline";

export interface PipelineServiceDeps {
  models: Pick<Models, "pipelines" | "deals">;
  stages: Pick<StageService, "createBuiltIns" | "removeAllOf">;
  inTransaction: InTransaction;
}

export function createPipelineService(deps: PipelineServiceDeps) {
  const { pipelines, deals } = deps.models;
  const { stages, inTransaction } = deps;
  const siblings = (ctx: Context): SiblingGroup<PipelineDoc> => ({ model: pipelines, scope: { projectId: ctx.projectId } });
  const count = (ctx: Context) => pipelines.countDocuments({ projectId: ctx.projectId });

  const base = createResourceService(
    {
      event: "pipeline",
      label: "Pipeline",
      model: pipelines,
      list: pipelineListSpec,
      toRecord: pipelineToRecord,
      createSchema: pipelineCreateSchema,
      updateSchema: pipelineUpdateSchema,
      async buildUpdate(ctx, existing, input) {
        const changes: Writable<PipelineDoc> = { ...input };
        if (input.position !== undefined) {
          changes.position = clampPosition(input.position, 0, (await count(ctx)) - 1);
          await moveSibling(siblings(ctx), existing._id, existing.position, changes.position);
        }
        return changes;
      },
      // Deals need a pipeline: one with deals is not deleted (move them first), nor the project's last one.
      async beforeDelete(ctx, existing) {
        if (await deals.exists({ projectId: ctx.projectId, pipelineId: existing._id })) {
          throw conflict("PIPELINE_NOT_EMPTY", `Pipeline '${existing._id}' still holds deals; move or delete them first.`);
        }
        if ((await count(ctx)) <= 1) throw conflict("LAST_PIPELINE", "A project keeps at least one pipeline.");
      },
      async afterDelete(ctx, existing, uow) {
        await stages.removeAllOf(ctx, existing._id, uow);
        await closeGap(siblings(ctx), existing.position);
      },
    },
    inTransaction,
  );

  /** Inserts the pipeline at its position (siblings shift) with its built-in stages. */
  async function createPipeline(ctx: Context, input: PipelineCreate, uow: UnitOfWork): Promise<PipelineRecord> {
    const position = clampPosition(input.position, 0, await count(ctx));
    await openGap(siblings(ctx), position);
    const record = pipelineToRecord(await insertOne(pipelines, { name: input.name, position, projectId: ctx.projectId }));
    uow.emit({ type: "pipeline.created", data: { record } });
    await stages.createBuiltIns(ctx, record.id, uow);
    return record;
  }

  /** A new project starts with one pipeline (and its built-in stages). */
  const seedProject: ProjectSeeder = async (ctx, uow) => {
    await createPipeline(ctx, { name: DEFAULT_PIPELINE_NAME }, uow);
  };

  return {
    ...base,
    seedProject,
    async create(ctx: Context, input: unknown): Promise<PipelineRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(pipelineCreateSchema, input);
      return inTransaction(ctx, (uow) => createPipeline(ctx, parsed, uow));
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;
