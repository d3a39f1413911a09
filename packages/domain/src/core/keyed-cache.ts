import type { Redis } from "ioredis";

/**
 * Something read per project, kept in the process. A change is announced with
 * `changed(projectId)` AFTER its transaction commits (announcing earlier would let a concurrent
 * reader cache the old state again). Other processes learn it through Redis pub/sub; the TTL
 * bounds staleness if a message is lost (Redis down, a subscriber reconnecting).
 */
export interface ProjectCache<T> {
  get(projectId: string): Promise<T>;
  changed(projectId: string): Promise<void>;
  close(): Promise<void>;
}

export interface ProjectCacheOptions<T> {
  /** Redis channel of change announcements (the project id is the message). */
  channel: string;
  ttlMs: number;
  /** Projects kept at once; the least recently loaded goes first. */
  maxProjects: number;
  /** Must read outside any caller's transaction (`session(null)`), so uncommitted state is never cached. */
  load(projectId: string): Promise<T>;
  redis?: Redis;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export async function createProjectCache<T>(options: ProjectCacheOptions<T>): Promise<ProjectCache<T>> {
  const { channel, redis } = options;
  const cache = new Map<string, Entry<T>>();
  const subscriber = redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(channel);
    subscriber.on("message", (from: string, projectId: string) => {
      if (from === channel) cache.delete(projectId);
    });
  }

  return {
    get(projectId) {
      const now = Date.now();
      const hit = cache.get(projectId);
      if (hit && hit.expiresAt > now) return hit.value;
      // The promise is cached, so concurrent readers share one load; `changed` drops it even mid-load.
      const entry: Entry<T> = { value: options.load(projectId), expiresAt: now + options.ttlMs };
      cache.delete(projectId);
      cache.set(projectId, entry);
      if (cache.size > options.maxProjects) cache.delete(cache.keys().next().value as string);
      entry.value.catch(() => {
        if (cache.get(projectId) === entry) cache.delete(projectId);
      });
      return entry.value;
    },
    async changed(projectId) {
      cache.delete(projectId);
      // The change is committed by now: a Redis outage must not turn it into an error. Other
      // processes then catch up within the TTL.
      await redis?.publish(channel, projectId).catch(() => undefined);
    },
    async close() {
      await subscriber?.quit();
    },
  };
}
