/** The `{name}`s of an OpenAPI path, in order. */
export function pathParamNames(openApiPath: string): string[] {
  return [...openApiPath.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] ?? "");
}

/** Matches a concrete request path against an OpenAPI path (used to tell 405 from 404). */
export function pathMatcher(openApiPath: string): (path: string) => boolean {
  const pattern = openApiPath
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  // Express matches case-insensitively and tolerates one trailing slash; so does this.
  const re = new RegExp(`^${pattern}/?$`, "i");
  return (path) => re.test(path);
}
