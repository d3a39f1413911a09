import type { Model, QueryFilter } from "mongoose";
import type { Context } from "./context";
import type { TenantDoc } from "./tenant-schema";

/** Most ids one batch may ask for: a dataloader batch is a page's worth of references. */
export const MAX_BATCH_IDS = 1000;

/**
 * The stored documents of the caller's project for `ids`, in one query, in the order asked
 * (duplicates repeated), null where an id is missing or belongs to another project. What
 * dataloaders batch over: N references cost one query, never N.
 */
export async function readManyInProject<D extends TenantDoc>(
  model: Model<D>,
  ctx: Context,
  ids: readonly string[],
): Promise<Array<D | null>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return [];
  const filter = { projectId: ctx.projectId, _id: { $in: unique } } as QueryFilter<D>;
  const found = await model.find(filter).lean<D[]>();
  const byId = new Map(found.map((doc) => [doc._id, doc]));
  return ids.map((id) => byId.get(String(id)) ?? null);
}
