import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { buildCreated, insertCreated, stampCreated } from "../core/create-many";
import { AppError, asAppError } from "../core/errors";
import { newId } from "../core/ids";
import type { ResourceService } from "../core/resource-service";
import type { TenantDoc } from "../core/tenant-schema";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldValues } from "../fields/field-values";
import type { Upsert } from "../resources/upsert";
import type { DealPlacement } from "../deals/deal-placement";
import { statusAsStage } from "./import-deal-status";
import type { ImportPlan, ImportTarget } from "./import-mapping";
import type { ImportRow } from "./import-rows";
import type { ImportDoc, ImportErrorDoc } from "./import.model";

/** Rows written per transaction: the checkpoint moves with them (see ImportDoc.processed). */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportWriterDeps {
  imports: Model<ImportDoc>;
  importErrors: Model<ImportErrorDoc>;
  contacts: ResourceService<TenantDoc, unknown>;
  deals: ResourceService<TenantDoc, unknown>;
  /** The resources' own upsert (resources/upsert.ts): an upsert import applies each row through it. */
  upserts: { CONTACT: Upsert<unknown>; DEAL: Upsert<unknown> };
  /** Where a deal row's `status` puts it (import-deal-status.ts). */
  dealPlacement: DealPlacement;
  fieldValues: FieldValues;
  inTransaction: InTransaction;
}

/** The chunk lost its import (cancelled, or another run moved the checkpoint): the transaction rolls back. */
export class ImportStopped extends Error {}

interface RowInput {
  input: Record<string, unknown>;
  /** The column of each `fields[i]`, and of each deal attribute (`title`, `status`...), to name it in a row's error. */
  fieldColumns: string[];
  attributeColumns: Map<string, string>;
  contact?: { fieldId: string; value: unknown; column: string };
}

/** A row's values as the create body of its entity (empty cells are absent). */
function rowInput(values: Record<string, unknown>, targets: ReadonlyMap<string, ImportTarget>): RowInput {
  const fields: Array<{ fieldId: string; value: unknown }> = [];
  const fieldColumns: string[] = [];
  const attributeColumns = new Map<string, string>();
  const input: Record<string, unknown> = {};
  let contact: RowInput["contact"];
  for (const [column, target] of targets) {
    const value = values[column];
    if (value === undefined || value === null || value === "") continue;
    if (target.kind === "field") {
      fields.push({ fieldId: target.fieldId, value });
      fieldColumns.push(column);
    } else if (target.kind === "contact") contact = { fieldId: target.fieldId, value, column };
    else {
      input[target.kind] = value;
      attributeColumns.set(target.kind, column);
    }
  }
  if (fields.length > 0) input.fields = fields;
  return { input, fieldColumns, attributeColumns, ...(contact ? { contact } : {}) };
}

/**
 * The column an error points at: `fields.2.value` -> the column mapped to fields[2]; an upsert's
 * `match` (AMBIGUOUS_MATCH) or missing match value (`fields`) -> the match column.
 */
function columnOf(error: AppError, row: RowInput, plan: ImportPlan): string | undefined {
  const field = error.errors?.[0]?.field;
  const index = field?.match(/^fields\.(\d+)/)?.[1];
  if (index !== undefined) return row.fieldColumns[Number(index)];
  if (field === "contactId") return row.contact?.column;
  if (field === "match" || field === "fields") return plan.match?.column;
  return field === undefined ? undefined : row.attributeColumns.get(field);
}

/** A row's error as stored: the rule's message, with its first detail. */
function rowErrorDoc(
  ctx: Context,
  imp: ImportDoc,
  plan: ImportPlan,
  row: number,
  prepared: RowInput,
  error: AppError,
): Omit<ImportErrorDoc, "_id"> {
  const column = columnOf(error, prepared, plan);
  const detail = error.errors?.[0]?.message;
  return {
    projectId: ctx.projectId,
    importId: imp._id,
    row,
    ...(column ? { column } : {}),
    code: error.errorCode,
    message: detail ? `${error.message} ${detail}` : error.message,
  };
}

export function createImportWriter(deps: ImportWriterDeps) {
  const { fieldValues } = deps;

  /**
   * The contact of each deal row: the oldest with its value (normalised as the field stores it),
   * else one created with it, once per value; for the whole chunk, one read of the values and one
   * grouped insert of the new contacts. A value the field refuses is that row's error.
   */
  async function contactsFor(
    ctx: Context,
    wanted: ReadonlyArray<RowInput["contact"]>,
    uow: UnitOfWork,
    now: Date,
  ): Promise<Array<string | AppError | undefined>> {
    const keyed: Array<{ fieldId: string; value: unknown; key: string } | AppError | undefined> = [];
    for (const want of wanted) {
      if (!want) {
        keyed.push(undefined);
        continue;
      }
      const normalized = await fieldValues.normalize(ctx, "CONTACT", [{ fieldId: want.fieldId, value: want.value }]).catch(asAppError);
      keyed.push(
        normalized instanceof AppError
          ? normalized
          : { fieldId: want.fieldId, value: normalized[0]!.value, key: `${want.fieldId}:${JSON.stringify(normalized[0]!.value)}` },
      );
    }
    const asked = keyed.filter((k): k is { fieldId: string; value: unknown; key: string } => k !== undefined && !(k instanceof AppError));
    const idOf = new Map<string, string | AppError>();
    for (const fieldId of new Set(asked.map((k) => k.fieldId))) {
      const values = asked.filter((k) => k.fieldId === fieldId).map((k) => k.value);
      const holders = await deps.contacts.config.model
        .find(
          { projectId: ctx.projectId, fields: { $elemMatch: { fieldId, value: { $in: values } } } },
          { _id: 1, fields: { $elemMatch: { fieldId } } },
        )
        .sort({ createdAt: 1, _id: 1 })
        .lean<Array<{ _id: string; fields: Array<{ value: unknown }> }>>();
      // Oldest first: the first holder of a value keeps it.
      for (const holder of holders) {
        const key = `${fieldId}:${JSON.stringify(holder.fields[0]?.value)}`;
        if (!idOf.has(key)) idOf.set(key, holder._id);
      }
    }
    const fresh: Array<Record<string, unknown>> = [];
    const keyOfDoc = new Map<Record<string, unknown>, string>();
    for (const k of asked) {
      if (idOf.has(k.key)) continue;
      const built = await deps.contacts.config.buildCreate!(ctx, { fields: [{ fieldId: k.fieldId, value: k.value }] }, uow);
      const doc = stampCreated(ctx, built, now);
      idOf.set(k.key, doc._id as string);
      keyOfDoc.set(doc, k.key);
      fresh.push(doc);
    }
    // Inserted before the deals: their reference check must find them.
    await insertCreated(deps.contacts.config, ctx, fresh, uow, (doc, error) => idOf.set(keyOfDoc.get(doc)!, error));
    return keyed.map((k) => (k === undefined || k instanceof AppError ? k : idOf.get(k.key)));
  }

  /**
   * Writes one chunk in one transaction: its records and their events, its rows' errors, and the
   * checkpoint (compare-and-set on the previous one, status RUNNING). A crash before the commit
   * leaves nothing of the chunk; after it, the next run starts after the chunk. A row that breaks
   * a rule becomes an error row; anything else (a write conflict) rolls the chunk back and retries.
   */
  async function createChunk(ctx: Context, imp: ImportDoc, plan: ImportPlan, rows: ImportRow[]): Promise<ImportDoc> {
    const { targets } = plan;
    const service = imp.entityType === "CONTACT" ? deps.contacts : deps.deals;
    return deps.inTransaction(ctx, async (uow) => {
      const now = new Date();
      const statusStages = new Map<string, string>();
      const errors: Array<Omit<ImportErrorDoc, "_id">> = [];
      const rowError = (row: number, prepared: RowInput, error: AppError) => errors.push(rowErrorDoc(ctx, imp, plan, row, prepared, error));
      const read: Array<{ row: number; prepared: RowInput }> = [];
      for (const row of rows) {
        if ("error" in row) errors.push({ projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
        else read.push({ row: row.row, prepared: rowInput(row.values, targets) });
      }
      const contactIds = await contactsFor(
        ctx,
        read.map((r) => r.prepared.contact),
        uow,
        now,
      );
      const valid: Array<{ row: number; prepared: RowInput; input: unknown }> = [];
      for (const [i, { row, prepared }] of read.entries()) {
        try {
          const contactId = contactIds[i];
          if (contactId instanceof AppError) throw contactId;
          if (contactId !== undefined) prepared.input.contactId = contactId;
          await statusAsStage(ctx, deps.dealPlacement, prepared.input, statusStages);
          valid.push({ row, prepared, input: parseInput(service.config.createSchema, prepared.input) });
        } catch (error) {
          rowError(row, prepared, asAppError(error));
        }
      }
      const built = await buildCreated(
        service.config,
        ctx,
        valid.map((v) => v.input),
        uow,
      );
      const docs: Array<Record<string, unknown>> = [];
      const rowOf = new Map<Record<string, unknown>, { row: number; prepared: RowInput }>();
      for (const [i, fields] of built.entries()) {
        const { row, prepared } = valid[i]!;
        if (fields instanceof AppError) {
          rowError(row, prepared, fields);
          continue;
        }
        const doc = stampCreated(ctx, fields, now);
        rowOf.set(doc, { row, prepared });
        docs.push(doc);
      }
      const kept = await insertCreated(service.config, ctx, docs, uow, (doc, error) => {
        const { row, prepared } = rowOf.get(doc)!;
        rowError(row, prepared, error);
      });
      if (errors.length > 0)
        await deps.importErrors.collection.insertMany(
          errors.map((e) => ({ _id: newId(), ...e })) as unknown as Array<Record<string, unknown>>,
          { session: uow.session, ignoreUndefined: true },
        );
      const next = await deps.imports
        .findOneAndUpdate(
          { _id: imp._id, projectId: ctx.projectId, status: "RUNNING", processed: imp.processed },
          { $inc: { processed: rows.length, created: kept.length, failed: errors.length } },
          { returnDocument: "after" },
        )
        .lean<ImportDoc>();
      if (!next) throw new ImportStopped();
      return next;
    });
  }

  /** Moves the checkpoint past one row (compare-and-set, as a chunk does), counting it as `counter`. */
  async function checkpointRow(ctx: Context, imp: ImportDoc, counter: "created" | "updated" | "failed"): Promise<ImportDoc> {
    const next = await deps.imports
      .findOneAndUpdate(
        { _id: imp._id, projectId: ctx.projectId, status: "RUNNING", processed: imp.processed },
        { $inc: { processed: 1, [counter]: 1 } },
        { returnDocument: "after" },
      )
      .lean<ImportDoc>();
    if (!next) throw new ImportStopped();
    return next;
  }

  /** Reports a row and moves the checkpoint past it, in one transaction. */
  const failRow = (ctx: Context, imp: ImportDoc, error: Omit<ImportErrorDoc, "_id">) =>
    deps.inTransaction(ctx, async (uow) => {
      await deps.importErrors.collection.insertOne({ _id: newId(), ...error } as unknown as Record<string, unknown>, {
        session: uow.session,
        ignoreUndefined: true,
      });
      return checkpointRow(ctx, imp, "failed");
    });

  /**
   * One upsert row: the resource's own upsert (create or update by the match value, AMBIGUOUS_MATCH
   * on duplicates), with the checkpoint moved in the transaction that writes the record, so a row
   * is applied exactly once across crashes. A deal's contact is found or created first, in a
   * transaction of its own (found again by its value on a re-run, as in create mode).
   */
  async function upsertRow(ctx: Context, imp: ImportDoc, plan: ImportPlan, row: ImportRow): Promise<ImportDoc> {
    if ("error" in row) return failRow(ctx, imp, { projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
    const prepared = rowInput(row.values, plan.targets);
    try {
      await statusAsStage(ctx, deps.dealPlacement, prepared.input, new Map());
      const wanted = prepared.contact;
      if (wanted) {
        const [contactId] = await deps.inTransaction(ctx, (uow) => contactsFor(ctx, [wanted], uow, new Date()));
        if (contactId instanceof AppError) throw contactId;
        prepared.input.contactId = contactId;
      }
      let next: ImportDoc | undefined;
      await deps.upserts[imp.entityType](ctx, plan.match!.key, undefined, prepared.input, {
        alongside: async (_uow, created) => {
          next = await checkpointRow(ctx, imp, created ? "created" : "updated");
        },
      });
      return next!;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return failRow(ctx, imp, rowErrorDoc(ctx, imp, plan, row.row, prepared, error));
    }
  }

  /**
   * Writes rows that follow the checkpoint: create mode in one transaction for the chunk (the fast
   * path), upsert mode one row per transaction through the resource's upsert.
   */
  async function writeChunk(ctx: Context, imp: ImportDoc, plan: ImportPlan, rows: ImportRow[]): Promise<ImportDoc> {
    if (imp.mode === "create") return createChunk(ctx, imp, plan, rows);
    let current = imp;
    for (const row of rows) current = await upsertRow(ctx, current, plan, row);
    return current;
  }

  return { writeChunk };
}
export type ImportWriter = ReturnType<typeof createImportWriter>;
