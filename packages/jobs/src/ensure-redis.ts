import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { freePort } from "./free-port";
import { redactUrl, type RedisTarget } from "./redis-client";
import { probeRedis } from "./redis-probe";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

export const HOW_TO_GET_REDIS =
  "No Redis at 127.0.0.1:6379 and no redis-server on PATH: install Redis (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis) or set REDIS_URL.";

/** Thrown when no Redis can be found or started; its message is one line meant for a human. */
export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RedisUnavailableError";
  }
}

export interface EnsuredRedis {
  url: string;
  /** True when we started a private redis-server; `stop()` then kills it. */
  spawned: boolean;
  stop(): Promise<void>;
}

export interface EnsureRedisOptions {
  /** An explicit REDIS_URL: used as is (after a probe), never replaced by a spawned server. */
  url?: string;
  /** Where to look before spawning; defaults to redis://127.0.0.1:6379. */
  fallbackUrl?: string;
  log?: (message: string) => void;
}

/**
 * Finds a Redis for the embedded default: REDIS_URL, else a local server on 6379, else a private
 * `redis-server` from PATH on a free port (in memory only, killed when we stop or exit).
 * The api, the worker's standalone start and the test harness all use this one function.
 */
export async function ensureRedis(options: EnsureRedisOptions = {}): Promise<EnsuredRedis> {
  if (options.url) {
    if (!(await probeRedis(options.url, 3000))) {
      throw new RedisUnavailableError(`Redis at REDIS_URL (${redactUrl(options.url)}) did not answer PING.`);
    }
    return { url: options.url, spawned: false, stop: async () => {} };
  }
  const fallbackUrl = options.fallbackUrl ?? DEFAULT_REDIS_URL;
  if (await probeRedis(fallbackUrl)) return { url: fallbackUrl, spawned: false, stop: async () => {} };

  const binary = findOnPath("redis-server");
  if (!binary) throw new RedisUnavailableError(HOW_TO_GET_REDIS);
  // The free port can be taken between asking and binding: try a few.
  for (let attempt = 1; ; attempt++) {
    try {
      const spawned = await spawnRedis(binary);
      options.log?.(`Started redis-server (${binary}) on ${spawned.url}, in memory only`);
      return spawned;
    } catch (error) {
      if (attempt >= 3) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new RedisUnavailableError(`Could not start ${binary}: ${reason}`);
      }
    }
  }
}

export interface ResolvedRedis {
  target: RedisTarget;
  /** True when we started a private redis-server; `stop()` then kills it. */
  spawned: boolean;
  stop(): Promise<void>;
}

/**
 * The Redis the api and the worker run on: a configured cluster as is (it is deployed, never
 * started here), else one server found or started by ensureRedis.
 */
export async function resolveRedis(configured: RedisTarget | undefined, log?: (message: string) => void): Promise<ResolvedRedis> {
  if (configured && "clusterNodes" in configured) return { target: configured, spawned: false, stop: async () => {} };
  const server = await ensureRedis({ url: configured?.url, ...(log ? { log } : {}) });
  return { target: { url: server.url }, spawned: server.spawned, stop: server.stop };
}

async function spawnRedis(binary: string): Promise<EnsuredRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  // Never leave an orphan server behind, even when the parent exits without calling stop().
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    await terminate(child);
  };
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await probeRedis(url, 500)) return { url, spawned: true, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(stderr.trim().split("\n").pop() || `redis-server did not answer on port ${port}`);
}

function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
