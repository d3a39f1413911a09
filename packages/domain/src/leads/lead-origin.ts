/**
 * What a lead's `originURL` tells: its query parameters and the ad network whose click id it
 * carries. Derived once at capture and stored, so the `clickId` filter is an indexed equality
 * instead of a regex over URLs.
 */
export const CLICK_SOURCES = ["google", "meta", "tiktok", "organic"] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

/** Query parameters that identify an ad click, by network, in precedence order (a URL may carry several). */
export const CLICK_ID_PARAMS: ReadonlyArray<readonly [Exclude<ClickSource, "organic">, readonly string[]]> = [
  ["google", ["gclid", "gbraid", "wbraid"]],
  ["meta", ["fbclid"]],
  ["tiktok", ["ttclid"]],
];

export interface UrlParam {
  name: string;
  value: string;
}

/**
 * The query parameters of a URL, in order, first occurrence of a name only (a repeated name
 * keeps its first value, as most analytics tools do). Read from the text between the first `?` and
 * the fragment (a `?` inside the fragment is not a query), so a relative or scheme-less URL ("shop.com/?gclid=x") still yields its
 * parameters; a malformed percent-escape is kept literally instead of failing the capture.
 */
export function parseUrlParams(url: string): UrlParam[] {
  const hash = url.indexOf("#");
  const beforeFragment = hash === -1 ? url : url.slice(0, hash);
  const start = beforeFragment.indexOf("?");
  if (start === -1) return [];
  const query = beforeFragment.slice(start + 1);
  const seen = new Set<string>();
  const params: UrlParam[] = [];
  for (const pair of query.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    if (name === "" || seen.has(name)) continue;
    seen.add(name);
    params.push({ name, value: decodeComponent(eq === -1 ? "" : pair.slice(eq + 1)) });
  }
  return params;
}

/** A click id counts only with a value: `?gclid=` alone is not a click. */
export function clickSourceOf(params: readonly UrlParam[]): ClickSource {
  const present = new Set(params.filter((p) => p.value.trim() !== "").map((p) => p.name));
  for (const [source, names] of CLICK_ID_PARAMS) if (names.some((n) => present.has(n))) return source;
  return "organic";
}

/**
 * The API shape of the parameters: a plain map. Built with `Object.fromEntries` so a parameter
 * named `__proto__` becomes an ordinary key instead of replacing the object's prototype.
 */
export const urlParamsToMap = (params: readonly UrlParam[]): Record<string, string> =>
  Object.fromEntries(params.map((p) => [p.name, p.value]));

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
