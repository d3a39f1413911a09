import { resourceEvent } from "../events/event-catalogue";
import type { Context } from "./context";
import { AppError } from "./errors";
import { newId } from "./ids";
import type { ResourceConfig } from "./resource-service";
import type { TenantDoc } from "./tenant-schema";
import type { UnitOfWork } from "./unit-of-work";

/** The parts of a resource's config a grouped create needs (every ResourceConfig has them). */
type CreateConfig<D extends TenantDoc, R> = Pick<
  ResourceConfig<D, R, unknown, unknown>,
  "model" | "event" | "toRecord" | "afterCreate" | "afterDelete"
>;

/** A built record as stored: its id, the project and the create timestamps (what mongoose's create adds). */
export const stampCreated = (ctx: Context, fields: object, now: Date): Record<string, unknown> => ({
  _id: newId(),
  ...fields,
  projectId: ctx.projectId,
  createdAt: now,
  updatedAt: now,
});

/**
 * The grouped form of a resource's create, for many records in the caller's transaction (batch
 * create, import chunks): one insertMany of the built records, straight to the driver (they are
 * complete as `buildCreate` made them and `stampCreated` stamped them, so mongoose's per-document
 * casting would only cost CPU), then each record's `afterCreate` (claims on unique values) in
 * input order, so a record holding the value of an earlier one (of this group too) is refused
 * with the single create's error: it is deleted again, as its delete would take it (its claims
 * with it), and reported through `refused`. Then one `<resource>.created` event per kept record.
 * Answers the records kept, in input order.
 */
export async function insertCreated<D extends TenantDoc, R>(
  config: CreateConfig<D, R>,
  ctx: Context,
  docs: Array<Record<string, unknown>>,
  uow: UnitOfWork,
  refused: (doc: Record<string, unknown>, error: AppError) => void = (_doc, error) => {
    throw error;
  },
): Promise<Array<Record<string, unknown>>> {
  if (docs.length === 0) return [];
  const { model } = config;
  await model.collection.insertMany(docs, { session: uow.session, ignoreUndefined: true });
  const kept: Array<Record<string, unknown>> = [];
  for (const doc of docs) {
    const stored = doc as unknown as D;
    try {
      await config.afterCreate?.(ctx, stored, uow);
      kept.push(doc);
    } catch (error) {
      // Anything but a rule's refusal (a lost race on a claim) ends the transaction.
      if (!(error instanceof AppError)) throw error;
      await model.collection.deleteOne({ _id: stored._id, projectId: ctx.projectId } as Record<string, unknown>, { session: uow.session });
      await config.afterDelete?.(ctx, stored, uow);
      refused(doc, error);
    }
  }
  for (const doc of kept) uow.emit(resourceEvent(config.event, "created", { record: config.toRecord(doc as unknown as D) }));
  return kept;
}
