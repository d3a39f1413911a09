import type { Connection, Model } from "mongoose";
import { tenantSchema, type TenantDoc } from "../core/tenant-schema";

export const STAGE_TYPES = ["OPEN", "WON", "LOST"] as const;
export type StageType = (typeof STAGE_TYPES)[number];

export interface StageDoc extends TenantDoc {
  pipelineId: string;
  name: string;
  /** 0..n-1 within the pipeline; open stages first, the closed WON and LOST stages last. */
  position: number;
  type: StageType;
  /** Created with the pipeline (one OPEN, WON, LOST); cannot be deleted. */
  builtIn: boolean;
}

const stageSchema = tenantSchema<StageDoc>({
  pipelineId: { type: String, required: true, immutable: true },
  name: { type: String, required: true },
  position: { type: Number, required: true, min: 0 },
  type: { type: String, enum: STAGE_TYPES, required: true, immutable: true },
  builtIn: { type: Boolean, required: true, immutable: true },
});
// The stages listing of a pipeline and "the pipeline's first open stage".
stageSchema.index({ projectId: 1, pipelineId: 1, position: 1 });
stageSchema.index({ projectId: 1, pipelineId: 1, type: 1, position: 1 });
stageSchema.index({ projectId: 1, createdAt: -1 });

export const defineStageModel = (conn: Connection): Model<StageDoc> => conn.model<StageDoc>("Stage", stageSchema, "stages");
