import { z } from "zod";
import { nameSchema, recordBase } from "../core/schema-helpers";

export const pipelineRecordSchema = z
  .object({ ...recordBase, name: z.string(), position: z.int().min(0) })
  .meta({ id: "Pipeline" });
export type PipelineRecord = z.infer<typeof pipelineRecordSchema>;

/** Where to put a pipeline or stage among its siblings; out-of-range positions are clamped (siblings shift). */
export const positionSchema = z.int().min(0).max(10_000);

export const pipelineCreateSchema = z.strictObject({
  name: nameSchema,
  /** Default: after the last pipeline. */
  position: positionSchema.optional(),
});
export type PipelineCreate = z.infer<typeof pipelineCreateSchema>;

export const pipelineUpdateSchema = z.strictObject({
  name: nameSchema.optional(),
  position: positionSchema.optional(),
});
export type PipelineUpdate = z.infer<typeof pipelineUpdateSchema>;
