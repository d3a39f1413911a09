/**
 * Persistence layer alone (no server, no driver): journal append throughput in 1,000-document
 * units, snapshot (compaction) time, recovery time, and heap used by each step.
 * Run: tsx --expose-gc bench/persistence.ts   (BENCH_DOCS scales it, default 1,000,000)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ObjectId, type Document } from "bson";
import { Persistence, type JournalRecord, type SnapshotData } from "../src/persistence/index.js";

const N = Number(process.env.BENCH_DOCS ?? 1_000_000);
const UNIT = 1000;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const heapMb = (): number => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const STATUSES = ["open", "won", "lost", "paused"];

export async function benchPersistence(n: number): Promise<Array<[string, string]>> {
  const dir = await mkdtemp(join(tmpdir(), "emb-bench-persist-"));
  const rows: Array<[string, string]> = [];
  try {
    const docs: Document[] = [];
    const { persistence } = await Persistence.open(dir, { compactMinBytes: Number.MAX_SAFE_INTEGER });
    let t = performance.now();
    const inflight: Promise<void>[] = [];
    for (let i = 0; i < n; i += UNIT) {
      const unit: JournalRecord[] = [];
      for (let k = i; k < Math.min(n, i + UNIT); k++) {
        const doc = {
          _id: new ObjectId(),
          projectId: `p${k % 20}`,
          status: STATUSES[k % 4],
          createdAt: new Date(1_700_000_000_000 + k * 1000),
          name: `item ${k}`,
          n: k,
        };
        docs.push(doc);
        unit.push({ op: "put", db: "bench", coll: "items", doc });
      }
      inflight.push(persistence.append(unit));
      if (inflight.length >= 4) await inflight.shift();
    }
    await Promise.all(inflight);
    let ms = performance.now() - t;
    rows.push([`journal append, ${UNIT}-doc units (incl. doc creation)`, `${Math.round(n / (ms / 1000)).toLocaleString("en-US")} docs/s`]);

    const snapshot = (): SnapshotData => ({ databases: { bench: { items: { options: {}, indexes: [], docs } } } });
    const heapBefore = heapMb();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed / 2 ** 20)), 20);
    t = performance.now();
    await persistence.compact(snapshot);
    ms = performance.now() - t;
    clearInterval(sampler);
    const stats = persistence.stats();
    rows.push([
      `snapshot of ${n.toLocaleString("en-US")} docs`,
      `${(ms / 1000).toFixed(2)} s, ${(stats.lastSnapshotBytes / 2 ** 20).toFixed(0)} MiB file, heap +${Math.max(0, peak - heapBefore).toFixed(0)} MiB peak`,
    ]);
    await persistence.append([{ op: "del", db: "bench", coll: "items", id: docs[0]?._id }]);
    await persistence.close();
    docs.length = 0;

    const heap0 = heapMb();
    t = performance.now();
    const reopened = await Persistence.open(dir);
    ms = performance.now() - t;
    const got = reopened.recovered.databases.bench?.items?.docs.length ?? 0;
    rows.push([
      `recovery (snapshot + journal) of ${got.toLocaleString("en-US")} docs`,
      `${(ms / 1000).toFixed(2)} s, heap +${(heapMb() - heap0).toFixed(0)} MiB held`,
    ]);
    await reopened.persistence.close();
    if (got !== n - 1) throw new Error(`recovered ${got} docs, expected ${n - 1}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [k, v] of await benchPersistence(N)) console.log(`${k.padEnd(52)} ${v}`);
}
