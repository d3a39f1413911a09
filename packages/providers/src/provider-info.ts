/**
 * What the logs and `/health` say about an outside service: which adapter serves it, and whether
 * it is a dev simulator (so nobody mistakes simulated output for a real transcript or AI answer).
 */
export interface ProviderInfo {
  /** The outside service, e.g. "transcriber", "channel:WHATSAPP". */
  service: string;
  /** The adapter serving it, e.g. "openai-compatible", "dev". */
  adapter: string;
  simulated: boolean;
}
