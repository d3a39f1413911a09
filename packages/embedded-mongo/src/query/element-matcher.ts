/**
 * How `$pull` conditions and `$elemMatch` projections test one array element: an operator
 * document tests the element as a value (`{$gte: 6}`), any other document is a query that
 * document elements must match (`{a: 1}`, `{$or: [...]}`), and anything else is equality.
 */
import { isPlainDocument, keyOf } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { compileFilter } from "./compile-filter.js";
import { isOperatorDocument } from "./validate-filter.js";

const LOGICAL = new Set(["$and", "$or", "$nor", "$expr", "$where"]);

export function elementMatcher(cond: unknown, collation: Collation | undefined): (el: unknown) => boolean {
  if (isPlainDocument(cond)) {
    if (isOperatorDocument(cond) && !LOGICAL.has(Object.keys(cond)[0] as string)) {
      const t = compileFilter({ v: cond }, collation);
      return (el) => t({ v: el });
    }
    const t = compileFilter(cond, collation);
    return (el) => isPlainDocument(el) && t(el);
  }
  const key = keyOf(cond, collation);
  return (el) => keyOf(el, collation) === key;
}
