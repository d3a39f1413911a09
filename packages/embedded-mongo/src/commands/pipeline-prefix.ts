/**
 * The leading stages of a pipeline that the query planner can run as a find (`$match`s, then
 * `$sort` + `$skip` + `$limit`): shared by aggregate, which runs them, and explain, which reports them.
 */
import type { Document } from "bson";
import { isPlainDocument } from "../bson/values.js";
import { parseSort } from "../query/sort.js";
import type { SortSpec } from "../query/sort.js";

export interface Prefix {
  filter: Document;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  rest: Document[];
}

const isCount = (v: unknown, min: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min;

/** Splits off the leading stages the planner can run. */
export function splitPrefix(pipeline: Document[]): Prefix {
  const matches: Document[] = [];
  let i = 0;
  while (i < pipeline.length && isPlainDocument(pipeline[i]?.$match)) {
    matches.push(pipeline[i]?.$match as Document);
    i++;
  }
  let sort: SortSpec | undefined;
  let skip: number | undefined;
  let limit: number | undefined;
  if (i < pipeline.length && isPlainDocument(pipeline[i]?.$sort)) {
    sort = parseSort(pipeline[i]?.$sort);
    if (sort) {
      i++;
      // `$sort, $skip, $limit` (a list page) is find's sort/skip/limit: the planner walks the
      // index in order and stops after skip+limit documents instead of sorting the whole match.
      const sk = pipeline[i]?.$skip;
      if (isCount(sk, 0)) {
        skip = sk;
        i++;
      }
      const lim = pipeline[i]?.$limit;
      if (isCount(lim, 1)) {
        limit = lim;
        i++;
      }
    }
  }
  const filter = matches.length === 0 ? {} : matches.length === 1 ? (matches[0] as Document) : { $and: matches };
  return { filter, sort, skip, limit, rest: pipeline.slice(i) };
}
