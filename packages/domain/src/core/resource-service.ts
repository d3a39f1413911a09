import type { Model } from "mongoose";
import type { z } from "zod";
import { compileListQuery, runList, type ContainsLookup, type CustomFieldResolver, type ListQuery, type ListSpec } from "../query";
import { resourceEvent, type ResourceName } from "../events/event-catalogue";
import { changedKeys, toMongoUpdate } from "./changes";
import { requireScope, type Context } from "./context";
import { buildCreated, stampCreated, insertCreated } from "./create-many";
import { AppError, notFound } from "./errors";
import { readManyInProject } from "./read-many";
import { excludeReferences, loadForUpdate, readInProject } from "./references";
import type { TenantDoc } from "./tenant-schema";
import type { InTransaction, UnitOfWork } from "./unit-of-work";
import { parseInput } from "./validate";

export interface ListResult<R> {
  data: Array<Partial<R>>;
  total?: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** The records of a listing: whole records, unless the query may project them (`filters` keeps this from being a weak type). */
export type Listed<R, Q> = Q extends { filters: unknown; project?: undefined } ? R : Partial<R>;

/** A ListResult whose records are typed by the query that produced them (see Listed). */
export interface TypedListResult<T> extends Omit<ListResult<T>, "data"> {
  data: T[];
}

/** Stored fields a service may set: everything but the tenant bookkeeping. */
export type Writable<D extends TenantDoc> = Partial<Omit<D, keyof TenantDoc>>;

export interface ResourceConfig<D extends TenantDoc, R, C, U> {
  /** Event prefix, e.g. `loss_reason` -> `loss_reason.created` (a resource of the event catalogue). */
  event: ResourceName;
  /** Human name used in messages, e.g. "Loss reason". */
  label: string;
  model: Model<D>;
  list: ListSpec;
  toRecord(doc: D): R;
  createSchema: z.ZodType<C>;
  updateSchema: z.ZodType<U>;
  /** Turns valid input into the stored fields; checks references and business rules. */
  buildCreate?(ctx: Context, input: C, uow: UnitOfWork): Promise<Writable<D>>;
  /**
   * buildCreate for many inputs at once (batch create, import chunks), for resources whose
   * checks cost a read each: one read per kind for the group. Answers each input's fields, or
   * the error buildCreate would have thrown for it.
   */
  buildCreateMany?(ctx: Context, inputs: readonly C[], uow: UnitOfWork): Promise<Array<Writable<D> | AppError>>;
  /** Returns the fields to change (undefined = unset); checks rules against the current state. */
  buildUpdate?(ctx: Context, existing: D, input: U, uow: UnitOfWork): Promise<Writable<D>>;
  /**
   * Completes the stored documents of new records just before their insert, one record or a group
   * (the search keys contacts and deals carry, search/record-keys.ts).
   */
  beforeInsert?(ctx: Context, docs: ReadonlyArray<Record<string, unknown>>): Promise<void>;
  /**
   * Runs after the insert of one record or of a group (batch create, import chunk), in its
   * transaction (claims on the new records' values): per record in order, the error that refuses
   * it (it is then deleted again), undefined when it stays.
   */
  afterCreate?(ctx: Context, created: readonly D[], uow: UnitOfWork): Promise<Array<AppError | undefined>>;
  beforeDelete?(ctx: Context, existing: D, uow: UnitOfWork): Promise<void>;
  afterDelete?(ctx: Context, existing: D, uow: UnitOfWork): Promise<void>;
  customFields?(ctx: Context): CustomFieldResolver;
  /** Candidates for `[regex]` filters from the search index (search/search-contains.ts). */
  containsCandidates?(ctx: Context): ContainsLookup;
  /** Keep a history of this resource's changes (the unit of work writes it from the update event). */
  history?: boolean;
}

/** What a caller may add to one create: a write of its own in the same transaction (an upsert's claim on its value). */
export interface CreateOptions {
  afterInsert?(id: string, uow: UnitOfWork): Promise<void>;
}

/** One input of a grouped create: its record, or what the single create would have thrown for it. */
export type CreateOutcome<R> = { record: R } | { error: unknown };

/** What a caller may add to one update: a write of its own in the same transaction (an import's checkpoint). */
export interface UpdateOptions {
  afterUpdate?(id: string, uow: UnitOfWork): Promise<void>;
}

export interface ResourceService<D extends TenantDoc, R> {
  create(ctx: Context, input: unknown, options?: CreateOptions): Promise<R>;
  /**
   * Creates each input as `create` would (same rules, records, events, claims), each its own
   * unit, answering per input in input order; see createMany below for how it groups them.
   */
  createMany(ctx: Context, inputs: readonly unknown[]): Promise<Array<CreateOutcome<R>>>;
  get(ctx: Context, id: string): Promise<R>;
  /** Records of this project in the order of `ids`, null for missing ones (or another project's); one query. */
  getMany(ctx: Context, ids: readonly string[]): Promise<Array<R | null>>;
  /** Returns the record as it is after the change (REST still answers 204). */
  update(ctx: Context, id: string, input: unknown, options?: UpdateOptions): Promise<R>;
  remove(ctx: Context, id: string): Promise<void>;
  /** A query without `project` (built by a typed adapter) lists whole records, with no cast at the caller. */
  list<Q extends ListQuery>(ctx: Context, query: Q, options?: { count?: boolean }): Promise<TypedListResult<Listed<R, Q>>>;
  /** The stored document of this project, or 404. For services that build on this resource. */
  load(ctx: Context, id: string): Promise<D>;
  /**
   * Applies a change inside the caller's transaction and emits the update event; the path every
   * edit takes. Only `emit` is used: its mongoose update finds the transaction on its own.
   */
  applyUpdate(ctx: Context, existing: D, changes: Writable<D>, uow: Pick<UnitOfWork, "emit">): Promise<string[]>;
  readonly config: ResourceConfig<D, R, unknown, unknown>;
}

/**
 * The one implementation of create/read/update/delete/list behind every resource and transport:
 * scope check, validation, project scoping, atomic change + event, 404 for other projects' ids.
 */
export function createResourceService<D extends TenantDoc, R, C, U>(
  config: ResourceConfig<D, R, C, U>,
  inTransaction: InTransaction,
): ResourceService<D, R> {
  const { model, event, label } = config;

  const load = (ctx: Context, id: string): Promise<D> => loadForUpdate(model, ctx, id, label);

  async function applyUpdate(ctx: Context, existing: D, changes: Writable<D>, uow: Pick<UnitOfWork, "emit">): Promise<string[]> {
    const changed = changedKeys(existing, changes);
    if (changed.length === 0) return changed;
    const after = await model
      .findOneAndUpdate({ _id: existing._id, projectId: ctx.projectId }, toMongoUpdate(changes, changed), {
        returnDocument: "after",
        runValidators: true,
      })
      .lean<D>();
    if (!after) throw notFound(label, existing._id);
    uow.emit(
      resourceEvent(event, "updated", { id: existing._id, changes: changed, record: config.toRecord(after) }),
      config.history ? { before: config.toRecord(existing) as Record<string, unknown> } : {},
    );
    return changed;
  }

  async function create(ctx: Context, input: unknown, options: CreateOptions = {}): Promise<R> {
    requireScope(ctx, "write");
    const parsed = parseInput(config.createSchema, input);
    return inTransaction(ctx, async (uow) => {
      const fields = config.buildCreate ? await config.buildCreate(ctx, parsed, uow) : (parsed as Writable<D>);
      const doc = { ...fields, projectId: ctx.projectId } as Record<string, unknown>;
      await config.beforeInsert?.(ctx, [doc]);
      const created = await insertOne(model, doc);
      const [refusal] = (await config.afterCreate?.(ctx, [created], uow)) ?? [];
      if (refusal) throw refusal;
      await options.afterInsert?.(created._id, uow);
      const record = config.toRecord(created);
      uow.emit(resourceEvent(event, "created", { record }));
      return record;
    });
  }

  /**
   * Group commit: every input is validated and built first (a refusal is that input's error),
   * then all built records go in one insertMany with their claims and events, in ONE transaction
   * (core/create-many.ts): one round of writes instead of one transaction per record. An input
   * refused inside it (a missing reference, a unique value held) leaves nothing of its own. When
   * the transaction itself fails (a claim lost to a concurrent writer aborts it), the inputs run
   * one by one through `create`, so only the offending ones fail.
   */
  async function createMany(ctx: Context, inputs: readonly unknown[]): Promise<Array<CreateOutcome<R>>> {
    requireScope(ctx, "write");
    const outcomes: Array<CreateOutcome<R> | undefined> = inputs.map(() => undefined);
    const valid: Array<{ index: number; input: C }> = [];
    for (const [index, input] of inputs.entries()) {
      try {
        valid.push({ index, input: parseInput(config.createSchema, input) });
      } catch (error) {
        outcomes[index] = { error };
      }
    }
    let grouped: Map<number, CreateOutcome<R>>;
    try {
      grouped = await inTransaction(ctx, async (uow) => {
        // Per attempt: a transient transaction error runs this again from the start.
        const attempt = new Map<number, CreateOutcome<R>>();
        const indexOf = new Map<Record<string, unknown>, number>();
        const docs: Array<Record<string, unknown>> = [];
        const now = new Date();
        const built = await buildCreated(
          config,
          ctx,
          valid.map((v) => v.input),
          uow,
        );
        for (const [i, fields] of built.entries()) {
          const { index } = valid[i]!;
          if (fields instanceof AppError) {
            attempt.set(index, { error: fields });
            continue;
          }
          const doc = stampCreated(ctx, fields, now);
          indexOf.set(doc, index);
          docs.push(doc);
        }
        const kept = await insertCreated(config, ctx, docs, uow, (doc, error) => attempt.set(indexOf.get(doc)!, { error }));
        for (const doc of kept) attempt.set(indexOf.get(doc)!, { record: config.toRecord(doc as unknown as D) });
        return attempt;
      });
    } catch {
      for (const { index } of valid) {
        try {
          outcomes[index] = { record: await create(ctx, inputs[index]) };
        } catch (error) {
          outcomes[index] = { error };
        }
      }
      return outcomes as Array<CreateOutcome<R>>;
    }
    for (const [index, outcome] of grouped)
      outcomes[index] = "error" in outcome && inTransaction.explain ? { error: await inTransaction.explain(ctx, outcome.error) } : outcome;
    return outcomes as Array<CreateOutcome<R>>;
  }

  return {
    config,
    load,
    applyUpdate,
    create,
    createMany,

    async get(ctx, id) {
      requireScope(ctx, "read");
      return config.toRecord(await readInProject(model, ctx, id, label));
    },

    async getMany(ctx, ids) {
      requireScope(ctx, "read");
      return (await readManyInProject(model, ctx, ids)).map((doc) => (doc ? config.toRecord(doc) : null));
    },

    async update(ctx, id, input, options = {}) {
      requireScope(ctx, "write");
      const parsed = parseInput(config.updateSchema, input);
      return inTransaction(ctx, async (uow) => {
        const existing = await load(ctx, id);
        const changes = config.buildUpdate
          ? await config.buildUpdate(ctx, existing, parsed, uow)
          : (nullsToUnset(parsed as Record<string, unknown>) as Writable<D>);
        const changed = await applyUpdate(ctx, existing, changes, uow);
        await options.afterUpdate?.(existing._id, uow);
        return config.toRecord(changed.length > 0 ? await load(ctx, id) : existing);
      });
    },

    async remove(ctx, id) {
      requireScope(ctx, "write");
      await inTransaction(ctx, async (uow) => {
        const existing = await load(ctx, id);
        await excludeReferences(model, ctx, [existing._id]);
        await config.beforeDelete?.(ctx, existing, uow);
        await model.deleteOne({ _id: existing._id, projectId: ctx.projectId });
        await config.afterDelete?.(ctx, existing, uow);
        uow.emit(resourceEvent(event, "deleted", { id: existing._id, record: config.toRecord(existing) }));
      });
    },

    async list(ctx, query, options = {}) {
      requireScope(ctx, "read");
      const compiled = await compileListQuery(query, config.list, {
        projectId: ctx.projectId,
        ...(config.customFields ? { resolveCustomField: config.customFields(ctx) } : {}),
        ...(config.containsCandidates ? { containsCandidates: config.containsCandidates(ctx) } : {}),
      });
      const page = await runList(model, compiled, (doc) => config.toRecord(doc as D), { count: options.count ?? true });
      // runList trims records only when the query projects them, which is what Listed says.
      return page as TypedListResult<Listed<R, typeof query>>;
    },
  };
}

/** Inserts through mongoose (defaults, validation, the transaction's session) and returns the stored fields. */
export async function insertOne<D extends TenantDoc>(model: Model<D>, doc: Record<string, unknown>): Promise<D> {
  // Mongoose's create() typing cannot follow a generic document type; the schema validates at run time.
  const untyped = model as unknown as Model<Record<string, unknown>>;
  const [created] = await untyped.create([doc]);
  return created!.toObject() as unknown as D;
}

/** In a PATCH, `null` clears an optional key: it becomes an unset. Absent keys stay absent. */
export function nullsToUnset<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[key] = value === null ? undefined : value;
  return out as T;
}
