import type { z } from "zod";
import type { ListRelation } from "./list-spec";

/**
 * What a spec's `[with]` relations populate, by name: a to-one relation is the related record or
 * null, a to-many one an array of them; the records are the related schema's z.output. A spec
 * declared with the wide `ListSpec` type (no relations of its own) populates nothing.
 */
export type RelationRecords<Spec> = Spec extends { relations?: infer Rel }
  ? string extends keyof NonNullable<Rel>
    ? Record<never, never>
    : { [N in keyof NonNullable<Rel>]: RelationValue<NonNullable<Rel>[N]> }
  : Record<never, never>;

type RelationValue<Rel> = Rel extends ListRelation<infer S, infer M> ? (M extends true ? Array<z.output<S>> : z.output<S> | null) : never;

/** The part of a listing query that shapes its rows (see ListedRow); arrays readonly so `as const` and `const` type parameters fit. */
export interface RowShape {
  project?: readonly string[] | undefined;
  with?: readonly string[] | undefined;
}

/**
 * One row of a listing of records R for the query Q, as the list engine answers it: the whole
 * record, or with `project` its projected keys plus `id` (always there); and each relation named
 * in `with` (of Rels, see RelationRecords). A non-literal `project` leaves every key but `id` optional.
 */
export type ListedRow<R, Rels, Q> = Flat<Projected<R, Q> & Populated<Rels, Q>>;

/** One object type instead of an intersection: what an editor shows, and what type equality compares. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

type Projected<R, Q> = Q extends { project: readonly (infer K)[] }
  ? string extends K
    ? Partial<R> & Pick<R, Extract<"id", keyof R>>
    : Pick<R, Extract<K | "id", keyof R>>
  : R;

type Populated<Rels, Q> = Q extends { with: readonly (infer N)[] } ? Pick<Rels, Extract<N, keyof Rels>> : Record<never, never>;
