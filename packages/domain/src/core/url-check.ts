/**
 * The verdict on a URL the service will fetch for a client (a call's `recordingUrl`, a webhook's
 * `url`). The shape (an absolute http(s) URL) is the schemas' job; this judges where it leads.
 */
export type UrlVerdict = { ok: true } | { ok: false; code: "invalid_url" | "private_address" | "unresolvable_host"; message: string };

/**
 * The host's rule for such targets (SSRF: DNS, private and link-local ranges), injected through
 * openDomain: packages/providers' `checkUrlTarget` under the `ALLOW_PRIVATE_URLS` policy.
 */
export type UrlCheck = (url: string) => Promise<UrlVerdict>;

/** Without a host's rule, every URL of the right shape passes (tests, the CLI). */
export const anyUrl: UrlCheck = async () => ({ ok: true });

/** The check as a guard that throws naming why a URL is refused (the webhook service's and delivery's form). */
export function urlGuardOf(check: UrlCheck): (url: string) => Promise<void> {
  return async (url) => {
    const verdict = await check(url);
    if (!verdict.ok) throw new Error(verdict.message);
  };
}
