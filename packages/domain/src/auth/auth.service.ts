import type { Redis } from "ioredis";
import type { ApiKeyDoc } from "../api-keys/api-key.model";
import { hashApiKey, isWellFormedApiKey } from "../api-keys/api-key.secret";
import type { Context } from "../core/context";
import { unauthorized } from "../core/errors";
import type { Models } from "../models";

const REVOKED_CHANNEL = "crm:auth:revoked";
/** How long a key lookup is trusted without a revocation message; bounds staleness if Redis is down. */
const CACHE_TTL_MS = 30_000;
/** lastUsedAt is a hint for people, so it is written at most once a minute per key, off the request path. */
const LAST_USED_RESOLUTION_MS = 60_000;

interface CachedKey {
  ctx: Omit<Context, "requestId">;
  expiresAt: number;
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
  redis?: Redis | undefined;
}

export async function createAuthService({ models: { apiKeys }, redis }: AuthServiceDeps): Promise<AuthService> {
  const cache = new Map<string, CachedKey>();
  const subscriber = redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(REVOKED_CHANNEL);
    subscriber.on("message", (_channel: string, hash: string) => cache.delete(hash));
  }

  async function lookup(hash: string): Promise<CachedKey> {
    const key = await apiKeys.findOne({ hash }).lean<ApiKeyDoc>();
    if (!key || key.revokedAt) throw unauthorized();
    return {
      ctx: { projectId: key.projectId, scopes: key.scopes, actor: { type: "USER", id: key.userId }, keyId: key._id },
      expiresAt: Date.now() + CACHE_TTL_MS,
      lastUsedWrittenAt: key.lastUsedAt?.getTime() ?? 0,
    };
  }

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
      const hash = hashApiKey(rawKey);
      const now = Date.now();
      let entry = cache.get(hash);
      if (!entry || entry.expiresAt <= now) {
        entry = await lookup(hash);
        cache.set(hash, entry);
      }
      touch(entry, now);
      return { ...entry.ctx };
    },
    async revoked(hash) {
      cache.delete(hash);
      await redis?.publish(REVOKED_CHANNEL, hash);
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
