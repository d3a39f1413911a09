import { pipelineCreateSchema, pipelineListSpec, pipelineRecordSchema, pipelineUpdateSchema, type Domain } from "@crm/domain";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Pipelines",
  description: "Sales pipelines of the project; each has its stages, the built-in WON and LOST last.",
};

/** Pipelines: CRUD, envelope listing. Stages: stages.routes.ts. */
export const pipelineRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/pipelines",
      operationId: "createPipeline",
      summary: "Create a pipeline",
      description:
        'Creates a pipeline with its three built-in stages: one OPEN stage ("New", position 0), then WON and LOST. ' +
        "Positions of a project's pipelines are contiguous from 0: `position` inserts there (the following pipelines " +
        "shift; a value past the end is clamped), default after the last one. The pipeline at position 0 is the " +
        'project\'s default pipeline for new deals. A new project starts with one pipeline, "Sales pipeline".',
      tag,
      body: pipelineCreateSchema,
      success: { status: 201, schema: pipelineRecordSchema, description: "The created pipeline." },
      errors: [403],
      handler: ({ ctx, body }) => domain.pipelines.create(ctx, body),
    }),
    defineRoute({
      method: "get",
      path: "/pipelines",
      operationId: "listPipelines",
      summary: "List pipelines",
      description: "Paginated envelope, ordered by `position` by default; `[limit]` 1..100 (default 20).",
      tag,
      list: { spec: pipelineListSpec, format: "envelope" },
      success: { status: 200, schema: pipelineRecordSchema },
      errors: [403],
      handler: ({ ctx, query, listOptions }) => domain.pipelines.list(ctx, query, listOptions),
    }),
    defineRoute({
      method: "get",
      path: "/pipelines/{id}",
      operationId: "getPipeline",
      summary: "Read a pipeline",
      tag,
      params: idParams,
      success: { status: 200, schema: pipelineRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.pipelines.get(ctx, params.id),
    }),
    defineRoute({
      method: "patch",
      path: "/pipelines/{id}",
      operationId: "updatePipeline",
      summary: "Update a pipeline",
      description: "Renames and/or moves the pipeline; `position` is clamped to the existing range and the pipelines in between shift.",
      tag,
      params: idParams,
      body: pipelineUpdateSchema,
      success: { status: 204 },
      errors: [403, 404],
      handler: ({ ctx, params, body }) => domain.pipelines.update(ctx, params.id, body),
    }),
    defineRoute({
      method: "delete",
      path: "/pipelines/{id}",
      operationId: "deletePipeline",
      summary: "Delete a pipeline",
      description:
        "Deletes the pipeline and its stages. A pipeline that still holds deals answers 409 `PIPELINE_NOT_EMPTY` " +
        "(move or delete its deals first); the project's last pipeline answers 409 `LAST_PIPELINE` (deals always need one).",
      tag,
      params: idParams,
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["PIPELINE_NOT_EMPTY", "LAST_PIPELINE"] }],
      handler: ({ ctx, params }) => domain.pipelines.remove(ctx, params.id),
    }),
  );
