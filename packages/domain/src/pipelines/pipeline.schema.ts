import { z } from "zod";
import { EXAMPLE_IDS, exampleRecordBase } from "../core/examples";
import { orderedNameCreateSchema, orderedNameUpdateSchema } from "../core/positions";
import { recordBase } from "../core/schema-helpers";

export const pipelineRecordSchema = z.object({ ...recordBase, name: z.string(), position: z.int().min(0) }).meta({
  id: "Pipeline",
  examples: [{ ...exampleRecordBase(EXAMPLE_IDS.pipeline), name: "Enterprise sales", position: 1 }],
});
export type PipelineRecord = z.infer<typeof pipelineRecordSchema>;

/** Position default: after the last pipeline; out-of-range positions are clamped and the pipelines after it shift. */
export const pipelineCreateSchema = orderedNameCreateSchema.meta({ examples: [{ name: "Enterprise sales" }] });
export type PipelineCreate = z.infer<typeof pipelineCreateSchema>;

export const pipelineUpdateSchema = orderedNameUpdateSchema.meta({ examples: [{ name: "Enterprise sales (EMEA)" }] });
export type PipelineUpdate = z.infer<typeof pipelineUpdateSchema>;
