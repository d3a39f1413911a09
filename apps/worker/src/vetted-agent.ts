import { vettedLookup, type SafeUrlPolicy } from "@crm/providers";
import { Agent } from "undici";

/**
 * Connections for fetching URLs clients gave us (webhook receivers, call recordings), kept alive
 * between requests (a server's own `Keep-Alive: timeout` is honoured; undici's `request` on it
 * costs a fifth of the CPU of `fetch`). Each new connection resolves its host once and goes only to
 * addresses the URL policy allows: no DNS rebinding between the URL check and the connect.
 */
export const createVettedAgent = (policy: SafeUrlPolicy = { allowPrivate: true }): Agent =>
  new Agent({ keepAliveTimeout: 30_000, connect: { lookup: vettedLookup(policy) } });
