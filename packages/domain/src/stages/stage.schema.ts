import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { idSchema, recordBase } from "../core/schema-helpers";
import { orderedNameCreateSchema, orderedNameUpdateSchema } from "../core/positions";
import { STAGE_TYPES } from "./stage.model";

export const stageRecordSchema = z
  .object({
    ...recordBase,
    pipelineId: z.string(),
    name: z.string(),
    position: z.int().min(0),
    type: z.enum(STAGE_TYPES),
    builtIn: z.boolean(),
  })
  .meta({
    id: "Stage",
    examples: [
      {
        ...exampleRecordBase(EXAMPLE_IDS.stage),
        pipelineId: EXAMPLE_IDS.pipeline,
        name: "Negotiation",
        position: 1,
        type: "OPEN",
        builtIn: false,
      },
    ],
  });
export type StageRecord = z.infer<typeof stageRecordSchema>;

/**
 * The one key of a stage in every adapter: a stage lives in a pipeline, so it is addressed by
 * both (REST `/pipelines/{pipelineId}/stages/{id}`, GraphQL and tRPC `{pipelineId, id}`).
 */
export const stageKeySchema = z.strictObject({ pipelineId: idSchema, id: idSchema });
export type StageKey = z.infer<typeof stageKeySchema>;

/** Custom stages are always OPEN; they are placed among the open stages (default: after the last one). */
export const stageCreateSchema = orderedNameCreateSchema.meta({ examples: [{ name: "Negotiation" }] });
export type StageCreate = z.infer<typeof stageCreateSchema>;

export const stageUpdateSchema = orderedNameUpdateSchema.meta({ examples: [{ name: "Negotiation", position: 1 }] });
export type StageUpdate = z.infer<typeof stageUpdateSchema>;

/** Body of a stage delete (the query string may carry the same key instead). */
export const stageDeleteSchema = z
  .strictObject({
    targetStageId: idSchema.optional(),
  })
  .meta({ examples: [{ targetStageId: EXAMPLE_IDS.stage }] });
export type StageDelete = z.infer<typeof stageDeleteSchema>;
