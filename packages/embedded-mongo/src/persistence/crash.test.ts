import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Persistence } from "./index.js";
import { withTempDir } from "./testing.js";

const child = fileURLToPath(new URL("./crash-child.fixture.ts", import.meta.url));

/** When to kill: after n acknowledged units, or `delayMs` after the child announced its k-th compaction. */
type KillAt = { acks: number } | { compaction: number; delayMs: number };

/** Runs the child, kill -9s it at `at`, returns what it acknowledged. */
function runAndKill(dir: string, at: KillAt): Promise<{ start: number; acked: number[] }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--conditions=@crm/source", "--import", "tsx", child, dir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const acked: number[] = [];
    let start = -1;
    let compactions = 0;
    let stderr = "";
    const kill = (): boolean => proc.kill("SIGKILL");
    proc.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    createInterface({ input: proc.stdout }).on("line", (line) => {
      if (line.startsWith("start ")) start = Number(line.slice(6));
      else if (line === "compact") {
        compactions++;
        if ("compaction" in at && compactions === at.compaction) setTimeout(kill, at.delayMs);
      } else {
        acked.push(Number(line));
        if ("acks" in at && acked.length === at.acks) kill();
      }
    });
    proc.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve({ start, acked });
      else reject(new Error(`child exited on its own (${String(code)}): ${stderr}`));
    });
  });
}

describe("crash safety (kill -9 of a writing process)", () => {
  it(
    "keeps every acknowledged unit, whole, across kills during writes and compactions",
    () =>
      withTempDir(async (dir) => {
        let expectedStart = 0;
        const plan: KillAt[] = [
          { acks: 500 },
          { compaction: 1, delayMs: 0 }, // right as the journal switches
          { compaction: 2, delayMs: 15 }, // while the snapshot streams out
          { compaction: 1, delayMs: 40 }, // around the rename / old-journal deletion
          { acks: 800 },
        ];
        for (const at of plan) {
          const { start, acked } = await runAndKill(dir, at);
          expect(start).toBe(expectedStart);

          const { persistence, recovered } = await Persistence.open(dir);
          const t = recovered.databases.t ?? {};
          expect(t.ballast?.docs.length).toBe(20_000);
          const c = new Set((t.c?.docs ?? []).map((d) => d._id as number));
          const m = new Set((t.m?.docs ?? []).map((d) => d.s as number));
          const d = (t.d?.docs ?? []).map((d) => d._id as number).sort((a, b) => a - b);
          for (const s of acked) expect(c.has(s), `acknowledged unit ${s} lost`).toBe(true);
          // Units are applied whole and in order: the recovered units are exactly 0..n-1.
          const n = c.size;
          expect(n).toBeGreaterThan(0);
          expect(Math.max(...c)).toBe(n - 1);
          expect([...m].sort((a, b) => a - b)).toEqual([...c].sort((a, b) => a - b));
          const w = Math.min(n, 100);
          expect(d).toEqual(Array.from({ length: w }, (_, i) => n - w + i));
          await persistence.close();
          expectedStart = n;
        }
      }),
    60_000,
  );
});
