import type { Model, QueryFilter, UpdateQuery } from "mongoose";
import type { Context } from "./context";
import { notFound } from "./errors";
import { currentReferenceGuards, REFERENCE_GUARD_UPDATE } from "./reference-guards";
import type { TenantDoc } from "./tenant-schema";

/**
 * "Is this id a record of the caller's project?" in its uses: load it (or 404), assert a list of
 * referenced ids (or 404), and ask (yes/no). Every form filters by `ctx.projectId`, so another
 * project's id is answered exactly like a missing one.
 *
 * THE REFERENCE GUARD. Inside a unit of work every form also writes what it found: `loadInProject`
 * and `existsInProject` at once (loadInProject also loads the records a change is about, which
 * it will write or delete anyway), the reference forms (`loadReference`, `loadAllInProject`,
 * `assertExistIn`, `referenceCheck`) just before the unit of work commits, so a busy referenced record (a
 * pipeline's stage, a deal with many notes) stays locked as briefly as possible
 * (core/reference-guards.ts). Under snapshot isolation a read-only check would let a
 * write that takes a reference and a concurrent delete of the referenced record both commit
 * (write skew: each reads, then writes a different document), leaving a dangling id. With the
 * guard write both transactions write the referenced document, so MongoDB (and the embedded
 * engine) fails one of them with WriteConflict (112, TransientTransactionError) and the unit of
 * work retries it against the state the other committed: the delete then sees the new
 * reference (409 or cascade), or the write sees the record gone (404). Deletes need nothing
 * special beyond reading what references them inside their own transaction.
 * Outside a unit of work (plain GETs) the helpers only read: a lone read cannot skew.
 * docs/consistency.md explains the mechanism and its cost.
 */

/** Asserts that every id names a record of the caller's project (404 otherwise). */
export type ReferenceCheck = (ctx: Context, ids: readonly string[]) => Promise<void>;

// The model is generic in these helpers; the filters use only the keys every TenantDoc has.
const inProject = <D extends TenantDoc>(ctx: Context, filter: Record<string, unknown>) =>
  ({ ...filter, projectId: ctx.projectId }) as QueryFilter<D>;

/** What mongoose keeps in its AsyncLocalStorage while a transaction runs (open-domain enables it). */
interface TransactionStore {
  session?: unknown;
}
type WithTransactionStorage = { transactionAsyncLocalStorage?: { getStore(): TransactionStore | undefined } };

/** Whether the caller runs inside a transaction (the session travels in mongoose's AsyncLocalStorage). */
const inTransaction = (model: { db: { base: unknown } }): boolean =>
  (model.db.base as WithTransactionStorage).transactionAsyncLocalStorage?.getStore()?.session != null;

/**
 * The stored document of the caller's project, or 404 naming it. Inside a unit of work it is
 * written at once (`$inc` of `refGuard`, see core/reference-guards.ts): safe both for the record a
 * change is about and for a record it points at; for the latter, `loadReference` locks later.
 */
export async function loadInProject<D extends TenantDoc>(model: Model<D>, ctx: Context, id: string, label: string): Promise<D> {
  const filter = inProject<D>(ctx, { _id: String(id) });
  const doc = currentReferenceGuards()
    ? await model.findOneAndUpdate(filter, REFERENCE_GUARD_UPDATE as UpdateQuery<D>, { timestamps: false, returnDocument: "after" }).lean<D>()
    : await model.findOne(filter).lean<D>();
  if (!doc) throw notFound(label, id);
  return doc;
}

/** A record the change points at (never one it deletes): loaded, and guarded when the unit of work commits. */
export async function loadReference<D extends TenantDoc>(model: Model<D>, ctx: Context, id: string, label: string): Promise<D> {
  const [doc] = await loadAllInProject(model, ctx, [id], label);
  return doc!;
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
  if (inTransaction(model)) return loadInProject(model, ctx, id, label);
  const doc = await model.collection.findOne({ _id: String(id), projectId: ctx.projectId } as Record<string, unknown>);
  if (!doc) throw notFound(label, id);
  return doc as unknown as D;
}

/**
 * The stored documents of these ids (each once), or 404 naming the first id, in the given order,
 * that is not in the project; guarded references inside a unit of work.
 */
export async function loadAllInProject<D extends TenantDoc>(model: Model<D>, ctx: Context, ids: readonly string[], label: string): Promise<D[]> {
  return findAll(model, ctx, ids, label, (query) => query.lean<D[]>());
}

/** One query for the whole list, and a 404 naming the first id that is not in the project; guarded inside a unit of work. */
export async function assertExistIn<D extends TenantDoc>(model: Model<D>, ctx: Context, ids: readonly string[], label: string): Promise<void> {
  await findAll(model, ctx, ids, label, (query) => query.select("_id").lean<Array<{ _id: string }>>());
}

async function findAll<D extends TenantDoc, R extends { _id: string }>(
  model: Model<D>,
  ctx: Context,
  ids: readonly string[],
  label: string,
  run: (query: ReturnType<Model<D>["find"]>) => Promise<R[]>,
): Promise<R[]> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return [];
  const found = await run(model.find(inProject<D>(ctx, { _id: { $in: unique } })));
  const present = new Set(found.map((doc) => doc._id));
  const missing = unique.find((id) => !present.has(id));
  if (missing !== undefined) throw notFound(label, missing);
  currentReferenceGuards()?.add(model, label, unique);
  return found;
}

/** assertExistIn bound to one collection, for services that take their references as functions. */
export const referenceCheck =
  <D extends TenantDoc>(model: Model<D>, label: string): ReferenceCheck =>
  (ctx, ids) =>
    assertExistIn(model, ctx, ids, label);

/**
 * Existence without an error, for callers that try several collections (a note's deal or
 * contact). Inside a unit of work the found document is written at once, like loadInProject, so
 * "no" stays a plain answer the caller can act on (find another record) instead of a 404 at commit.
 */
export const existsInProject =
  <D extends TenantDoc>(model: Model<D>) =>
  async (ctx: Context, id: string): Promise<boolean> => {
    const filter = inProject<D>(ctx, { _id: String(id) });
    if (!currentReferenceGuards()) return (await model.exists(filter)) !== null;
    return (await model.updateOne(filter, REFERENCE_GUARD_UPDATE as UpdateQuery<D>, { timestamps: false })).matchedCount > 0;
  };
