import type { ListedRow, RowShape } from "@crm/domain";
import type { ListPage } from "./listing";

/** A listing query whose `with` names only the resource's relations; `with` and `project` readonly, so literals keep their types. */
type ShapedQuery<Q, Rels> = Omit<Q, keyof RowShape> & { with?: readonly (keyof Rels & string)[]; project?: readonly string[] };

/** A listing's input shaped as above: the query at the top level, or under `query` for a sub-collection (`{pipelineId, query}`). */
type ShapedInput<I, Rels> = "query" extends keyof I
  ? Omit<I, "query"> & { query?: ShapedQuery<NonNullable<I["query" & keyof I]>, Rels> }
  : ShapedQuery<I, Rels>;

type QueryOf<In> = In extends { query: infer Q } ? Q : In;

/** A listing's `query`, generic over the input sent: the rows are typed by its `project` and `with` (ListedRow). */
type TypedListQuery<I, R, Rels, Opts> = <const In extends ShapedInput<NonNullable<I>, Rels>>(
  input: In,
  opts?: Opts,
) => Promise<ListPage<ListedRow<R, Rels, QueryOf<In>>>>;

/** `[record, relations]` of a listing procedure's output, false for any other output. */
type Listing<O> = O extends { "~listing"?: infer L }
  ? NonNullable<L> extends { record: infer R; relations: infer Rels }
    ? [R, Rels]
    : false
  : false;

/**
 * A tRPC client of the AppRouter whose listings are typed by the query sent: tRPC infers one
 * output type per procedure, so the generic signatures are laid over the client's own, using the
 * record and relation types every listing procedure declares (listing.ts). Other procedures are
 * left as they are.
 */
export type TypedListings<C> = {
  [K in keyof C]: C[K] extends { query: (input: infer I, opts?: infer Opts) => Promise<infer O> }
    ? [Listing<O>] extends [[infer R, infer Rels]]
      ? Omit<C[K], "query"> & { query: TypedListQuery<I, R, Rels, Opts> }
      : C[K]
    : C[K] extends (...args: never[]) => unknown
      ? C[K]
      : TypedListings<C[K]>;
};
