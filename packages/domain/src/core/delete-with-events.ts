import type { Model, QueryFilter } from "mongoose";
import { resourceEvent, type ResourceName } from "../events/event-catalogue";
import type { Context } from "./context";
import { excludeReferences } from "./references";
import type { Writable } from "./resource-service";
import type { TenantDoc } from "./tenant-schema";
import type { UnitOfWork } from "./unit-of-work";

/** Which records a cascade deletes, and how their `<event>.deleted` is raised. */
export interface DeletableResource<D extends TenantDoc> {
  model: Model<D>;
  event: ResourceName;
  toRecord(doc: D): unknown;
}

/**
 * The one way a delete cascades (a deal's tasks and notes, a contact's notes and calls, a
 * pipeline's stages): deletes the caller's project's records matching `match`, inside the
 * caller's transaction, raising one `<event>.deleted` per record, as deleting each would.
 */
export async function deleteWithEvents<D extends TenantDoc>(
  ctx: Context,
  resource: DeletableResource<D>,
  match: Writable<D>,
  uow: UnitOfWork,
): Promise<void> {
  const { model, event, toRecord } = resource;
  const doomed = await model.find({ ...match, projectId: ctx.projectId } as QueryFilter<D>).lean<D[]>();
  if (doomed.length === 0) return;
  await excludeReferences(
    model,
    ctx,
    doomed.map((doc) => doc._id),
  );
  await model.deleteMany({ projectId: ctx.projectId, _id: { $in: doomed.map((doc) => doc._id) } } as QueryFilter<D>);
  for (const doc of doomed) uow.emit(resourceEvent(event, "deleted", { id: doc._id, record: toRecord(doc) }));
}
