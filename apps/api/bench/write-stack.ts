import { ensureRedis } from "@crm/jobs";
import { apiUrlOf, profileArgs, startBenchApi, startTs } from "./processes";

const ADMIN_TOKEN = "bench-admin-token";

/** A POST that must answer one of `statuses` (201), for setting up what a benchmark writes against. */
export async function post<T>(
  baseUrl: string,
  path: string,
  key: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
  statuses: readonly number[] = [201],
): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (!statuses.includes(res.status)) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface WriteStack {
  baseUrl: string;
  /** The key of a fresh project, and the user it acts as. */
  key: string;
  userId: string;
  /** CPU time (ms) the API and the engine processes have used so far: a figure that load on the machine does not inflate as much as wall time. */
  cpuMs(): { api: number; engine: number };
  /** The API process's resident memory now, in bytes. */
  apiRssBytes(): number;
}

/**
 * What the write benchmarks run against: the embedded engine and the API (as `pnpm start` runs it,
 * no worker) in their own processes, Redis, and one empty project. Stops them all afterwards.
 */
export async function withWriteStack(
  name: string,
  run: (stack: WriteStack) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//);
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  try {
    api = await startBenchApi({
      mongoUri: engine.line.trim(),
      dbName: `bench_${name}_${Date.now()}`,
      redisUrl: redisInfo.url,
      adminToken: ADMIN_TOKEN,
      env,
      // BENCH_API_PROFILE=<dir>: the API writes a CPU profile there when it stops.
      nodeArgs: profileArgs("BENCH_API_PROFILE"),
    });
    const baseUrl = apiUrlOf(api);
    const { apiKey } = await post<{ apiKey: { key: string; userId: string } }>(
      baseUrl,
      "/admin/v1/projects",
      undefined,
      { name: "Bench" },
      { "x-admin-token": ADMIN_TOKEN },
    );
    const started = api;
    await run({
      baseUrl,
      key: apiKey.key,
      userId: apiKey.userId,
      cpuMs: () => ({ api: started.cpuMs(), engine: engine.cpuMs() }),
      apiRssBytes: () => started.rssBytes(),
    });
  } finally {
    await api?.stop();
    await redisInfo.stop();
    await engine.stop();
  }
}
