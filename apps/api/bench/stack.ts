import { openDomain } from "@crm/domain";
import { ensureRedis } from "@crm/jobs";
import { Redis } from "ioredis";
import { MongoClient, type Db } from "mongodb";
import { startTs } from "./processes";
import { seedBenchData, type Seeded } from "./seed";

export interface BenchStack {
  baseUrl: string;
  /** The benchmark database through the driver (for the driver-side comparisons). */
  db: Db;
  seeded: Seeded;
  stop(): Promise<void>;
}

/**
 * What every benchmark runs against: the embedded engine in its own process, Redis, 20 seeded
 * projects (one with `rows` contacts and deals), and the API started as `pnpm start` starts it,
 * in its own process, silent and without a worker or a meaningful rate limit.
 */
export async function startBenchStack(options: { rows: number; apiPort: number; profileDir?: string | undefined }): Promise<BenchStack> {
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//);
  const mongoUri = engine.line.trim();
  const redisInfo = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  const redis = new Redis(redisInfo.url);
  const dbName = `bench_${Date.now()}`;
  const domain = await openDomain({ mongoUri, dbName, redis });
  const client = await MongoClient.connect(mongoUri);
  const db = client.db(dbName);
  let api: Awaited<ReturnType<typeof startTs>> | undefined;
  const stop = async () => {
    await api?.stop();
    await client.close();
    await domain.close();
    redis.disconnect();
    await redisInfo.stop();
    await engine.stop();
  };
  try {
    console.log(`Seeding 20 projects, one with ${options.rows} contacts and ${options.rows} deals...`);
    const started = Date.now();
    const seeded = await seedBenchData(domain, db, options.rows);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    api = await startTs(
      "src/main.ts",
      [],
      {
        MONGODB_URI: `${mongoUri.replace(/\/\?/, `/${dbName}?`)}`,
        REDIS_URL: redisInfo.url,
        PORT: String(options.apiPort),
        HOST: "127.0.0.1",
        ADMIN_TOKEN: "bench-admin-token",
        LOG_LEVEL: "silent",
        START_WORKER: "false",
        // The benchmark sends far more than an integrator's quota through one key.
        RATE_LIMIT_PER_MINUTE: "100000000",
      },
      /API listening/,
      // A CPU profile of the API process, for finding its overhead.
      options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [],
    );
    return { baseUrl: `http://127.0.0.1:${options.apiPort}`, db, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
