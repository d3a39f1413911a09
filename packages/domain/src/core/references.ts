import type { ClientSession, Model, QueryFilter } from "mongoose";
import type { Context } from "./context";
import { notFound } from "./errors";
import { takeAllSlots, takeReferenceSlots } from "./guard-slots";
import type { TenantDoc } from "./tenant-schema";

/**
 * "Is this id a record of the caller's project?" in its uses: load it (or 404), assert a list of
 * referenced ids (or 404), and ask (yes/no); another project's id answers like a missing one.
 * Inside a transaction each form also writes one guard slot of what it finds, and a delete writes
 * every slot (`excludeReferences`), so a concurrent delete of the referenced record conflicts
 * instead of leaving a dangling id, while references to one record do not conflict with each
 * other: docs/consistency.md ("Why a reference check must write", "The mechanism: guard slots").
 */

/** Asserts that every id names a record of the caller's project (404 otherwise). */
export type ReferenceCheck = (ctx: Context, ids: readonly string[]) => Promise<void>;

// The model is generic in these helpers; the filters use only the keys every TenantDoc has.
const inProject = <D extends TenantDoc>(ctx: Context, filter: Record<string, unknown>) =>
  ({ ...filter, projectId: ctx.projectId }) as QueryFilter<D>;

/** What mongoose keeps in its AsyncLocalStorage while a transaction runs (open-domain enables it). */
interface TransactionStore {
  session?: ClientSession;
}
type WithTransactionStorage = { transactionAsyncLocalStorage?: { getStore(): TransactionStore | undefined } };

/** The session of the unit of work the caller runs in, if any (it travels in mongoose's AsyncLocalStorage). */
export const transactionOf = (model: { db: { base: unknown } }): ClientSession | undefined =>
  (model.db.base as WithTransactionStorage).transactionAsyncLocalStorage?.getStore()?.session ?? undefined;

/**
 * From this many records named at once, the reference writes the records themselves instead of a
 * slot of each: one update of documents that exist instead of an upsert of a slot document per
 * record (an import chunk of deals names hundreds of contacts, each once). Writing the record
 * conflicts with its delete as a slot does; it also meets concurrent edits of those records, which
 * a group of writes that large risks rarely and retries. Names of one hot record (ten deals into
 * one stage) are one id, below the threshold: they keep the slots.
 */
const RECORD_GUARD_MIN = 16;

/**
 * Guards each found record, after reading it: under snapshot isolation a delete committed after
 * this transaction's snapshot has written the same slot (or the record), so this write conflicts;
 * one committed before it left nothing to find.
 */
async function guardFound<D extends TenantDoc>(model: Model<D>, ctx: Context, found: ReadonlyArray<{ _id: string }>): Promise<void> {
  const session = transactionOf(model);
  if (!session || found.length === 0) return;
  const ids = found.map((doc) => doc._id);
  if (ids.length < RECORD_GUARD_MIN) return takeReferenceSlots(model, session, ctx, ids);
  // `$inc` makes the write real (an update that changes nothing is skipped and conflicts with nothing).
  await model.collection.updateMany(
    { _id: { $in: ids }, projectId: ctx.projectId } as Record<string, unknown>,
    { $inc: { refGuard: 1 } },
    { session },
  );
}
/** The stored document of the caller's project, or 404 naming it; a guarded reference inside a transaction. */
export async function loadInProject<D extends TenantDoc>(model: Model<D>, ctx: Context, id: string, label: string): Promise<D> {
  const doc = await model.findOne(inProject<D>(ctx, { _id: String(id) })).lean<D>();
  if (!doc) throw notFound(label, id);
  await guardFound(model, ctx, [doc]);
  return doc;
}

/**
 * The record a transaction is about to change (or delete), or 404: the read writes the record
 * itself (`$inc` of the internal `refGuard`, `timestamps: false`), so two writers of one record
 * conflict at this first statement, before either does its work, rather than at their last.
 * Outside a transaction it only reads.
 */
export async function loadForUpdate<D extends TenantDoc>(model: Model<D>, ctx: Context, id: string, label: string): Promise<D> {
  const filter = inProject<D>(ctx, { _id: String(id) });
  const doc = transactionOf(model)
    ? await model.findOneAndUpdate(filter, { $inc: { refGuard: 1 } }, { timestamps: false, returnDocument: "after" }).lean<D>()
    : await model.findOne(filter).lean<D>();
  if (!doc) throw notFound(label, id);
  return doc;
}

/**
 * Makes the caller's transaction conflict with every concurrent reference to these records (it
 * writes all their guard slots). Every delete of a record calls it, and so does a change that can
 * make a reference invalid (removing a SELECT option). No-op outside a transaction.
 */
export async function excludeReferences<D extends TenantDoc>(model: Model<D>, ctx: Context, ids: readonly string[]): Promise<void> {
  const session = transactionOf(model);
  if (session && ids.length > 0) await takeAllSlots(model, session, ctx, [...new Set(ids.map(String))]);
}

/**
 * loadInProject for plain reads (GET of one record), sent straight to the collection: the same
 * filter and the same raw document as `findOne().lean()`, without building, casting and
 * executing a mongoose Query per request (measured: ~15% of the API's CPU per `GET /contacts/{id}`). The
 * filter needs no casting: `_id` and `projectId` are strings in every tenant schema, and no
 * tenant schema has query middleware, hidden (`select: false`) paths or read options. Inside a
 * transaction it takes the mongoose path, which attaches the transaction's session.
 */
export async function readInProject<D extends TenantDoc>(model: Model<D>, ctx: Context, id: string, label: string): Promise<D> {
  if (transactionOf(model)) return loadInProject(model, ctx, id, label);
  const doc = await model.collection.findOne({ _id: String(id), projectId: ctx.projectId } as Record<string, unknown>);
  if (!doc) throw notFound(label, id);
  return doc as unknown as D;
}

/**
 * The stored documents of these ids (each once), or 404 naming the first id, in the given order,
 * that is not in the project; guarded inside a transaction (one find, then one slot write).
 */
export async function loadAllInProject<D extends TenantDoc>(
  model: Model<D>,
  ctx: Context,
  ids: readonly string[],
  label: string,
): Promise<D[]> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return [];
  const found = await model.find(inProject<D>(ctx, { _id: { $in: unique } })).lean<D[]>();
  assertAllFound(unique, found, label);
  await guardFound(model, ctx, found);
  return found;
}

/** One find and one slot write for the whole list, and a 404 naming the first id that is not in the project. */
export async function assertExistIn<D extends TenantDoc>(
  model: Model<D>,
  ctx: Context,
  ids: readonly string[],
  label: string,
): Promise<void> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return;
  const found = await model
    .find(inProject<D>(ctx, { _id: { $in: unique } }))
    .select("_id")
    .lean<Array<{ _id: string }>>();
  assertAllFound(unique, found, label);
  await guardFound(model, ctx, found);
}

function assertAllFound(ids: readonly string[], found: ReadonlyArray<{ _id: string }>, label: string): void {
  const present = new Set(found.map((doc) => doc._id));
  const missing = ids.find((id) => !present.has(id));
  if (missing !== undefined) throw notFound(label, missing);
}

/** assertExistIn bound to one collection, for services that take their references as functions. */
export const referenceCheck =
  <D extends TenantDoc>(model: Model<D>, label: string): ReferenceCheck =>
  (ctx, ids) =>
    assertExistIn(model, ctx, ids, label);

/**
 * The first record of the project matching `filter` in `sort` order, or null; inside a
 * transaction the record found is taken as a guarded reference.
 */
export const firstInProject =
  <D extends TenantDoc>(model: Model<D>) =>
  async (ctx: Context, filter: Record<string, unknown>, sort: Record<string, 1 | -1>): Promise<D | null> => {
    const doc = await model.findOne(inProject<D>(ctx, filter)).sort(sort).lean<D>();
    if (doc) await guardFound(model, ctx, [doc]);
    return doc;
  };

/** Existence without an error, for callers that try several collections (a note's deal or contact); guarded inside a transaction. */
export const existsInProject =
  <D extends TenantDoc>(model: Model<D>) =>
  async (ctx: Context, id: string): Promise<boolean> => {
    const found = await model.exists(inProject<D>(ctx, { _id: String(id) }));
    if (found) await guardFound(model, ctx, [{ _id: String(id) }]);
    return found !== null;
  };
