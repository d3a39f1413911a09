import { isPossiblePhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import { DATE_RANGE_MESSAGE, isSaneInstant } from "../core/schema-helpers";
import { CoercionError, parseBoolean, parseDate, parseNumber } from "../query/coerce-value";
import type { FieldConfig, FieldType, SelectOption } from "./field-types";

/**
 * Turns a written value into its stored form by field type. One stored form per type keeps
 * filters simple and indexable (query/coerce-value.ts reads filter values into the same forms):
 * NUMBER/CURRENCY number, BOOLEAN boolean, DATE "YYYY-MM-DD", DATETIME ISO "...Z" (UTC),
 * SELECT an option id, MULTI_SELECT an array of option ids, every other type a string.
 * `null`, an empty string and an empty MULTI_SELECT array all mean "clear the value" (null).
 */
export type NormalizedValue = { ok: true; value: unknown } | { ok: false; code: string; message: string };

export interface ValueDefinition {
  type: FieldType;
  config: FieldConfig;
}

const MAX_TEXT = 1_000;
const MAX_TEXTAREA = 65_536;
const MAX_URL = 2_048;

class InvalidValue extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function normalizeFieldValue(field: ValueDefinition, raw: unknown): NormalizedValue {
  if (raw === null) return { ok: true, value: null };
  try {
    return { ok: true, value: normalizePresent(field, raw) };
  } catch (e) {
    if (e instanceof InvalidValue || e instanceof CoercionError) return { ok: false, code: e.code, message: e.message };
    throw e;
  }
}

function normalizePresent({ type, config }: ValueDefinition, raw: unknown): unknown {
  switch (type) {
    case "TEXT":
      return text(raw, MAX_TEXT);
    case "TEXTAREA":
      return text(raw, MAX_TEXTAREA);
    case "NUMBER":
      return withDecimals(parseNumber(scalarText(raw, "a number")), config.decimals);
    case "CURRENCY":
      return parseNumber(scalarText(raw, "a number"));
    case "BOOLEAN":
      return typeof raw === "boolean" ? raw : parseBoolean(stringOnly(raw, "true or false"));
    case "DATE":
      return emptyToNull(stringOnly(raw, "a date (YYYY-MM-DD)"), (t) => saneDate(t).toISOString().slice(0, 10));
    case "DATETIME":
      return emptyToNull(scalarText(raw, "an ISO 8601 date-time"), (t) => saneDate(t).toISOString());
    case "SELECT":
      return emptyToNull(stringOnly(raw, "an option id or label"), (t) => optionId(config.options ?? [], t));
    case "MULTI_SELECT":
      return multiSelect(config.options ?? [], raw);
    case "EMAIL":
      return emptyToNull(stringOnly(raw, "an email address"), email);
    case "PHONE":
      return emptyToNull(scalarText(raw, "a phone number"), (t) => {
        const digits = normalizePhone(t);
        if (digits === null) throw new InvalidValue("invalid_phone", PHONE_EXPECTED);
        return digits;
      });
    case "URL":
      return emptyToNull(stringOnly(raw, "a URL"), url);
    case "USER":
    case "CONTACT":
    case "DEAL":
    case "FILE":
      // Record ids (checked against the project by FieldValues) or a file reference: opaque text.
      return text(raw, type === "FILE" ? MAX_URL : 64);
  }
}

/**
 * Phone numbers are stored as digits including the country code (the call parties' format):
 * spaces, dots, dashes, slashes, parentheses and a leading "+" are dropped. Null unless what is
 * left is a possible number for its country code (libphonenumber's length rules per country),
 * so a date such as "2020-01-01" or a short code is refused.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw
    .trim()
    .replace(/^\+/, "")
    .replace(/[\s().\-/]/g, "");
  return /^\d{6,15}$/.test(digits) && isPossiblePhoneNumber(`+${digits}`) ? digits : null;
}

/** What a refused phone number is told. */
export const PHONE_EXPECTED = "Expected a phone number with its country code, e.g. +55 11 98765-4321.";

function saneDate(t: string): Date {
  const date = parseDate(t);
  if (!isSaneInstant(date.getTime())) throw new InvalidValue("out_of_range", DATE_RANGE_MESSAGE);
  return date;
}

function text(raw: unknown, max: number): string | null {
  return emptyToNull(scalarText(raw, "a string"), (t) => {
    if (t.length > max) throw new InvalidValue("too_long", `Expected at most ${max} characters.`);
    return t;
  });
}

/** Strings, and finite numbers read as text (an analysis or an import may write 12345 into a text field). */
function scalarText(raw: unknown, expected: string): string {
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return stringOnly(raw, expected);
}

function stringOnly(raw: unknown, expected: string): string {
  if (typeof raw !== "string") throw new InvalidValue("invalid_type", `Expected ${expected}.`);
  return raw;
}

function emptyToNull<T>(raw: string, read: (trimmed: string) => T): T | null {
  const trimmed = raw.trim();
  return trimmed === "" ? null : read(trimmed);
}

function withDecimals(n: number, decimals: number | undefined): number {
  return decimals === undefined ? n : Number(n.toFixed(decimals));
}

const emailSchema = z.email();
/** Lower-cased so equality filters and look-ups do not depend on how the address was typed. */
function email(t: string): string {
  const lower = t.toLowerCase();
  if (lower.length > 320 || !emailSchema.safeParse(lower).success) throw new InvalidValue("invalid_email", "Expected an email address.");
  return lower;
}

/** Kept as written (an origin URL's query carries click ids); only http(s) URLs are accepted. */
function url(t: string): string {
  let parsed: URL;
  try {
    parsed = new URL(t);
  } catch {
    throw new InvalidValue("invalid_url", "Expected an absolute http(s) URL.");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new InvalidValue("invalid_url", "Expected an absolute http(s) URL.");
  if (t.length > MAX_URL) throw new InvalidValue("too_long", `Expected at most ${MAX_URL} characters.`);
  return t;
}

/** An option is named by its id or, for writers that only know what people see, by its label (case-insensitive). */
function optionId(options: readonly SelectOption[], t: string): string {
  const byId = options.find((o) => o.id === t);
  if (byId) return byId.id;
  const lower = t.toLowerCase();
  const byLabel = options.find((o) => o.label.toLowerCase() === lower);
  if (byLabel) return byLabel.id;
  throw new InvalidValue("invalid_option", `'${t}' is not an option of this field.`);
}

function multiSelect(options: readonly SelectOption[], raw: unknown): string[] | null {
  const items = typeof raw === "string" ? [raw] : raw;
  if (!Array.isArray(items)) throw new InvalidValue("invalid_type", "Expected an array of option ids or labels.");
  const ids: string[] = [];
  for (const item of items) {
    const id = emptyToNull(stringOnly(item, "an array of option ids or labels"), (t) => optionId(options, t));
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.length === 0 ? null : ids;
}
