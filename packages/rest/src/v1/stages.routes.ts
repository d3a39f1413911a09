import {
  stageCreateSchema,
  stageDeleteSchema,
  stageListSpec,
  stageRecordSchema,
  stageUpdateSchema,
  type Domain,
  type StageKey,
} from "@crm/domain";
import { z } from "zod";
import { idParams } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";

const tag = {
  name: "Stages",
  description: "The ordered stages of a pipeline: OPEN stages first, then the built-in WON and LOST stages.",
};

const stageParams = idParams.extend({ stageId: z.string().min(1).describe("Stage id.") });
/** The path's `{id}/stages/{stageId}` as the domain's one key of a stage. */
const stageKey = (params: { id: string; stageId: string }): StageKey => ({ pipelineId: params.id, id: params.stageId });

/**
 * The stage delete takes `targetStageId` from the query string or the JSON body;
 * the body's value wins when both are sent. The domain validates the merged input.
 */
function withQueryTarget(body: unknown, fromQuery: string | null): unknown {
  if (fromQuery === null) return body;
  if (typeof body !== "object" || body === null || Array.isArray(body) || "targetStageId" in body) return body;
  return { ...body, targetStageId: fromQuery };
}

/** A pipeline's stages (spec "Stages"). */
export const stageRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/pipelines/{id}/stages",
      operationId: "listStages",
      summary: "List the stages of a pipeline",
      description:
        "Bare array ordered by `position`: open stages first, then the built-in WON and LOST stages. A pipeline has " +
        "at most 100 stages and `[limit]` defaults to 100, so one call returns them all. 404 when the pipeline is unknown.",
      tag,
      params: idParams,
      list: { spec: stageListSpec, format: "array" },
      success: { status: 200, schema: stageRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params, query }) => domain.stages.list(ctx, params.id, query),
    }),
    defineRoute({
      method: "post",
      path: "/pipelines/{id}/stages",
      operationId: "createStage",
      summary: "Create a stage",
      description:
        "Custom stages are OPEN (`builtIn: false`). They are placed among the open stages: `position` is clamped to " +
        "0..<number of open stages> (default: after the last open stage) and the following stages shift, so WON and " +
        "LOST always stay last. 409 `STAGE_LIMIT_REACHED` beyond 100 stages.",
      tag,
      params: idParams,
      body: stageCreateSchema,
      success: { status: 201, schema: stageRecordSchema, description: "The created stage." },
      errors: [404, { status: 409, codes: ["STAGE_LIMIT_REACHED"] }],
      handler: ({ ctx, params, body }) => domain.stages.create(ctx, params.id, body),
    }),
    defineRoute({
      method: "get",
      path: "/pipelines/{id}/stages/{stageId}",
      operationId: "getStage",
      summary: "Read a stage",
      tag,
      params: stageParams,
      success: { status: 200, schema: stageRecordSchema },
      errors: [403, 404],
      handler: ({ ctx, params }) => domain.stages.get(ctx, stageKey(params)),
    }),
    defineRoute({
      method: "patch",
      path: "/pipelines/{id}/stages/{stageId}",
      operationId: "updateStage",
      summary: "Update a stage",
      description:
        "Renames and/or moves a stage. Open stages (built-in or custom) move within the open section (clamped); " +
        "moving the WON or LOST stage answers 422 `BUILT_IN_STAGE`. Built-in stages can be renamed.",
      tag,
      params: stageParams,
      body: stageUpdateSchema,
      success: { status: 204 },
      errors: [404, { status: 422, codes: ["BUILT_IN_STAGE"] }],
      handler: ({ ctx, params, body }) => domain.stages.update(ctx, stageKey(params), body),
    }),
    defineRoute({
      method: "delete",
      path: "/pipelines/{id}/stages/{stageId}",
      operationId: "deleteStage",
      summary: "Delete a stage",
      description:
        "Deletes a custom stage; the following stages shift up. `targetStageId` may be sent as a query parameter " +
        'or in a JSON body (`{"targetStageId": "..."}`; the body wins when both are sent): the deals on the stage ' +
        "first move to it, each as a normal deal update (status and `closedAt` follow the target's type; one " +
        "`deal.updated` event per deal). The target must be another stage of the same pipeline: 404 when unknown, " +
        "422 `STAGE_NOT_IN_PIPELINE` for a stage of another pipeline or the stage itself. Without `targetStageId` an " +
        "empty stage is deleted and a stage with deals answers 409 `STAGE_NOT_EMPTY`. Built-in stages: 422 `BUILT_IN_STAGE`.",
      tag,
      params: stageParams,
      body: stageDeleteSchema,
      query: z.object({ targetStageId: z.string().min(1).optional().describe("Stage receiving the deals of the deleted stage.") }),
      success: { status: 204 },
      errors: [404, { status: 409, codes: ["STAGE_NOT_EMPTY"] }, { status: 422, codes: ["BUILT_IN_STAGE", "STAGE_NOT_IN_PIPELINE"] }],
      handler: ({ ctx, params, body, searchParams }) =>
        domain.stages.remove(ctx, stageKey(params), withQueryTarget(body, searchParams.get("targetStageId"))),
    }),
  );
