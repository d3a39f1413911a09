import type { Model, QueryFilter } from "mongoose";
import { z } from "zod";
import { nameSchema } from "./schema-helpers";
import type { TenantDoc } from "./tenant-schema";

/**
 * Where a record stands among its siblings. Two orderings share the one `position` key:
 *
 * - Contiguous (pipelines of a project, stages of a pipeline): positions stay 0..n-1 because
 *   "first" means something (the default pipeline, the first open stage). Inserts and moves
 *   clamp and shift the siblings (clampPosition, openGap, closeGap, moveSibling).
 * - Sparse (fields, field groups): positions only order what a form shows, so the client's
 *   number is kept as given; the default is after the last sibling (nextPosition).
 */

/** Spec Limits: `position` is an integer >= 0; bounded so it stays a safe, indexable integer. */
export const positionSchema = z.int().min(0).max(1_000_000);

/** Inputs of the ordered, named lists whose first entry means something (pipelines, stages). */
export const orderedNameCreateSchema = z.strictObject({ name: nameSchema, position: positionSchema.optional() });
export const orderedNameUpdateSchema = z.strictObject({ name: nameSchema.optional(), position: positionSchema.optional() });

/**
 * Where a sparse sibling goes when the caller gives no position: after the last one. Two
 * concurrent creates may get the same number; positions order, they need not be unique.
 */
export async function nextPosition<D extends { position: number }>(model: Model<D>, siblings: Record<string, unknown>): Promise<number> {
  const last = await model.findOne(siblings, { position: 1 }).sort({ position: -1 }).lean<{ position: number }>();
  return last ? last.position + 1 : 0;
}

/**
 * A contiguous sibling. Each shift is one updateMany inside the caller's transaction; shifting
 * raises no events for the siblings (their position is implied by the one record that moved).
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
  await group.model.updateMany(filter as QueryFilter<D>, { $inc: { position: by } });
}
