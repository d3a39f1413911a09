import { z } from "zod";

/** Shapes shared by every record schema, so each resource states only its own fields. */
export const recordBase = {
  id: z.string(),
  projectId: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const RECORD_KEYS = ["projectId", "createdAt", "updatedAt"] as const;

export const idSchema = z.string().trim().min(1).max(64);

/**
 * Characters no text a person typed needs, refused (not stripped, so nothing is changed behind
 * the client's back): NUL and the other C0/C1 control characters, and the bidirectional
 * embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) that make a name
 * display differently from what it is ("Trojan Source"). Multi-line text keeps tab and newlines.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_MESSAGE =
  "Must not contain control characters (such as NUL) or bidirectional override characters (U+202A-U+202E, U+2066-U+2069).";

/** Trimmed, non-empty text of at most `max` characters, without the characters above; `multiline` allows tab, CR and LF. */
export function plainText(max: number, options: { multiline?: boolean } = {}) {
  const unsafe = options.multiline ? CONTROL_MULTILINE : CONTROL;
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !unsafe.test(text), { message: UNSAFE_MESSAGE, params: { code: "unsafe_characters" } })
    .describe(
      `Trimmed, 1 to ${max} characters. Refused (400 \`unsafe_characters\`), never stripped: NUL and other control characters` +
        `${options.multiline ? " except tab and line breaks" : ""}, and the bidirectional override and isolate characters U+202A-U+202E and U+2066-U+2069.`,
    );
}

export const nameSchema = plainText(200);

/** Instants a request may carry: ISO 8601 with an offset (`Z` or `+02:00`), within years 1900-2199 (year 0 or 9999 is a typo, not a date). */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
export const DATE_RANGE_MESSAGE = "Must be between 1900-01-01 and 2199-12-31.";
/** The one range every date a client writes must fall in (API dates and DATE/DATETIME field values). */
export const isSaneInstant = (ms: number): boolean => ms >= EARLIEST && ms < LATEST;
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isSaneInstant(Date.parse(value)), { message: DATE_RANGE_MESSAGE, params: { code: "out_of_range" } })
  .describe("ISO 8601 date-time with an offset (`Z` or `+02:00`), between 1900-01-01 and 2199-12-31 (400 `out_of_range` otherwise).");

/** An absolute http(s) URL (no `javascript:`, no relative or scheme-less text). */
export const httpUrlSchema = (max: number) => z.url({ protocol: /^https?$/, message: "Expected an absolute http(s) URL." }).max(max);

/**
 * An integer in a query string, as every listing reads `[limit]` and `[offset]`: digits with an
 * optional sign around white space, nothing else, so `1e3`, `0x10` or an empty value are a 400
 * `invalid_integer` rather than numbers nobody wrote.
 */
const QUERY_INTEGER = /^[+-]?\d+$/;
export const isQueryInteger = (text: string): boolean => QUERY_INTEGER.test(text.trim());
export const queryIntegerSchema = z
  .string()
  .refine(isQueryInteger, { message: "Must be an integer.", params: { code: "invalid_integer" } })
  .transform(Number);

/** A page size as every listing clamps it (spec Limits): absent is `byDefault`, above `max` becomes `max`, below 1 becomes 1, whatever its size. */
export const clampPageSize =
  (byDefault: number, max: number) =>
  (n: number | undefined): number =>
    Math.min(max, Math.max(1, n ?? byDefault));

/** A query string's page size, clamped (clampPageSize) and documented as an integer. */
export function queryPageLimit(byDefault: number, max: number, description: string) {
  return queryIntegerSchema.optional().transform(clampPageSize(byDefault, max)).meta({ type: "integer", description });
}
