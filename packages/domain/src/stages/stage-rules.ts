import { unprocessable } from "../core/errors";
import { clampPosition } from "../core/positions";
import type { StageDoc, StageType } from "./stage.model";

/** What every pipeline starts with: one open stage first, then the two closed ones. */
export const BUILT_IN_STAGES: ReadonlyArray<{ name: string; type: StageType }> = [
  { name: "New", type: "OPEN" },
  { name: "Won", type: "WON" },
  { name: "Lost", type: "LOST" },
];

/** Most stages one pipeline may have; the bare-array listing returns them all in one page. */
export const MAX_STAGES_PER_PIPELINE = 100;

type StageFacts = Pick<StageDoc, "_id" | "pipelineId" | "type" | "builtIn" | "position">;

/**
 * Open stages come first and the closed WON/LOST stages stay last, so a custom (open) stage is
 * placed within the open section: 0..openCount on insert (default: after the last open stage).
 */
export const insertPosition = (requested: number | undefined, openCount: number): number => clampPosition(requested, 0, openCount);

/** Moving an open stage keeps it within the open section (0..openCount-1). Closed stages do not move. */
export function movePosition(stage: StageFacts, requested: number, openCount: number): number {
  if (stage.type !== "OPEN" && requested !== stage.position) {
    throw unprocessable("BUILT_IN_STAGE", "The WON and LOST stages always stay at the end of the pipeline and cannot be moved.");
  }
  if (stage.type !== "OPEN") return stage.position;
  return clampPosition(requested, 0, Math.max(0, openCount - 1));
}

export function assertDeletable(stage: StageFacts): void {
  if (stage.builtIn) throw unprocessable("BUILT_IN_STAGE", "Built-in stages cannot be deleted.");
}

/** Where the deals of a deleted stage may go: another stage of the same pipeline. */
export function assertMoveTarget(stage: StageFacts, target: StageFacts): void {
  if (target._id === stage._id) {
    throw unprocessable("STAGE_NOT_IN_PIPELINE", "targetStageId must be another stage than the one being deleted.", [
      { field: "targetStageId", code: "same_stage", message: "The target is the stage being deleted." },
    ]);
  }
  if (target.pipelineId !== stage.pipelineId) {
    throw unprocessable("STAGE_NOT_IN_PIPELINE", `Stage '${target._id}' is not in pipeline '${stage.pipelineId}'.`, [
      { field: "targetStageId", code: "other_pipeline", message: "The target stage belongs to another pipeline." },
    ]);
  }
}
