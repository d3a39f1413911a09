import { createHash } from "node:crypto";
import type { RedisClient } from "./redis-client";

/** A script's run: its keys and arguments in, Redis's reply out. */
export type LuaScript = (redis: RedisClient, keys: readonly string[], args: ReadonlyArray<string | number>) => Promise<unknown>;

/**
 * A Lua script sent by its SHA1 (EVALSHA): the source goes over the wire, and through Redis's
 * parser and hashing, only when Redis does not hold it yet (its first use, after a restart or
 * SCRIPT FLUSH, on each node of a cluster), not on every call as with EVAL.
 */
export function luaScript(source: string): LuaScript {
  const sha = createHash("sha1").update(source).digest("hex");
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}
