import type { Context } from "../core/context";
import type { ReferenceCheck } from "../core/references";

/** The records a deal points at, each checked by its own collection. */
export interface DealReferenceChecks {
  contact: ReferenceCheck;
  user: ReferenceCheck;
  tag: ReferenceCheck;
  lossReason: ReferenceCheck;
}

/** Checks the references present in a create or edit (absent or cleared keys need no check). */
export async function checkDealReferences(
  checks: DealReferenceChecks,
  ctx: Context,
  refs: { contactId?: string | null; responsibleId?: string | null; tagIds?: readonly string[] | null; lossReasonId?: string | null },
): Promise<void> {
  if (typeof refs.contactId === "string") await checks.contact(ctx, [refs.contactId]);
  if (typeof refs.responsibleId === "string") await checks.user(ctx, [refs.responsibleId]);
  if (refs.tagIds) await checks.tag(ctx, refs.tagIds);
  if (typeof refs.lossReasonId === "string") await checks.lossReason(ctx, [refs.lossReasonId]);
}
