import { contactToRecord } from "../contacts/contact.record";
import type { ContactService } from "../contacts/contact.service";
import { dealToRecord } from "../deals/deal-record";
import type { DealDoc } from "../deals/deal.model";
import { requireScope, type Context } from "../core/context";
import { conflict, notFound } from "../core/errors";
import { newId } from "../core/ids";
import { loadInProject } from "../core/references";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import type { DealService } from "../deals/deal.service";
import type { FieldValues } from "../fields/field-values";
import type { Models } from "../models";
import { compileListQuery, runList, type ListQuery } from "../query";
import { scopedList } from "../stages/scoped-list";
import type { ChangeDoc, HistoryEntityType } from "./change.model";
import { changeToRecord } from "./change.record";
import type { CallAnalysisRevert, ChangeRecord } from "./change.schema";
import { changeListSpec } from "./change.list";
import { sameValue, valueAt } from "./record-diff";

export interface HistoryServiceDeps {
  models: Pick<Models, "changes" | "contacts" | "deals" | "calls">;
  deals: Pick<DealService, "load" | "applyUpdate">;
  contacts: Pick<ContactService, "applyFieldValues">;
  fieldValues: Pick<FieldValues, "merge">;
  inTransaction: InTransaction;
}

/** Deal keys that follow the stage (deal-state.ts): reverting `stageId` brings them back, so they are never written themselves. */
const DERIVED = new Set(["status", "closedAt", "pipelineId"]);

const LABEL: Record<HistoryEntityType, string> = { CONTACT: "Contact", DEAL: "Deal" };

/** Ids are 24-hex ObjectIds: anything else cannot name a change (404, without a query). */
const isId = (id: string) => /^[0-9a-f]{24}$/.test(id);

/**
 * History of contacts and deals (written by the unit of work, see core/unit-of-work.ts) and the
 * reverts: a revert is an ordinary update through the record's update path (its rules, its
 * `*.updated` event and webhooks), recorded as a change with `revertOf`, in the transaction that
 * marks the original `revertedBy`.
 */
export function createHistoryService(deps: HistoryServiceDeps) {
  const { changes } = deps.models;

  async function loadEntity(ctx: Context, entityType: HistoryEntityType, id: string) {
    const model = entityType === "DEAL" ? deps.models.deals : deps.models.contacts;
    return loadInProject(model as typeof deps.models.contacts, ctx, id, LABEL[entityType]);
  }

  /**
   * Undoes `original` inside `uow`. `strict`: any path changed since (its value is no longer the
   * change's `after`) refuses the whole revert (409 CHANGED_SINCE); otherwise those paths are left
   * and returned. Returns the new change's id (null when nothing was left to undo) and the skipped paths.
   */
  async function undo(
    ctx: Context,
    uow: UnitOfWork,
    original: ChangeDoc,
    strict: boolean,
  ): Promise<{ id: string | null; skipped: string[] }> {
    if (original.revertedBy)
      throw conflict("ALREADY_REVERTED", `Change ${original._id} was already reverted by change ${original.revertedBy}.`);
    const model = original.entityType === "DEAL" ? deps.models.deals : deps.models.contacts;
    const label = LABEL[original.entityType];
    if (!(await model.exists({ projectId: ctx.projectId, _id: original.entityId }))) {
      if (strict) throw conflict("RECORD_DELETED", `${label} ${original.entityId} was deleted; its changes cannot be reverted.`);
      return { id: null, skipped: original.changes.map((c) => c.path) };
    }
    const existing = await loadEntity(ctx, original.entityType, original.entityId);
    const asRecord: Record<string, unknown> =
      original.entityType === "DEAL" ? dealToRecord(existing as unknown as DealDoc) : contactToRecord(existing);
    const undoable = original.changes.filter((c) => !DERIVED.has(c.path));
    const changedSince = undoable.filter((c) => !sameValue(valueAt(asRecord, c.path), c.after)).map((c) => c.path);
    if (strict && changedSince.length > 0) {
      throw conflict(
        "CHANGED_SINCE",
        `${label} ${original.entityId} changed since in ${changedSince.join(", ")}; reverting would overwrite it.`,
      );
    }
    const todo = undoable.filter((c) => !changedSince.includes(c.path));
    if (todo.length === 0) return { id: null, skipped: changedSince };

    const id = newId();
    uow.note({ id, revertOf: original._id });
    const fieldInputs = todo
      .filter((c) => c.path.startsWith("fields."))
      .map((c) => ({ fieldId: c.path.slice("fields.".length), value: c.before ?? null }));
    if (original.entityType === "CONTACT") {
      await deps.contacts.applyFieldValues(ctx, original.entityId, fieldInputs, uow);
    } else {
      const deal = await deps.deals.load(ctx, original.entityId);
      const plain = Object.fromEntries(todo.filter((c) => !c.path.startsWith("fields.")).map((c) => [c.path, c.before]));
      const next = { ...plain, ...(fieldInputs.length > 0 ? { fields: deps.fieldValues.merge(deal.fields, fieldInputs) } : {}) };
      await deps.deals.applyUpdate(ctx, deal, next, uow);
    }
    // Compare-and-set, so two concurrent reverts of one change cannot both commit.
    const marked = await changes.updateOne(
      { projectId: ctx.projectId, _id: original._id, revertedBy: { $exists: false } },
      { $set: { revertedBy: id } },
    );
    if (marked.modifiedCount === 0) throw conflict("ALREADY_REVERTED", `Change ${original._id} was already reverted.`);
    return { id, skipped: changedSince };
  }

  async function readChange(ctx: Context, id: string): Promise<ChangeRecord> {
    const doc = await changes.findOne({ projectId: ctx.projectId, _id: id }).lean<ChangeDoc>();
    if (!doc) throw notFound("Change", id);
    return changeToRecord(doc);
  }

  return {
    /** A contact's or deal's changes, newest first (404 when the record is not in the project). */
    async list(ctx: Context, entityType: HistoryEntityType, id: string, query: ListQuery) {
      requireScope(ctx, "read");
      await loadEntity(ctx, entityType, id);
      const compiled = await compileListQuery(query, changeListSpec, { projectId: ctx.projectId });
      return runList(changes, scopedList(compiled, { entityType, entityId: id }), (doc) => changeToRecord(doc as unknown as ChangeDoc), {
        count: true,
      });
    },

    get: async (ctx: Context, id: string): Promise<ChangeRecord> => {
      requireScope(ctx, "read");
      if (!isId(id)) throw notFound("Change", id);
      return readChange(ctx, id);
    },

    /** Undoes one change: 200 the new change; 409 CHANGED_SINCE / ALREADY_REVERTED / RECORD_DELETED. */
    async revert(ctx: Context, changeId: string): Promise<ChangeRecord> {
      requireScope(ctx, "write");
      if (!isId(changeId)) throw notFound("Change", changeId);
      const id = await deps.inTransaction(ctx, async (uow) => {
        const original = await changes.findOne({ projectId: ctx.projectId, _id: changeId }).lean<ChangeDoc>();
        if (!original) throw notFound("Change", changeId);
        return (await undo(ctx, uow, original, true)).id;
      });
      if (!id) throw conflict("NOTHING_TO_REVERT", `Change ${changeId} changed only values that follow others; nothing to revert.`);
      return readChange(ctx, id);
    },

    /** Undoes every value one call's analysis wrote that did not change since; the others are listed as skipped. One transaction. */
    async revertCallAnalysis(ctx: Context, callId: string): Promise<CallAnalysisRevert> {
      requireScope(ctx, "write");
      if (!isId(callId)) throw notFound("Call", callId);
      return deps.inTransaction(ctx, async (uow) => {
        await loadInProject(deps.models.calls, ctx, callId, "Call");
        const written = await changes
          .find({
            projectId: ctx.projectId,
            "source.type": "CALL",
            "source.id": callId,
            "actor.type": "ANALYSIS",
            revertedBy: { $exists: false },
          })
          .sort({ at: -1, _id: -1 })
          .lean<ChangeDoc[]>();
        const result: CallAnalysisRevert = { reverted: [], skipped: [] };
        for (const original of written) {
          const { id, skipped } = await undo(ctx, uow, original, false);
          if (id) result.reverted.push(original._id);
          result.skipped.push(...skipped.map((path) => ({ changeId: original._id, path })));
        }
        return result;
      });
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
