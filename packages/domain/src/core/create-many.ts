import { resourceEvent } from "../events/event-catalogue";
import type { Context } from "./context";
import { AppError, asAppError } from "./errors";
import { newId } from "./ids";
import type { ResourceConfig } from "./resource-service";
import type { TenantDoc } from "./tenant-schema";
import type { UnitOfWork } from "./unit-of-work";

/** The parts of a resource's config a grouped create needs (every ResourceConfig has them). */
type CreateConfig<D extends TenantDoc, R> = Pick<
  ResourceConfig<D, R, unknown, unknown>,
  "model" | "event" | "toRecord" | "beforeInsert" | "afterCreate" | "afterDelete"
>;

/** The parts of a resource's config that build records from valid input. */
type BuildConfig<D extends TenantDoc, C> = Pick<ResourceConfig<D, unknown, C, unknown>, "buildCreate" | "buildCreateMany">;

/** A built record as stored: its id, the project and the create timestamps (what mongoose's create adds). */
export const stampCreated = (ctx: Context, fields: object, now: Date): Record<string, unknown> => ({
  _id: newId(),
  ...fields,
  projectId: ctx.projectId,
  createdAt: now,
  updatedAt: now,
});

/**
 * Each valid input as the fields its create stores, or the rule's error for it: the resource's
 * grouped build when it has one, else its build one input after another (the statements share
 * the transaction's session); an input as is when the resource has no build step.
 */
export async function buildCreated<D extends TenantDoc, C>(
  config: BuildConfig<D, C>,
  ctx: Context,
  inputs: readonly C[],
  uow: UnitOfWork,
): Promise<Array<object | AppError>> {
  if (config.buildCreateMany) return config.buildCreateMany(ctx, inputs, uow);
  const built: Array<object | AppError> = [];
  for (const input of inputs)
    built.push(config.buildCreate ? await config.buildCreate(ctx, input, uow).catch(asAppError) : (input as object));
  return built;
}

/**
 * The grouped form of a resource's create, for many records in the caller's transaction (batch
 * create, import chunks): one insertMany of the built records, straight to the driver (they are
 * complete as `buildCreate` made them and `stampCreated` stamped them, so mongoose's per-document
 * casting would only cost CPU), then the resource's `afterCreate` for the group (claims on unique
 * values, in input order), so a record holding the value of an earlier one (of this group too) is
 * refused with the single create's error: it is deleted again, as its delete would take it, and
 * reported through `refused`. Then one `<resource>.created` event per kept record.
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
  await config.beforeInsert?.(ctx, docs);
  await model.collection.insertMany(docs, { session: uow.session, ignoreUndefined: true });
  const refusals = (await config.afterCreate?.(ctx, docs as unknown as D[], uow)) ?? [];
  const kept: Array<Record<string, unknown>> = [];
  for (const [i, doc] of docs.entries()) {
    const refusal = refusals[i];
    if (!refusal) {
      kept.push(doc);
      continue;
    }
    const stored = doc as unknown as D;
    await model.collection.deleteOne({ _id: stored._id, projectId: ctx.projectId } as Record<string, unknown>, { session: uow.session });
    await config.afterDelete?.(ctx, stored, uow);
    refused(doc, refusal);
  }
  for (const doc of kept) uow.emit(resourceEvent(config.event, "created", { record: config.toRecord(doc as unknown as D) }));
  return kept;
}
