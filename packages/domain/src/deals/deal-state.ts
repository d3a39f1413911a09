import { unprocessable } from "../core/errors";
import type { StageType } from "../stages/stage.model";
import type { DealStatus } from "./deal.model";

/** The part of a deal its stage decides. */
export interface ClosingState {
  status: DealStatus;
  closedAt?: Date;
  lossReasonId?: string;
}

/**
 * The closing state after a deal is placed on a stage of type `stageType` (also on create,
 * where `current` is undefined). Pure, so the rules are unit-tested without a database:
 *
 * - status is the stage's type;
 * - entering WON/LOST sets closedAt to `now`; staying in the same status (e.g. the WON stage of
 *   another pipeline) keeps the original closedAt; leaving for an open stage clears it;
 * - a loss reason is accepted only when the deal ends up LOST (422 DEAL_NOT_LOST otherwise);
 *   `null` removes it; it is cleared when the deal leaves LOST.
 */
export function nextClosingState(
  current: ClosingState | undefined,
  stageType: StageType,
  lossReasonId: string | null | undefined,
  now: Date,
): ClosingState {
  const status = stageType;
  if (typeof lossReasonId === "string" && status !== "LOST") {
    throw unprocessable("DEAL_NOT_LOST", "A loss reason can only be set on a LOST deal (or one being moved to a LOST stage).", [
      { field: "lossReasonId", code: "deal_not_lost", message: "The deal is not LOST." },
    ]);
  }
  const next: ClosingState = { status };
  if (status !== "OPEN") next.closedAt = current?.status === status && current.closedAt ? current.closedAt : now;
  if (status === "LOST") {
    const reason = lossReasonId === undefined ? (current?.status === "LOST" ? current.lossReasonId : undefined) : lossReasonId;
    if (reason) next.lossReasonId = reason;
  }
  return next;
}

/** `pipelineId` and `stageId` given together must agree. */
export function assertStageInPipeline(stage: { _id: string; pipelineId: string }, pipelineId: string): void {
  if (stage.pipelineId !== pipelineId) {
    throw unprocessable("STAGE_NOT_IN_PIPELINE", `Stage '${stage._id}' is not in pipeline '${pipelineId}'.`, [
      { field: "stageId", code: "stage_not_in_pipeline", message: "The stage belongs to another pipeline." },
    ]);
  }
}
