/**
 * Update paths: parsing and validation, MongoDB's conflict rule (no path may be a prefix of, or
 * equal to, another: code 40), the order updates are applied in (field names compared
 * lexicographically, numeric names numerically, as MongoDB >= 5.0 does) and property access
 * that treats `__proto__` and friends as ordinary field names.
 */
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";

/** A path component that selects array elements: `$`, `$[]` or `$[id]`. */
export function isArrayComponent(part: string): boolean {
  return part === "$" || (part.startsWith("$[") && part.endsWith("]"));
}

export function parsePath(path: string): string[] {
  if (path === "") throw new MongoServerError(56, "An empty update path is not valid.");
  const parts = path.split(".");
  if (parts.some((p) => p === "")) {
    throw new MongoServerError(56, `The update path '${path}' contains an empty field name, which is not allowed.`);
  }
  if (parts.filter((p) => p === "$").length > 1) {
    throw new MongoServerError(2, `Too many positional (i.e. '$') elements found in path '${path}'`);
  }
  return parts;
}

interface TrieNode {
  children: Map<string, TrieNode>;
  terminal: boolean;
}

/** Collects update paths and rejects two that overlap (one is a prefix of, or equals, the other). */
export class ConflictChecker {
  private readonly root: TrieNode = { children: new Map(), terminal: false };

  add(parts: string[]): void {
    let node = this.root;
    for (let i = 0; i < parts.length; i++) {
      if (node.terminal) throw conflict(parts, i);
      const part = parts[i] as string;
      let next = node.children.get(part);
      if (!next) {
        next = { children: new Map(), terminal: false };
        node.children.set(part, next);
      }
      node = next;
    }
    if (node.terminal || node.children.size > 0) throw conflict(parts, parts.length);
    node.terminal = true;
  }
}

function conflict(parts: string[], at: number): MongoServerError {
  return new MongoServerError(40, `Updating the path '${parts.join(".")}' would create a conflict at '${parts.slice(0, at).join(".")}'`);
}

const DIGITS = /^\d+$/;

export function isIndex(part: string): boolean {
  return DIGITS.test(part);
}

/** Order of application: component by component, numbers numerically, names by code unit. */
export function comparePaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    if (isIndex(x) && isIndex(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** Own property only: a stored field named `__proto__` or `constructor` is data, never the prototype. */
export function getField(obj: Document, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

export function hasField(obj: Document, key: string): boolean {
  return Object.hasOwn(obj, key);
}

/** Defines `key` as an own enumerable property (assignment to `__proto__` would set the prototype). */
export function setField(obj: Document, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}
