import type { Collection } from "mongoose";
import type { CompiledList, MongoDoc } from "./compile-list-query";

/** What run-list needs of a mongoose model: its native collection (any `Model<D>` fits). */
export interface ListModel {
  readonly collection: Pick<Collection, "aggregate" | "countDocuments">;
}

export interface ListPage<T> {
  /** DTOs trimmed to `[project]` (+ id), with `[with]` relations added under their names. */
  data: Array<Partial<T>>;
  total?: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/**
 * Runs one compiled listing: one aggregate for the page and, when `count` is asked, a count of
 * the same match in parallel.
 *
 * Both go through the native collection on purpose: mongoose would cast the count's filter by
 * schema (and not the aggregate's), while compileListQuery already produced typed values, so
 * page and total always see exactly the same filter.
 *
 * hasMore: with a count, `offset + data.length < total`; without one, the page is fetched with
 * one extra row and hasMore says whether it came back (no second query).
 *
 * `toDto` receives whole stored documents (the projection is applied to the DTO, not in
 * MongoDB, so mappers never see half a document; they must ignore keys they do not map, as
 * toRecord does, since the joined relations are still on it); relation documents go through
 * their relation's `toDto` and are set under the relation name (to-one: the record or null).
 */
export async function runList<T, D = MongoDoc>(
  model: ListModel,
  compiled: CompiledList,
  toDto: (doc: D) => T,
  opts: { count: boolean },
): Promise<ListPage<T>> {
  const { limit, skip: offset } = compiled;
  const pipeline = compiled.pipeline(opts.count ? {} : { limit: limit + 1 });
  const [docs, total] = await Promise.all([
    model.collection.aggregate(pipeline).toArray(),
    opts.count ? model.collection.countDocuments(compiled.match) : Promise.resolve(undefined),
  ]);

  const page = docs.length > limit ? docs.slice(0, limit) : docs;
  const keep = compiled.project ? new Set([...compiled.project, ...compiled.relations.map((r) => r.name)]) : undefined;
  const data = page.map((raw) => {
    // Mappers read only their record's keys, so the joined relations can stay on the document
    // (no copy per row); the record gets each relation under its name.
    const dto = toDto(raw as D) as Record<string, unknown>;
    for (const { name, as, relation } of compiled.relations) {
      const value: unknown = raw[as];
      dto[name] = relation.many
        ? (Array.isArray(value) ? value : []).filter(isDocument).map((d) => relation.toDto(d))
        : isDocument(value)
          ? relation.toDto(value)
          : null;
    }
    return (keep ? pick(dto, keep) : dto) as Partial<T>;
  });

  const hasMore = total !== undefined ? offset + data.length < total : docs.length > limit;
  return { data, ...(total !== undefined ? { total } : {}), limit, offset, hasMore };
}

const isDocument = (v: unknown): v is MongoDoc => typeof v === "object" && v !== null && !Array.isArray(v);

function pick(dto: Record<string, unknown>, keep: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in dto) if (keep.has(key)) out[key] = dto[key];
  return out;
}
