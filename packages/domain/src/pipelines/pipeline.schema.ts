import { z } from "zod";
import { positionSchema } from "../core/positions";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const pipelineRecordSchema = z
  .object({ ...recordBase, name: z.string(), position: z.int().min(0) })
  .meta({ id: "Pipeline" });
export type PipelineRecord = z.infer<typeof pipelineRecordSchema>;

export const pipelineCreateSchema = z.strictObject({
  name: nameSchema,
  /** Default: after the last pipeline; out-of-range positions are clamped and the pipelines after it shift. */
  position: positionSchema.optional(),
});
export type PipelineCreate = z.infer<typeof pipelineCreateSchema>;

export const pipelineUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  position: positionSchema.optional(),
});
export type PipelineUpdate = z.infer<typeof pipelineUpdateSchema>;
