import { changeListSpec, HISTORY_ENTITY_TYPES, listQuerySchema } from "@crm/domain";
import { z } from "zod";
import { byId, domainInput } from "../input";
import { listOutput } from "../listing";
import { procedure, router } from "../trpc";

const historyInput = domainInput(
  z.strictObject({ entityType: z.enum(HISTORY_ENTITY_TYPES), id: z.string().min(1), query: listQuerySchema.prefault({}) }),
);

/** History of contacts and deals (newest first, REST's filters) and the reverts. */
export const historyRouter = router({
  list: procedure
    .input(historyInput)
    .query(async ({ ctx, input }) =>
      listOutput(await ctx.domain.history.list(ctx.auth, input.entityType, input.id, input.query), changeListSpec),
    ),
  /** Undoes one change; answers the new change (CHANGED_SINCE, ALREADY_REVERTED, RECORD_DELETED as conflicts). */
  revert: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.history.revert(ctx.auth, input.id)),
  /** Undoes what a call's analysis wrote, except values changed since (`skipped`). */
  revertCallAnalysis: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.history.revertCallAnalysis(ctx.auth, input.id)),
});
