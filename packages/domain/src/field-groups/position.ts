import type { Model } from "mongoose";
import { z } from "zod";

/** Spec Limits: `position` of fields and field groups is an integer >= 0. */
export const positionSchema = z.int().min(0).max(1_000_000);

/**
 * Where a record goes when the caller gives no position: after the last one of its siblings.
 * Two concurrent creates may get the same number; positions order, they need not be unique.
 */
export async function nextPosition<D extends { position: number }>(model: Model<D>, siblings: Record<string, unknown>): Promise<number> {
  const last = await model.findOne(siblings, { position: 1 }).sort({ position: -1 }).lean<{ position: number }>();
  return last ? last.position + 1 : 0;
}
