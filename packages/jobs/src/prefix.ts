import { z } from "zod";

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

/** QUEUE_PREFIX as the api and the worker read it: one hash tag, so both use the same keys. */
export const queuePrefixSchema = z
  .string()
  .regex(/^\{[^{}]+\}$/, "must be a hash tag like {crm}")
  .default(DEFAULT_QUEUE_PREFIX);
