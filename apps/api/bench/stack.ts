import { openDomain } from "@crm/domain";
import { ensureRedis } from "@crm/jobs";
import { Redis } from "ioredis";
import { MongoClient, type Db } from "mongodb";
import { apiUrlOf, startBenchApi, startTs, type Child } from "./processes";
import { seedBenchData, type Seeded } from "./seed";

export interface BenchStack {
  baseUrl: string;
  /** The API process (for its CPU time). */
  api: Child;
  /** The embedded engine's process (for its CPU time: every server measured against it shares it). */
  engine: Child;
  /** The engine and database the stack seeded, for other servers measured against the same data. */
  mongoUri: string;
  dbName: string;
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
export async function startBenchStack(options: { rows: number; profileDir?: string | undefined }): Promise<BenchStack> {
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
    // BENCH_API_PROFILE-style CPU profile of the API process, for finding its overhead.
    api = await startBenchApi({
      mongoUri,
      dbName,
      redisUrl: redisInfo.url,
      adminToken: "bench-admin-token",
      nodeArgs: options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [],
    });
    return { baseUrl: apiUrlOf(api), api, engine, mongoUri, dbName, db, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
