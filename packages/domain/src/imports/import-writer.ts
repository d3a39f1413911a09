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
import type { ImportTarget } from "./import-mapping";
import type { ImportRow } from "./import-rows";
import type { ImportDoc, ImportErrorDoc } from "./import.model";

/** Rows written per transaction: the checkpoint moves with them (see ImportDoc.processed). */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportWriterDeps {
  imports: Model<ImportDoc>;
  importErrors: Model<ImportErrorDoc>;
  contacts: ResourceService<TenantDoc, unknown>;
  deals: ResourceService<TenantDoc, unknown>;
  fieldValues: FieldValues;
  inTransaction: InTransaction;
}

/** The chunk lost its import (cancelled, or another run moved the checkpoint): the transaction rolls back. */
export class ImportStopped extends Error {}

interface RowInput {
  input: Record<string, unknown>;
  /** The column of each `fields[i]`, to name it in a row's error. */
  fieldColumns: string[];
  contact?: { fieldId: string; value: unknown; column: string };
}

/** A row's values as the create body of its entity (empty cells are absent). */
function rowInput(values: Record<string, unknown>, targets: ReadonlyMap<string, ImportTarget>): RowInput {
  const fields: Array<{ fieldId: string; value: unknown }> = [];
  const fieldColumns: string[] = [];
  const input: Record<string, unknown> = {};
  let contact: RowInput["contact"];
  for (const [column, target] of targets) {
    const value = values[column];
    if (value === undefined || value === null || value === "") continue;
    if (target.kind === "field") {
      fields.push({ fieldId: target.fieldId, value });
      fieldColumns.push(column);
    } else if (target.kind === "contact") contact = { fieldId: target.fieldId, value, column };
    else input[target.kind] = value;
  }
  if (fields.length > 0) input.fields = fields;
  return { input, fieldColumns, ...(contact ? { contact } : {}) };
}

/** The column a validation error points at (`fields.2.value` -> the column mapped to fields[2]). */
function columnOf(error: AppError, row: RowInput): string | undefined {
  const field = error.errors?.[0]?.field;
  const index = field?.match(/^fields\.(\d+)/)?.[1];
  if (index !== undefined) return row.fieldColumns[Number(index)];
  if (field === "contactId") return row.contact?.column;
  return undefined;
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
  async function writeChunk(
    ctx: Context,
    imp: ImportDoc,
    targets: ReadonlyMap<string, ImportTarget>,
    rows: ImportRow[],
  ): Promise<ImportDoc> {
    const service = imp.entityType === "CONTACT" ? deps.contacts : deps.deals;
    return deps.inTransaction(ctx, async (uow) => {
      const now = new Date();
      const docs: Array<Record<string, unknown>> = [];
      const rowOf = new Map<Record<string, unknown>, { row: number; prepared: ReturnType<typeof rowInput> }>();
      const contactIds = new Map<string, string>();
      const errors: Array<Omit<ImportErrorDoc, "_id">> = [];
      const rowError = (row: number, prepared: ReturnType<typeof rowInput>, error: AppError) => {
        const column = columnOf(error, prepared);
        const detail = error.errors?.[0]?.message;
        errors.push({
          projectId: ctx.projectId,
          importId: imp._id,
          row,
          ...(column ? { column } : {}),
          code: error.errorCode,
          message: detail ? `${error.message} ${detail}` : error.message,
        });
      };
      for (const row of rows) {
        if ("error" in row) {
          errors.push({ projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
          continue;
        }
        const prepared = rowInput(row.values, targets);
        try {
          if (prepared.contact) prepared.input.contactId = await contactFor(ctx, prepared.contact, uow, contactIds, now);
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

  return { writeChunk };
}
export type ImportWriter = ReturnType<typeof createImportWriter>;
