import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { TestRedis } from "@crm/testing";
import type { TestDomain } from "./test-domain";

const workerDir = fileURLToPath(new URL("../..", import.meta.url));

export interface WorkerChild {
  /** Everything it printed so far (pino JSON lines). */
  output(): string;
  /** SIGKILL: no shutdown, no cleanup, jobs left locked as they were. */
  kill(): Promise<void>;
  /** SIGSTOP: frozen as it is (a stalled process: its job locks expire), until `resume` (SIGCONT). */
  pause(): void;
  resume(): void;
  /** SIGTERM: the worker's own shutdown; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Where a worker child finds the test's database and queues. */
export const stackEnv = (env: TestDomain, redis: TestRedis) => ({
  MONGODB_URI: env.uriWithDb,
  REDIS_URL: redis.url,
  QUEUE_PREFIX: redis.prefix,
});

/**
 * How long a worker child may take to report ready: it compiles its sources with tsx on start,
 * which takes over 20 s on a loaded two-core machine (CI runs the test files two at a time).
 */
export const WORKER_START_TIMEOUT_MS = 120_000;

/** The real worker (`src/main.ts`) as a child process, resolved once it reports ready. */
export async function startWorkerChild(env: Record<string, string>): Promise<WorkerChild> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ["--conditions=@crm/source", "--import", "tsx", "src/main.ts"], {
    cwd: workerDir,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The caller never gets a handle to stop it: a child left running would outlive the test run.
      child.kill("SIGKILL");
      reject(new Error(`worker not ready:\n${output}`));
    }, WORKER_START_TIMEOUT_MS);
    const check = () => {
      if (!output.includes("worker ready")) return;
      clearTimeout(timer);
      child.stdout.off("data", check);
      resolve();
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => reject(new Error(`worker exited ${code}:\n${output}`)));
  });
  return {
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    async stop() {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
