import { conflict } from "../core/errors";
import { createResourceService } from "../core/resource-service";
import type { InTransaction } from "../core/unit-of-work";
import { type ListSpec, recordListFields } from "../query";
import { lossReasonCreateSchema, lossReasonUpdateSchema } from "./loss-reason.schema";
import type { Models } from "../models";
import { lossReasonToRecord } from "./loss-reason.record";

export const lossReasonListSpec = {
  resource: "loss reasons",
  fields: recordListFields({
    name: { kind: "string" },
  }),
  // Spec: this listing's own maximum is 250 (the whole catalog usually fits one page).
  limits: { default: 20, max: 250 },
  defaultSort: [{ field: "name", direction: 1 }],
} satisfies ListSpec;

export interface LossReasonServiceDeps {
  models: Pick<Models, "lossReasons" | "deals">;
  inTransaction: InTransaction;
}

export function createLossReasonService({ models: { lossReasons: model, deals }, inTransaction }: LossReasonServiceDeps) {
  return createResourceService(
    {
      event: "loss_reason",
      label: "Loss reason",
      model,
      list: lossReasonListSpec,
      toRecord: lossReasonToRecord,
      createSchema: lossReasonCreateSchema,
      updateSchema: lossReasonUpdateSchema,
      // Lost deals keep why they were lost: a reason in use is renamed, not deleted.
      async beforeDelete(ctx, existing) {
        const used = await deals.exists({ projectId: ctx.projectId, lossReasonId: existing._id });
        if (used) throw conflict("LOSS_REASON_IN_USE", `Loss reason '${existing._id}' is set on deals; it can be renamed but not deleted.`);
      },
    },
    inTransaction,
  );
}
export type LossReasonService = ReturnType<typeof createLossReasonService>;
