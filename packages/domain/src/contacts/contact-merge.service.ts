import { isDeepStrictEqual } from "node:util";
import type { Model, QueryFilter } from "mongoose";
import type { TenantDoc } from "../core/tenant-schema";
import type { StampSearchKeys } from "../search/record-keys";
import { requireScope, type Context } from "../core/context";
import { AppError, conflict, NotFoundError, notFound, unprocessable } from "../core/errors";
import { excludeReferences } from "../core/references";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { newId } from "../core/ids";
import { parseInput } from "../core/validate";
import { callToRecord } from "../calls/call.record";
import { chatToRecord } from "../chats/chat.record";
import { dealToRecord } from "../deals/deal-record";
import { noteToRecord } from "../notes/note.service";
import type { FieldValues, StoredFieldValue } from "../fields/field-values";
import type { ReferenceValues } from "../fields/reference-values";
import { claimKey } from "../fields/value-claims";
import type { Models } from "../models";
import type { ContactMergeDoc, MergeClaim, MergeMoved } from "./contact-merge.model";
import {
  contactMergeInputSchema,
  duplicatesQuerySchema,
  type ContactMergeResult,
  type DuplicateGroup,
  type DuplicatesPage,
  type MergeRevertResult,
} from "./contact-merge.schema";
import type { ContactDoc } from "./contact.model";
import { contactToRecord } from "./contact.record";
import type { ContactService } from "./contact.service";

/** A merge chain (A into B, B into C, ...) is followed at most this far when an old id is resolved. */
const MAX_CHAIN = 64;

/** An empty value: the target takes the source's value for it. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The merged contact's target, following later merges of the target (A into B, then B into C:
 * A resolves to C); null when the id is not a merged contact. Reads outside any transaction.
 */
export async function resolveMerged(merges: Model<ContactMergeDoc>, ctx: Context, id: string): Promise<string | null> {
  let current = String(id);
  let found = false;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const merge = await merges
      .findOne({ projectId: ctx.projectId, sourceId: current, revertedAt: null })
      .select("targetId")
      .lean<{ targetId: string }>();
    if (!merge) break;
    current = merge.targetId;
    found = true;
  }
  return found ? current : null;
}

const mergedError = (id: string, targetId: string) =>
  conflict("MERGED", `Contact '${id}' was merged into contact '${targetId}'; write to '${targetId}' instead.`);

/**
 * Wraps the unit of work so that a write naming a merged contact (PATCH or DELETE of it, a deal,
 * note, call or chat created for it) answers 409 `MERGED` naming the target instead of 404: the
 * source no longer exists as a contact (the merge deleted it, guard slots included), so every
 * reference check already refuses it; this only explains the refusal.
 */
export function explainingMergedContacts(inTransaction: InTransaction, merges: Model<ContactMergeDoc>): InTransaction {
  async function explain(ctx: Context, error: unknown): Promise<unknown> {
    if (error instanceof NotFoundError && error.id !== undefined) {
      const targetId = await resolveMerged(merges, ctx, error.id);
      if (targetId !== null) return mergedError(error.id, targetId);
    }
    return error;
  }
  async function inTransactionExplained<T>(ctx: Context, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(ctx, fn);
    } catch (error) {
      throw await explain(ctx, error);
    }
  }
  return Object.assign(inTransactionExplained, { explain });
}

/** The contact service whose `get` of a merged contact's id answers the target's record (old ids keep resolving). */
export function readingMergedAsTarget<S extends Pick<ContactService, "get">>(service: S, merges: Model<ContactMergeDoc>): S {
  return {
    ...service,
    async get(ctx: Context, id: string) {
      try {
        return await service.get(ctx, id);
      } catch (error) {
        const targetId = error instanceof NotFoundError ? await resolveMerged(merges, ctx, id) : null;
        if (targetId === null) throw error;
        return service.get(ctx, targetId);
      }
    },
  };
}

export interface ContactMergeServiceDeps {
  models: Pick<Models, "contacts" | "contactMerges" | "valueClaims" | "deals" | "notes" | "calls" | "chats" | "webhooks">;
  /** CONTACT-type custom field values naming the source name the target. */
  referenceValues: Pick<ReferenceValues, "repoint" | "repointBack">;
  contacts: Pick<ContactService, "load" | "applyUpdate" | "get">;
  fieldValues: Pick<FieldValues, "builtInFieldId">;
  inTransaction: InTransaction;
  /** Keys the source again when a revert re-creates it (absent: the search index is off). */
  stampSearchKeys?: StampSearchKeys;
}

/**
 * Contact merge (`docs/merge.md`): the source's deals, notes, calls and chats move to the target,
 * the target's empty fields take the source's values, and the source is deleted as a delete
 * would (every guard slot written, so a concurrent reference to it conflicts and its retry sees
 * the merge), leaving its id resolving to the target. The merge is recorded so it can be reverted
 * while nothing it touched changed.
 */
export function createContactMergeService(deps: ContactMergeServiceDeps) {
  const { contacts: contactModel, contactMerges: merges, valueClaims: claims, deals, notes, calls, chats, webhooks } = deps.models;
  const { contacts } = deps;

  const phoneFieldId = (ctx: Context) => deps.fieldValues.builtInFieldId(ctx, "CONTACT", "PHONE");
  // The models are generic here; the filters use only keys each of them has.
  const idsOf = async <D extends TenantDoc>(model: Model<D>, filter: Record<string, unknown>) =>
    (
      await model
        .find(filter as QueryFilter<D>)
        .select("_id")
        .lean<Array<{ _id: string }>>()
    ).map((doc) => doc._id);

  /** Loads a contact to change it; a merged one answers 409 `MERGED` (resolved after the transaction by the wrapper). */
  const loadContact = (ctx: Context, id: string) => contacts.load(ctx, id);

  /** Re-points every record naming `from` to `to`, returning the ids moved per collection. */
  async function moveRecords(ctx: Context, from: string, to: string): Promise<Omit<MergeMoved, "references">> {
    const inProject = { projectId: ctx.projectId };
    const moved = {
      deals: await idsOf(deals, { ...inProject, contactId: from }),
      notes: await idsOf(notes, { ...inProject, entityType: "CONTACT", entityId: from }),
      calls: await idsOf(calls, { ...inProject, contactId: from }),
      callEntities: await idsOf(calls, { ...inProject, entityType: "CONTACT", entityId: from }),
      chats: await idsOf(chats, { ...inProject, contactId: from }),
      webhooks: await idsOf(webhooks, { ...inProject, "filter.contactId": from }),
    };
    await pointTo(ctx, moved, to);
    return moved;
  }

  async function pointTo(ctx: Context, moved: Omit<MergeMoved, "references">, to: string): Promise<void> {
    const these = (list: string[]) => ({ projectId: ctx.projectId, _id: { $in: list } });
    if (moved.deals.length > 0) await deals.updateMany(these(moved.deals), { $set: { contactId: to } });
    if (moved.notes.length > 0) await notes.updateMany(these(moved.notes), { $set: { entityId: to } });
    if (moved.calls.length > 0) await calls.updateMany(these(moved.calls), { $set: { contactId: to } });
    if (moved.callEntities.length > 0) await calls.updateMany(these(moved.callEntities), { $set: { entityId: to } });
    if (moved.chats.length > 0) await chats.updateMany(these(moved.chats), { $set: { contactId: to } });
    if (moved.webhooks.length > 0) await webhooks.updateMany(these(moved.webhooks), { $set: { "filter.contactId": to } });
  }

  /**
   * Each moved record raises its `*.updated` with the keys that now name the other contact, as a
   * PATCH would (so webhooks and the change feed see the move); deals also write their history.
   */
  async function emitMoves(ctx: Context, moved: MergeMoved, from: string, uow: UnitOfWork): Promise<void> {
    const these = (ids: string[]) => ({ projectId: ctx.projectId, _id: { $in: ids } });
    if (moved.deals.length > 0)
      for (const deal of await deals.find(these(moved.deals)).lean()) {
        const record = dealToRecord(deal);
        uow.emit(
          { type: "deal.updated", data: { id: deal._id, changes: ["contactId"], record } },
          { before: { ...record, contactId: from } },
        );
      }
    if (moved.notes.length > 0)
      for (const note of await notes.find(these(moved.notes)).lean())
        uow.emit({ type: "note.updated", data: { id: note._id, changes: ["entityId"], record: noteToRecord(note) } });
    const callIds = [...new Set([...moved.calls, ...moved.callEntities])];
    if (callIds.length > 0)
      for (const call of await calls.find(these(callIds)).lean()) {
        const changes = [moved.calls.includes(call._id) ? "contactId" : "", moved.callEntities.includes(call._id) ? "entityId" : ""];
        uow.emit({ type: "call.updated", data: { id: call._id, changes: changes.filter(Boolean), record: callToRecord(call) } });
      }
    if (moved.chats.length > 0)
      for (const chat of await chats.find(these(moved.chats)).lean())
        uow.emit({ type: "chat.updated", data: { id: chat._id, changes: ["contactId"], record: chatToRecord(chat) } });
  }

  /**
   * The source's value claims (fields/value-claims.ts: unique fields, the value it was created
   * for): to the target where it now holds the same value, released otherwise (as a delete does).
   */
  async function moveClaims(ctx: Context, source: ContactDoc, targetFields: StoredFieldValue[], targetId: string): Promise<MergeClaim[]> {
    const targetValues = new Map(targetFields.map((v) => [v.fieldId, claimKey(v.value)]));
    const held = await claims.find({ projectId: ctx.projectId, recordId: source._id }).lean();
    const result: MergeClaim[] = [];
    for (const claim of held) {
      const movedToTarget = targetValues.get(claim.fieldId) === claim.value;
      if (movedToTarget) await claims.updateOne({ _id: claim._id }, { $set: { recordId: targetId } });
      else await claims.deleteOne({ _id: claim._id });
      result.push({ fieldId: claim.fieldId, value: claim.value, movedToTarget });
    }
    return result;
  }

  async function restoreClaims(ctx: Context, merge: ContactMergeDoc): Promise<void> {
    for (const claim of merge.claims) {
      const current = await claims.findOne({ projectId: ctx.projectId, fieldId: claim.fieldId, value: claim.value }).lean();
      if (claim.movedToTarget && current?.recordId === merge.targetId) {
        await claims.updateOne({ _id: current._id }, { $set: { recordId: merge.sourceId } });
      } else if (!current) {
        await claims.create([{ projectId: ctx.projectId, fieldId: claim.fieldId, value: claim.value, recordId: merge.sourceId }]);
      }
    }
  }

  return {
    async merge(ctx: Context, targetId: string, input: unknown): Promise<ContactMergeResult> {
      requireScope(ctx, "write");
      const { sourceId } = parseInput(contactMergeInputSchema, input);
      if (String(targetId) === sourceId) throw unprocessable("MERGE_INTO_ITSELF", "A contact cannot be merged into itself.");
      return deps.inTransaction(ctx, async (uow) => {
        // Named before it is written, so the history entries of what it changes point at it.
        const mergeId = newId();
        uow.note({ source: { type: "MERGE", id: mergeId } });
        // Both are loaded for update (each writes its record first), so a concurrent write or merge of either conflicts at once.
        const target = await loadContact(ctx, targetId);
        const source = await loadContact(ctx, sourceId);
        // The source goes as a delete goes: every guard slot, so a reference taken to it concurrently conflicts and its retry sees the tombstone.
        await excludeReferences(contactModel, ctx, [source._id]);
        const filled = source.fields.filter(
          (value) => !isEmpty(value.value) && isEmpty(target.fields.find((own) => own.fieldId === value.fieldId)?.value),
        );
        const targetFields = [...target.fields.filter((own) => !filled.some((f) => f.fieldId === own.fieldId)), ...filled];
        const moved = await moveRecords(ctx, source._id, target._id);
        const claimed = await moveClaims(ctx, source, targetFields, target._id);
        await contactModel.deleteOne({ projectId: ctx.projectId, _id: source._id });
        if (filled.length > 0) await contacts.applyUpdate(ctx, target, { fields: targetFields }, uow);
        // After the fill, which wrote the target as loaded: the target itself may hold a value naming the source.
        const references = await deps.referenceValues.repoint(ctx, "CONTACT", source._id, target._id, uow);
        await merges.create([
          {
            _id: mergeId,
            projectId: ctx.projectId,
            targetId: target._id,
            sourceId: source._id,
            source,
            moved: { ...moved, references },
            filled,
            claims: claimed,
            revertedAt: null,
          },
        ]);
        await emitMoves(ctx, { ...moved, references }, source._id, uow);
        uow.emit({ type: "contact.merged", data: { targetId: target._id, sourceId: source._id, mergeId } });
        return { mergeId, contact: contactToRecord(await loadContact(ctx, target._id)) };
      });
    },

    async revert(ctx: Context, mergeId: string): Promise<MergeRevertResult> {
      requireScope(ctx, "write");
      return deps.inTransaction(ctx, async (uow) => {
        // Written first (the merge record itself), so two reverts of one merge conflict and the second sees the first.
        const merge = await merges
          .findOneAndUpdate({ projectId: ctx.projectId, _id: String(mergeId) }, { $inc: { refGuard: 1 } }, { timestamps: false })
          .lean<ContactMergeDoc>();
        if (!merge) throw notFound("Merge", mergeId);
        if (merge.revertedAt !== null) throw conflict("ALREADY_REVERTED", `Merge '${merge._id}' was already reverted.`);
        uow.note({ source: { type: "MERGE", id: merge._id } });
        const guarded = await contactModel
          .findOneAndUpdate({ projectId: ctx.projectId, _id: merge.targetId }, { $inc: { refGuard: 1 } }, { timestamps: false })
          .lean<ContactDoc>();
        if (!guarded) throw changedSince(`the target contact '${merge.targetId}' no longer exists (deleted or merged).`);
        // First, so the target is read with its own values back as the merge found them.
        const { references } = merge.moved;
        const back = await deps.referenceValues.repointBack(ctx, references, merge.targetId, merge.sourceId, uow);
        if (back !== references.CONTACT.length + references.DEAL.length)
          throw changedSince("a custom field value the merge re-pointed to the target changed since.");
        const target = (await contactModel.findOne({ projectId: ctx.projectId, _id: merge.targetId }).lean<ContactDoc>())!;
        for (const value of merge.filled) {
          const now = target.fields.find((own) => own.fieldId === value.fieldId)?.value;
          if (!isDeepStrictEqual(now, value.value)) throw changedSince(`the target's field '${value.fieldId}' changed after the merge.`);
        }
        await assertStillMoved(ctx, merge);
        await pointTo(ctx, merge.moved, merge.sourceId);
        const restored = { ...merge.source } as unknown as Record<string, unknown>;
        await deps.stampSearchKeys?.(ctx, "contact", [restored]);
        await contactModel.create([restored]);
        await restoreClaims(ctx, merge);
        if (merge.filled.length > 0) {
          const fields = target.fields.filter((own) => !merge.filled.some((f) => f.fieldId === own.fieldId));
          await contacts.applyUpdate(ctx, target, { fields }, uow);
        }
        await merges.updateOne({ _id: merge._id }, { $set: { revertedAt: new Date() } });
        const source = contactToRecord(await loadContact(ctx, merge.sourceId));
        uow.emit({ type: "contact.created", data: { record: source } });
        await emitMoves(ctx, merge.moved, merge.targetId, uow);
        return { mergeId: merge._id, target: contactToRecord(await loadContact(ctx, merge.targetId)), source };
      });
    },

    /** Groups of contacts sharing a PHONE or an EMAIL (as stored: normalised), most shared first; merged contacts are gone and never listed. */
    async duplicates(ctx: Context, query: unknown): Promise<DuplicatesPage> {
      requireScope(ctx, "read");
      const { limit, offset } = parseInput(duplicatesQuerySchema, query ?? {});
      const phone = await phoneFieldId(ctx);
      const email = await deps.fieldValues.builtInFieldId(ctx, "CONTACT", "EMAIL");
      const keyed = [phone, email];
      const groups = await contactModel.aggregate<{ _id: { fieldId: string; value: string }; contactIds: string[] }>([
        { $match: { projectId: ctx.projectId, "fields.fieldId": { $in: keyed } } },
        { $sort: { createdAt: 1, _id: 1 } },
        { $unwind: "$fields" },
        { $match: { "fields.fieldId": { $in: keyed }, "fields.value": { $type: "string" } } },
        { $group: { _id: { fieldId: "$fields.fieldId", value: "$fields.value" }, contactIds: { $push: "$_id" } } },
        { $match: { "contactIds.1": { $exists: true } } },
        { $sort: { "_id.fieldId": 1, "_id.value": 1 } },
      ]);
      const data: DuplicateGroup[] = groups.slice(offset, offset + limit).map((group) => ({
        match: group._id.fieldId === phone ? "PHONE" : "EMAIL",
        value: group._id.value,
        contactIds: group.contactIds,
      }));
      return { data, hasMore: offset + data.length < groups.length, limit, offset, total: groups.length };
    },
  };

  /** Every record the merge moved still exists and still names the target; 409 `CHANGED_SINCE` otherwise. */
  async function assertStillMoved(ctx: Context, merge: ContactMergeDoc): Promise<void> {
    const still = async <D extends TenantDoc>(label: string, model: Model<D>, list: string[], naming: Record<string, unknown>) => {
      if (list.length === 0) return;
      const present = await model.countDocuments({ projectId: ctx.projectId, _id: { $in: list }, ...naming } as QueryFilter<D>);
      if (present !== list.length) throw changedSince(`a ${label} the merge moved was deleted or moved to another contact since.`);
    };
    await still("deal", deals, merge.moved.deals, { contactId: merge.targetId });
    await still("note", notes, merge.moved.notes, { entityId: merge.targetId });
    await still("call", calls, merge.moved.calls, { contactId: merge.targetId });
    await still("call", calls, merge.moved.callEntities, { entityId: merge.targetId });
    await still("chat", chats, merge.moved.chats, { contactId: merge.targetId });
    await still("webhook", webhooks, merge.moved.webhooks, { "filter.contactId": merge.targetId });
  }
}

const changedSince = (why: string): AppError => conflict("CHANGED_SINCE", `The merge cannot be reverted: ${why}`);

export type ContactMergeService = ReturnType<typeof createContactMergeService>;
