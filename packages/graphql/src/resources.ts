import type { Context, Domain, ListQuery, ListSpec } from "@crm/domain";
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

/** What the generic part of the schema needs of a domain service (every createResourceService fits). */
export interface CrudService extends ReadService {
  create(ctx: Context, input: unknown): Promise<Row>;
  update(ctx: Context, id: string, input: unknown): Promise<Row>;
  remove(ctx: Context, id: string): Promise<void>;
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

export interface ResourceDef extends ReadDef {
  create: z.ZodType;
  /** What create answers when it is more than the record (a channel's one-time webhook secret). */
  created?: z.ZodType;
  update: z.ZodType;
  service(domain: Domain): CrudService;
}

/** Every top-level resource REST has, with the schemas and list spec it declares there. */
export const RESOURCES = {
  user: {
    type: "User",
    one: "user",
    many: "users",
    record: d.userRecordSchema,
    create: d.userCreateSchema,
    update: d.userUpdateSchema,
    list: d.userListSpec,
    service: (x) => x.users,
  },
  agent: {
    type: "Agent",
    one: "agent",
    many: "agents",
    record: d.agentRecordSchema,
    create: d.agentCreateSchema,
    update: d.agentUpdateSchema,
    list: d.agentListSpec,
    service: (x) => x.agents,
  },
  channel: {
    type: "Channel",
    one: "channel",
    many: "channels",
    record: d.channelRecordSchema,
    create: d.channelCreateSchema,
    created: d.channelCreatedSchema,
    update: d.channelUpdateSchema,
    list: d.channelListSpec,
    service: (x) => x.channels,
  },
  lead: {
    type: "Lead",
    one: "lead",
    many: "leads",
    record: d.leadRecordSchema,
    create: d.leadCreateSchema,
    update: d.leadUpdateSchema,
    list: d.leadListSpec,
    service: (x) => x.leads,
  },
  note: {
    type: "Note",
    one: "note",
    many: "notes",
    record: d.noteRecordSchema,
    create: d.noteCreateSchema,
    update: d.noteUpdateSchema,
    list: d.noteListSpec,
    service: (x) => x.notes,
  },
  fieldGroup: {
    type: "FieldGroup",
    one: "fieldGroup",
    many: "fieldGroups",
    record: d.fieldGroupRecordSchema,
    create: d.fieldGroupCreateSchema,
    update: d.fieldGroupUpdateSchema,
    list: d.fieldGroupListSpec,
    service: (x) => x.fieldGroups,
  },
  field: {
    type: "Field",
    one: "field",
    many: "fields",
    record: d.fieldRecordSchema,
    create: d.fieldCreateSchema,
    update: d.fieldUpdateSchema,
    list: d.fieldListSpec,
    service: (x) => x.fields,
  },
  contact: {
    type: "Contact",
    one: "contact",
    many: "contacts",
    record: d.contactRecordSchema,
    create: d.contactCreateSchema,
    update: d.contactUpdateSchema,
    list: d.contactListSpec,
    service: (x) => x.contacts,
  },
  pipeline: {
    type: "Pipeline",
    one: "pipeline",
    many: "pipelines",
    record: d.pipelineRecordSchema,
    create: d.pipelineCreateSchema,
    update: d.pipelineUpdateSchema,
    list: d.pipelineListSpec,
    service: (x) => x.pipelines,
  },
  deal: {
    type: "Deal",
    one: "deal",
    many: "deals",
    record: d.dealRecordSchema,
    create: d.dealCreateSchema,
    update: d.dealUpdateSchema,
    list: d.dealListSpec,
    service: (x) => x.deals,
  },
  tag: {
    type: "Tag",
    one: "tag",
    many: "tags",
    record: d.tagRecordSchema,
    create: d.tagCreateSchema,
    update: d.tagUpdateSchema,
    list: d.tagListSpec,
    service: (x) => x.tags,
  },
  task: {
    type: "Task",
    one: "task",
    many: "tasks",
    record: d.taskRecordSchema,
    create: d.taskCreateSchema,
    update: d.taskUpdateSchema,
    list: d.taskListSpec,
    service: (x) => x.tasks,
  },
  webhook: {
    type: "Webhook",
    one: "webhook",
    many: "webhooks",
    record: d.webhookRecordSchema,
    create: d.webhookCreateSchema,
    created: d.webhookCreatedSchema,
    update: d.webhookUpdateSchema,
    list: d.webhookListSpec,
    service: (x) => x.webhooks,
  },
  lossReason: {
    type: "LossReason",
    one: "lossReason",
    many: "lossReasons",
    record: d.lossReasonRecordSchema,
    create: d.lossReasonCreateSchema,
    update: d.lossReasonUpdateSchema,
    list: d.lossReasonListSpec,
    service: (x) => x.lossReasons,
  },
} satisfies Record<string, ResourceDef>;

/** The page type `<Type>Page {data, hasMore, limit, offset, total}` of a record type. */
export function pageTypeOf(name: string, Type: RecordRef) {
  return builder.objectRef<Page>(`${name}Page`).implement({
    fields: (t) => ({
      // The listing field multiplies by its page size already; the page's array adds nothing.
      data: t.field({ type: [Type], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.data }),
      hasMore: t.exposeBoolean("hasMore"),
      limit: t.exposeInt("limit"),
      offset: t.exposeInt("offset"),
      total: t.int({ resolve: (page) => page.total ?? page.data.length }),
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
  const Type = defineReads(def);
  const CreateInput = inputTypeOf(def.create, `${def.type}Create`);
  const UpdateInput = inputTypeOf(def.update, `${def.type}Update`);
  builder.mutationFields((t) => ({
    [`create${def.type}`]: t.field({
      type: def.created ? recordTypeOf(def.created, `${def.type}Created`) : Type,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_root, { input }, ctx) => def.service(ctx.domain).create(ctx.auth, input),
    }),
    [`update${def.type}`]: t.field({
      type: Type,
      description: "Only the keys given change (null clears an optional key); answers the record after the change.",
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_root, { id, input }, ctx) => def.service(ctx.domain).update(ctx.auth, String(id), input),
    }),
    [`delete${def.type}`]: t.id({
      description: "Answers the id of the deleted record.",
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        await def.service(ctx.domain).remove(ctx.auth, String(id));
        return id;
      },
    }),
  }));
  return Type;
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
