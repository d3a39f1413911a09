import type { Model } from "mongoose";
import type { Context } from "../core/context";
import { buildCreated, insertCreated, stampCreated } from "../core/create-many";
import { AppError, asAppError } from "../core/errors";
import { takeReferenceSlots } from "../core/guard-slots";
import { newId } from "../core/ids";
import type { ResourceService } from "../core/resource-service";
import type { TenantDoc } from "../core/tenant-schema";
import type { InTransaction, UnitOfWork } from "../core/unit-of-work";
import { parseInput } from "../core/validate";
import type { FieldValues } from "../fields/field-values";
import { normalizeFieldValue } from "../fields/normalize-field-value";
import type { Upsert } from "../resources/upsert";
import type { DealPlacement } from "../deals/deal-placement";
import { statusAsStage } from "./import-deal-status";
import type { ImportPlan, ImportTarget } from "./import-mapping";
import { addTotals, checkpointWrite, chunkId, DoneElsewhere, noTotals, type ImportTotals } from "./import-progress";
import type { ImportRow } from "./import-rows";
import type { ImportChunkDoc, ImportDoc, ImportErrorDoc } from "./import.model";

export interface ImportWriterDeps {
  imports: Model<ImportDoc>;
  importErrors: Model<ImportErrorDoc>;
  importChunks: Model<ImportChunkDoc>;
  contacts: ResourceService<TenantDoc, unknown>;
  deals: ResourceService<TenantDoc, unknown>;
  /** The resources' own upsert (resources/upsert.ts): an upsert import applies each row through it. */
  upserts: { CONTACT: Upsert<unknown>; DEAL: Upsert<unknown> };
  /** Where a deal row's `status` puts it (import-deal-status.ts). */
  dealPlacement: DealPlacement;
  fieldValues: FieldValues;
  inTransaction: InTransaction;
}

/** The chunk lost its import (cancelled or ended): the transaction rolls back and the run stops. */
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
 * The column an error points at: `fields.2.value` -> the column mapped to fields[2]; `fields.<id>`
 * -> the column mapped to that field; an upsert's `match` (AMBIGUOUS_MATCH) or missing match value
 * (`fields`) -> the match column.
 */
function columnOf(error: AppError, row: RowInput, plan: ImportPlan): string | undefined {
  const field = error.errors?.[0]?.field;
  const index = field?.match(/^fields\.(\d{1,4})(\.|$)/)?.[1];
  if (index !== undefined) return row.fieldColumns[Number(index)];
  // `fields.<fieldId>`: a unique value another record holds (DUPLICATE names the field by id).
  const fieldId = field?.match(/^fields\.([0-9a-f]{24})$/)?.[1];
  if (fieldId !== undefined) return [...plan.targets].find(([, target]) => target.kind === "field" && target.fieldId === fieldId)?.[0];
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

/** A deal row's contact, its value normalised as the contact field stores it; `key` names it within the import. */
interface ContactKey {
  fieldId: string;
  value: unknown;
  key: string;
}

/** A row read and turned into its entity's input, before anything is written. */
type PreparedRow =
  { row: number; error: { code: string; message: string } } | { row: number; prepared: RowInput; contact?: ContactKey | AppError };

/**
 * One chunk's rows, prepared outside any transaction, with the keys its writes contend on: the
 * contacts its deal rows find or create and the values of `config.unique` fields. Two chunks that
 * share a key are written one after the other (import-flights.ts).
 */
export interface PreparedChunk {
  rows: PreparedRow[];
  keys: Set<string>;
}

const valueKey = (fieldId: string, value: unknown) => `${fieldId}:${JSON.stringify(value)}`;

export function createImportWriter(deps: ImportWriterDeps) {
  const { fieldValues } = deps;

  /** The rows' inputs and their contention keys; a value a field refuses stays for the row's write to report. */
  async function prepareChunk(ctx: Context, imp: ImportDoc, plan: ImportPlan, rows: ImportRow[]): Promise<PreparedChunk> {
    const prepared: PreparedRow[] = [];
    const keys = new Set<string>();
    for (const row of rows) {
      if ("error" in row) {
        prepared.push(row);
        continue;
      }
      const input = rowInput(row.values, plan.targets);
      // The definitions the plan holds: normalising through fieldValues would read each custom field per row.
      for (const field of (input.input.fields ?? []) as Array<{ fieldId: string; value: unknown }>) {
        const def = plan.uniqueFields.get(field.fieldId);
        const normalized = def && normalizeFieldValue(def, field.value);
        if (normalized?.ok) keys.add(valueKey(field.fieldId, normalized.value));
      }
      const want = input.contact;
      if (!want) {
        prepared.push({ row: row.row, prepared: input });
        continue;
      }
      const normalized = await fieldValues.normalize(ctx, "CONTACT", [{ fieldId: want.fieldId, value: want.value }]).catch(asAppError);
      const contact =
        normalized instanceof AppError
          ? normalized
          : { fieldId: want.fieldId, value: normalized[0]!.value, key: valueKey(want.fieldId, normalized[0]!.value) };
      if (!(contact instanceof AppError)) keys.add(contact.key);
      prepared.push({ row: row.row, prepared: input, contact });
    }
    return { rows: prepared, keys };
  }

  /**
   * Holds the import for this transaction, as its last write before the checkpoint: the import
   * still RUNNING in the transaction's snapshot, and one of its guard slots (core/guard-slots.ts),
   * which the import's end and cancel take all of. A cancel committed before the snapshot is read
   * here; one committed after it conflicts with the slot and the retry reads it. Taken last, the
   * slot is held only while the chunk commits, so a cancel does not keep meeting chunks in flight.
   */
  async function holdImport(ctx: Context, imp: ImportDoc, uow: UnitOfWork): Promise<void> {
    await takeReferenceSlots(deps.imports, uow.session, ctx, [imp._id]);
    if (!(await deps.imports.exists({ _id: imp._id, projectId: ctx.projectId, status: "RUNNING" }))) throw new ImportStopped();
  }

  /**
   * The contact of each deal row: the oldest with its value, else one created with it, once per
   * value; for the whole chunk, one read of the values and one grouped insert of the new contacts.
   */
  async function contactsFor(
    ctx: Context,
    keyed: ReadonlyArray<ContactKey | AppError | undefined>,
    uow: UnitOfWork,
    now: Date,
  ): Promise<Array<string | AppError | undefined>> {
    const asked = keyed.filter((k): k is ContactKey => k !== undefined && !(k instanceof AppError));
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
        const key = valueKey(fieldId, holder.fields[0]?.value);
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
   * Writes one chunk in one transaction: its records and their events, its rows' errors, and its
   * checkpoint (ImportChunkDoc, under the import's hold). A crash before the commit leaves nothing
   * of the chunk; after it, the next run skips the chunk. A row that breaks a rule becomes an error
   * row; anything else (a write conflict) rolls the chunk back and retries.
   */
  async function createChunk(ctx: Context, imp: ImportDoc, plan: ImportPlan, chunk: PreparedChunk): Promise<ImportTotals> {
    const service = imp.entityType === "CONTACT" ? deps.contacts : deps.deals;
    return deps.inTransaction(ctx, async (uow) => {
      const now = new Date();
      const statusStages = new Map<string, string>();
      const errors: Array<Omit<ImportErrorDoc, "_id">> = [];
      const rowError = (row: number, prepared: RowInput, error: AppError) => errors.push(rowErrorDoc(ctx, imp, plan, row, prepared, error));
      const read: Array<Exclude<PreparedRow, { error: unknown }>> = [];
      for (const row of chunk.rows) {
        if ("error" in row) errors.push({ projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
        else read.push(row);
      }
      const contactIds = await contactsFor(
        ctx,
        read.map((r) => r.contact),
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
      await holdImport(ctx, imp, uow);
      const totals = { processed: chunk.rows.length, created: kept.length, updated: 0, failed: errors.length };
      const first = chunk.rows[0]!.row;
      const checkpoint = {
        _id: chunkId(imp._id, first),
        projectId: ctx.projectId,
        importId: imp._id,
        through: chunk.rows.at(-1)!.row,
        ...totals,
      };
      await checkpointWrite(
        deps.importChunks.collection.insertOne(checkpoint as unknown as Record<string, unknown>, { session: uow.session }),
      );
      return totals;
    });
  }

  /**
   * Moves the checkpoint of the row's chunk past one row, counting it as `counter`, by a
   * compare-and-set on the chunk's `through`: a row another run already did fails on the chunk's
   * `_id` (DoneElsewhere).
   */
  async function checkpointRow(ctx: Context, imp: ImportDoc, row: number, counter: "created" | "updated" | "failed", uow: UnitOfWork) {
    await holdImport(ctx, imp, uow);
    await checkpointWrite(
      deps.importChunks.collection.updateOne(
        { _id: chunkId(imp._id, row), projectId: ctx.projectId, through: { $lt: row } } as Record<string, unknown>,
        { $set: { through: row }, $setOnInsert: { importId: imp._id }, $inc: { processed: 1, [counter]: 1 } },
        { upsert: true, session: uow.session },
      ),
    );
  }

  /** Reports a row and moves the checkpoint past it, in one transaction. */
  const failRow = (ctx: Context, imp: ImportDoc, error: Omit<ImportErrorDoc, "_id">): Promise<Partial<ImportTotals>> =>
    deps.inTransaction(ctx, async (uow) => {
      await deps.importErrors.collection.insertOne({ _id: newId(), ...error } as unknown as Record<string, unknown>, {
        session: uow.session,
        ignoreUndefined: true,
      });
      await checkpointRow(ctx, imp, error.row, "failed", uow);
      return { processed: 1, failed: 1 };
    });

  /**
   * One upsert row: the resource's own upsert (create or update by the match value, AMBIGUOUS_MATCH
   * on duplicates), with the checkpoint moved in the transaction that writes the record, so a row
   * is applied exactly once across crashes. A deal's contact is found or created first, in a
   * transaction of its own (found again by its value on a re-run, as in create mode).
   */
  async function upsertRow(ctx: Context, imp: ImportDoc, plan: ImportPlan, row: PreparedRow): Promise<Partial<ImportTotals>> {
    if ("error" in row) return failRow(ctx, imp, { projectId: ctx.projectId, importId: imp._id, row: row.row, ...row.error });
    const { prepared, contact } = row;
    try {
      await statusAsStage(ctx, deps.dealPlacement, prepared.input, new Map());
      if (contact) {
        const [contactId] = await deps.inTransaction(ctx, (uow) => contactsFor(ctx, [contact], uow, new Date()));
        if (contactId instanceof AppError) throw contactId;
        prepared.input.contactId = contactId;
      }
      let created = false;
      await deps.upserts[imp.entityType](ctx, plan.match!.key, undefined, prepared.input, {
        alongside: async (uow, isNew) => {
          created = isNew;
          await checkpointRow(ctx, imp, row.row, isNew ? "created" : "updated", uow);
        },
      });
      return { processed: 1, ...(created ? { created: 1 } : { updated: 1 }) };
    } catch (error) {
      // Anything else (ImportStopped, DoneElsewhere, a database error) is not the row's fault.
      if (!(error instanceof AppError)) throw error;
      return failRow(ctx, imp, rowErrorDoc(ctx, imp, plan, row.row, prepared, error));
    }
  }

  /** What a write adds to the counters: nothing when another run committed it first. */
  const doneHere = (write: Promise<Partial<ImportTotals>>): Promise<Partial<ImportTotals>> =>
    write.catch((error: unknown) => {
      if (error instanceof DoneElsewhere) return {};
      throw error;
    });

  /**
   * Writes a chunk's rows that follow its checkpoint, answering what they add to the counters:
   * create mode in one transaction for the chunk (the fast path), upsert mode one row per
   * transaction through the resource's upsert.
   */
  async function writeChunk(ctx: Context, imp: ImportDoc, plan: ImportPlan, chunk: PreparedChunk): Promise<Partial<ImportTotals>> {
    if (imp.mode === "create") return doneHere(createChunk(ctx, imp, plan, chunk));
    const totals = noTotals();
    for (const row of chunk.rows) addTotals(totals, await doneHere(upsertRow(ctx, imp, plan, row)));
    return totals;
  }

  return { prepareChunk, writeChunk };
}
export type ImportWriter = ReturnType<typeof createImportWriter>;
