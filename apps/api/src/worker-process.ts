import { fork, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { Logger } from "pino";
import { repoRoot } from "./repo-root";

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves when the worker reports its queues are ready; rejects if it exits first. */
  ready: Promise<void>;
  /** SIGTERM (the worker finishes running jobs), then SIGKILL after `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

const workerDir = join(repoRoot, "apps", "worker");

/** Built (`pnpm start:prod`, the image): this file is JavaScript, and so is the worker it forks. */
const fromSource = import.meta.url.endsWith(".ts");

/**
 * `pnpm start` runs the worker as a child of the api so the infrastructure the api resolved (the
 * embedded engine, a spawned redis-server) is started once and shared: the child gets the
 * resolved MONGODB_URI and REDIS_URL (or REDIS_CLUSTER_NODES). In production the worker runs as its own deployment.
 */
export function forkWorker(options: { env: Record<string, string>; logger: Logger }): WorkerProcess {
  const { logger } = options;
  const child = fork(join(workerDir, fromSource ? "src/main.ts" : "dist/main.js"), [], {
    cwd: workerDir,
    // From source the worker runs like the api: through tsx (resolved from apps/worker), with
    // workspace packages resolved to their source. Built, it is plain node on dist/.
    execArgv: fromSource ? ["--conditions=@crm/source", "--import", "tsx"] : [],
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let stopping = false;

  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && (message as { type?: unknown }).type === "ready") resolve();
    });
    child.once("exit", (code, signal) => reject(new Error(`worker exited before ready (code ${code}, signal ${signal})`)));
  });
  // The host decides what a failed start means; an unobserved rejection must not crash it.
  ready.catch(() => {});

  child.on("exit", (code, signal) => {
    if (!stopping) logger.error({ code, signal }, "worker process exited unexpectedly");
  });

  return {
    child,
    ready,
    stop(timeoutMs) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          logger.warn("worker did not stop in time, killing it");
          child.kill("SIGKILL");
        }, timeoutMs);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      });
    },
  };
}
