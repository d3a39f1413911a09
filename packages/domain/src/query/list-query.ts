/**
 * Transport-neutral description of one listing request. REST parses it from the raw query
 * string (packages/rest, core/parse-rest-query.ts); GraphQL and tRPC build it from their typed inputs. Values stay
 * raw text here on purpose: coercion depends on the resource's declared field kinds, which only
 * the compiler (compile-list-query.ts) knows.
 */
export type FilterOp = "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in" | "nin" | "exists" | "regex";

export const FILTER_OPS: readonly FilterOp[] = ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "regex"];

export interface Filter {
  field: string;
  op: FilterOp;
  /** Raw text; `in`/`nin` carry a list (a single string is split on commas by the compiler). */
  value: string | string[];
}

export type SortDirection = 1 | -1;

export interface SortKey {
  field: string;
  direction: SortDirection;
}

export interface ListQuery {
  filters: Filter[];
  logic: "AND" | "OR";
  /** Order of the array is the precedence. */
  sort: SortKey[];
  limit?: number;
  offset?: number;
  /** API keys to return (`id` is always returned). */
  project?: string[];
  /** Relation names to populate. */
  with?: string[];
}

export const isFilterOp = (op: string): op is FilterOp => (FILTER_OPS as readonly string[]).includes(op);
