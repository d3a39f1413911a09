import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));

export interface Child {
  /** The first stdout line matching the ready pattern. */
  line: string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point in its own Node process (through tsx) and waits for a line on
 * stdout that says it is ready. The benchmark keeps the engine, the API and the load generator
 * in separate processes, as they would be in production, so none steals the others' event loop.
 */
export function startTs(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeArgs: string[] = [],
): Promise<Child> {
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
        child.stdout?.resume();
        resolve({ line: match, stop: () => stop(child) });
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
