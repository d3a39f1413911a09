import type { Model, QueryFilter } from "mongoose";
import type { Context } from "../core/context";
import { notFound } from "../core/errors";
import type { TenantDoc } from "../core/tenant-schema";
import type { ReferenceCheck } from "./deal-references";

/**
 * Referenced ids must name records of the caller's project: one query for the whole list, and
 * a 404 naming the first missing id (another project's id is answered exactly like a missing one).
 */
export async function assertExistIn<D extends TenantDoc>(
  model: Model<D>,
  ctx: Context,
  ids: readonly string[],
  label: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // The model is generic here; the filter uses only the keys every TenantDoc has.
  const filter = { _id: { $in: unique }, projectId: ctx.projectId } as QueryFilter<D>;
  const found = await model.find(filter).select("_id").lean<Array<{ _id: string }>>();
  const present = new Set(found.map((doc) => doc._id));
  const missing = unique.find((id) => !present.has(id));
  if (missing !== undefined) throw notFound(label, missing);
}

/** assertExistIn bound to one collection, for services that take their references as functions. */
export const referenceCheck =
  <D extends TenantDoc>(model: Model<D>, label: string): ReferenceCheck =>
  (ctx, ids) =>
    assertExistIn(model, ctx, ids, label);
