import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("..", import.meta.url));

export interface RunningProcess {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves with the first match of `pattern` in stdout+stderr; rejects on exit or timeout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exit(): Promise<number | null>;
}

/** Runs an api entry point (`src/main.ts`, `src/cli.ts`) from source, as `pnpm start`/`pnpm crm` do. */
export function runApiScript(script: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  return runNode(["--conditions=@crm/source", "--import", "tsx", script, ...args], env);
}

/** Runs a built entry point (`dist/main.js`) with plain node, as `pnpm start:prod` and the image do. */
export function runBuiltApi(script: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  return runNode([script, ...args], env);
}

/** Runs the built worker (`apps/worker/dist/main.js`) with plain node, as its own deployment does. */
export function runBuiltWorker(env: NodeJS.ProcessEnv): RunningProcess {
  return runNode([fileURLToPath(new URL("../../worker/dist/main.js", import.meta.url))], env);
}

function runNode(args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  const child = spawn(process.execPath, args, { cwd: apiDir, env, stdio: "pipe" });
  let output = "";
  const exited = once(child, "exit").then(([code]) => code as number | null);
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    exit: () => exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const done = (error?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          child.stdout.off("data", check);
          child.stderr.off("data", check);
          child.off("exit", onExit);
          if (match) resolve(match);
          else reject(error);
        };
        const check = () => {
          const match = output.match(pattern);
          if (match) done(undefined, match);
        };
        const onExit = () => done(new Error(`exited before ${pattern}; output:\n${output}`));
        const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), timeoutMs);
        child.stdout.on("data", check);
        child.stderr.on("data", check);
        child.once("exit", onExit);
        check();
      });
    },
  };
}
