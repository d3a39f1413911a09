import { defineResource } from "../resources/define-resource";
import { pipelineListSpec } from "./pipeline.service";
import { pipelineCreateSchema, pipelineRecordSchema, pipelineUpdateSchema } from "./pipeline.schema";

export const pipelineResource = defineResource({
  one: "pipeline",
  many: "pipelines",
  description: "Sales pipelines of the project; each has its stages, the built-in WON and LOST last.",
  schemas: {
    record: pipelineRecordSchema,
    create: pipelineCreateSchema,
    update: pipelineUpdateSchema,
  },
  list: { spec: pipelineListSpec, format: "envelope" },
  service: (domain) => domain.pipelines,
});
