import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { AppError, isDuplicateKey } from "../core/errors";
import { newId } from "../core/ids";
import type { FieldDefinitionCache } from "./field-definitions";
import type { FieldEntityType } from "./field-types";
import type { StoredFieldValue } from "./field-values";
import type { ValueClaimDoc } from "./value-claim.model";
import type { Models } from "../models";

/** The claim's string form of a stored (already normalised) value: a NUMBER 5 and a TEXT "5" are different fields anyway. */
export const claimKey = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Holders of a value of a field: `fields` as stored on contacts and deals. */
type ValueHolder = { _id: string; projectId: string; fields: StoredFieldValue[] };

/** Another record holds the value being claimed: a creator of it retries and finds that record. */
export class ClaimTakenError extends Error {
  constructor(readonly holderId: string) {
    super(`The value is claimed by '${holderId}'.`);
    this.name = "ClaimTakenError";
  }
}

/** A lost race for a value's claim: the duplicate key of the unique index or a live holder; a retry sees the winner. */
export const lostClaimRace = (error: unknown): boolean => isDuplicateKey(error) || error instanceof ClaimTakenError;

export const duplicateValue = (fieldId: string, holderId: string) =>
  new AppError("DUPLICATE", 409, `Another record already holds this value of the unique field '${fieldId}'.`, [
    { field: `fields.${fieldId}`, code: "duplicate", message: `Held by '${holderId}'.` },
  ]);

export interface ValueClaimsDeps {
  /** contacts and deals hold the values: a stale claim (its holder no longer has the value) is taken over. */
  models: Pick<Models, "valueClaims" | "contacts" | "deals">;
  definitions: FieldDefinitionCache;
}

/**
 * Claims on field values (value-claim.model.ts), written inside the caller's transaction:
 * - `sync` after every update of a contact's or deal's `fields`: values of fields with
 *   `config.unique` are claimed (another holder: 409 DUPLICATE), and the record's claims on
 *   values it no longer holds are released;
 * - `claimCreated` for records just created (their unique values, the group at once);
 * - `claim` for the one value a record was created for (findOrCreateByPhone, upsert), so
 *   concurrent creators of one value make one record;
 * - `release` when the record is deleted, `dropField` when the field is.
 */
export function createValueClaims(deps: ValueClaimsDeps) {
  const { valueClaims: claims } = deps.models;
  // Mongoose cannot type a filter on an array-of-subdocuments path shared by two document types; these are plain Mongo documents.
  const holdersOf = (entityType: FieldEntityType) =>
    (entityType === "CONTACT" ? deps.models.contacts : deps.models.deals) as unknown as Model<ValueHolder>;

  /**
   * Writes the claim of `recordId` on the value; when another record holds the claim and still
   * has the value, throws `onTaken(holderId)`; a stale claim (holder gone or changed) is taken over.
   */
  async function claim(
    ctx: Context,
    entityType: FieldEntityType,
    fieldId: string,
    value: unknown,
    recordId: string,
    onTaken: (holderId: string) => Error = (holderId) => duplicateValue(fieldId, holderId),
  ): Promise<void> {
    const filter = { projectId: ctx.projectId, fieldId, value: claimKey(value) };
    // Read first: a duplicate key aborts a MongoDB transaction, so it is only the race's outcome
    // (two writers that both read no claim), which reaches the caller as 409 DUPLICATE (toAppError) or a retry.
    const held = await claims.findOne(filter).lean<ValueClaimDoc>();
    if (!held) {
      await claims.create([{ _id: newId(), ...filter, recordId }]);
      return;
    }
    if (held.recordId === recordId) return;
    const stillHeld = await holdersOf(entityType).exists({
      projectId: ctx.projectId,
      _id: held.recordId,
      fields: { $elemMatch: { fieldId, value } },
    });
    if (stillHeld) throw onTaken(held.recordId);
    await claims.updateOne({ _id: held._id, recordId: held.recordId }, { $set: { recordId } });
  }

  return {
    claim,

    /** After a write of `fields` (before: [] on create). */
    async sync(
      ctx: Context,
      entityType: FieldEntityType,
      recordId: string,
      before: readonly StoredFieldValue[],
      after: readonly StoredFieldValue[],
    ): Promise<void> {
      const previous = new Map(before.map((v) => [v.fieldId, claimKey(v.value)]));
      const current = new Map(after.map((v) => [v.fieldId, claimKey(v.value)]));
      const changed = [...previous.keys()].filter((fieldId) => previous.get(fieldId) !== current.get(fieldId));
      if (changed.length > 0) await claims.deleteMany({ projectId: ctx.projectId, recordId, fieldId: { $in: changed } });
      const defs = (await deps.definitions.get(ctx.projectId)).byId;
      for (const value of after) {
        if (defs.get(value.fieldId)?.config.unique !== true || previous.get(value.fieldId) === current.get(value.fieldId)) continue;
        await claim(ctx, entityType, value.fieldId, value.value, recordId);
      }
    },

    /**
     * Claims the unique values of records just created, for the whole group at once (a single
     * create, a batch, an import chunk): one read of the claims on those values, one of their
     * holders, one insert of the new claims. Answers, per record in order, the error its create
     * meets: 409 DUPLICATE when a live holder or an earlier record of the group has the value. A
     * refused record claims nothing; a stale claim (holder gone or changed) is taken over.
     */
    async claimCreated(
      ctx: Context,
      entityType: FieldEntityType,
      created: ReadonlyArray<{ _id: string; fields: readonly StoredFieldValue[] }>,
    ): Promise<Array<AppError | undefined>> {
      const refusals: Array<AppError | undefined> = created.map(() => undefined);
      const defs = (await deps.definitions.get(ctx.projectId)).byId;
      const wanted = created.map((record) =>
        record.fields
          .filter((v) => defs.get(v.fieldId)?.config.unique === true)
          .map((v) => ({ fieldId: v.fieldId, value: claimKey(v.value) })),
      );
      if (wanted.every((values) => values.length === 0)) return refusals;
      const slot = (v: { fieldId: string; value: string }) => `${v.fieldId}\u0000${v.value}`;
      const byField = new Map<string, Set<string>>();
      for (const v of wanted.flat()) byField.set(v.fieldId, (byField.get(v.fieldId) ?? new Set()).add(v.value));
      const held = await claims
        .find({ projectId: ctx.projectId, $or: [...byField].map(([fieldId, values]) => ({ fieldId, value: { $in: [...values] } })) })
        .lean<ValueClaimDoc[]>();
      const holders = held.length
        ? await holdersOf(entityType)
            .find({ projectId: ctx.projectId, _id: { $in: [...new Set(held.map((c) => c.recordId))] } }, { fields: 1 })
            .lean<ValueHolder[]>()
        : [];
      const fieldsOf = new Map(holders.map((holder) => [holder._id, holder.fields]));
      const heldAt = new Map(held.map((c) => [slot(c), c]));
      // Who has each value: a live holder, then the group's records in order (the first keeps it).
      const taken = new Map<string, string>();
      for (const c of held)
        if (fieldsOf.get(c.recordId)?.some((v) => v.fieldId === c.fieldId && claimKey(v.value) === c.value)) taken.set(slot(c), c.recordId);
      const fresh: ValueClaimDoc[] = [];
      const takenOver: Array<{ claim: ValueClaimDoc; recordId: string }> = [];
      for (const [i, values] of wanted.entries()) {
        const clash = values.find((v) => taken.has(slot(v)));
        if (clash) {
          refusals[i] = duplicateValue(clash.fieldId, taken.get(slot(clash))!);
          continue;
        }
        const recordId = created[i]!._id;
        for (const v of values) {
          taken.set(slot(v), recordId);
          const stale = heldAt.get(slot(v));
          if (stale) takenOver.push({ claim: stale, recordId });
          else fresh.push({ _id: newId(), projectId: ctx.projectId, fieldId: v.fieldId, value: v.value, recordId });
        }
      }
      if (fresh.length > 0) await claims.insertMany(fresh, { lean: true });
      for (const { claim, recordId } of takenOver)
        await claims.updateOne({ _id: claim._id, recordId: claim.recordId }, { $set: { recordId } });
      return refusals;
    },

    release: (ctx: Context, recordId: string) => claims.deleteMany({ projectId: ctx.projectId, recordId }),

    dropField: (ctx: Context, fieldId: string) => claims.deleteMany({ projectId: ctx.projectId, fieldId }),

    /**
     * Turns `unique` on for a field: every record's value is claimed. Records sharing a value
     * refuse it (409 DUPLICATE_VALUES naming up to 20 of them), as nothing could say which keeps it.
     */
    async claimAll(ctx: Context, entityType: FieldEntityType, fieldId: string): Promise<void> {
      const holders = holdersOf(entityType);
      const shared = await holders.aggregate<{ _id: unknown; ids: string[] }>([
        { $match: { projectId: ctx.projectId, "fields.fieldId": fieldId } },
        { $unwind: "$fields" },
        { $match: { "fields.fieldId": fieldId } },
        { $group: { _id: "$fields.value", ids: { $push: "$_id" }, count: { $sum: 1 } } },
        { $match: { count: { $gt: 1 } } },
        { $limit: 20 },
      ]);
      if (shared.length > 0) {
        throw new AppError(
          "DUPLICATE_VALUES",
          409,
          "Some records share a value of this field; make their values distinct before making it unique.",
          shared.map((group) => ({
            field: "config.unique",
            code: "duplicate_values",
            message: `${claimKey(group._id)}: ${group.ids.join(", ")}`,
          })),
        );
      }
      await claims.deleteMany({ projectId: ctx.projectId, fieldId });
      const docs = await holders
        .find({ projectId: ctx.projectId, "fields.fieldId": fieldId }, { fields: { $elemMatch: { fieldId } } })
        .lean<ValueHolder[]>();
      const fresh = docs.flatMap((doc) =>
        doc.fields.map((v) => ({ _id: newId(), projectId: ctx.projectId, fieldId, value: claimKey(v.value), recordId: doc._id })),
      );
      if (fresh.length > 0) await claims.insertMany(fresh);
    },
  };
}
export type ValueClaims = ReturnType<typeof createValueClaims>;
