import type * as d from "@crm/domain";
import type { ListSpec } from "@crm/domain";
import type { z } from "zod";
import { dataloaderGetter } from "@pothos/plugin-dataloader";
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";
import { builder, type GraphQLContext, type RecordRef, type Row } from "./builder";

/**
 * Relations as fields. A listing asks the domain for the to-one relations its selection reads
 * (`with`, REST's `[with]` plan: one `$lookup` per relation inside the page's own query), and the
 * relation fields answer those preloaded records as they are. Anywhere else (one record, a
 * mutation's answer, a to-many relation) a relation is loaded through one dataloader per target
 * type (plugin-dataloader's getter over the domain's `getMany`): one project-scoped query per
 * target type and request, whatever the page size.
 */
type Loader = (domain: d.Domain) => { getMany(ctx: d.Context, ids: readonly string[]): Promise<Array<Row | null>> };

const getters = new Map<RecordRef, ReturnType<typeof dataloaderGetter<string, Row | null, string>>>();
/** The per-request dataloader getter of records of `type`, shared by every relation to that type. */
function loaderOf(type: RecordRef, service: Loader) {
  let getter = getters.get(type);
  if (!getter) {
    getter = dataloaderGetter<string, Row | null, string>(
      undefined,
      (ids, ctx) => service((ctx as GraphQLContext).domain).getMany((ctx as GraphQLContext).auth, ids),
      undefined,
      false,
    );
    getters.set(type, getter);
  }
  return getter;
}

/** Per record type name: its to-one relation fields, by the key holding the related id. */
const toOneKeys = new Map<string, Map<string, string>>();
/** Per record type name: the relation fields of any kind (so the spec's remaining relations can be added once each). */
const relationFields = new Map<string, Set<string>>();
/** Per record type name: the relations a listing always joins in its own query when selected (listRelations). */
const joined = new Map<string, Set<string>>();
const remember = (index: Map<string, Set<string>>, typeName: string, name: string) =>
  index.set(typeName, (index.get(typeName) ?? new Set<string>()).add(name));

/** `parent.name` is the record whose id is in `parent[key]` (null when unset or gone). */
export function toOne(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  const keys = toOneKeys.get(parent.name) ?? new Map<string, string>();
  toOneKeys.set(parent.name, keys.set(name, key));
  remember(relationFields, parent.name, name);
  const loader = loaderOf(type, service);
  builder.objectField(parent, name, (t) =>
    t.field({
      type,
      nullable: true,
      resolve: (row, _args, ctx) => {
        if (name in row) return (row[name] as Row | null) ?? null;
        const id = row[key];
        return typeof id === "string" ? loader(ctx).load(id) : null;
      },
    }),
  );
}

/** `parent.name` is the records whose ids are in the array `parent[key]`, in that order (null where one is gone). */
export function toMany(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  remember(relationFields, parent.name, name);
  const loader = loaderOf(type, service);
  builder.objectField(parent, name, (t) =>
    t.field({
      type: [type],
      nullable: { list: false, items: true },
      resolve: async (row, _args, ctx) => {
        const ids = Array.isArray(row[key]) ? (row[key] as string[]) : [];
        if (ids.length === 0) return [];
        const found = await loader(ctx).loadMany(ids);
        return found.map((record) => (record instanceof Error ? null : record));
      },
    }),
  );
}

/**
 * The to-one relations of `typeName` that a listing's page selection reads (`data { contact { … } }`,
 * through fragments too) and that its list spec can join on the same key: what the listing passes
 * to the domain as `with`. Reading one more than a directive ends up skipping costs a join, never a
 * wrong answer.
 */
export function selectedRelations(info: GraphQLResolveInfo, typeName: string, spec: ListSpec): string[] {
  const keys = toOneKeys.get(typeName) ?? new Map<string, string>();
  const always = joined.get(typeName) ?? new Set<string>();
  if (!spec.relations || (keys.size === 0 && always.size === 0)) return [];
  const rows = fieldsOf(info.fieldNodes, info).filter((field) => field.name.value === "data");
  const wanted = new Set(fieldsOf(rows, info).map((field) => field.name.value));
  const byKey = [...keys]
    .filter(([name, key]) => {
      const relation = spec.relations?.[name];
      return relation !== undefined && !relation.many && relation.localField === key;
    })
    .map(([name]) => name);
  return [...byKey, ...always].filter((name) => wanted.has(name));
}

/** A resource whose list spec declares relations: its record type and its listing. */
export interface RelatedResource {
  type: RecordRef;
  spec: ListSpec;
  service(domain: d.Domain): {
    list(ctx: d.Context, query: Omit<d.ListQuery, "project">, options?: { count?: boolean }): Promise<{ data: Row[] }>;
  };
}

/**
 * Every `[with]` relation of every list spec is a field, so GraphQL reads what REST's `[with]`
 * reads (a contact's deals, the deal or contact a note is on). The relations not declared by
 * hand above (toOne, toMany) are answered exactly as REST joins them: a listing passes them in
 * its `with`; anywhere else one dataloader per relation lists the parents by id with that
 * relation (`id in [...]`, `with: [name]`, pages of at most the spec's maximum): one query per
 * relation and request, through the domain's own `$lookup`. `targets` maps a relation's record
 * schema to its GraphQL type; a relation to a type not in it is a build error, never a silent gap.
 */
export function specRelations(resources: readonly RelatedResource[], targets: ReadonlyMap<z.ZodType, RecordRef>): void {
  for (const { type: parent, spec, service } of resources) {
    for (const [name, relation] of Object.entries(spec.relations ?? {})) {
      if (relationFields.get(parent.name)?.has(name)) continue;
      const type = targets.get(relation.schema);
      if (!type) throw new Error(`${parent.name}.${name}: the [with] relation's record type is not in the GraphQL schema`);
      remember(relationFields, parent.name, name);
      remember(joined, parent.name, name);
      const loader = dataloaderGetter<string, unknown, string>(
        undefined,
        async (ids, ctx) => {
          const { domain, auth } = ctx as GraphQLContext;
          const found = new Map<unknown, unknown>();
          for (let at = 0; at < ids.length; at += spec.limits.max) {
            const chunk = ids.slice(at, at + spec.limits.max);
            const page = await service(domain).list(
              auth,
              {
                filters: [{ field: "id", op: "in", value: chunk }],
                logic: "AND",
                sort: [],
                limit: chunk.length,
                with: [name],
              },
              // The page is all that is read: no count.
              { count: false },
            );
            for (const row of page.data) found.set(row.id, row[name]);
          }
          return ids.map((id) => found.get(id) ?? (relation.many ? [] : null));
        },
        undefined,
        false,
      );
      builder.objectField(parent, name, (t) =>
        relation.many
          ? t.field({
              type: [type],
              resolve: async (row, _args, ctx) => (name in row ? row[name] : await loader(ctx).load(String(row.id))) as Row[],
            })
          : t.field({
              type,
              nullable: true,
              resolve: async (row, _args, ctx) => (name in row ? row[name] : await loader(ctx).load(String(row.id))) as Row | null,
            }),
      );
    }
  }
}

/** The fields selected under `nodes`, with fragment spreads and inline fragments flattened. */
function fieldsOf(nodes: readonly FieldNode[], info: GraphQLResolveInfo): FieldNode[] {
  const out: FieldNode[] = [];
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === "Field") out.push(selection);
      else if (selection.kind === "InlineFragment") visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of nodes) visit(node.selectionSet);
  return out;
}
