/**
 * `$where` with JavaScript (a string, or BSON Code from a serialized function), as MongoDB
 * runs it: `this` is the document, `sleep(ms)` exists, and the query's `maxTimeMS` bounds it.
 *
 * The code runs in a separate V8 context (node:vm) and only ever sees a copy of the document
 * rebuilt inside that context from JSON (host objects would lead back to the host's Function
 * constructor). node:vm is not a security boundary against hostile code: `$where` is for
 * trusted callers, as in MongoDB. Our REST API never forwards query operators from requests.
 */
import { Code } from "bson";
import type { Document } from "bson";
import { createContext, Script } from "node:vm";
import type { Context } from "node:vm";
import { MongoServerError } from "../errors.js";
import { maxTimeExpired, timeLeft } from "./deadline.js";

/** Upper bound for one evaluation when the query has no maxTimeMS. */
const EVAL_LIMIT_MS = 10_000;

const PRELUDE = `
  "use strict";
  var sleep = function (ms) { var end = Date.now() + ms; while (Date.now() < end) {} };
  var __revive = function (json) {
    return JSON.parse(json, function (k, v) {
      if (v && typeof v === "object" && !Array.isArray(v)) {
        if (typeof v.$date === "number") return new Date(v.$date);
        if (typeof v.$oid === "string") { var s = v.$oid; return { str: s, toString: function () { return s; } }; }
      }
      return v;
    });
  };
`;

function toJson(doc: Document): string {
  return JSON.stringify(doc, function (this: Document, key: string, value: unknown) {
    const raw: unknown = this[key];
    if (raw instanceof Date) return { $date: raw.getTime() };
    const type = (raw as { _bsontype?: string } | null)?._bsontype;
    if (type === "ObjectId") return { $oid: String(raw) };
    if (type === "Long" || type === "Decimal128" || type === "Int32" || type === "Double") return Number(String(raw));
    if (typeof value === "bigint") return Number(value);
    return value;
  });
}

function sourceOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Code) return value.code;
  if (typeof value === "function") return value.toString();
  throw new MongoServerError(2, "$where got bad type");
}

export function compileWhere(value: unknown): (doc: Document) => boolean {
  const source = sourceOf(value);
  const context: Context = createContext(Object.create(null) as object);
  new Script(PRELUDE).runInContext(context);
  // A function definition is called with `this` = the document; anything else is its body's
  // expression (`this.a > 1`) or, failing that, a function body with its own `return`.
  let body: Script;
  try {
    body = new Script(`(function () { var f = (${source}); return typeof f === "function" ? f.call(this) : f; })`);
  } catch {
    try {
      body = new Script(`(function () { ${source} })`);
    } catch (err) {
      throw new MongoServerError(139, `SyntaxError: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const fn = body.runInContext(context) as unknown;
  const revive = (context as { __revive?: unknown }).__revive;
  context.__fn = fn;
  context.__revive = revive;
  const call = new Script("__fn.call(__revive(__json))");
  return (doc) => {
    const left = timeLeft();
    if (left <= 0) throw maxTimeExpired();
    context.__json = toJson(doc);
    try {
      return Boolean(call.runInContext(context, { timeout: Math.max(1, Math.min(left, EVAL_LIMIT_MS)) }));
    } catch (err) {
      // Errors thrown inside the context are not instances of this realm's Error.
      const message = String((err as { message?: unknown } | null)?.message ?? err);
      if (/^Script execution timed out/.test(message)) {
        if (left <= EVAL_LIMIT_MS) throw maxTimeExpired();
        throw new MongoServerError(139, "$where evaluation took too long");
      }
      throw new MongoServerError(139, `${message} :: $where`);
    }
  };
}
