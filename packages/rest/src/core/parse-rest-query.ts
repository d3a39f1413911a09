import { isFilterOp, isQueryInteger, validationError, type FieldError, type ListQuery } from "@crm/domain";

/**
 * REST grammar of listing endpoints (spec "Query conventions of listing endpoints"), parsed
 * from the RAW query string. A query-string library would nest `a[b]=1` into objects and let
 * `name[$where]` through as a key; here every key is matched against a fixed grammar instead:
 *
 *   field=value            -> eq
 *   field[op]=value        -> op in FilterOp, or `sort`
 *   [limit] [offset] [project] [with] [logic]  -> reserved; other `[name]` keys are ignored (spec)
 *
 * Everything wrong in one query is reported in one 400 (`errors[]`, field = the query key).
 */
export function parseRestQuery(rawQueryString: string): ListQuery {
  const query: ListQuery = { filters: [], logic: "AND", sort: [] };
  const errors: FieldError[] = [];
  const raw = rawQueryString.startsWith("?") ? rawQueryString.slice(1) : rawQueryString;

  for (const pair of raw.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    const key = decode(rawKey);
    const value = decode(rawValue);
    if (key === null || value === null) {
      errors.push({ field: key ?? rawKey, code: "malformed_encoding", message: `Malformed percent-encoding in "${rawKey}".` });
      continue;
    }
    if (key === "") continue;

    if (key.startsWith("[")) {
      readReserved(key, value, query, errors);
      continue;
    }

    const m = FIELD_KEY.exec(key);
    if (!m) {
      // `a[b][c]`, `a[b`, `a]`...: nesting is not part of the grammar, never silently flattened.
      errors.push({ field: key, code: "unknown_operator", message: `Malformed filter key "${key}".` });
      continue;
    }
    const field = m[1] ?? "";
    const op = m[2];
    if (op === undefined) {
      query.filters.push({ field, op: "eq", value });
    } else if (op === "sort") {
      query.sort.push({ field, direction: readDirection(value) });
    } else if (op === "in" || op === "nin") {
      query.filters.push({ field, op, value: splitList(value) });
    } else if (isFilterOp(op)) {
      query.filters.push({ field, op, value });
    } else {
      errors.push({ field: key, code: "unknown_operator", message: `Unknown operator "${op}" in "${key}".` });
    }
  }

  if (errors.length > 0) throw validationError("Invalid query string.", errors);
  return query;
}

/** One name, optionally one bracketed operator; brackets inside either part are rejected. */
const FIELD_KEY = /^([^[\]]+)(?:\[([^[\]]*)\])?$/;
const RESERVED_KEY = /^\[([^[\]]*)\]$/;

/** application/x-www-form-urlencoded: `+` is a space, then percent-decoding; null when malformed. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function readReserved(key: string, value: string, query: ListQuery, errors: FieldError[]): void {
  const m = RESERVED_KEY.exec(key);
  // Unrecognised bracketed keys are ignored, not rejected (spec: a misspelt [limit] yields the default).
  if (!m) return;
  switch (m[1]) {
    case "limit":
    case "offset": {
      const n = isQueryInteger(value) ? Number(value.trim()) : Number.NaN;
      if (Number.isFinite(n)) {
        // Out-of-range values are clamped by the compiler, not rejected (spec Limits).
        if (m[1] === "limit") query.limit = n;
        else query.offset = n;
      } else {
        errors.push({ field: key, code: "invalid_integer", message: `${key} must be an integer.` });
      }
      return;
    }
    case "project":
    case "with": {
      const list = splitList(value);
      if (list.length === 0) {
        errors.push({ field: key, code: "empty_list", message: `${key} must be a non-empty comma-separated list.` });
        return;
      }
      // Repeating the key adds to the list rather than silently dropping the earlier one.
      const target = m[1] === "project" ? "project" : "with";
      query[target] = [...new Set([...(query[target] ?? []), ...list])];
      return;
    }
    case "logic": {
      const logic = value.trim().toUpperCase();
      if (logic === "AND" || logic === "OR") query.logic = logic;
      else errors.push({ field: key, code: "invalid_logic", message: `${key} must be AND or OR.` });
      return;
    }
    default:
      return;
  }
}

/** Spec: `asc`, `desc`, `1`, `-1`; any other value means ascending. */
function readDirection(value: string): 1 | -1 {
  const v = value.trim().toLowerCase();
  return v === "desc" || v === "-1" ? -1 : 1;
}

/** Comma-separated list; blanks around items and empty items are dropped. */
function splitList(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}
