/**
 * Operator updates (`$set`, `$inc`, `$push`...), MongoDB's way: every path is parsed and checked
 * for conflicts first (code 40), then the operators are applied to a copy of the document in
 * path order, walking through the positional `$`, `$[]` and `$[id]` components. Written for the
 * engine because mingo's updater refused two positional paths on one array, ignored `$or` in
 * `$pull`, let type errors pass as "not modified" and assigned `__proto__` as a prototype.
 */
import type { Document } from "bson";
import { cloneValue, getPath, isPlainDocument } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { formatValue } from "../bson/format.js";
import { MongoServerError } from "../errors.js";
import { bsonTypeName } from "../query/bson-types.js";
import { isContainer, LEAF_OPS, readField, removeField, writeField } from "./operators.js";
import type { Container, LeafOp, LeafState } from "./operators.js";
import { comparePaths, ConflictChecker, isArrayComponent, isIndex, parsePath, setField } from "./paths.js";
import { ArrayFilters, positionalIndex } from "./positional.js";

export interface OperatorUpdateOptions {
  filter: Document;
  arrayFilters?: Document[];
  collation?: Collation;
  isInsert: boolean;
}

interface Entry {
  op: string;
  leaf: LeafOp | undefined;
  parts: string[];
  arg: unknown;
  /** `$rename`: the destination path. */
  to?: string[];
}

export const UPDATE_OPERATORS = new Set([...Object.keys(LEAF_OPS), "$rename"]);

function parseEntries(update: Document, filters: ArrayFilters, collation: Collation | undefined): Entry[] {
  const conflicts = new ConflictChecker();
  const entries: Entry[] = [];
  for (const [op, fields] of Object.entries(update)) {
    if (!isPlainDocument(fields)) {
      throw new MongoServerError(
        9,
        `Modifiers operate on fields but we found type ${bsonTypeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(fields)}}`,
      );
    }
    const leaf = LEAF_OPS[op];
    for (const [path, arg] of Object.entries(fields)) {
      const parts = parsePath(path);
      for (const p of parts) {
        const id = /^\$\[(.+)\]$/.exec(p)?.[1];
        if (id !== undefined) filters.testFor(id, path);
      }
      conflicts.add(parts);
      if (op === "$rename") {
        const to = parseRename(path, parts, arg);
        conflicts.add(to);
        entries.push({ op, leaf, parts, arg, to });
        continue;
      }
      entries.push({ op, leaf, parts, arg: leaf?.prepare(arg, path, collation) });
    }
  }
  return entries.sort((a, b) => comparePaths(a.to ?? a.parts, b.to ?? b.parts));
}

function parseRename(path: string, parts: string[], arg: unknown): string[] {
  if (typeof arg !== "string") throw new MongoServerError(2, `The 'to' field for $rename must be a string: ${path}: ${formatValue(arg)}`);
  const to = parsePath(arg);
  if (arg === path) throw new MongoServerError(2, `The source and target field for $rename must differ: ${path}: ${formatValue(arg)}`);
  if (parts.some(isArrayComponent)) throw new MongoServerError(2, `The source field for $rename may not be dynamic: ${path}`);
  if (to.some(isArrayComponent)) throw new MongoServerError(2, `The destination field for $rename may not be dynamic: ${arg}`);
  return to;
}

/**
 * Applies an operator update; returns the updated copy, or `doc` itself when nothing changed.
 * `$setOnInsert` counts only when `isInsert`.
 */
export function applyOperators(doc: Document, update: Document, opts: OperatorUpdateOptions): Document {
  const filters = new ArrayFilters(opts.arrayFilters, opts.collation);
  const entries = parseEntries(update, filters, opts.collation);
  filters.assertAllUsed(update);
  if (!opts.isInsert) for (const e of entries) assertStorableTopLevel(e);
  const copy = copyForUpdate(doc, entries);
  const st: LeafState = { id: doc._id, collation: opts.collation, changed: false };
  const walker = new Walker(doc, opts, filters, st);
  for (const e of entries) {
    if (e.op === "$setOnInsert" && !opts.isInsert) continue;
    if (e.to) rename(copy, e.parts, e.to, st);
    else walker.walk(copy, e, 0, "");
  }
  return st.changed ? copy : doc;
}

/**
 * The copy the operators change: the top-level fields they write (or read through a positional
 * path) are cloned deeply, the others shared with `doc`. Stored documents are never mutated, so
 * sharing is safe, and an update of one field (the outbox's `sequence`, `dispatchedAt`) no longer
 * copies the whole document.
 */
function copyForUpdate(doc: Document, entries: Entry[]): Document {
  const copy: Document = {};
  for (const k of Object.keys(doc)) setField(copy, k, doc[k]);
  for (const e of entries) {
    for (const parts of e.to ? [e.parts, e.to] : [e.parts]) {
      const top = parts[0] as string;
      const v = copy[top];
      if (Object.hasOwn(copy, top) && v !== null && typeof v === "object" && v === doc[top]) setField(copy, top, cloneValue(v));
    }
  }
  return copy;
}

/**
 * MongoDB 5.0+ ("Dollar-Prefixed Field Names", Document Modifying Updates): an update operator
 * may not store a top-level `$`-prefixed field of an existing document (an upsert's insert may;
 * nested ones, `address.$street`, are fine). Removing one with `$unset` is allowed.
 */
function assertStorableTopLevel(e: Entry): void {
  if (e.op === "$unset") return;
  const first = (e.to ?? e.parts)[0];
  if (first?.startsWith("$")) {
    const path = (e.to ?? e.parts).join(".");
    throw new MongoServerError(52, `The dollar ($) prefixed field '${first}' in '${path}' is not valid for storage.`);
  }
}

class Walker {
  /** `$` resolved per array path, once: later entries must not see earlier entries' changes. */
  private readonly positions = new Map<string, number>();

  constructor(
    private readonly original: Document,
    private readonly opts: OperatorUpdateOptions,
    private readonly filters: ArrayFilters,
    private readonly st: LeafState,
  ) {}

  /** `node` is the value at parts[0..i); `at` its dotted path (for `$` and messages). */
  walk(node: Container, e: Entry, i: number, at: string): void {
    const part = e.parts[i] as string;
    const last = i === e.parts.length - 1;
    if (isArrayComponent(part)) {
      const arr = node as unknown[];
      for (const j of this.selected(arr, part, e, at)) {
        if (last) this.leaf(arr, String(j), e, at);
        else this.descend(arr, String(j), e, i, at);
      }
      return;
    }
    if (last) this.leaf(node, part, e, at);
    else this.descend(node, part, e, i, at);
  }

  private selected(arr: unknown[], part: string, e: Entry, at: string): number[] {
    if (part === "$") {
      let j = this.positions.get(at);
      if (j === undefined) {
        const before = getPath(this.original, at);
        j = positionalIndex(Array.isArray(before) ? before : arr, at, this.opts.filter, this.opts.collation);
        this.positions.set(at, j);
      }
      return [j];
    }
    const all = arr.map((_, j) => j);
    if (part === "$[]") return all;
    const test = this.filters.testFor(part.slice(2, -1), e.parts.join("."));
    return all.filter((j) => test(arr[j]));
  }

  private leaf(node: Container, key: string, e: Entry, at: string): void {
    const leaf = e.leaf as LeafOp;
    if (Array.isArray(node) && !isIndex(key)) {
      if (leaf.creates) throw cannotCreate(key, lastName(at), node);
      return;
    }
    leaf.apply(node, key, e.arg, this.st, e.parts.join("."));
  }

  private descend(node: Container, key: string, e: Entry, i: number, at: string): void {
    const creates = (e.leaf as LeafOp).creates;
    if (Array.isArray(node) && !isIndex(key)) {
      if (creates) throw cannotCreate(key, lastName(at), node);
      return;
    }
    const here = at === "" ? key : `${at}.${key}`;
    const next = e.parts[i + 1] as string;
    let child = readField(node, key);
    if (isArrayComponent(next)) {
      if (child === undefined) {
        if (next === "$") throw new MongoServerError(2, "The positional operator did not find the match needed from the query.");
        if (creates) throw new MongoServerError(2, `The path '${here}' must exist in the document in order to apply array updates.`);
        return;
      }
      if (!Array.isArray(child))
        throw new MongoServerError(2, `Cannot apply array updates to non-array element ${key}: ${formatValue(child)}`);
      this.walk(child, e, i + 1, here);
      return;
    }
    if (child === undefined) {
      if (!creates) return;
      child = {};
      writeField(node, key, child, this.st);
    } else if (!isContainer(child)) {
      if (!creates) return;
      throw cannotCreate(next, key, child);
    }
    this.walk(child as Container, e, i + 1, here);
  }
}

function lastName(path: string): string {
  return path.slice(path.lastIndexOf(".") + 1);
}

function cannotCreate(field: string, parentKey: string, parent: unknown): MongoServerError {
  return new MongoServerError(28, `Cannot create field '${field}' in element {${parentKey}: ${formatValue(parent)}}`);
}

/** `$rename`: plain paths only; arrays on either path are refused, as in MongoDB. */
function rename(doc: Document, from: string[], to: string[], st: LeafState): void {
  const src = resolveParent(doc, from, false, "source");
  if (!src) return;
  const key = from[from.length - 1] as string;
  const value = readField(src, key);
  if (value === undefined) return;
  const dst = resolveParent(doc, to, true, "destination") as Document;
  removeField(src, key, st);
  writeField(dst, to[to.length - 1] as string, value, st);
}

function resolveParent(doc: Document, parts: string[], create: boolean, role: string): Document | undefined {
  let cur: Document = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    const next = readField(cur, p);
    if (Array.isArray(next)) {
      throw new MongoServerError(
        2,
        `The ${role} field cannot be an array element, '${parts.join(".")}' in doc with ${p}: ${formatValue(next)} has an array field called '${p}'`,
      );
    }
    if (next === undefined) {
      if (!create) return undefined;
      const made: Document = {};
      setField(cur, p, made);
      cur = made;
    } else if (isPlainDocument(next)) cur = next;
    else if (!create) return undefined;
    else throw cannotCreate(parts[i + 1] as string, p, next);
  }
  return cur;
}
