/** One segment of a route's OpenAPI path: a literal (lower-cased) or a `{name}` parameter. */
type Segment = { literal: string } | { param: string };

interface TableEntry<T> {
  method: string;
  segments: Segment[];
  value: T;
}

export interface RouteMatch<T> {
  value: T;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

/**
 * Finds the route of a request path, as express's router would: routes are tried in the order
 * given, literal segments match case-insensitively, a parameter is one non-empty segment
 * (percent-decoded), one trailing slash is tolerated, and HEAD is served by the GET route. A
 * parameter that cannot be decoded throws an error with `status: 400`, as express's does.
 *
 * Why not express's own router: it tries every route in turn with a regular expression and
 * allocates per layer; one surface has ~100 routes, which made routing a visible share of a
 * small GET's CPU (apps/api/bench/README.md). Routes are bucketed by segment count here.
 */
export interface RouteTable<T> {
  match(method: string, path: string): RouteMatch<T> | undefined;
  /** The methods some route serves on this path (for 405's `Allow`), upper-case, in route order. */
  methodsAt(path: string): string[];
}

const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

function compile(openApiPath: string): Segment[] {
  return splitPath(openApiPath).map((part) => {
    const param = PARAM.exec(part)?.[1];
    return param === undefined ? { literal: part.toLowerCase() } : { param };
  });
}

/** `/a/b/` -> ["a", "b"]: one trailing slash is dropped (express's non-strict matching). */
function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed.split("/").slice(1);
}

function decodeParam(raw: string): string {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw Object.assign(new URIError(`Failed to decode param '${raw}'`), { status: 400 });
  }
}

/** Whether a request path (split into `parts`) fits a route's segments. */
function fits(segments: readonly Segment[], parts: readonly string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ("literal" in segment ? part.length !== segment.literal.length || part.toLowerCase() !== segment.literal : part.length === 0)
      return false;
  }
  return true;
}

function paramsOf(segments: readonly Segment[], parts: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if ("param" in segment) params[segment.param] = decodeParam(parts[i]!);
  }
  return params;
}

export function routeTable<T>(routes: ReadonlyArray<{ method: string; path: string; value: T }>): RouteTable<T> {
  const bySegmentCount = new Map<number, TableEntry<T>[]>();
  for (const route of routes) {
    const segments = compile(route.path);
    const bucket = bySegmentCount.get(segments.length) ?? [];
    bucket.push({ method: route.method.toUpperCase(), segments, value: route.value });
    bySegmentCount.set(segments.length, bucket);
  }
  const candidates = (path: string) => {
    const parts = splitPath(path);
    return { parts, entries: bySegmentCount.get(parts.length) ?? [] };
  };

  return {
    match(method, path) {
      const wanted = method === "HEAD" ? "GET" : method;
      const { parts, entries } = candidates(path);
      for (const entry of entries) {
        if (!fits(entry.segments, parts)) continue;
        // Decoded for every route whose path fits, whatever its method, as express does.
        const params = paramsOf(entry.segments, parts);
        if (entry.method === wanted) return { value: entry.value, params };
      }
      return undefined;
    },
    methodsAt(path) {
      const { parts, entries } = candidates(path);
      const methods = entries.filter((entry) => fits(entry.segments, parts)).map((entry) => entry.method);
      return [...new Set(methods)];
    },
  };
}
