import { z } from "zod";
import { orderedNameCreateSchema, orderedNameUpdateSchema } from "../core/positions";
import { recordBase } from "../core/schema-helpers";

export const pipelineRecordSchema = z.object({ ...recordBase, name: z.string(), position: z.int().min(0) }).meta({ id: "Pipeline" });
export type PipelineRecord = z.infer<typeof pipelineRecordSchema>;

/** Position default: after the last pipeline; out-of-range positions are clamped and the pipelines after it shift. */
export const pipelineCreateSchema = orderedNameCreateSchema;
export type PipelineCreate = z.infer<typeof pipelineCreateSchema>;

export const pipelineUpdateSchema = orderedNameUpdateSchema;
export type PipelineUpdate = z.infer<typeof pipelineUpdateSchema>;
