import type * as d from "@crm/domain";
import type { ListSpec } from "@crm/domain";
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

/** `parent.name` is the record whose id is in `parent[key]` (null when unset or gone). */
export function toOne(parent: RecordRef, name: string, type: RecordRef, key: string, service: Loader) {
  const keys = toOneKeys.get(parent.name) ?? new Map<string, string>();
  toOneKeys.set(parent.name, keys.set(name, key));
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
  const keys = toOneKeys.get(typeName);
  if (!keys || !spec.relations) return [];
  const rows = fieldsOf(info.fieldNodes, info).filter((field) => field.name.value === "data");
  const wanted = new Set(fieldsOf(rows, info).map((field) => field.name.value));
  return [...keys]
    .filter(([name, key]) => {
      const relation = spec.relations?.[name];
      return wanted.has(name) && relation !== undefined && !relation.many && relation.localField === key;
    })
    .map(([name]) => name);
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
