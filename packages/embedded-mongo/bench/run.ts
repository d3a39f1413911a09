/**
 * Benchmark of the embedded engine through the real `mongodb` driver.
 *
 *   pnpm --filter @crm/embedded-mongo bench                     # 1,000,000 documents
 *   BENCH_DOCS=50000 pnpm --filter @crm/embedded-mongo bench    # quick run
 *
 * Targets (issue 2, section 3): insertMany >= 50,000 docs/s; findOne({_id}) p50 <= 0.5 ms;
 * find({projectId,status}).sort({createdAt:-1}).limit(20) p50 <= 3 ms;
 * countDocuments({projectId}) <= 30 ms; find({_id:{$in:[1000 ids]}}) <= 20 ms.
 *
 * The engine runs in a child process (bench/server.ts), so "memory" is the server process's
 * own RSS / heap growth across the load, measured after a forced GC.
 * Env: BENCH_DOCS (default 1e6), BENCH_DURABLE_DOCS (durable-mode section, default
 * min(BENCH_DOCS, 200000), 0 skips it), BENCH_SERVER_ARGS (extra node flags for the server),
 * BENCH_PROFILE_DIR (write one server CPU profile per phase there, to open in Chrome DevTools).
 * Prints PASS/FAIL per target and exits 0 whatever the numbers; exits 1 only if the engine
 * errors or returns wrong results.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient, type Collection, type ObjectId } from "mongodb";

const N = Number(process.env.BENCH_DOCS ?? 1_000_000);
const DURABLE_N = Number(process.env.BENCH_DURABLE_DOCS ?? Math.min(N, 200_000));
const BATCH = 1000;
const PROJECTS = 20;
const STATUSES = ["open", "in_progress", "won", "lost"] as const;
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Item {
  _id?: ObjectId;
  projectId: string;
  status: string;
  createdAt: Date;
  name: string;
  n: number;
}

// ---------------------------------------------------------------- server process

interface Server {
  uri: string;
  startMs: number;
  mem(): Promise<NodeJS.MemoryUsage>;
  /** Runs `fn` with the server's CPU profiler on when BENCH_PROFILE_DIR is set. */
  profiled<T>(phase: string, fn: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

function startServer(env: Record<string, string> = {}): Promise<Server> {
  const extra = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
  const proc: ChildProcess = fork(join(pkgDir, "bench/server.ts"), [], {
    cwd: pkgDir,
    execArgv: ["--expose-gc", "--conditions=@crm/source", "--import", "tsx", ...extra],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const request = <T>(type: string, reply: string, pick: (m: Record<string, unknown>) => T): Promise<T> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void => reject(new Error(`server exited (${String(code)})`));
      const onMsg = (m: Record<string, unknown>): void => {
        if (m.type !== reply) return;
        proc.off("message", onMsg);
        proc.off("exit", onExit);
        resolve(pick(m));
      };
      proc.on("message", onMsg);
      proc.once("exit", onExit);
      if (type) proc.send({ type });
    });
  return request("", "ready", (m) => ({ uri: String(m.uri), startMs: Number(m.startMs) })).then(({ uri, startMs }) => ({
    uri,
    startMs,
    mem: () => request("mem", "mem", (m) => m.mem as NodeJS.MemoryUsage),
    profiled: async <T>(phase: string, fn: () => Promise<T>): Promise<T> => {
      const dir = process.env.BENCH_PROFILE_DIR;
      if (!dir) return fn();
      await request("profile-start", "profiling", () => undefined);
      const result = await fn();
      const file = join(dir, `server-${phase}.cpuprofile`);
      const stopped = request("", "profiled", () => undefined);
      proc.send({ type: "profile-stop", file });
      await stopped;
      console.log(`server CPU profile of ${phase}: ${file}`);
      return result;
    },
    stop: async () => {
      proc.send({ type: "stop" });
      await exited;
    },
    kill9: async () => {
      proc.kill("SIGKILL");
      await exited;
    },
  }));
}

// ---------------------------------------------------------------- helpers

const ms = (t0: number): number => performance.now() - t0;
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const fmt = (x: number, digits = 2): string => x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const int = (x: number): string => Math.round(x).toLocaleString("en-US");
const rand = (n: number): number => Math.floor(Math.random() * n);
function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(`wrong result: ${what}`);
}

function makeItem(i: number): Item {
  return {
    projectId: `project-${String(i % PROJECTS).padStart(2, "0")}`,
    // Not i % 4: with 20 projects that would tie each project to a single status.
    status: STATUSES[Math.floor(i / PROJECTS) % STATUSES.length] ?? "open",
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 37_000),
    name: `Item number ${i}`,
    n: i,
  };
}

async function timeEach(times: number, fn: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, times); i++) await fn(i); // warm-up
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(ms(t0));
  }
  return out;
}

/**
 * Inserts `n` items in sequential insertMany calls of BATCH; returns docs/s overall and per
 * tenth of the load (a rate that falls as the collection grows points at per-document costs
 * that grow with size: GC of a bigger heap, index depth), and all ids.
 */
async function load(coll: Collection<Item>, n: number): Promise<{ rate: number; deciles: number[]; ids: ObjectId[] }> {
  const ids: ObjectId[] = [];
  const deciles: number[] = [];
  const t0 = performance.now();
  let mark = t0;
  let markDocs = 0;
  const step = Math.max(BATCH, Math.ceil(n / 10 / BATCH) * BATCH);
  for (let i = 0; i < n; i += BATCH) {
    if (i - markDocs >= step) {
      const now = performance.now();
      deciles.push((i - markDocs) / ((now - mark) / 1000));
      mark = now;
      markDocs = i;
    }
    const batch: Item[] = [];
    for (let k = i; k < Math.min(n, i + BATCH); k++) batch.push(makeItem(k));
    const res = await coll.insertMany(batch);
    check(res.insertedCount === batch.length, "insertedCount");
    for (const doc of batch) if (doc._id) ids.push(doc._id);
  }
  deciles.push((n - markDocs) / (ms(mark) / 1000));
  return { rate: n / (ms(t0) / 1000), deciles, ids };
}

type Row = [metric: string, value: string, target: string, verdict: string];
const verdict = (ok: boolean): string => (ok ? "PASS" : "FAIL");

function printTable(title: string, rows: Row[]): void {
  const head: Row = ["metric", "value", "target", ""];
  const w = head.map((_, c) => Math.max(...[head, ...rows].map((r) => r[c]?.length ?? 0)));
  const line = (r: Row): string => r.map((cell, c) => cell.padEnd(w[c] ?? 0)).join(" | ");
  console.log(`\n${title}\n${line(head)}\n${w.map((x) => "-".repeat(x)).join("-|-")}`);
  for (const r of rows) console.log(line(r));
}

// ---------------------------------------------------------------- memory-only benchmark

async function benchMemory(): Promise<Row[]> {
  const server = await startServer();
  const client = new MongoClient(server.uri, { maxPoolSize: 4 });
  try {
    await client.connect();
    const coll = client.db("bench").collection<Item>("items");
    await coll.createIndex({ projectId: 1, status: 1, createdAt: -1 });
    const before = await server.mem();

    const { rate, deciles, ids } = await server.profiled("insertMany", () => load(coll, N));
    const after = await server.mem();

    const findOne = await server.profiled("findOne", () =>
      timeEach(3000, async () => {
        const id = ids[rand(ids.length)];
        const doc = await coll.findOne({ _id: id });
        check(doc !== null && doc._id.equals(id), "findOne by _id");
      }),
    );

    const perPair = Math.floor(N / PROJECTS / STATUSES.length);
    const sorted = await server.profiled("find-sort-limit", () =>
      timeEach(300, async (i) => {
        const projectId = `project-${String(i % PROJECTS).padStart(2, "0")}`;
        const status = STATUSES[i % STATUSES.length] ?? "open";
        const docs = await coll.find({ projectId, status }).sort({ createdAt: -1 }).limit(20).toArray();
        check(docs.length === Math.min(20, perPair), `find+sort+limit returned ${docs.length}`);
        for (let k = 1; k < docs.length; k++) check(docs[k - 1]!.createdAt >= docs[k]!.createdAt, "sort order");
        for (const d of docs) check(d.projectId === projectId && d.status === status, "filter");
      }),
    );

    let total = 0;
    const counts = await server.profiled("countDocuments", () =>
      timeEach(PROJECTS * 2, async (i) => {
        total += await coll.countDocuments({ projectId: `project-${String(i % PROJECTS).padStart(2, "0")}` });
      }),
    );
    // Each project is counted once in the 20 warm-up calls and twice in the 40 timed ones.
    check(total === N * 3, `countDocuments summed to ${total}, expected ${N * 3}`);

    const inSize = Math.min(1000, ids.length);
    const inQuery = await server.profiled("in-1000-ids", () =>
      timeEach(30, async () => {
        const pick: ObjectId[] = [];
        for (let k = 0; k < inSize; k++) pick.push(ids[rand(ids.length)] as ObjectId);
        const docs = await coll.find({ _id: { $in: pick } }).toArray();
        check(docs.length === new Set(pick.map(String)).size, `$in returned ${docs.length}`);
      }),
    );

    const perM = 1_000_000 / N;
    const rss = ((after.rss - before.rss) / 2 ** 20) * perM;
    const heap = ((after.heapUsed - before.heapUsed) / 2 ** 20) * perM;
    return [
      [`insertMany (${int(N)} docs, ${BATCH}/call, sequential)`, `${int(rate)} docs/s`, ">= 50,000 docs/s", verdict(rate >= 50_000)],
      ["insertMany rate per tenth of the load (k docs/s)", deciles.map((r) => Math.round(r / 1000)).join(" "), "(report)", ""],
      [
        "findOne({_id}) p50 / p95 (3,000 random)",
        `${fmt(pct(findOne, 50), 3)} / ${fmt(pct(findOne, 95), 3)} ms`,
        "p50 <= 0.5 ms",
        verdict(pct(findOne, 50) <= 0.5),
      ],
      [
        "find({projectId,status}).sort({createdAt:-1}).limit(20) p50 / p95",
        `${fmt(pct(sorted, 50))} / ${fmt(pct(sorted, 95))} ms`,
        "p50 <= 3 ms",
        verdict(pct(sorted, 50) <= 3),
      ],
      [
        "countDocuments({projectId}) p50 / max",
        `${fmt(pct(counts, 50))} / ${fmt(Math.max(...counts))} ms`,
        "<= 30 ms",
        verdict(pct(counts, 50) <= 30),
      ],
      [
        `find({_id:{$in:[${inSize} ids]}}).toArray() p50 / p95`,
        `${fmt(pct(inQuery, 50))} / ${fmt(pct(inQuery, 95))} ms`,
        "p50 <= 20 ms",
        verdict(pct(inQuery, 50) <= 20),
      ],
      ["server RSS growth per 1M docs", `${int(rss)} MiB`, "(report)", ""],
      ["server heapUsed growth per 1M docs", `${int(heap)} MiB`, "(report)", ""],
    ];
  } finally {
    await client.close().catch(() => undefined);
    await server.stop().catch(() => undefined);
  }
}

// ---------------------------------------------------------------- durable mode (informational)

async function benchDurable(n: number): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), "emb-bench-db-"));
  try {
    let server = await startServer({ BENCH_DB_PATH: dir });
    let client = new MongoClient(server.uri, { maxPoolSize: 4 });
    await client.connect();
    let coll = client.db("bench").collection<Item>("items");
    await coll.createIndex({ projectId: 1, status: 1, createdAt: -1 });
    const { rate } = await load(coll, n);
    const insertOne = await timeEach(2000, async (i) => {
      await coll.insertOne(makeItem(n + i));
    });
    const acknowledged = n + 2000 + 20; // + warm-up inserts
    await client.close();
    await server.kill9();

    server = await startServer({ BENCH_DB_PATH: dir });
    client = new MongoClient(server.uri, { maxPoolSize: 4 });
    await client.connect();
    coll = client.db("bench").collection<Item>("items");
    const count = await coll.countDocuments({});
    await client.close();
    await server.stop();
    return [
      [`insertMany with dbPath (${int(n)} docs, journal + fdatasync)`, `${int(rate)} docs/s`, ">= 50,000 docs/s", verdict(rate >= 50_000)],
      ["insertOne with dbPath p50 / p95 (sequential)", `${fmt(pct(insertOne, 50), 3)} / ${fmt(pct(insertOne, 95), 3)} ms`, "(report)", ""],
      ["restart after kill -9: startEmbeddedMongo() until ready", `${fmt(server.startMs / 1000)} s`, "(report)", ""],
      ["acknowledged docs present after kill -9", `${int(count)} / ${int(acknowledged)}`, "all", verdict(count === acknowledged)],
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const load1 = loadavg()[0] ?? 0;
  console.log(
    `embedded-mongo benchmark: ${int(N)} docs, node ${process.version}, ${cpus().length} cores, load average ${fmt(load1)} at start`,
  );
  printTable("Memory-only engine (server in a child process, mongodb driver over TCP)", await benchMemory());
  if (DURABLE_N > 0) {
    let rows: Row[];
    try {
      rows = await benchDurable(DURABLE_N);
    } catch (err) {
      rows = [["durable mode", `skipped: ${err instanceof Error ? err.message : String(err)}`, "", ""]];
    }
    printTable("Durable mode (dbPath; informational)", rows);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
