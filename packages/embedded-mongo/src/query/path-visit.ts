/**
 * Allocation-free version of match-values.ts for compiled predicates: instead of collecting the
 * values a dotted path offers into an array, it hands each to a test and stops at the first
 * hit. The traversal is exactly matchValues' (arrays on the way are traversed through their
 * document elements, a numeric part indexes an array, a missing branch offers `undefined`), so
 * compiled operators see what the mingo overrides in mingo-context.ts see.
 */
import { DBRef } from "bson";
import type { Document } from "bson";

export type ValueTest = (v: unknown) => boolean;
/** Runs a value test over what a path offers in one document (or array element). */
export type PathTest = (doc: unknown) => boolean;

const DIGITS = /^\d+$/;

function isPlainDoc(v: unknown): v is Document {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  // Stored documents are object literals from the BSON decoder: check the common case first.
  if (v.constructor === Object) return true;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A DBRef as the document it is stored as (`{$ref, $id, $db}`), so paths and `$elemMatch` reach its fields. */
export function dbrefView(r: DBRef): Document {
  const view: Document = { $ref: r.collection, $id: r.oid };
  if (r.db) view.$db = r.db;
  return { ...view, ...r.fields };
}

/**
 * A tester for `path` ("" = the value itself, used by operator-form `$elemMatch`).
 * `expandLeaf`: an array at the end of the path offers itself and then each element (equality,
 * ranges, `$in`, `$regex`...); false offers only the array (`$size`, `$elemMatch`).
 */
export function pathTest(path: string, test: ValueTest, expandLeaf: boolean): PathTest {
  const parts = path === "" ? [] : path.split(".");
  const index = parts.map((p) => DIGITS.test(p));
  const leaf = (v: unknown): boolean => {
    if (test(v)) return true;
    if (expandLeaf && Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) if (test(v[k])) return true;
    }
    return false;
  };
  if (parts.length === 0) return leaf;
  const walk = (cur: unknown, i: number): boolean => {
    if (i === parts.length) return leaf(cur);
    if (Array.isArray(cur)) {
      if (index[i]) {
        const el: unknown = cur[Number(parts[i])];
        if (el !== undefined) return walk(el, i + 1);
      }
      let any = false;
      for (let k = 0; k < cur.length; k++) {
        const el: unknown = cur[k];
        if (isPlainDoc(el) || el instanceof DBRef) {
          any = true;
          if (walk(el, i)) return true;
        }
      }
      return any ? false : test(undefined);
    }
    if (cur instanceof DBRef) return walk(dbrefView(cur), i);
    if (!isPlainDoc(cur)) return test(undefined);
    const next = cur[parts[i] as string];
    return next === undefined ? test(undefined) : walk(next, i + 1);
  };
  const first = parts[0] as string;
  if (parts.length === 1 && !index[0]) {
    // The dominant case, a top-level field of a document: one property read, no helper calls
    // (`leaf` inlined) since this runs once per field per document.
    return (doc) => {
      if (!isPlainDoc(doc)) return Array.isArray(doc) || doc instanceof DBRef ? walk(doc, 0) : test(undefined);
      const v = doc[first];
      if (test(v)) return true;
      if (expandLeaf && Array.isArray(v)) {
        for (let k = 0; k < v.length; k++) if (test(v[k])) return true;
      }
      return false;
    };
  }
  return (doc) => walk(doc, 0);
}
