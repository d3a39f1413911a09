/** Runs one mongoose test file with mocha (its JSON reporter) against a given server URI. */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestFailure {
  file: string;
  title: string;
  message: string;
}

export interface FileResult {
  file: string;
  passes: number;
  failures: TestFailure[];
  pending: number;
  ms: number;
  /** Set when mocha produced no report (crash, timeout). */
  crash?: string;
}

interface MochaJson {
  stats: { passes: number; pending: number; failures: number };
  failures: Array<{ fullTitle: string; err: { message?: string } }>;
}

/** A file that runs longer than this is killed and reported as crashed. */
const FILE_TIMEOUT_MS = 15 * 60_000;

export async function runMochaFile(mongooseDir: string, file: string, uri: string, replicaSet: boolean): Promise<FileResult> {
  const dir = await mkdtemp(join(tmpdir(), "mongoose-suite-"));
  const out = join(dir, "report.json");
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, MONGOOSE_TEST_URI: uri, MONGOMS_DISABLE_POSTINSTALL: "1" };
  delete env.START_REPLICA_SET;
  if (replicaSet) env.REPLICA_SET = "rs0";
  else delete env.REPLICA_SET;
  const mocha = join(mongooseDir, "node_modules", "mocha", "bin", "mocha.js");
  const args = [mocha, "--exit", "--timeout", "20000", "--reporter", "json", "--reporter-option", `output=${out}`, file];
  let stderr = "";
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: mongooseDir, env, stdio: ["ignore", "ignore", "pipe"] });
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), FILE_TIMEOUT_MS);
    child.on("close", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  const ms = Date.now() - started;
  try {
    const report = JSON.parse(await readFile(out, "utf8")) as MochaJson;
    return {
      file,
      passes: report.stats.passes,
      pending: report.stats.pending,
      failures: report.failures.map((f) => ({ file, title: f.fullTitle, message: f.err.message ?? "" })),
      ms,
    };
  } catch {
    return {
      file,
      passes: 0,
      pending: 0,
      failures: [],
      ms,
      crash: `exit ${String(code)}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
