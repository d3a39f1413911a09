/**
 * The update operators at their target field: argument validation (at parse time, like
 * MongoDB) and the change each makes to the field's container, failing with MongoDB's codes
 * when the stored value has the wrong type (14 TypeMismatch for `$inc` on a string, 2 BadValue
 * for `$push` on a non-array...).
 */
import { Timestamp } from "bson";
import type { Document } from "bson";
import { cloneValue, compareValues, isNumeric, isPlainDocument, keyOf } from "../bson/values.js";
import type { Collation } from "../bson/values.js";
import { formatValue } from "../bson/format.js";
import { MongoServerError } from "../errors.js";
import { bsonTypeName } from "../query/bson-types.js";
import { elementMatcher } from "../query/element-matcher.js";
import { arithmetic, bitwise, isIntegral, zeroLike } from "./arithmetic.js";
import { getField, isIndex, setField } from "./paths.js";

export type Container = Document | unknown[];

/** What leaf operations share while one update runs. */
export interface LeafState {
  /** The document's `_id`, for error messages. */
  id: unknown;
  collation: Collation | undefined;
  changed: boolean;
}

export interface LeafOp {
  /** Creates missing fields on the way (false: a missing path makes the operator a no-op). */
  creates: boolean;
  /** Validates the argument once; returns what `apply` receives. */
  prepare(arg: unknown, field: string, collation: Collation | undefined): unknown;
  apply(c: Container, key: string, arg: unknown, st: LeafState, field: string): void;
}

export function readField(c: Container, key: string): unknown {
  return Array.isArray(c) ? c[Number(key)] : getField(c, key);
}

/** Writes a field, padding arrays with nulls; records whether the stored value changed. */
export function writeField(c: Container, key: string, value: unknown, st: LeafState): void {
  const old = readField(c, key);
  if (old !== undefined && keyOf(old) === keyOf(value)) return;
  st.changed = true;
  if (Array.isArray(c)) {
    const i = Number(key);
    while (c.length < i) c.push(null);
    c[i] = value;
  } else setField(c, key, value);
}

export function removeField(c: Container, key: string, st: LeafState): void {
  if (Array.isArray(c)) {
    // $unset on an array element leaves a null in its place, as MongoDB does.
    const i = Number(key);
    if (i < c.length && c[i] !== null) {
      c[i] = null;
      st.changed = true;
    }
    return;
  }
  if (Object.hasOwn(c, key)) {
    delete c[key];
    st.changed = true;
  }
}

const idShown = (st: LeafState): string => `{_id: ${formatValue(st.id)}}`;

const identity = (arg: unknown): unknown => arg;

const $set: LeafOp = {
  creates: true,
  prepare: identity,
  apply: (c, key, arg, st) => writeField(c, key, cloneValue(arg), st),
};

const $unset: LeafOp = {
  creates: false,
  prepare: identity,
  apply: (c, key, _arg, st) => removeField(c, key, st),
};

function numericArgOp(name: "$inc" | "$mul", verb: string, op: "add" | "mul"): LeafOp {
  return {
    creates: true,
    prepare: (arg, field) => {
      if (!isNumeric(arg)) throw new MongoServerError(14, `Cannot ${verb} with non-numeric argument: {${field}: ${formatValue(arg)}}`);
      return arg;
    },
    apply: (c, key, arg, st, field) => {
      const cur = readField(c, key);
      if (cur === undefined) {
        writeField(c, key, op === "add" ? arg : zeroLike(arg), st);
        return;
      }
      if (!isNumeric(cur)) {
        throw new MongoServerError(
          14,
          `Cannot apply ${name} to a value of non-numeric type. ${idShown(st)} has the field '${field}' of non-numeric type ${bsonTypeName(cur)}`,
        );
      }
      writeField(c, key, arithmetic(op, cur, arg), st);
    },
  };
}

function compareOp(keepIf: (c: number) => boolean): LeafOp {
  return {
    creates: true,
    prepare: identity,
    apply: (c, key, arg, st) => {
      const cur = readField(c, key);
      if (cur === undefined || keepIf(compareValues(arg, cur, st.collation))) writeField(c, key, cloneValue(arg), st);
    },
  };
}

const $currentDate: LeafOp = {
  creates: true,
  prepare: (arg, field) => {
    if (typeof arg === "boolean") return "date";
    if (isPlainDocument(arg) && (arg.$type === "date" || arg.$type === "timestamp") && Object.keys(arg).length === 1) return arg.$type;
    throw new MongoServerError(
      2,
      `${field} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  },
  apply: (c, key, arg, st) => {
    const now = Date.now();
    const value = arg === "timestamp" ? new Timestamp({ t: Math.floor(now / 1000), i: 1 }) : new Date(now);
    writeField(c, key, value, st);
  },
};

function arrayAt(c: Container, key: string, st: LeafState, field: string, op: string): unknown[] | undefined {
  const cur = readField(c, key);
  if (cur === undefined) return undefined;
  if (Array.isArray(cur)) return cur;
  if (op === "$push") {
    throw new MongoServerError(2, `The field '${field}' must be an array but is of type ${bsonTypeName(cur)} in document ${idShown(st)}`);
  }
  if (op === "$addToSet") {
    throw new MongoServerError(
      2,
      `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${bsonTypeName(cur)}`,
    );
  }
  if (op === "$pop") throw new MongoServerError(14, `Path '${field}' contains an element of non-array type '${bsonTypeName(cur)}'`);
  throw new MongoServerError(2, `Cannot apply ${op} to a non-array value`);
}

interface PushArg {
  each: unknown[];
  position?: number;
  slice?: number;
  sort?: 1 | -1 | Document;
}

const PUSH_CLAUSES = new Set(["$each", "$slice", "$sort", "$position"]);

function isInt(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v);
}

const $push: LeafOp = {
  creates: true,
  prepare: (arg) => {
    if (!isPlainDocument(arg) || !("$each" in arg)) return { each: [arg] } satisfies PushArg;
    for (const k of Object.keys(arg)) if (!PUSH_CLAUSES.has(k)) throw new MongoServerError(2, `Unrecognized clause in $push: ${k}`);
    if (!Array.isArray(arg.$each)) {
      throw new MongoServerError(2, `The argument to $each in $push must be an array but it was of type: ${bsonTypeName(arg.$each)}`);
    }
    const out: PushArg = { each: arg.$each };
    if (arg.$position !== undefined) {
      if (!isInt(arg.$position))
        throw new MongoServerError(2, `The value for $position must be an integer value, not of type: ${bsonTypeName(arg.$position)}`);
      out.position = arg.$position;
    }
    if (arg.$slice !== undefined) {
      if (!isInt(arg.$slice))
        throw new MongoServerError(2, `The value for $slice must be an integer value but was given type: ${bsonTypeName(arg.$slice)}`);
      out.slice = arg.$slice;
    }
    if (arg.$sort !== undefined) {
      const s = arg.$sort;
      if (s === 1 || s === -1) out.sort = s;
      else if (isPlainDocument(s) && Object.keys(s).length > 0 && Object.values(s).every((d) => d === 1 || d === -1)) out.sort = s;
      else
        throw new MongoServerError(2, "The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields");
    }
    return out;
  },
  apply: (c, key, raw, st, field) => {
    const arg = raw as PushArg;
    const cur = arrayAt(c, key, st, field, "$push");
    let next = cur ? [...cur] : [];
    const items = arg.each.map((x) => cloneValue(x));
    if (arg.position === undefined) next.push(...items);
    else {
      const at = arg.position < 0 ? Math.max(0, next.length + arg.position) : Math.min(arg.position, next.length);
      next.splice(at, 0, ...items);
    }
    if (arg.sort !== undefined) next = sortElements(next, arg.sort, st.collation);
    if (arg.slice !== undefined) next = arg.slice >= 0 ? next.slice(0, arg.slice) : next.slice(Math.max(0, next.length + arg.slice));
    if (!cur) {
      writeField(c, key, next, st);
      return;
    }
    if (keyOf(next) !== keyOf(cur)) {
      cur.length = 0;
      cur.push(...next);
      st.changed = true;
    }
  },
};

function sortElements(arr: unknown[], spec: 1 | -1 | Document, collation: Collation | undefined): unknown[] {
  if (spec === 1 || spec === -1) return [...arr].sort((a, b) => spec * compareValues(a, b, collation));
  const fields = Object.entries(spec) as Array<[string, 1 | -1]>;
  const at = (v: unknown, path: string): unknown => {
    let cur = v;
    for (const p of path.split(".")) cur = isPlainDocument(cur) ? getField(cur, p) : undefined;
    return cur ?? null;
  };
  return [...arr].sort((a, b) => {
    for (const [f, dir] of fields) {
      const r = compareValues(at(a, f), at(b, f), collation);
      if (r !== 0) return r * dir;
    }
    return 0;
  });
}

const $addToSet: LeafOp = {
  creates: true,
  prepare: (arg) => {
    if (isPlainDocument(arg) && "$each" in arg) {
      if (!Array.isArray(arg.$each))
        throw new MongoServerError(2, `The argument to $each in $addToSet must be an array but it was of type ${bsonTypeName(arg.$each)}`);
      return arg.$each;
    }
    return [arg];
  },
  apply: (c, key, raw, st, field) => {
    const items = raw as unknown[];
    const cur = arrayAt(c, key, st, field, "$addToSet");
    const seen = new Set((cur ?? []).map((x) => keyOf(x, st.collation)));
    const added: unknown[] = [];
    for (const x of items) {
      const k = keyOf(x, st.collation);
      if (seen.has(k)) continue;
      seen.add(k);
      added.push(cloneValue(x));
    }
    if (!cur) writeField(c, key, added, st);
    else if (added.length > 0) {
      cur.push(...added);
      st.changed = true;
    }
  },
};

const $pop: LeafOp = {
  creates: false,
  prepare: (arg, field) => {
    if (!isNumeric(arg)) throw new MongoServerError(9, `Expected a number in: ${field}: ${formatValue(arg)}`);
    if (arg !== 1 && arg !== -1) throw new MongoServerError(9, `$pop expects 1 or -1, found: ${formatValue(arg)}`);
    return arg;
  },
  apply: (c, key, arg, st, field) => {
    const cur = arrayAt(c, key, st, field, "$pop");
    if (!cur || cur.length === 0) return;
    if (arg === 1) cur.pop();
    else cur.shift();
    st.changed = true;
  },
};

function removeWhere(c: Container, key: string, st: LeafState, field: string, op: string, test: (el: unknown) => boolean): void {
  const cur = arrayAt(c, key, st, field, op);
  if (!cur) return;
  const kept = cur.filter((el) => !test(el));
  if (kept.length === cur.length) return;
  cur.length = 0;
  cur.push(...kept);
  st.changed = true;
}

const $pull: LeafOp = {
  creates: false,
  prepare: (arg, _field, collation) => elementMatcher(arg, collation),
  apply: (c, key, test, st, field) => removeWhere(c, key, st, field, "$pull", test as (el: unknown) => boolean),
};

const $pullAll: LeafOp = {
  creates: false,
  prepare: (arg, _field, collation) => {
    if (!Array.isArray(arg)) throw new MongoServerError(2, `$pullAll requires an array argument but was given a ${bsonTypeName(arg)}`);
    const keys = new Set(arg.map((x) => keyOf(x, collation)));
    return (el: unknown) => keys.has(keyOf(el, collation));
  },
  apply: (c, key, test, st, field) => removeWhere(c, key, st, field, "$pullAll", test as (el: unknown) => boolean),
};

const $bit: LeafOp = {
  creates: true,
  prepare: (arg, field) => {
    if (!isPlainDocument(arg) || Object.keys(arg).length === 0) {
      throw new MongoServerError(
        2,
        `The $bit modifier is not compatible with a ${bsonTypeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`,
      );
    }
    const ops = Object.entries(arg);
    for (const [op, v] of ops) {
      if (op !== "and" && op !== "or" && op !== "xor")
        throw new MongoServerError(
          2,
          `The $bit modifier only supports 'and', 'or', and 'xor', not '${op}' which is an unknown operator: {${op}: ${formatValue(v)}}`,
        );
      if (!isIntegral(v))
        throw new MongoServerError(
          2,
          `The $bit modifier field must be an Integer(32/64 bit); a '${bsonTypeName(v)}' is not supported here: {${op}: ${formatValue(v)}} for field ${field}`,
        );
    }
    return ops;
  },
  apply: (c, key, raw, st, field) => {
    let cur = readField(c, key);
    if (cur === undefined) cur = 0;
    else if (!isIntegral(cur)) {
      throw new MongoServerError(
        2,
        `Cannot apply $bit to a value of non-integral type.${idShown(st)} has the field ${field} of non-integer type ${bsonTypeName(cur)}`,
      );
    }
    for (const [op, v] of raw as Array<["and" | "or" | "xor", unknown]>) cur = bitwise(op, cur, v);
    writeField(c, key, cur, st);
  },
};

export const LEAF_OPS: Record<string, LeafOp> = {
  $set,
  $setOnInsert: $set,
  $unset,
  $inc: numericArgOp("$inc", "increment", "add"),
  $mul: numericArgOp("$mul", "multiply", "mul"),
  $min: compareOp((c) => c < 0),
  $max: compareOp((c) => c > 0),
  $currentDate,
  $push,
  $addToSet,
  $pop,
  $pull,
  $pullAll,
  $bit,
};

export function isContainer(v: unknown): v is Container {
  return Array.isArray(v) || isPlainDocument(v);
}

export { isIndex };
