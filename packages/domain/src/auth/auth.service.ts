import type { RedisClient } from "../core/redis-client";
import type { ApiKeyDoc } from "../api-keys/api-key.model";
import { hashApiKey, isWellFormedApiKey } from "../api-keys/api-key.secret";
import type { Context } from "../core/context";
import { unauthorized } from "../core/errors";
import type { Models } from "../models";
import { createKeyedCache } from "../core/keyed-cache";

const REVOKED_CHANNEL = "crm:auth:revoked";
/** How long a key lookup is trusted without a revocation message; bounds staleness if Redis is down. */
const CACHE_TTL_MS = 30_000;
/** lastUsedAt is a hint for people, so it is written at most once a minute per key, off the request path. */
const LAST_USED_RESOLUTION_MS = 60_000;

interface CachedKey {
  ctx: Omit<Context, "requestId">;
  lastUsedWrittenAt: number;
}

export interface AuthService {
  authenticate(rawKey: unknown): Promise<Context>;
  /** Drops a key from this process's cache and tells every other process through Redis. */
  revoked(hash: string): Promise<void>;
  close(): Promise<void>;
}

export interface AuthServiceDeps {
  models: Pick<Models, "apiKeys">;
  /** Tells every API process of a revoked key; without it, only this process's cache forgets. */
  redis?: RedisClient | undefined;
}

export async function createAuthService({ models: { apiKeys }, redis }: AuthServiceDeps): Promise<AuthService> {
  // Keyed by the key's hash; an unknown or revoked key is not cached (its lookup rejects).
  const keys = await createKeyedCache<CachedKey>({
    channel: REVOKED_CHANNEL,
    ttlMs: CACHE_TTL_MS,
    maxKeys: 10_000,
    load: async (hash) => {
      const key = await apiKeys.findOne({ hash }).lean<ApiKeyDoc>();
      if (!key || key.revokedAt) throw unauthorized();
      return {
        ctx: { projectId: key.projectId, scopes: key.scopes, actor: { type: "USER", id: key.userId }, keyId: key._id },
        lastUsedWrittenAt: key.lastUsedAt?.getTime() ?? 0,
      };
    },
    ...(redis ? { redis } : {}),
  });

  function touch(entry: CachedKey, now: number): void {
    if (now - entry.lastUsedWrittenAt < LAST_USED_RESOLUTION_MS) return;
    entry.lastUsedWrittenAt = now;
    apiKeys.updateOne({ _id: entry.ctx.keyId }, { $set: { lastUsedAt: new Date(now) } }).catch(() => {
      entry.lastUsedWrittenAt = 0;
    });
  }

  return {
    async authenticate(rawKey) {
      if (typeof rawKey !== "string" || !isWellFormedApiKey(rawKey)) throw unauthorized();
      const entry = await keys.get(hashApiKey(rawKey));
      touch(entry, Date.now());
      return { ...entry.ctx };
    },
    revoked: (hash) => keys.changed(hash),
    close: () => keys.close(),
  };
}
