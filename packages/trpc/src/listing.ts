import type { ListedRow, ListSpec, RelationRecords } from "@crm/domain";

/**
 * Every tRPC listing answers this one envelope (GraphQL's too), whatever REST's shape for the
 * resource. `total` is the domain's count; absent where the domain does not count (a contact's
 * calls, a pipeline's stages), as REST's bare arrays have none: never the page's length.
 */
export interface ListPage<Row> {
  data: Row[];
  hasMore: boolean;
  limit: number;
  offset: number;
  total?: number;
}

/**
 * What a listing procedure declares: rows valid for any query (`id` required, other keys and the
 * relations optional), and under `~listing` the record type and the spec's relations, read by
 * TypedListings to type the rows by the query actually sent. `~listing` is type-only: never sent.
 */
export type ListOutput<R, Rels> = ListPage<ListedRow<R, Rels, { project: readonly string[] }> & Partial<Rels>> & {
  "~listing"?: { record: R; relations: Rels };
};

/** The page a domain listing answers, records possibly partial (projected). */
interface DomainPage<R> {
  data: Array<Partial<R>>;
  hasMore: boolean;
  limit: number;
  offset: number;
  total?: number;
}

/**
 * A domain page as a listing procedure's output, typed by the resource's list spec. The spec is
 * passed for its type only: its relations are what `with` can populate (the rows carry them at
 * runtime, joined by the list engine).
 */
export function listOutput<R, Spec extends ListSpec>(page: DomainPage<R>, _spec: Spec): ListOutput<R, RelationRecords<Spec>> {
  return page as ListOutput<R, RelationRecords<Spec>>;
}
