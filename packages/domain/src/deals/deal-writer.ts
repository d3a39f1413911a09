import type { Model } from "mongoose";
import { changedKeys, toMongoUpdate, type MongoUpdate } from "../core/changes";
import type { Context } from "../core/context";
import type { Writable } from "../core/resource-service";
import type { UnitOfWork } from "../core/unit-of-work";
import type { DealPlacement } from "./deal-placement";
import { dealToRecord } from "./deal-record";
import { checkDealReferences, type DealReferenceChecks } from "./deal-references";
import { nextClosingState } from "./deal-state";
import type { DealDoc } from "./deal.model";

/**
 * What an edit may change, as stored values; a key present with `undefined` unsets it. status
 * and closedAt follow the stage, so they are derived here and never written by a caller.
 */
export type DealChanges = Omit<Writable<DealDoc>, "status" | "closedAt">;

/**
 * THE deal update path. Every edit (PATCH, tag changes, a stage deleted with targetStageId,
 * the call analysis writing fields) goes through here, so it gets the same rules and events:
 *
 * - `stageId` / `pipelineId` place the deal (see DealPlacement.resolve), then status, closedAt
 *   and lossReasonId follow nextClosingState; `lossReasonId` alone is checked against the status;
 * - references are checked in the caller's project (404);
 * - only keys whose value really changes are written, and each changed deal raises
 *   `deal.updated` `{id, changes, record}` in the same transaction.
 *
 * Many deals are written with one updateMany per distinct change (a stage's deals all move the
 * same way) and re-read with one find: a constant number of queries, one event per deal.
 */
export function createDealWriter(deals: Model<DealDoc>, placement: DealPlacement, references: DealReferenceChecks) {
  /** One `deal.updated` per changed deal; `before` (the deals as they were) goes to the history. */
  async function emitUpdated(ctx: Context, changedById: Map<string, string[]>, before: readonly DealDoc[], uow: UnitOfWork): Promise<void> {
    if (changedById.size === 0) return;
    const was = new Map(before.map((doc) => [doc._id, doc]));
    const after = await deals.find({ projectId: ctx.projectId, _id: { $in: [...changedById.keys()] } }).lean<DealDoc[]>();
    for (const doc of after) {
      const old = was.get(doc._id);
      uow.emit(
        { type: "deal.updated", data: { id: doc._id, changes: changedById.get(doc._id) ?? [], record: dealToRecord(doc) } },
        old ? { before: dealToRecord(old) } : {},
      );
    }
  }

  async function applyUpdateMany(
    ctx: Context,
    targets: readonly DealDoc[],
    changes: DealChanges,
    uow: UnitOfWork,
  ): Promise<Map<string, string[]>> {
    const changedById = new Map<string, string[]>();
    if (targets.length === 0) return changedById;
    const { stageId, pipelineId, lossReasonId, ...plain } = changes;
    const lossReasonGiven = "lossReasonId" in changes;
    const stage = await placement.resolve(ctx, { stageId, pipelineId });
    await checkDealReferences(references, ctx, changes);

    const now = new Date();
    const groups = new Map<string, { update: MongoUpdate; ids: string[] }>();
    for (const deal of targets) {
      const next: Record<string, unknown> = { ...plain };
      // `pipelineId` alone naming the deal's own pipeline keeps it on its stage (only a change of pipeline moves it).
      const target = stage && !(stageId === undefined && stage.pipelineId === deal.pipelineId) ? stage : undefined;
      if (target || lossReasonGiven) {
        const closing = nextClosingState(deal, target?.type ?? deal.status, lossReasonGiven ? (lossReasonId ?? null) : undefined, now);
        if (target) Object.assign(next, { stageId: target._id, pipelineId: target.pipelineId });
        // Listed even when undefined, so leaving WON/LOST unsets them.
        Object.assign(next, { status: closing.status, closedAt: closing.closedAt, lossReasonId: closing.lossReasonId });
      }
      const changed = changedKeys(deal, next);
      if (changed.length === 0) continue;
      changedById.set(deal._id, changed);
      const update = toMongoUpdate(next, changed);
      const key = JSON.stringify(update);
      const group = groups.get(key) ?? { update, ids: [] };
      group.ids.push(deal._id);
      groups.set(key, group);
    }

    for (const { update, ids } of groups.values()) {
      await deals.updateMany({ projectId: ctx.projectId, _id: { $in: ids } }, update, { runValidators: true });
    }
    await emitUpdated(ctx, changedById, targets, uow);
    return changedById;
  }

  return {
    applyUpdateMany,

    /** One deal through the same path; returns the keys that changed (none: no write, no event). */
    async applyUpdate(ctx: Context, existing: DealDoc, changes: DealChanges, uow: UnitOfWork): Promise<string[]> {
      return (await applyUpdateMany(ctx, [existing], changes, uow)).get(existing._id) ?? [];
    },

    /** Takes a deleted tag off every deal: one updateMany, one deal.updated per deal that had it. */
    async pullTag(ctx: Context, tagId: string, uow: UnitOfWork): Promise<void> {
      const filter = { projectId: ctx.projectId, tagIds: tagId };
      const affected = await deals.find(filter).lean<DealDoc[]>();
      if (affected.length === 0) return;
      await deals.updateMany(filter, { $pull: { tagIds: tagId } });
      await emitUpdated(ctx, new Map(affected.map((d) => [d._id, ["tagIds"]])), affected, uow);
    },
  };
}
export type DealWriter = ReturnType<typeof createDealWriter>;
