import type { SearchContains } from "../search/search-contains";
import { keyingBeforeInsert, type StampSearchKeys } from "../search/record-keys";
import type { CallCascades } from "../calls/call-cascades";
import { requireScope, type Context } from "../core/context";
import { AppError, asAppError, unprocessable } from "../core/errors";
import { createResourceService, nullsToUnset, type UpdateOptions, type Writable } from "../core/resource-service";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldValueInput, FieldValues } from "../fields/field-values";
import type { ReferenceValues } from "../fields/reference-values";
import type { ValueClaims } from "../fields/value-claims";
import type { NoteService } from "../notes/note.service";
import type { TaskService } from "../tasks/task.service";
import type { DealPlacement } from "./deal-placement";
import { dealToRecord } from "./deal-record";
import { checkDealReferencesMany, type DealReferenceChecks } from "./deal-references";
import { nextClosingState } from "./deal-state";
import { createDealWriter, type DealChanges } from "./deal-writer";
import type { DealDoc } from "./deal.model";
import type { DealCreate, DealRecord } from "./deal.schema";
import type { StageDoc } from "../stages/stage.model";
import { dealCreateSchema, dealTagsAddSchema, dealUpdateSchema, DEFAULT_DEAL_TITLE, MAX_TAGS_PER_DEAL } from "./deal.schema";
import { dealListSpec } from "./deal.list";
import type { Models } from "../models";

export interface DealServiceDeps {
  models: Pick<Models, "deals">;
  placement: DealPlacement;
  references: DealReferenceChecks;
  fieldValues: FieldValues;
  /** Unique field values (value-claims.ts). */
  valueClaims: ValueClaims;
  /** A deal's tasks are deleted with it. */
  tasks: Pick<TaskService, "removeForDeal">;
  /** Notes only exist on their record: a deal's notes go with it, each raising note.deleted (as a contact's do). */
  notes: Pick<NoteService, "removeAllOf">;
  /** A deal's calls stay with its contact. */
  calls: Pick<CallCascades, "reattachToContact">;
  /** DEAL custom field values naming a deleted deal are cleared. */
  referenceValues: Pick<ReferenceValues, "clear">;
  inTransaction: InTransaction;
  /** `[regex]` filters narrowed by the search index (absent: they scan). */
  contains?: SearchContains;
  /** Keys new records for search as they are inserted (absent: the index is off). */
  stampSearchKeys?: StampSearchKeys;
}

export function createDealService(deps: DealServiceDeps) {
  const { placement, fieldValues, valueClaims, inTransaction } = deps;
  const { deals } = deps.models;
  const writer = createDealWriter(deals, placement, deps.references);

  /** Where a new deal goes: the stage or pipeline it names, else the default stage. */
  const placeNew = async (ctx: Context, ask: Pick<DealCreate, "stageId" | "pipelineId">): Promise<StageDoc> =>
    (await placement.resolve(ctx, ask)) ?? (await placement.defaultStage(ctx));

  /**
   * New deals' stored fields: each distinct stage asked for is resolved once, each kind of
   * reference checked in one read for the group (deal-references.ts), then each deal's field
   * values; a deal's first refusal (its stage, a reference, a value) is its error.
   */
  async function buildCreateMany(ctx: Context, inputs: readonly DealCreate[]): Promise<Array<Writable<DealDoc> | AppError>> {
    const stages = new Map<string, StageDoc | AppError>();
    const stageKey = (input: DealCreate) => `${input.stageId ?? ""}|${input.pipelineId ?? ""}`;
    for (const input of inputs) {
      if (!stages.has(stageKey(input))) stages.set(stageKey(input), await placeNew(ctx, input).catch(asAppError));
    }
    const refErrors = await checkDealReferencesMany(deps.references, ctx, inputs);
    const now = new Date();
    const buildOne = async (input: DealCreate, i: number): Promise<Writable<DealDoc>> => {
      const { title, stageId: _stageId, pipelineId: _pipelineId, lossReasonId, tagIds, fields, ...refs } = input;
      const stage = stages.get(stageKey(input))!;
      if (stage instanceof AppError) throw stage;
      if (refErrors[i]) throw refErrors[i];
      const values = fields ? fieldValues.merge([], await fieldValues.normalize(ctx, "DEAL", fields)) : [];
      return {
        ...refs,
        title: title ?? DEFAULT_DEAL_TITLE,
        pipelineId: stage.pipelineId,
        stageId: stage._id,
        ...nextClosingState(undefined, stage.type, lossReasonId, now),
        tagIds: [...new Set(tagIds ?? [])],
        fields: values,
      };
    };
    const built: Array<Writable<DealDoc> | AppError> = [];
    // One after another: the statements share the transaction's session.
    for (const [i, input] of inputs.entries()) built.push(await buildOne(input, i).catch(asAppError));
    return built;
  }

  const base = createResourceService(
    {
      event: "deal",
      label: "Deal",
      model: deals,
      list: dealListSpec,
      toRecord: dealToRecord,
      createSchema: dealCreateSchema,
      updateSchema: dealUpdateSchema,
      customFields: (ctx) => fieldValues.resolver(ctx, "DEAL"),
      ...(deps.contains ? { containsCandidates: (ctx: Context) => deps.contains!(ctx.projectId, "deal") } : {}),
      ...keyingBeforeInsert(deps.stampSearchKeys, "deal"),
      async buildCreate(ctx, input) {
        const [built] = await buildCreateMany(ctx, [input]);
        if (built instanceof AppError) throw built;
        return built!;
      },
      buildCreateMany,
      afterCreate: (ctx, created) => valueClaims.claimCreated(ctx, "DEAL", created),
      async afterDelete(ctx, existing, uow) {
        await valueClaims.release(ctx, existing._id);
        await deps.tasks.removeForDeal(ctx, existing._id, uow);
        await deps.notes.removeAllOf(ctx, existing._id, uow);
        await deps.calls.reattachToContact(ctx, existing, uow);
        await deps.referenceValues.clear(ctx, "DEAL", existing._id, uow);
      },
    },
    inTransaction,
  );

  /** The deal as the write left it (re-read only when something changed). */
  const afterWrite = async (ctx: Context, existing: DealDoc, changed: string[]): Promise<DealRecord> =>
    dealToRecord(changed.length > 0 ? await base.load(ctx, existing._id) : existing);

  return {
    ...base,
    /** THE deal update path (see deal-writer.ts): rules, references, write, `deal.updated`. */
    applyUpdate: writer.applyUpdate,
    /** The same path for many deals at once (a deleted stage's deals). */
    applyUpdateMany: writer.applyUpdateMany,
    pullTag: writer.pullTag,

    /** Field values written by the service itself (the call analysis), merged as a PATCH's `fields` and through the same path. */
    async applyFieldValues(ctx: Context, id: string, inputs: FieldValueInput[], uow: UnitOfWork): Promise<string[]> {
      const existing = await base.load(ctx, id);
      const fields = fieldValues.merge(existing.fields, await fieldValues.normalize(ctx, "DEAL", inputs));
      await valueClaims.sync(ctx, "DEAL", existing._id, existing.fields, fields);
      return writer.applyUpdate(ctx, existing, { fields }, uow);
    },

    /** PATCH: `fields` merge into the existing values, `tagIds` replace the set, null clears responsibleId/lossReasonId. */
    async update(ctx: Context, id: string, input: unknown, options: UpdateOptions = {}): Promise<DealRecord> {
      requireScope(ctx, "write");
      const parsed = parseInput(dealUpdateSchema, input);
      return inTransaction(ctx, async (uow) => {
        const existing = await base.load(ctx, id);
        const { fields, tagIds, ...rest } = parsed;
        const changes: DealChanges = nullsToUnset(rest) as DealChanges;
        if (tagIds !== undefined) changes.tagIds = [...new Set(tagIds)];
        if (fields !== undefined) {
          changes.fields = fieldValues.merge(existing.fields, await fieldValues.normalize(ctx, "DEAL", fields));
          await valueClaims.sync(ctx, "DEAL", existing._id, existing.fields, changes.fields);
        }
        const changed = await writer.applyUpdate(ctx, existing, changes, uow);
        await options.afterUpdate?.(existing._id, uow);
        return afterWrite(ctx, existing, changed);
      });
    },

    /** Attaches tags (those already on the deal stay once). */
    async addTags(ctx: Context, id: string, input: unknown): Promise<DealRecord> {
      requireScope(ctx, "write");
      const { tagIds } = parseInput(dealTagsAddSchema, input);
      return inTransaction(ctx, async (uow) => {
        const existing = await base.load(ctx, id);
        const union = [...new Set([...existing.tagIds, ...tagIds])];
        if (union.length > MAX_TAGS_PER_DEAL) {
          throw unprocessable("TOO_MANY_TAGS", `A deal carries at most ${MAX_TAGS_PER_DEAL} tags.`);
        }
        return afterWrite(ctx, existing, await writer.applyUpdate(ctx, existing, { tagIds: union }, uow));
      });
    },
  };
}
export type DealService = ReturnType<typeof createDealService>;
