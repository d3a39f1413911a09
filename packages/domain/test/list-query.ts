import type { FilterOp, ListQuery } from "../src/query";

/** A ListQuery from `[field, op, value]` filters, as an adapter builds it (values still raw text, coerced by the compiler). */
export const listQuery = (filters: [string, FilterOp, string | string[]][], rest: Partial<ListQuery> = {}): ListQuery => ({
  filters: filters.map(([field, op, value]) => ({ field, op, value })),
  logic: "AND",
  sort: [],
  ...rest,
});
