import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));

export interface Child {
  /** The first stdout line matching the ready pattern. */
  line: string;
  /** CPU time (user + system) the process has used so far, in ms; NaN where /proc is missing. */
  cpuMs(): number;
  /** Resident memory of the process now, in bytes (VmRSS); NaN where /proc is missing. */
  rssBytes(): number;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point in its own Node process (through tsx) and waits for a line on
 * stdout that says it is ready. The benchmark keeps the engine, the API and the load generator
 * in separate processes, as they would be in production, so none steals the others' event loop.
 * BENCH_CHILD_LOG=<file> appends each child's later stdout there (e.g. the engine's `--trace-gc`
 * lines, through BENCH_ENGINE_NODE_ARGS); otherwise it is discarded.
 */
export function startTs(entry: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, nodeArgs: string[] = []): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, "--conditions=@crm/source", "--import", "tsx", entry, ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.split("\n").find((l) => ready.test(l));
      if (match) {
        child.stdout?.off("data", onData);
        if (process.env.BENCH_CHILD_LOG) child.stdout?.pipe(createWriteStream(process.env.BENCH_CHILD_LOG, { flags: "a" }));
        else child.stdout?.resume();
        resolve({ line: match, cpuMs: () => cpuMsOf(child.pid), rssBytes: () => rssBytesOf(child.pid), stop: () => stop(child) });
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface BenchApiOptions {
  /** The engine's URI (`mongodb://host:port/?...`); the API uses `dbName` on it. */
  mongoUri: string;
  dbName: string;
  redisUrl: string;
  /** 0 (the default): any free port, read back from the "API listening on" line. */
  port?: number;
  adminToken: string;
  nodeArgs?: string[];
  /** More environment for the API (e.g. `HISTORY_ENABLED`). */
  env?: Record<string, string>;
}

/**
 * The API as `pnpm start` runs it, in its own process, on the benchmark's engine and Redis: no
 * worker, no logs, and a rate limit far above what one key sends in a benchmark.
 */
export function startBenchApi(options: BenchApiOptions): Promise<Child> {
  // Any free port by default: other benchmarks may be running on the same machine.
  return startTs(
    "src/main.ts",
    [],
    {
      MONGODB_URI: options.mongoUri.replace(/\/\?/, `/${options.dbName}?`),
      REDIS_URL: options.redisUrl,
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      ADMIN_TOKEN: options.adminToken,
      LOG_LEVEL: "silent",
      START_WORKER: "false",
      RATE_LIMIT_PER_MINUTE: "100000000",
      ...options.env,
    },
    /^API listening on /,
    options.nodeArgs,
  );
}

/** utime + stime from /proc/<pid>/stat (clock ticks, 100 per second on Linux). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of process `pid` now, in bytes (VmRSS); NaN where /proc is missing. */
export function rssBytesOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (ms, summed over the cores) the hypervisor ran something else while this machine's
 * processes were ready to run (steal, from /proc/stat): a virtual machine's slow spells, which no
 * figure of ours can be blamed for. NaN where /proc is missing.
 */
export function stolenMs(): number {
  try {
    // cpu user nice system idle iowait irq softirq steal ...
    const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
    return Number(fields[8]) * 10;
  } catch {
    return Number.NaN;
  }
}

/** `node --cpu-prof` arguments when the environment variable `variable` names a directory (BENCH_API_PROFILE...), else none. */
export function profileArgs(variable: string): string[] {
  const dir = process.env[variable];
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}

/** The base URL of an API started by startBenchApi. */
export const apiUrlOf = (api: Child): string => api.line.replace(/^API listening on /, "").trim();
