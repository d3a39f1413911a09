import type { Context } from "../core/context";
import { AppError, asAppError } from "../core/errors";
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

type DealRefs = Parameters<typeof checkDealReferences>[2];

/**
 * The same checks for many creates: each kind's ids in one check (one find and one slot write),
 * and, only when that finds an id missing, each create's own check, so each answers its own 404.
 * Answers the error of each create (undefined: its references hold).
 */
export async function checkDealReferencesMany(
  checks: DealReferenceChecks,
  ctx: Context,
  refs: readonly DealRefs[],
): Promise<Array<AppError | undefined>> {
  const ids = (pick: (r: DealRefs) => ReadonlyArray<string | null | undefined> | null | undefined) =>
    refs.flatMap((r) => (pick(r) ?? []).filter((id): id is string => typeof id === "string"));
  try {
    await checks.contact(
      ctx,
      ids((r) => [r.contactId]),
    );
    await checks.user(
      ctx,
      ids((r) => [r.responsibleId]),
    );
    await checks.tag(
      ctx,
      ids((r) => r.tagIds),
    );
    await checks.lossReason(
      ctx,
      ids((r) => [r.lossReasonId]),
    );
    return refs.map(() => undefined);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const errors: Array<AppError | undefined> = [];
  // One after another: the statements share the transaction's session.
  for (const r of refs) errors.push(await checkDealReferences(checks, ctx, r).then(() => undefined, asAppError));
  return errors;
}
