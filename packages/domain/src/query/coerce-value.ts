import type { ListField } from "./list-spec";

/**
 * Turns the raw text of a filter value into the typed value stored in MongoDB. Every filter
 * value passes through one of these, so a value is always a primitive (string, number, boolean,
 * Date) and can never be read by MongoDB as an operator document.
 */

/** A value that cannot be read as the declared type; the compiler turns it into a FieldError. */
export class CoercionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How the values of one filterable target are read and which operators make sense on them. */
export interface ValueType {
  /** Short name used in error messages. */
  name: string;
  coerce(text: string): string | number | boolean | Date;
  /** `regex` (contains) is offered only on text. */
  regex: boolean;
  /** gt/gte/lt/lte. */
  ordered: boolean;
}

const text = (name: string, regex: boolean): ValueType => ({ name, coerce: (t) => t, regex, ordered: true });

const numberType: ValueType = { name: "number", coerce: parseNumber, regex: false, ordered: true };
const booleanType: ValueType = { name: "boolean", coerce: parseBoolean, regex: false, ordered: false };
const dateType: ValueType = { name: "date", coerce: parseDate, regex: false, ordered: true };

/** Typed resource fields are stored natively (dates as BSON dates). */
export function valueTypeOfField(field: ListField): ValueType {
  switch (field.kind) {
    case "string":
    case "id":
      return text(field.kind, true);
    case "number":
      return numberType;
    case "boolean":
      return booleanType;
    case "date":
      return dateType;
    case "enum": {
      const values = field.values ?? [];
      return {
        name: "enum",
        regex: true,
        ordered: true,
        coerce: (t) => {
          if (!values.includes(t)) throw new CoercionError("invalid_enum", `must be one of ${values.join(", ")}`);
          return t;
        },
      };
    }
  }
}

/** Free-text custom field types: the only ones where "contains" means something. */
const TEXT_LIKE = new Set(["TEXT", "TEXTAREA", "EMAIL", "PHONE", "URL"]);

/**
 * Custom field values are stored by type (NUMBER/CURRENCY numbers, BOOLEAN booleans, DATE
 * "YYYY-MM-DD", DATETIME normalised ISO "...Z", MULTI_SELECT option-id arrays, others strings),
 * so filter values are normalised to the same representation; the string forms of DATE and
 * DATETIME then compare correctly as strings.
 */
export function valueTypeOfCustomField(type: string): ValueType {
  switch (type) {
    case "NUMBER":
    case "CURRENCY":
      return numberType;
    case "BOOLEAN":
      return booleanType;
    case "DATE":
      return { name: "date", regex: false, ordered: true, coerce: (t) => parseDate(t).toISOString().slice(0, 10) };
    case "DATETIME":
      return { name: "datetime", regex: false, ordered: true, coerce: (t) => parseDate(t).toISOString() };
    default:
      // SELECT, MULTI_SELECT (equality on an array matches any element), USER, CONTACT, DEAL, FILE: ids.
      return text(type.toLowerCase(), TEXT_LIKE.has(type));
  }
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Decimal notation only: `Number()` alone would accept "", " ", "0x10" and "Infinity". */
export function parseNumber(raw: string): number {
  const t = raw.trim();
  const n = NUMBER.test(t) ? Number(t) : Number.NaN;
  if (!Number.isFinite(n)) throw new CoercionError("invalid_number", "must be a finite number");
  return n;
}

export function parseBoolean(raw: string): boolean {
  const t = raw.trim().toLowerCase();
  if (t === "true") return true;
  if (t === "false") return false;
  throw new CoercionError("invalid_boolean", "must be true or false");
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+\- ]\d{2}:?\d{2})?)?$/i;
const EPOCH_MS = /^-?\d{1,15}$/;

/**
 * ISO 8601 date or date-time (no offset = UTC, so the server's time zone never changes a
 * result), or epoch milliseconds. Checked field by field because `Date.parse` accepts
 * "2024-02-30" as March 1st. A space in place of the offset's `+` is read as `+`: an
 * unencoded `+` in a query string decodes to a space.
 */
export function parseDate(raw: string): Date {
  const t = raw.trim();
  if (EPOCH_MS.test(t)) return checkedDate(new Date(Number(t)));
  const m = ISO_DATE.exec(t);
  if (!m) throw new CoercionError("invalid_date", "must be an ISO 8601 date or date-time, or epoch milliseconds");
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number(((m[7] ?? "") + "000").slice(0, 3));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    throw new CoercionError("invalid_date", "is not a valid calendar date or time");
  }
  let offsetMinutes = 0;
  const zone = m[8];
  if (zone && zone.toUpperCase() !== "Z") {
    const digits = zone.replace(":", "").replace(" ", "+");
    const sign = digits.startsWith("-") ? -1 : 1;
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 23 || om > 59) throw new CoercionError("invalid_date", "has an invalid UTC offset");
    offsetMinutes = sign * (oh * 60 + om);
  }
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  d.setUTCFullYear(year); // Date.UTC would read years 0..99 as 1900..1999
  return checkedDate(new Date(d.getTime() - offsetMinutes * 60_000));
}

function checkedDate(d: Date): Date {
  if (Number.isNaN(d.getTime())) throw new CoercionError("invalid_date", "is out of the representable date range");
  return d;
}

/**
 * Escapes every regex metacharacter so the user's text is matched literally ("contains"); the
 * result is valid both as a JavaScript and as a PCRE (MongoDB) pattern.
 */
export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
