/**
 * Media upload benchmark (`pnpm bench:media`): the API in its own process (engine in another)
 * takes `POST /v1/media` of a 16 MiB audio file (BENCH_MEDIA_MIB: another size; a PDF past 16),
 * BENCH_MEDIA_ROUNDS times (default 3). Reports, per upload, the API's resident memory growth:
 * its peak VmRSS (sampled every 10 ms while the upload runs) less its VmRSS just before. The upload
 * streams into GridFS, so the growth stays far below the file's size (target: <= 20 MB).
 *
 * Every upload counts, the process's first included: the store asks V8 for a young-generation
 * collection every 2 MiB it streams (packages/providers/src/young-garbage.ts), without which the
 * first upload of a process grew its RSS by about 35 MB whatever the file's size.
 */
import { ensureRedis } from "@crm/jobs";
import { MongoClient } from "mongodb";
import { apiUrlOf, startBenchApi, startTs, type Child } from "./processes";

const ROUNDS = Number(process.env.BENCH_MEDIA_ROUNDS ?? 3);
const MIB = Number(process.env.BENCH_MEDIA_MIB ?? 16);
const SIZE = MIB * 1024 * 1024;
const ADMIN_TOKEN = "bench-admin-token";
const MB = 1_000_000;

/** An MP3 (ID3 header) of `size` bytes; past the audio limit a PDF (BENCH_MEDIA_MIB up to 100). */
const mediaFile = (size: number) => {
  const bytes = Buffer.alloc(size, 0x55);
  bytes.write(size > 16 * 1024 * 1024 ? "%PDF-1.7\n" : "ID3\x04\x00\x00\x00\x00\x00\x00", 0, "latin1");
  return bytes;
};

async function upload(base: string, key: string, bytes: Buffer): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "bench");
  const res = await fetch(`${base}/v1/media`, { method: "POST", headers: { "x-api-key": key }, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
}

/** The API's peak RSS growth over its RSS before `run`, sampled every 10 ms while it runs. */
async function peakGrowth(api: Child, run: () => Promise<void>): Promise<number> {
  const before = api.rssBytes();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, api.rssBytes())), 10);
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, api.rssBytes()) - before;
}

async function main(): Promise<void> {
  const engine = await startTs("../../packages/embedded-mongo/src/cli.ts", ["--port", "0"], {}, /^mongodb:\/\//);
  const mongoUri = engine.line.trim();
  const dbName = `bench_media_${Date.now()}`;
  const redis = await ensureRedis({ ...(process.env.REDIS_URL ? { url: process.env.REDIS_URL } : {}) });
  let api: Child | undefined;
  try {
    api = await startBenchApi({ mongoUri, dbName, redisUrl: redis.url, adminToken: ADMIN_TOKEN });
    const base = apiUrlOf(api);
    const created = await fetch(`${base}/admin/v1/projects`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": ADMIN_TOKEN },
      body: JSON.stringify({ name: "Bench media" }),
    });
    const key = ((await created.json()) as { apiKey: { key: string } }).apiKey.key;
    const file = mediaFile(SIZE);
    const growths: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const growth = await peakGrowth(api, () => upload(base, key, file));
      growths.push(growth);
      console.log(`upload ${MIB} MiB #${i + 1}: API RSS growth ${(growth / MB).toFixed(1)} MB`);
    }
    console.log(
      `upload ${MIB} MiB: API RSS growth max ${(Math.max(...growths) / MB).toFixed(1)} MB over ${ROUNDS} uploads (target <= 20 MB)`,
    );
  } finally {
    await api?.stop();
    const client = await MongoClient.connect(mongoUri);
    await client
      .db(dbName)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
    await engine.stop();
    await redis.stop();
  }
}

await main();
