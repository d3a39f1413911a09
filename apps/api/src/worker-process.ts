import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Logger } from "pino";
import { repoRoot } from "./repo-root";

export interface WorkerRestartPolicy {
  /** Delay before the first restart; each crash in a row doubles it. */
  minDelayMs: number;
  /** The delay never grows past this. */
  maxDelayMs: number;
  /** A worker that ran this long before it crashed was healthy: the next restart waits the minimum again. */
  healthyAfterMs: number;
}

export interface SupervisedWorker {
  /** Resolves when the first worker reports its queues are ready; rejects if it exits first (then nothing is restarted). */
  ready: Promise<void>;
  /** Stops restarting, then SIGTERM (the worker finishes running jobs), then SIGKILL after `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

export interface SuperviseWorkerOptions {
  env: Record<string, string>;
  logger: Logger;
  restart: WorkerRestartPolicy;
  /**
   * Told the instance id of a worker that died (each fork gets its own `WORKER_INSTANCE_ID`), so its
   * heartbeat can be removed at once and /health shows it down without waiting for the beat to expire.
   */
  onUnexpectedExit?(instanceId: string): Promise<void>;
}

const workerDir = join(repoRoot, "apps", "worker");

/** Built (`pnpm start:prod`, the image): this file is JavaScript, and so is the worker it forks. */
const fromSource = import.meta.url.endsWith(".ts");

/** The delay before restart number `crashesInARow` (1 for the first): doubling from the minimum, bounded by the maximum. */
export function restartDelay(policy: Pick<WorkerRestartPolicy, "minDelayMs" | "maxDelayMs">, crashesInARow: number): number {
  return Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** Math.min(crashesInARow - 1, 30));
}

function forkOnce(env: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  const child = fork(join(workerDir, fromSource ? "src/main.ts" : "dist/main.js"), [], {
    cwd: workerDir,
    // From source the worker runs like the api: through tsx (resolved from apps/worker), with
    // workspace packages resolved to their source. Built, it is plain node on dist/.
    execArgv: fromSource ? ["--conditions=@crm/source", "--import", "tsx"] : [],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (message: unknown) => {
      if (typeof message === "object" && message !== null && (message as { type?: unknown }).type === "ready") resolve();
    });
    child.once("exit", (code, signal) => reject(new Error(`worker exited before ready (code ${code}, signal ${signal})`)));
  });
  // Whoever waits decides what a failed start means; an unobserved rejection must not crash the host.
  ready.catch(() => {});
  return { child, ready };
}

/**
 * `pnpm start` runs the worker as a child of the api so the infrastructure the api resolved (the
 * embedded engine, a spawned redis-server) is started once and shared: the child gets the
 * resolved MONGODB_URI and REDIS_URL (or REDIS_CLUSTER_NODES). A child that dies after its first start is started again,
 * with exponential backoff, until the host stops. In production the worker runs as its own
 * deployment, restarted by its orchestrator; /health sees both through the workers' heartbeats.
 */
export function superviseWorker(options: SuperviseWorkerOptions): SupervisedWorker {
  const { logger, restart: policy } = options;
  // Before the first worker is ready, its death fails the host's start instead (a configuration problem, not a crash).
  let supervising = false;
  let stopping = false;
  let crashesInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let current: ChildProcess | undefined;

  function start(): Promise<void> {
    const instanceId = randomUUID();
    const startedAt = Date.now();
    const { child, ready } = forkOnce({ ...options.env, WORKER_INSTANCE_ID: instanceId });
    current = child;
    child.once("exit", (code, signal) => {
      if (stopping || !supervising) return;
      logger.error({ code, signal, pid: child.pid }, "worker process exited unexpectedly");
      options
        .onUnexpectedExit?.(instanceId)
        .catch((error: unknown) => logger.warn({ err: error }, "could not remove the worker heartbeat"));
      crashesInARow = Date.now() - startedAt >= policy.healthyAfterMs ? 1 : crashesInARow + 1;
      const delayMs = restartDelay(policy, crashesInARow);
      logger.warn({ delayMs, crashesInARow }, "restarting worker");
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        start().then(
          () => logger.info({ pid: current?.pid }, "worker restarted"),
          () => {}, // it exited before ready: its exit handler schedules the next attempt
        );
      }, delayMs);
    });
    return ready;
  }

  const ready = start().then(() => {
    supervising = true;
  });
  ready.catch(() => {});

  return {
    ready,
    stop(timeoutMs) {
      stopping = true;
      clearTimeout(restartTimer);
      const child = current;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
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
