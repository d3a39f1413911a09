import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@crm/jobs";
import { Redis } from "ioredis";

export interface TestRedisCluster {
  /** `127.0.0.1:port` of every master, for REDIS_CLUSTER_NODES. */
  nodes: string[];
  /** Kills every node and removes their files; safe to call twice. */
  stop(): Promise<void>;
}

const HOW_TO_GET_BINARIES =
  "the Redis Cluster test needs redis-server and redis-cli on PATH (Debian/Ubuntu: sudo apt-get install -y redis-server)";

/**
 * A Redis Cluster of `size` masters (no replicas) on loopback, in memory only: one redis-server per
 * node on free ports (client and bus port), joined by `redis-cli --cluster create`, ready when every
 * node says `cluster_state:ok`. Every wait is bounded by `timeoutMs`; on any failure what started is stopped.
 */
export async function startRedisCluster(size = 3, timeoutMs = 20_000): Promise<TestRedisCluster> {
  const deadline = Date.now() + timeoutMs;
  const dir = await mkdtemp(join(tmpdir(), "crm-redis-cluster-"));
  const servers: ChildProcess[] = [];
  const killAll = () => servers.forEach((server) => server.kill("SIGKILL"));
  process.once("exit", killAll);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", killAll);
    await Promise.all(servers.map(killed));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const nodes: string[] = [];
    for (let i = 0; i < size; i++) {
      const [port, busPort] = [await freePort(), await freePort()];
      // The node's cluster state file lives in `dir`; nothing else is written (no RDB, no AOF).
      const args = ["--port", port, "--cluster-port", busPort, "--bind", "127.0.0.1", "--cluster-enabled", "yes"];
      args.push("--cluster-config-file", join(dir, `nodes-${port}.conf`), "--dir", dir, "--save", "", "--appendonly", "no");
      servers.push(await started("redis-server", args.map(String), "ignore"));
      nodes.push(`127.0.0.1:${port}`);
    }
    for (const node of nodes) await until(deadline, () => answersPing(node), `${node} to answer PING`);
    const create = await started("redis-cli", ["--cluster", "create", ...nodes, "--cluster-replicas", "0", "--cluster-yes"], "pipe");
    const [code, output] = await exitOf(create, deadline);
    if (code !== 0) throw new Error(`redis-cli --cluster create failed (${code}):\n${output}`);
    for (const node of nodes) await until(deadline, () => clusterOk(node), `${node} to report cluster_state:ok`);
    return { nodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Spawns `command`, rejecting with the install hint when the binary is missing. */
function started(command: string, args: string[], output: "pipe" | "ignore"): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", output, output] });
    child.once("spawn", () => resolve(child));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(`${command} not found: ${HOW_TO_GET_BINARIES}`) : error),
    );
  });
}

function exitOf(child: ChildProcess, deadline: number): Promise<[number | null, string]> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => {
        child.kill("SIGKILL");
        reject(new Error(`redis-cli --cluster create did not finish in time:\n${output}`));
      },
      Math.max(0, deadline - Date.now()),
    );
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve([code, output]);
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function withNode<T>(node: string, use: (client: Redis) => Promise<T>): Promise<T> {
  const [host, port] = node.split(":");
  const client = new Redis({ host, port: Number(port), lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return await use(client);
  } finally {
    client.disconnect();
  }
}

const answersPing = (node: string) => withNode(node, async (client) => (await client.ping()) === "PONG").catch(() => false);

const clusterOk = (node: string) =>
  withNode(node, async (client) => String(await client.call("CLUSTER", "INFO")).includes("cluster_state:ok")).catch(() => false);

async function until(deadline: number, check: () => Promise<boolean>, what: string): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
