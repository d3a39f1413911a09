/**
 * BullMQ key prefixes. The braces are a Redis Cluster hash tag: every key of every queue under
 * one prefix hashes to the same slot, which BullMQ's multi-key Lua scripts require on a cluster.
 */
export const DEFAULT_QUEUE_PREFIX = "{crm}";

/** Wraps `name` in a hash tag, e.g. for per-test prefixes (`{t-3f9a}`). */
export function hashTaggedPrefix(name: string): string {
  if (/[{}]/.test(name)) throw new Error(`Prefix name must not contain braces: ${name}`);
  return `{${name}}`;
}
