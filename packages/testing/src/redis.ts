import { ensureRedis, hashTaggedPrefix, type EnsuredRedis } from "@crm/jobs";
import { Redis, type RedisOptions } from "ioredis";
import { uniqueName } from "./unique-name";

export interface TestRedis {
  url: string;
  /** Hash-tagged key prefix (`{t-...}`) for BullMQ queues and any keys the test writes. */
  prefix: string;
  /** A new connection (BullMQ-ready: `maxRetriesPerRequest: null`), closed by `cleanup()`. */
  connection(options?: RedisOptions): Redis;
  /** Deletes every key under `prefix` and closes the connections handed out. */
  cleanup(): Promise<void>;
}

let server: Promise<EnsuredRedis> | undefined;

/** REDIS_URL, else 127.0.0.1:6379, else one private redis-server per test process (see ensureRedis). */
function sharedRedis(): Promise<EnsuredRedis> {
  if (!server) {
    const finding = ensureRedis({ url: process.env.REDIS_URL || undefined });
    server = finding;
    finding.catch(() => {
      if (server === finding) server = undefined;
    });
  }
  return server;
}

/** Redis for one test file, isolated from every other file and run by a unique key prefix. */
export async function testRedis(name = "t"): Promise<TestRedis> {
  const { url } = await sharedRedis();
  const prefix = hashTaggedPrefix(uniqueName(name));
  const handedOut: Redis[] = [];
  return {
    url,
    prefix,
    connection(options = {}) {
      const client = new Redis(url, { maxRetriesPerRequest: null, ...options });
      handedOut.push(client);
      return client;
    },
    async cleanup() {
      const admin = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        await deleteByPrefix(admin, prefix);
      } finally {
        admin.disconnect();
        await Promise.all(handedOut.splice(0).map((client) => client.quit().catch(() => client.disconnect())));
      }
    },
  };
}

async function deleteByPrefix(client: Redis, prefix: string): Promise<void> {
  // Glob metacharacters in the prefix must match literally.
  const pattern = `${prefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
  let cursor = "0";
  do {
    const [next, keys] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) await client.unlink(...keys);
  } while (cursor !== "0");
}
