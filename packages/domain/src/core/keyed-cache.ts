import type { RedisClient } from "./redis-client";

/**
 * Something read per key (a project's field definitions, an API key), kept in the process. A
 * change is announced with `changed(key)` AFTER its transaction commits (announcing earlier would let a concurrent
 * reader cache the old state again). Other processes learn it through Redis pub/sub; the TTL
 * bounds staleness if a message is lost (Redis down, a subscriber reconnecting).
 */
export interface KeyedCache<T> {
  /**
   * The kept value; with `loadedAfter` (ms since the epoch), only one whose load started after that
   * time, else it is loaded again: a caller that knows when what it needs was committed need not
   * rely on the announcement.
   */
  get(key: string, loadedAfter?: number): Promise<T>;
  changed(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface KeyedCacheOptions<T> {
  /** Redis channel of change announcements (the key is the message). */
  channel: string;
  ttlMs: number;
  /** Keys kept at once; the least recently loaded goes first. */
  maxKeys: number;
  /** Must read outside any caller's transaction (`session(null)`), so uncommitted state is never cached. */
  load(key: string): Promise<T>;
  redis?: RedisClient;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  expiresAt: number;
}

export async function createKeyedCache<T>(options: KeyedCacheOptions<T>): Promise<KeyedCache<T>> {
  const { channel, redis } = options;
  const cache = new Map<string, Entry<T>>();
  const subscriber = redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(channel);
    subscriber.on("message", (from: string, key: string) => {
      if (from === channel) cache.delete(key);
    });
  }

  return {
    get(key, loadedAfter) {
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now && (loadedAfter === undefined || hit.loadedAt > loadedAfter)) return hit.value;
      // The promise is cached, so concurrent readers share one load; `changed` drops it even mid-load.
      const entry: Entry<T> = { value: options.load(key), loadedAt: now, expiresAt: now + options.ttlMs };
      cache.delete(key);
      cache.set(key, entry);
      if (cache.size > options.maxKeys) cache.delete(cache.keys().next().value as string);
      entry.value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return entry.value;
    },
    async changed(key) {
      cache.delete(key);
      // The change is committed by now: a Redis outage must not turn it into an error. Other
      // processes then catch up within the TTL.
      await redis?.publish(channel, key).catch(() => undefined);
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
