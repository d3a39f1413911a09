import { lookup, type LookupAddress } from "node:dns";
import { lookup as resolveHost } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { z } from "zod";

/**
 * Which URLs the service may fetch on a client's behalf (call recordings, webhook deliveries):
 * `allowPrivate: true` lets any address through (development, the embedded default, tests);
 * a list lets only those private targets through: host names (`pbx.internal`) or CIDR ranges
 * (`10.1.0.0/16`, `127.0.0.1/32`). Anything else must resolve to public addresses only.
 */
export interface SafeUrlPolicy {
  allowPrivate: true | readonly string[];
}

/** The URL policy in the API's and the worker's environment; published in docs/configuration.md (`pnpm docs:config`). */
export const safeUrlEnvSchema = z.object({
  ALLOW_PRIVATE_URLS: z
    .string()
    .optional()
    .describe(
      "Which non-public targets the service may fetch on a client's behalf (a call's `recordingUrl`, webhook URLs). " +
        "Every such URL must resolve (DNS, all addresses) to public addresses: loopback, private, link-local (cloud " +
        "metadata), unique-local, CGNAT and reserved ranges are refused (a `recordingUrl`: 400 `private_address`). " +
        "`*` or `true` allows everything, a comma-separated list allows those host names and CIDR ranges " +
        "(`pbx.internal,10.1.0.0/16`), `false` none. Unset: none when `NODE_ENV=production`, everything otherwise.",
    ),
  NODE_ENV: z
    .string()
    .optional()
    .describe("`production`: private URLs are refused unless `ALLOW_PRIVATE_URLS` says otherwise, and GraphiQL is off."),
});

/**
 * The policy from `ALLOW_PRIVATE_URLS`: `true` or `*` allows every target, a comma-separated list
 * allows those hosts and ranges, `false` or empty allows none. Unset: none in production
 * (`NODE_ENV=production`), all elsewhere, so local simulators and fakes work out of the box.
 */
export function safeUrlPolicyFrom(env: { ALLOW_PRIVATE_URLS?: string | undefined; NODE_ENV?: string | undefined }): SafeUrlPolicy {
  const { ALLOW_PRIVATE_URLS, NODE_ENV } = safeUrlEnvSchema.parse(env);
  const raw = ALLOW_PRIVATE_URLS?.trim();
  if (raw === undefined) return { allowPrivate: NODE_ENV === "production" ? [] : true };
  if (raw === "true" || raw === "*") return { allowPrivate: true };
  if (raw === "" || raw === "false") return { allowPrivate: [] };
  return {
    allowPrivate: raw
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ""),
  };
}

export type UrlTargetCheck =
  | {
      ok: true;
      /** The vetted addresses (empty when the policy allows everything): a fetcher should connect to these. */ addresses: string[];
    }
  | { ok: false; code: "invalid_url" | "private_address" | "unresolvable_host"; message: string };

/** Ranges a request may reach: ipaddr.js names every special range; only plain `unicast` is public. */
const isPublic = (address: ipaddr.IPv4 | ipaddr.IPv6): boolean => address.range() === "unicast";

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * IPv6 forms that carry an IPv4 address the packet may end up at, with where it sits (RFC 4291,
 * 6145, 6052, 3056, 4380). ipaddr.js names these ranges but judges no embedded address (and calls
 * `::7f00:1` plain unicast), so each is read out here and judged as the IPv4 address it carries.
 */
const embeddingRanges: ReadonlyArray<{ range: [ipaddr.IPv6, number]; embedded: (parts: number[]) => ipaddr.IPv4[] }> = [
  // IPv4-compatible (deprecated) `::a.b.c.d`, IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`.
  { range: ipaddr.IPv6.parseCIDR("::/96"), embedded: (p) => [ipv4Of(p[6]!, p[7]!)] },
  { range: ipaddr.IPv6.parseCIDR("::ffff:0:0/96"), embedded: (p) => [ipv4Of(p[6]!, p[7]!)] },
  { range: ipaddr.IPv6.parseCIDR("::ffff:0:0:0/96"), embedded: (p) => [ipv4Of(p[6]!, p[7]!)] },
  // NAT64's well-known prefix.
  { range: ipaddr.IPv6.parseCIDR("64:ff9b::/96"), embedded: (p) => [ipv4Of(p[6]!, p[7]!)] },
  // 6to4: the gateway's IPv4 follows the prefix.
  { range: ipaddr.IPv6.parseCIDR("2002::/16"), embedded: (p) => [ipv4Of(p[1]!, p[2]!)] },
  // Teredo: the server's IPv4, and the client's, bit-inverted, in the last 32 bits.
  { range: ipaddr.IPv6.parseCIDR("2001::/32"), embedded: (p) => [ipv4Of(p[2]!, p[3]!), ipv4Of(~p[6]! & 0xffff, ~p[7]! & 0xffff)] },
];

/**
 * The addresses to judge for `address`: the IPv4 addresses an IPv6 form embeds, else the address
 * itself. `::` and `::1` are IPv6's own unspecified and loopback addresses, not IPv4-compatible ones.
 */
function judgedAddresses(address: ipaddr.IPv4 | ipaddr.IPv6): Array<ipaddr.IPv4 | ipaddr.IPv6> {
  if (address.kind() === "ipv4") return [address];
  const ipv6 = address as ipaddr.IPv6;
  const own = ipv6.range();
  if (own === "unspecified" || own === "loopback") return [ipv6];
  const form = embeddingRanges.find(({ range }) => ipv6.match(range));
  return form ? form.embedded(ipv6.parts) : [ipv6];
}

function allowListed(host: string, address: ipaddr.IPv4 | ipaddr.IPv6, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    if (entry === host) return true;
    if (!ipaddr.isValidCIDR(entry) && !ipaddr.isValid(entry)) return false;
    const [range, bits] = ipaddr.isValidCIDR(entry)
      ? ipaddr.parseCIDR(entry)
      : [ipaddr.process(entry), address.kind() === "ipv4" ? 32 : 128];
    const subject = range.kind() === address.kind() ? address : undefined;
    return subject !== undefined && subject.match(range, bits);
  });
}

/**
 * THE check before the service fetches a URL someone else gave it (SSRF guard): an http(s) URL
 * whose host is, or resolves (all its A/AAAA records) to, public addresses only: no loopback,
 * private, link-local (cloud metadata at 169.254.169.254), unique-local, CGNAT, multicast or
 * reserved ranges, judged by the IPv4 address an IPv6 form embeds (mapped, compatible, NAT64,
 * 6to4, Teredo), unless the policy allows them. A fetcher must call
 * it again right before fetching (DNS can change between ingestion and download) and connect to
 * the returned addresses.
 */
export async function checkUrlTarget(url: string, policy: SafeUrlPolicy): Promise<UrlTargetCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, code: "invalid_url", message: "Expected an absolute http(s) URL." };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return { ok: false, code: "invalid_url", message: "Expected an absolute http(s) URL." };
  if (policy.allowPrivate === true) return { ok: true, addresses: [] };

  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await resolveHost(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return { ok: false, code: "unresolvable_host", message: `The host '${host}' does not resolve.` };
    }
  }
  const refused = refusedAddress(host, addresses, policy.allowPrivate);
  return refused ? { ok: false, code: "private_address", message: refused } : { ok: true, addresses };
}

/** Why `host` may not be reached at one of `addresses` (the first refused), or undefined when all pass. */
function refusedAddress(host: string, addresses: readonly string[], allowList: readonly string[]): string | undefined {
  for (const raw of addresses) {
    for (const address of judgedAddresses(ipaddr.parse(raw))) {
      if (!isPublic(address) && !allowListed(host, address, allowList))
        return `The host '${host}' resolves to a non-public address (${address.toString()}), which is not allowed.`;
    }
  }
  return undefined;
}

/**
 * A `dns.lookup` for outgoing sockets (undici's `connect.lookup`): the host is resolved once, and
 * the connection fails unless every address passes the policy, so it goes to the addresses just
 * vetted. Checking a URL and then letting the socket resolve its host again would let DNS answer
 * differently the second time (rebinding). IP literals never reach a lookup; checkUrlTarget covers them.
 */
export function vettedLookup(policy: SafeUrlPolicy): LookupFunction {
  const allowList = policy.allowPrivate;
  if (allowList === true) return lookup;
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      const host = hostname.toLowerCase();
      const refused = error
        ? undefined
        : refusedAddress(
            host,
            found.map((entry) => entry.address),
            allowList,
          );
      const failure = error ?? (refused ? Object.assign(new Error(refused), { code: "ERR_PRIVATE_ADDRESS" }) : null);
      if (failure || options.all) (callback as (e: Error | null, all: LookupAddress[]) => void)(failure, failure ? [] : found);
      else callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
