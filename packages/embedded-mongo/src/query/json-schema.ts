/**
 * `$jsonSchema` (MongoDB's draft-4 subset plus `bsonType`), as a query operator and so as a
 * collection validator. Hand-written rather than ajv: the values are BSON (ObjectId, Date,
 * Decimal128...), which `bsonType` tests by BSON type and JSON Schema validators cannot see.
 */
import type { Document } from "bson";
import { isNumeric, isPlainDocument, keyOf, toNumber } from "../bson/values.js";
import { MongoServerError } from "../errors.js";
import { matchesType } from "./bson-types.js";

type Check = (v: unknown) => boolean;

const JSON_TYPES: Record<string, Check> = {
  object: (v) => isPlainDocument(v),
  array: Array.isArray,
  number: isNumeric,
  boolean: (v) => typeof v === "boolean",
  string: (v) => typeof v === "string",
  null: (v) => v === null,
};

const KEYWORDS = new Set([
  "bsonType",
  "type",
  "required",
  "properties",
  "additionalProperties",
  "patternProperties",
  "minProperties",
  "maxProperties",
  "enum",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "items",
  "additionalItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "dependencies",
  "title",
  "description",
]);

const bad = (message: string): MongoServerError => new MongoServerError(9, message);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

function typeCheck(spec: unknown, json: boolean): Check {
  const names = list(spec).map(String);
  const checks = names.map((n): Check => {
    if (json) {
      const c = JSON_TYPES[n];
      if (!c) throw bad(`Unknown type name alias: ${n}`);
      return c;
    }
    // `bsonType: "double"` means a stored double, which an integral number may have been.
    return (v) => v !== undefined && matchesType(v, n);
  });
  return (v) => checks.some((c) => c(v));
}

/** Compiles a schema into a check of one value (the document at the top level). */
export function compileSchema(schema: unknown): Check {
  if (!isPlainDocument(schema)) throw bad("$jsonSchema must be an object");
  const checks: Check[] = [];
  const s = schema;
  for (const k of Object.keys(s)) if (!KEYWORDS.has(k)) throw bad(`Unknown $jsonSchema keyword: ${k}`);
  if (s.type !== undefined && s.bsonType !== undefined) throw bad("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  if (s.type !== undefined) checks.push(typeCheck(s.type, true));
  if (s.bsonType !== undefined) checks.push(typeCheck(s.bsonType, false));
  if (Array.isArray(s.enum)) {
    const keys = new Set(s.enum.map((x) => keyOf(x)));
    checks.push((v) => keys.has(keyOf(v)));
  }
  checks.push(...numberChecks(s), ...stringChecks(s), ...objectChecks(s), ...arrayChecks(s), ...logicChecks(s));
  return (v) => checks.every((c) => c(v));
}

function numberChecks(s: Document): Check[] {
  const out: Check[] = [];
  const onNumbers =
    (c: (n: number) => boolean): Check =>
    (v) =>
      !isNumeric(v) || c(toNumber(v));
  if (s.minimum !== undefined) {
    const min = toNumber(s.minimum);
    out.push(onNumbers((n) => (s.exclusiveMinimum === true ? n > min : n >= min)));
  }
  if (s.maximum !== undefined) {
    const max = toNumber(s.maximum);
    out.push(onNumbers((n) => (s.exclusiveMaximum === true ? n < max : n <= max)));
  }
  if (s.multipleOf !== undefined) {
    const m = toNumber(s.multipleOf);
    out.push(onNumbers((n) => Number.isInteger(n / m)));
  }
  return out;
}

function stringChecks(s: Document): Check[] {
  const out: Check[] = [];
  const onStrings =
    (c: (str: string) => boolean): Check =>
    (v) =>
      typeof v !== "string" || c(v);
  if (s.minLength !== undefined) out.push(onStrings((str) => [...str].length >= toNumber(s.minLength)));
  if (s.maxLength !== undefined) out.push(onStrings((str) => [...str].length <= toNumber(s.maxLength)));
  if (s.pattern !== undefined) {
    const re = new RegExp(String(s.pattern), "u");
    out.push(onStrings((str) => re.test(str)));
  }
  return out;
}

function objectChecks(s: Document): Check[] {
  const out: Check[] = [];
  const onObjects =
    (c: (o: Document) => boolean): Check =>
    (v) =>
      !isPlainDocument(v) || c(v);
  if (Array.isArray(s.required)) {
    const req = s.required.map(String);
    out.push(onObjects((o) => req.every((k) => o[k] !== undefined)));
  }
  if (s.minProperties !== undefined) out.push(onObjects((o) => Object.keys(o).length >= toNumber(s.minProperties)));
  if (s.maxProperties !== undefined) out.push(onObjects((o) => Object.keys(o).length <= toNumber(s.maxProperties)));
  const props = isPlainDocument(s.properties) ? Object.entries(s.properties).map(([k, v]) => [k, compileSchema(v)] as const) : [];
  const patterns = isPlainDocument(s.patternProperties)
    ? Object.entries(s.patternProperties).map(([k, v]) => [new RegExp(k, "u"), compileSchema(v)] as const)
    : [];
  const additional =
    s.additionalProperties === undefined || s.additionalProperties === true
      ? undefined
      : s.additionalProperties === false
        ? false
        : compileSchema(s.additionalProperties);
  if (props.length || patterns.length || additional !== undefined) {
    const named = new Set(props.map(([k]) => k));
    out.push(
      onObjects((o) => {
        for (const [k, check] of props) if (o[k] !== undefined && !check(o[k])) return false;
        for (const [k, v] of Object.entries(o)) {
          const matched = patterns.filter(([re]) => re.test(k));
          if (!matched.every(([, check]) => check(v))) return false;
          if (named.has(k) || matched.length > 0 || additional === undefined) continue;
          if (additional === false || !additional(v)) return false;
        }
        return true;
      }),
    );
  }
  if (isPlainDocument(s.dependencies)) {
    for (const [k, dep] of Object.entries(s.dependencies)) {
      const check: Check = Array.isArray(dep) ? (o) => dep.every((d) => (o as Document)[String(d)] !== undefined) : compileSchema(dep);
      out.push(onObjects((o) => o[k] === undefined || check(o)));
    }
  }
  return out;
}

function arrayChecks(s: Document): Check[] {
  const out: Check[] = [];
  const onArrays =
    (c: (a: unknown[]) => boolean): Check =>
    (v) =>
      !Array.isArray(v) || c(v);
  if (s.minItems !== undefined) out.push(onArrays((a) => a.length >= toNumber(s.minItems)));
  if (s.maxItems !== undefined) out.push(onArrays((a) => a.length <= toNumber(s.maxItems)));
  if (s.uniqueItems === true) out.push(onArrays((a) => new Set(a.map((x) => keyOf(x))).size === a.length));
  if (Array.isArray(s.items)) {
    const tuple = s.items.map(compileSchema);
    const rest =
      s.additionalItems === undefined || s.additionalItems === true
        ? undefined
        : s.additionalItems === false
          ? false
          : compileSchema(s.additionalItems);
    out.push(
      onArrays((a) =>
        a.every((x, i) => {
          const c = tuple[i];
          if (c) return c(x);
          return rest === undefined ? true : rest === false ? false : rest(x);
        }),
      ),
    );
  } else if (s.items !== undefined) {
    const each = compileSchema(s.items);
    out.push(onArrays((a) => a.every(each)));
  }
  return out;
}

function logicChecks(s: Document): Check[] {
  const out: Check[] = [];
  const subs = (v: unknown, k: string): Check[] => {
    if (!Array.isArray(v) || v.length === 0) throw bad(`$jsonSchema keyword '${k}' must be a nonempty array`);
    return v.map(compileSchema);
  };
  if (s.allOf !== undefined) {
    const cs = subs(s.allOf, "allOf");
    out.push((v) => cs.every((c) => c(v)));
  }
  if (s.anyOf !== undefined) {
    const cs = subs(s.anyOf, "anyOf");
    out.push((v) => cs.some((c) => c(v)));
  }
  if (s.oneOf !== undefined) {
    const cs = subs(s.oneOf, "oneOf");
    out.push((v) => cs.filter((c) => c(v)).length === 1);
  }
  if (s.not !== undefined) {
    const c = compileSchema(s.not);
    out.push((v) => !c(v));
  }
  return out;
}
