/**
 * Rejects filters MongoDB's parser rejects (and turns a DBRef decoded inside `$elemMatch` back into
 * the criteria it was), before anything is scanned (so an unknown operator
 * fails on an empty or missing collection too), with MongoDB's messages (code 2 BadValue).
 */
import { DBRef } from "bson";
import type { Document } from "bson";
import { dbrefView } from "./path-visit.js";
import { isPlainDocument } from "../bson/values.js";
import { MongoServerError } from "../errors.js";

const TOP_LEVEL = new Set([
  "$and",
  "$or",
  "$nor",
  "$expr",
  "$where",
  "$text",
  "$comment",
  "$jsonSchema",
  "$alwaysTrue",
  "$alwaysFalse",
  "$sampleRate",
]);

const FIELD_LEVEL = new Set([
  "$eq",
  "$ne",
  "$gt",
  "$gte",
  "$lt",
  "$lte",
  "$in",
  "$nin",
  "$exists",
  "$type",
  "$regex",
  "$options",
  "$size",
  "$all",
  "$elemMatch",
  "$not",
  "$mod",
  "$bitsAllSet",
  "$bitsAnySet",
  "$bitsAllClear",
  "$bitsAnyClear",
  "$geoWithin",
  "$geoIntersects",
  "$near",
  "$nearSphere",
  "$within",
  "$maxDistance",
  "$minDistance",
  "$box",
  "$center",
  "$centerSphere",
  "$polygon",
  "$geometry",
  "$uniqueDocs",
]);

/** DBRef fields are field names, not operators. */
export const DBREF_FIELDS = new Set(["$ref", "$id", "$db"]);

const bad = (message: string): MongoServerError => new MongoServerError(2, message);

/** An object whose first key is an operator is an operator document (`{$gt: 1}`), else a value. */
export function isOperatorDocument(v: unknown): v is Document {
  if (!isPlainDocument(v)) return false;
  const first = Object.keys(v)[0];
  return first !== undefined && first.startsWith("$") && !DBREF_FIELDS.has(first);
}

export function validateFilter(filter: Document): void {
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith("$") && !DBREF_FIELDS.has(key)) {
      if (!TOP_LEVEL.has(key))
        throw bad(
          `unknown top level operator: ${key}. If you are trying to use a field name that begins with '$', consider using $getField or $setField`,
        );
      if (key === "$and" || key === "$or" || key === "$nor") {
        if (!Array.isArray(value) || value.length === 0) throw bad("$and/$or/$nor must be a nonempty array");
        for (const sub of value) {
          if (!isPlainDocument(sub)) throw bad("$or/$and/$nor entries need to be full objects");
          validateFilter(sub);
        }
      }
      continue;
    }
    if (isOperatorDocument(value)) validateOperators(value);
  }
}

function validateOperators(ops: Document): void {
  for (const [op, arg] of Object.entries(ops)) {
    if (!op.startsWith("$") || !FIELD_LEVEL.has(op)) throw bad(`unknown operator: ${op}`);
    switch (op) {
      case "$in":
      case "$nin":
        if (!Array.isArray(arg)) throw bad(`${op} needs an array`);
        break;
      case "$all":
        if (!Array.isArray(arg)) throw bad("$all needs an array");
        break;
      case "$elemMatch":
        // `{$elemMatch: {$ref, $id}}` arrives decoded as a DBRef: it is criteria on those fields.
        if (arg instanceof DBRef) {
          ops.$elemMatch = dbrefView(arg);
          break;
        }
        if (!isPlainDocument(arg)) throw bad("$elemMatch needs an Object");
        // Criteria on the element itself ({$gte: 5}) or a query on document elements ({a: 1, $or: [...]}).
        if (isOperatorDocument(arg) && !Object.keys(arg).some((k) => TOP_LEVEL.has(k))) validateOperators(arg);
        else validateFilter(arg);
        break;
      case "$not":
        if (arg instanceof RegExp) break;
        if (!isPlainDocument(arg)) throw bad("$not needs a regex or a document");
        if (Object.keys(arg).length === 0) throw bad("$not cannot be empty");
        validateOperators(arg);
        break;
      case "$regex":
        if (typeof arg !== "string" && !(arg instanceof RegExp)) throw bad("$regex has to be a string");
        break;
      case "$options":
        if (ops.$regex === undefined) throw bad("$options needs a $regex");
        break;
      case "$size":
        if (typeof arg !== "number") throw bad("$size needs a number");
        break;
      default:
        break;
    }
  }
}
