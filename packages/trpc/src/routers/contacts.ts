import { contactMergeInputSchema, duplicatesQuerySchema } from "@crm/domain";
import { z } from "zod";
import { domainInput } from "../input";
import { procedure } from "../trpc";

const id = z.string().min(1);

/** A contact's actions beyond CRUD (docs/merge.md): merge another into it, revert a merge, find duplicates. */
export const contactActions = {
  merge: procedure
    .input(domainInput(contactMergeInputSchema.extend({ id })))
    .mutation(({ ctx, input: { id: targetId, ...body } }) => ctx.domain.contactMerges.merge(ctx.auth, targetId, body)),
  revertMerge: procedure
    .input(domainInput(z.strictObject({ mergeId: id })))
    .mutation(({ ctx, input }) => ctx.domain.contactMerges.revert(ctx.auth, input.mergeId)),
  duplicates: procedure
    .input(domainInput(duplicatesQuerySchema.optional()))
    .query(({ ctx, input }) => ctx.domain.contactMerges.duplicates(ctx.auth, input ?? {})),
};
