/**
 * Values a query predicate sees at a dotted path, MongoDB style: arrays on the way are
 * traversed, an array at the leaf offers itself and its elements, and a missing field in any
 * branch offers `undefined` (so `{f: null}` matches it).
 */
import { DBRef } from "bson";
import { dbrefView } from "./path-visit.js";
import { isPlainDocument } from "../bson/values.js";

export function matchValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  walk(doc, path.split("."), 0, out);
  return out;
}

function walk(cur: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(cur);
    if (Array.isArray(cur)) for (const x of cur) out.push(x);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(cur)) {
    if (/^\d+$/.test(part)) {
      const el: unknown = cur[Number(part)];
      if (el !== undefined) {
        walk(el, parts, i + 1, out);
        return;
      }
    }
    let any = false;
    for (const el of cur) {
      if (isPlainDocument(el) || el instanceof DBRef) {
        walk(el, parts, i, out);
        any = true;
      }
    }
    if (!any) out.push(undefined);
    return;
  }
  if (cur instanceof DBRef) {
    walk(dbrefView(cur), parts, i, out);
    return;
  }
  if (!isPlainDocument(cur)) {
    out.push(undefined);
    return;
  }
  const next = cur[part];
  if (next === undefined) {
    out.push(undefined);
    return;
  }
  walk(next, parts, i + 1, out);
}
