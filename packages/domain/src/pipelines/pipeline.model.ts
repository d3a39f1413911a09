import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export interface PipelineDoc extends TenantDoc {
  name: string;
  /** 0..n-1 among the project's pipelines; the lowest is the project's default pipeline. */
  position: number;
}

const pipelineSchema = tenantSchema<PipelineDoc>({
  name: { type: String, required: true },
  position: { type: Number, required: true, min: 0 },
});
// Default listing order and "the project's first pipeline".
pipelineSchema.index({ projectId: 1, position: 1, createdAt: 1 });
pipelineSchema.index({ projectId: 1, createdAt: -1 });

export const definePipelineModel = (conn: Connection): Model<PipelineDoc> =>
  conn.model<PipelineDoc>("Pipeline", pipelineSchema, "pipelines");
