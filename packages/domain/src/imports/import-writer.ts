import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { insertCreated, stampCreated } from "../core/create-many";
import { AppError } from "../core/errors";
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
   * The deal's contact: the oldest with that value (normalised as the field stores it), else one
   * created with it, once per value in a chunk.
   */
  async function contactFor(
    ctx: Context,
    wanted: NonNullable<RowInput["contact"]>,
    uow: UnitOfWork,
    pending: Map<string, string>,
    now: Date,
  ): Promise<string> {
    const [normalized] = await fieldValues.normalize(ctx, "CONTACT", [{ fieldId: wanted.fieldId, value: wanted.value }]);
    const key = JSON.stringify(normalized!.value);
    const known = pending.get(key);
    if (known) return known;
    const found = await deps.contacts.config.model
      .findOne({ projectId: ctx.projectId, fields: { $elemMatch: { fieldId: wanted.fieldId, value: normalized!.value } } }, { _id: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .lean<{ _id: string }>();
    if (found) {
      pending.set(key, found._id);
      return found._id;
    }
    const built = await deps.contacts.config.buildCreate!(ctx, { fields: [{ fieldId: wanted.fieldId, value: wanted.value }] }, uow);
    // Inserted at once: the deal's reference check must find it.
    const doc = stampCreated(ctx, built, now);
    await insertCreated(deps.contacts.config, ctx, [doc], uow);
    pending.set(key, doc._id as string);
    return doc._id as string;
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
      const docs: Array<Record<string, unknown>> = [];
      const rowOf = new Map<Record<string, unknown>, { row: number; prepared: ReturnType<typeof rowInput> }>();
      const contactIds = new Map<string, string>();
      const statusStages = new Map<string, string>();
      const errors: Array<Omit<ImportErrorDoc, "_id">> = [];
      const rowError = (row: number, prepared: RowInput, error: AppError) => errors.push(rowErrorDoc(ctx, imp, plan, row, prepared, error));
      for (const row of rows) {
        if ("error" in row) {
          errors.push({ projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
          continue;
        }
        const prepared = rowInput(row.values, targets);
        try {
          if (prepared.contact) prepared.input.contactId = await contactFor(ctx, prepared.contact, uow, contactIds, now);
          await statusAsStage(ctx, deps.dealPlacement, prepared.input, statusStages);
          const parsed = parseInput(service.config.createSchema, prepared.input);
          const built = service.config.buildCreate ? await service.config.buildCreate(ctx, parsed, uow) : parsed;
          const doc = stampCreated(ctx, built as object, now);
          rowOf.set(doc, { row: row.row, prepared });
          docs.push(doc);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          rowError(row.row, prepared, error);
        }
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
      if (wanted) prepared.input.contactId = await deps.inTransaction(ctx, (uow) => contactFor(ctx, wanted, uow, new Map(), new Date()));
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
