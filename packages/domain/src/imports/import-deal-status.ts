import type { Context } from "../core/context";
import { unprocessable, validationError } from "../core/errors";
import type { DealPlacement } from "../deals/deal-placement";
import { STAGE_TYPES, type StageType } from "../stages/stage.model";

/**
 * A deal's status is its stage's type, so the create body has no `status`: an import row's
 * `status` becomes the `stageId` of the first stage of that type in the row's `pipelineId` (else
 * the project's first pipeline). Given with a `stageId`, that stage must be of the status's type
 * (422 STATUS_NOT_STAGE). The deal's own rules then apply as to any create (a `lossReasonId` only
 * on LOST: 422 DEAL_NOT_LOST). `cache` keeps the stage per (pipeline, status) within a chunk.
 */
export async function statusAsStage(
  ctx: Context,
  placement: DealPlacement,
  input: Record<string, unknown>,
  cache: Map<string, string>,
): Promise<void> {
  const { status, ...rest } = input;
  if (status === undefined) return;
  const wanted = typeof status === "string" ? status.trim().toUpperCase() : status;
  if (!(STAGE_TYPES as readonly unknown[]).includes(wanted)) {
    throw validationError("Invalid deal status.", [
      { field: "status", code: "invalid_enum", message: `One of ${STAGE_TYPES.join(", ")}.` },
    ]);
  }
  const type = wanted as StageType;
  const pipelineId = typeof rest.pipelineId === "string" ? rest.pipelineId : undefined;
  delete input.status;
  if (typeof rest.stageId === "string") {
    const stage = await placement.resolve(ctx, { stageId: rest.stageId, pipelineId });
    if (stage?.type !== type) {
      throw unprocessable("STATUS_NOT_STAGE", `The stage is not a ${type} stage.`, [
        { field: "status", code: "status_not_stage", message: `Stage '${rest.stageId}' is of type ${stage?.type ?? "unknown"}.` },
      ]);
    }
    return;
  }
  const key = `${pipelineId ?? ""}:${type}`;
  let stageId = cache.get(key);
  if (stageId === undefined) {
    stageId = await placement.firstStageOfType(ctx, type, pipelineId);
    cache.set(key, stageId);
  }
  input.stageId = stageId;
}
