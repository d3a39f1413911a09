import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

const DONE = "__docs_block_done__";

/**
 * One bash process for a guide: its blocks run in order in it, so variables and functions a
 * block defines (`BASE`, `KEY`, `api`) are there for the next, as in the reader's terminal.
 */
export class ShellSession {
  private readonly bash: ChildProcessWithoutNullStreams;
  private buffer = "";
  private waiting: (() => void) | undefined;

  constructor(cwd: string, env: NodeJS.ProcessEnv) {
    this.bash = spawn("bash", ["--noprofile", "--norc"], { cwd, env, stdio: "pipe" });
    const collect = (chunk: Buffer) => {
      this.buffer += chunk.toString();
      this.waiting?.();
    };
    this.bash.stdout.on("data", collect);
    this.bash.stderr.on("data", collect);
  }

  /** Runs `code` (stderr merged into stdout); resolves with its output and exit status. */
  async run(code: string, timeoutMs: number): Promise<{ output: string; status: number }> {
    this.buffer = "";
    this.bash.stdin.write(`{\n${code}\n} 2>&1 </dev/null; printf '\\n${DONE} %s\\n' "$?"\n`);
    const marker = new RegExp(`\\n${DONE} (\\d+)\\n`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = marker.exec(this.buffer);
      if (match) return { output: this.buffer.slice(0, match.index), status: Number(match[1]) };
      if (this.bash.exitCode !== null) throw new Error(`bash exited (${this.bash.exitCode}); output:\n${this.buffer}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`block timed out after ${timeoutMs} ms; output so far:\n${this.buffer}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = undefined;
    }
  }

  /** The session's upper-case shell variables (where the guides keep ids and keys). */
  async variables(): Promise<Map<string, string>> {
    const { output } = await this.run(
      `for name in $(compgen -v | grep -E '^[A-Z][A-Z0-9_]*$'); do printf '%s\\t%s\\n' "$name" "\${!name//$'\\n'/ }"; done`,
      10_000,
    );
    return new Map(
      output
        .split("\n")
        .filter((line) => line.includes("\t"))
        .map((line) => line.split("\t", 2) as [string, string]),
    );
  }

  close(): void {
    this.bash.stdin.end();
    this.bash.kill("SIGKILL");
  }
}
