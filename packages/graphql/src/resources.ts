import type { Context, Domain, ListQuery, ListSpec, ResourceDeclaration, ResourceKey } from "@crm/domain";
import * as d from "@crm/domain";
import type { z } from "zod";
import { builder, type RecordRef, type Row } from "./builder";
import type { GraphQLResolveInfo } from "graphql";
import { listArgsFor } from "./list-args";
import { selectedRelations } from "./relations";
import { inputTypeOf, outputTypeOf } from "./zod-types";

export interface Page {
  data: Row[];
  hasMore: boolean;
  limit: number;
  offset: number;
  total?: number;
}

/** What the reads of the schema need of a domain service: one record, a batch (relations), a page. */
export interface ReadService {
  get(ctx: Context, id: string): Promise<Row>;
  getMany(ctx: Context, ids: readonly string[]): Promise<Array<Row | null>>;
  list(ctx: Context, query: Omit<ListQuery, "project">): Promise<Page>;
}

/** A resource read by id and listed: its type, its query fields and its list spec. */
export interface ReadDef {
  /** GraphQL type name, e.g. `Deal` (the zod schema's meta id when it has one). */
  type: string;
  /** Query field of one record and of the listing: `deal`, `deals`. */
  one: string;
  many: string;
  record: z.ZodType;
  list: ListSpec;
  service(domain: Domain): ReadService;
}

/** A registry resource as the schema reads it: its records are rows. */
export type ResourceDef = ResourceDeclaration<string, string, Row, Row>;

/** Every CRUD resource of the domain's registry: each gets its queries and mutations from its declaration. */
export const RESOURCES: Record<ResourceKey, ResourceDef> = d.RESOURCES;

/** The page type `<Type>Page {data, hasMore, limit, offset, total}` of a record type. */
export function pageTypeOf(name: string, Type: RecordRef) {
  return builder.objectRef<Page>(`${name}Page`).implement({
    fields: (t) => ({
      // The listing field multiplies by its page size already; the page's array adds nothing.
      data: t.field({ type: [Type], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.data }),
      hasMore: t.exposeBoolean("hasMore"),
      limit: t.exposeInt("limit"),
      offset: t.exposeInt("offset"),
      total: t.int({
        nullable: true,
        description: "How many records match; null where the domain does not count (REST answers a bare array there).",
        resolve: (page) => page.total ?? null,
      }),
    }),
  });
}

export const recordTypeOf = (schema: z.ZodType, name: string) => outputTypeOf(schema, name) as RecordRef;

/** The query by id and the listing of one resource; returns its record type for relations. */
export function defineReads(def: ReadDef): RecordRef {
  const Type = recordTypeOf(def.record, def.type);
  const Page = pageTypeOf(def.type, Type);
  const list = listArgsFor(def.type, def.list);
  builder.queryFields((t) => ({
    [def.one]: t.field({
      type: Type,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => def.service(ctx.domain).get(ctx.auth, String(id)),
    }),
    [def.many]: t.field({
      type: Page,
      args: list.args(t.arg),
      complexity: listComplexity(def.list),
      resolve: (_root, listArgs, ctx, info) =>
        def.service(ctx.domain).list(ctx.auth, { ...list.toQuery(listArgs), ...withSelected(info, def.type, def.list) }),
    }),
  }));
  return Type;
}

/** The listing's `with`: the to-one relations its page selection reads (none: no `with` at all, which REST rejects empty). */
function withSelected(info: GraphQLResolveInfo, typeName: string, spec: ListSpec): { with?: string[] } {
  const names = selectedRelations(info, typeName, spec);
  return names.length > 0 ? { with: names } : {};
}

/** A listing costs its selection times its page size (the limit asked, clamped as the domain clamps it). */
export const listComplexity = (spec: ListSpec) => (args: { limit?: number | null }) => ({
  field: 1,
  multiplier: Math.min(args.limit ?? spec.limits.default, spec.limits.max),
});

/** Query by id, listing, create, update and delete of one resource; returns its record type for relations. */
export function defineResource(def: ResourceDef): RecordRef {
  const { schemas, service } = def;
  const Type = defineReads({ type: def.type, one: def.one, many: def.many, record: schemas.record, list: def.list.spec, service });
  const CreateInput = inputTypeOf(schemas.create, `${def.type}Create`);
  const UpdateInput = inputTypeOf(schemas.update, `${def.type}Update`);
  builder.mutationFields((t) => ({
    [`create${def.type}`]: t.field({
      type: schemas.created ? recordTypeOf(schemas.created, `${def.type}Created`) : Type,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_root, { input }, ctx) => service(ctx.domain).create(ctx.auth, input),
    }),
    [`update${def.type}`]: t.field({
      type: Type,
      description: "Only the keys given change (null clears an optional key); answers the record after the change.",
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_root, { id, input }, ctx) => service(ctx.domain).update(ctx.auth, String(id), input),
    }),
    ...bulkMutations(def, t, Type, CreateInput, UpdateInput),
    [`delete${def.type}`]: t.id({
      description: "Answers the id of the deleted record.",
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        await service(ctx.domain).remove(ctx.auth, String(id));
        return id;
      },
    }),
  }));
  return Type;
}

/** The answer of every resource's batches, made on first use. */
let batchResult: RecordRef | undefined;
const batchResultOnce = () => (batchResult ??= recordTypeOf(d.batchResultSchema, "BatchResult"));

type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0];
type InputRef = ReturnType<typeof inputTypeOf>;
/** The create and update inputs are object types (never lists), so a list of them can be declared. */
const listOf = (input: InputRef): [Exclude<InputRef, readonly unknown[]>] => [input as Exclude<InputRef, readonly unknown[]>];

/**
 * For resources whose declaration opts in with `bulk`: `<many>BatchCreate(items)`,
 * `<many>BatchUpdate(items: [{id, input}])` and, with `bulk.upsert`, `<many>BatchUpsert(match,
 * items)` and `upsert<Type>(match, value, input)` answering `{record, created}`. Items are typed as
 * the single calls' inputs; each is still checked by the domain as that call and fails alone.
 */
function bulkMutations(def: ResourceDef, t: MutationFieldBuilder, Type: RecordRef, CreateInput: InputRef, UpdateInput: InputRef) {
  const { bulk } = def;
  if (!bulk) return {};
  const BatchResult = batchResultOnce();
  const UpdateItem = builder.inputType(`${def.type}BatchUpdateItem`, {
    fields: (f) => ({
      id: f.id({ required: true }),
      input: f.field({ type: UpdateInput, required: true, description: `As update${def.type}'s input.` }),
    }),
  });
  const run = (ctx: { domain: Domain; auth: Context }, input: d.BatchInput) => d.runBatch(def, ctx.domain, ctx.auth, input) as Promise<Row>;
  const batchOf = (what: string) =>
    `${what} 1..100 ${def.label.many}; each item is its own unit (validated as the single call), results in input order with REST's status.`;
  const fields = {
    [`${def.many}BatchCreate`]: t.field({
      type: BatchResult,
      description: batchOf("Creates"),
      args: { items: t.arg({ type: listOf(CreateInput), required: true }) },
      resolve: (_root, { items }, ctx) => run(ctx, { operation: "create", items }),
    }),
    [`${def.many}BatchUpdate`]: t.field({
      type: BatchResult,
      description: batchOf("Updates"),
      args: { items: t.arg({ type: [UpdateItem], required: true }) },
      resolve: (_root, { items }, ctx) =>
        run(ctx, { operation: "update", items: items.map(({ id, input }) => ({ ...(input as object), id: String(id) })) }),
    }),
  };
  const upsert = bulk.upsert;
  if (!upsert) return fields;
  const Upserted = builder.objectRef<{ record: Row; created: boolean }>(`${def.type}Upserted`).implement({
    fields: (u) => ({
      record: u.field({ type: Type, resolve: (answer) => answer.record }),
      created: u.exposeBoolean("created", { description: "true: no record held the value and this one was created." }),
    }),
  });
  return {
    ...fields,
    [`${def.many}BatchUpsert`]: t.field({
      type: BatchResult,
      description: `${batchOf("Creates or updates")} \`match\`: as upsert${def.type}'s; each item holds its value.`,
      args: { match: t.arg.string({ required: true }), items: t.arg({ type: listOf(CreateInput), required: true }) },
      resolve: (_root, { match, items }, ctx) => run(ctx, { operation: "upsert", match, items }),
    }),
    [`upsert${def.type}`]: t.field({
      type: Upserted,
      description:
        "Creates the record from `input` with `value` in the field `match` (a KEY or a unique field's id), or updates the one holding it.",
      args: {
        match: t.arg.string({ required: true }),
        value: t.arg.string({ required: true }),
        input: t.arg({ type: CreateInput, required: true }),
      },
      resolve: (_root, args, ctx) => upsert(ctx.domain)(ctx.auth, args.match, args.value, args.input),
    }),
  };
}

/** The listing of a sub-collection (a pipeline's stages, a chat's messages): its parent's id, then the usual list arguments. */
export interface NestedListDef {
  /** Query field, e.g. `chatMessages`. */
  field: string;
  /** Record type name (the page is `<name>Page`, the filter `<name>Filter`). */
  typeName: string;
  type: RecordRef;
  /** The parent's id argument, e.g. `chatId`. */
  parent: string;
  spec: ListSpec;
  description: string;
  list(domain: Domain, auth: Context, parentId: string, query: Omit<ListQuery, "project">): Promise<Page>;
}

export function defineNestedList(def: NestedListDef): void {
  const Page = pageTypeOf(def.typeName, def.type);
  const list = listArgsFor(def.typeName, def.spec);
  builder.queryField(def.field, (t) =>
    t.field({
      type: Page,
      description: def.description,
      args: { [def.parent]: t.arg.id({ required: true }), ...list.args(t.arg) },
      complexity: listComplexity(def.spec),
      resolve: (_root, args, ctx, info) => {
        const { [def.parent]: parentId, ...listArgs } = args as Record<string, unknown>;
        return def.list(ctx.domain, ctx.auth, String(parentId), {
          ...list.toQuery(listArgs),
          ...withSelected(info, def.typeName, def.spec),
        });
      },
    }),
  );
}
