import { checkUrlTarget, PermanentProviderError, type SafeUrlPolicy } from "@crm/providers";

/**
 * The SSRF guard at fetch time (DNS can change between ingestion and download): refuses URLs that
 * resolve to loopback, private or link-local addresses unless ALLOW_PRIVATE_URLS allows them.
 * A refused address is final; a host that does not resolve may be a passing DNS failure.
 */
export function fetchableUrlCheck(policy: SafeUrlPolicy): (url: string) => Promise<void> {
  return async (url) => {
    const verdict = await checkUrlTarget(url, policy);
    if (verdict.ok) return;
    throw verdict.code === "unresolvable_host" ? new Error(verdict.message) : new PermanentProviderError(verdict.message);
  };
}
