/**
 * Which array elements an update's array components select: `$` (the element the query
 * matched, found by re-testing the filter's conditions on that array element by element),
 * `$[]` (all) and `$[id]` (those matching the `arrayFilters` entry for `id`).
 */
import type { Document } from "bson";
import type { Collation } from "../bson/values.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { compileFilter } from "../query/compile-filter.js";

type Test = (doc: Document) => boolean;

const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;

export class ArrayFilters {
  private readonly tests = new Map<string, Test>();
  private readonly used = new Set<string>();

  constructor(filters: Document[] | undefined, collation: Collation | undefined) {
    for (const f of filters ?? []) {
      if (!isPlainDocument(f)) throw new MongoServerError(9, "arrayFilters entries must be objects");
      const ids = new Set(Object.keys(f).map((k) => k.split(".")[0] as string));
      if (ids.size !== 1) {
        throw new MongoServerError(
          9,
          `Error parsing array filter :: caused by :: Expected a single top-level field name, found ${[...ids].map((i) => `'${i}'`).join(" and ")}`,
        );
      }
      const id = [...ids][0] as string;
      if (!IDENTIFIER.test(id)) {
        throw new MongoServerError(
          2,
          `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`,
        );
      }
      if (this.tests.has(id)) throw new MongoServerError(9, `Found multiple array filters with the same top-level field name ${id}`);
      this.tests.set(id, compileFilter(f, collation));
    }
  }

  /** The element test of `$[id]` in `path`. */
  testFor(id: string, path: string): (el: unknown) => boolean {
    const t = this.tests.get(id);
    if (!t) throw new MongoServerError(2, `No array filter found for identifier '${id}' in path '${path}'`);
    this.used.add(id);
    return (el) => t({ [id]: el });
  }

  /** Declared identifiers the update never used (MongoDB refuses the update). */
  assertAllUsed(update: Document): void {
    for (const id of this.tests.keys()) {
      if (!this.used.has(id)) {
        throw new MongoServerError(9, `The array filter for identifier '${id}' was not used in the update ${JSON.stringify(update)}`);
      }
    }
  }
}

/** Conditions of a filter on fields at or below `prefix` (top level and inside `$and`). */
function conditionsUnder(filter: Document, prefix: string, out: Array<{ rest: string; cond: unknown }>): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === "$and" && Array.isArray(v)) {
      for (const sub of v) if (isPlainDocument(sub)) conditionsUnder(sub, prefix, out);
    } else if (k === prefix) out.push({ rest: "", cond: v });
    else if (k.startsWith(`${prefix}.`)) out.push({ rest: k.slice(prefix.length + 1), cond: v });
  }
}

/**
 * Index of the element of `array` (at `prefix`) that the query matched: the first element
 * satisfying every condition the filter puts on the array, else the first satisfying one.
 */
export function positionalIndex(array: unknown[], prefix: string, filter: Document, collation: Collation | undefined): number {
  const conds: Array<{ rest: string; cond: unknown }> = [];
  conditionsUnder(filter, prefix, conds);
  if (conds.length > 0) {
    // `{v: [el]}` lets equality / $elemMatch on the array itself test one element; a condition
    // below the array tests the element at its own path.
    const tests = conds.map(({ rest, cond }) => {
      const t = compileFilter({ [rest === "" ? "v" : `v.${rest}`]: cond }, collation);
      return (el: unknown) => t({ v: rest === "" ? [el] : el });
    });
    let firstAny = -1;
    for (let i = 0; i < array.length; i++) {
      let n = 0;
      for (const t of tests) if (t(array[i])) n++;
      if (n === tests.length) return i;
      if (n > 0 && firstAny < 0) firstAny = i;
    }
    if (firstAny >= 0) return firstAny;
  }
  throw new MongoServerError(2, "The positional operator did not find the match needed from the query.");
}
