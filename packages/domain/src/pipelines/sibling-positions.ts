import type { Model, QueryFilter, UpdateQuery } from "mongoose";
import type { TenantDoc } from "../core/tenant-schema";

/**
 * Ordered siblings (a project's pipelines, a pipeline's stages) keep contiguous positions
 * 0..n-1, so "first" is always position 0 and a client can insert or move by index. Each shift
 * is one updateMany inside the caller's transaction; shifting does not raise events for the
 * siblings (their position is implied by the one record that moved).
 */
export interface Positioned extends TenantDoc {
  position: number;
}

/** The siblings a record is ordered among: the model and the filter naming the group. */
export interface SiblingGroup<D extends Positioned> {
  model: Model<D>;
  scope: Record<string, string>;
}

/** A requested position clamped into [min, max]; `fallback` when none is requested. */
export const clampPosition = (requested: number | undefined, min: number, max: number, fallback = max): number =>
  Math.max(min, Math.min(max, requested ?? fallback));

/** Makes room at `at`: every sibling at or after it moves one down. */
export function openGap<D extends Positioned>(group: SiblingGroup<D>, at: number) {
  return shift(group, { $gte: at }, 1);
}

/** Closes the hole left at `at` by a removed sibling. */
export function closeGap<D extends Positioned>(group: SiblingGroup<D>, at: number) {
  return shift(group, { $gt: at }, -1);
}

/** Moves the sibling `id` from `from` to `to`, shifting the ones in between. */
export async function moveSibling<D extends Positioned>(group: SiblingGroup<D>, id: string, from: number, to: number) {
  if (from === to) return;
  const range: Record<string, number> = to < from ? { $gte: to, $lt: from } : { $gt: from, $lte: to };
  await shift(group, range, to < from ? 1 : -1, id);
}

async function shift<D extends Positioned>(group: SiblingGroup<D>, range: Record<string, number>, by: 1 | -1, except?: string) {
  const filter = { ...group.scope, position: range, ...(except ? { _id: { $ne: except } } : {}) };
  // The group's model is generic here; the filter only uses the keys every Positioned has.
  await group.model.updateMany(filter as QueryFilter<D>, { $inc: { position: by } } as UpdateQuery<D>);
}
