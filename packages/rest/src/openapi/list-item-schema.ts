import type { ListSpec } from "@crm/domain";
import { z } from "zod";

const cache = new WeakMap<z.ZodType, WeakMap<ListSpec, z.ZodType>>();

function relationProperty(name: string, relation: NonNullable<ListSpec["relations"]>[string]): z.ZodType {
  return relation.many
    ? z.array(relation.schema).optional().describe(`With \`[with]=${name}\`: the related records (an empty array when none).`)
    : relation.schema.nullable().optional().describe(`With \`[with]=${name}\`: the related record, or null when there is none.`);
}

/**
 * The schema of one listed record: `[project]` can leave out every key but `id`, so those are
 * optional, and each `[with]` relation adds an optional key typed by the related record's schema.
 * Named `<Record>ListItem`; single-record operations keep the full record schema, where every
 * key the record always has is required. Built once per (record, listing) pair, since zod's
 * registry holds one schema per id.
 */
export function listItemSchema(record: z.ZodType, spec: ListSpec): z.ZodType {
  const bySpec = cache.get(record) ?? new WeakMap<ListSpec, z.ZodType>();
  cache.set(record, bySpec);
  const cached = bySpec.get(spec);
  if (cached) return cached;
  const relations = Object.fromEntries(Object.entries(spec.relations ?? {}).map(([name, r]) => [name, relationProperty(name, r)]));
  const listed = (object: z.ZodObject) => object.partial().required({ id: true }).extend(relations);
  const item = itemOf(record, spec, listed);
  const id = z.globalRegistry.get(record)?.id;
  const named = id
    ? item.meta({
        id: `${id}ListItem`,
        description: `A ${id} as listings return it: every key but \`id\` may be left out by \`[project]\`; relations named in \`[with]\` are added.`,
      })
    : item;
  bySpec.set(spec, named);
  return named;
}

/** An object record, or a union of object variants (fields: one per type), each made listable. */
function itemOf(record: z.ZodType, spec: ListSpec, listed: (object: z.ZodObject) => z.ZodObject): z.ZodType {
  if (record instanceof z.ZodObject) return listed(record);
  if (record instanceof z.ZodUnion && record.options.every((o): o is z.ZodObject => o instanceof z.ZodObject)) {
    // A plain union (anyOf): once `[project]` may drop the discriminator, a variant can no longer be told apart.
    return z.union((record.options as z.ZodObject[]).map(listed));
  }
  throw new Error(`OpenAPI: the record schema of the ${spec.resource} listing must be an object or a union of objects.`);
}
