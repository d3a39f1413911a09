import { AsyncLocalStorage } from "node:async_hooks";
import type { Model, QueryFilter, UpdateQuery } from "mongoose";
import { notFound } from "./errors";
import type { TenantDoc } from "./tenant-schema";

/** The guard write itself: `refGuard` is declared by tenantSchema and in no record. */
export const REFERENCE_GUARD_UPDATE = { $inc: { refGuard: 1 } } as const;

/**
 * The documents one unit of work has taken as references (see core/references.ts), written
 * once each just before the unit of work commits: `$inc` of `refGuard`, an internal counter in
 * no record (`timestamps: false` keeps `updatedAt`). Writing them last keeps the write lock on a
 * referenced document (a busy stage, a deal with many notes) for the shortest possible time, and
 * it is enough: a write to a document that another transaction changed or deleted since this
 * one's snapshot, or holds uncommitted, fails with WriteConflict whenever it comes.
 */
export class ReferenceGuards {
  private readonly byModel = new Map<Model<TenantDoc>, { label: string; ids: Set<string> }>();

  add<D extends TenantDoc>(model: Model<D>, label: string, ids: Iterable<string>): void {
    const key = model as unknown as Model<TenantDoc>;
    const entry = this.byModel.get(key) ?? { label, ids: new Set<string>() };
    for (const id of ids) entry.ids.add(id);
    this.byModel.set(key, entry);
  }

  /**
   * One updateMany per collection. A referenced record gone by now was deleted by a transaction
   * that committed after this one read it (the embedded engine reads committed state; MongoDB
   * answers WriteConflict instead and the retry finds it gone): 404, as if it had been gone from
   * the start. References are never records the same change deletes.
   */
  async write(projectId: string): Promise<void> {
    for (const [model, { label, ids }] of this.byModel) {
      const filter = { projectId, _id: { $in: [...ids] } } as QueryFilter<TenantDoc>;
      const { matchedCount } = await model.updateMany(filter, REFERENCE_GUARD_UPDATE as UpdateQuery<TenantDoc>, { timestamps: false });
      if (matchedCount === ids.size) continue;
      const present = new Set((await model.find(filter).select("_id").lean<Array<{ _id: string }>>()).map((doc) => doc._id));
      throw notFound(label, [...ids].find((id) => !present.has(id)));
    }
  }
}

const current = new AsyncLocalStorage<ReferenceGuards>();


/** Runs one attempt of a unit of work with its own guards (a retried attempt starts empty). */
export const withReferenceGuards = <T>(guards: ReferenceGuards, fn: () => Promise<T>): Promise<T> => current.run(guards, fn);

/** The guards of the unit of work the caller runs in, or undefined outside one. */
export const currentReferenceGuards = (): ReferenceGuards | undefined => current.getStore();
