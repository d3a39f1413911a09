/**
 * `pnpm --filter @crm/embedded-mongo test:mongoose <mongoose checkout> [--standalone]
 *   [--jobs N] [--json <file>] [test files...]`
 *
 * Runs mongoose's own mocha suite against the engine: one engine per job (each file drops the
 * shared `mongoose_test` database, so files sharing an engine run one after another), one mocha
 * process per file, then prints passing/failing per file and groups the failures. The checkout
 * needs its dev dependencies (`MONGOMS_DISABLE_POSTINSTALL=1 npm install --ignore-scripts`).
 * Run by hand, like a benchmark: CI has no mongoose source.
 */
import { readdir, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { startEmbeddedMongo } from "../src/index.js";
import { runMochaFile } from "./mocha-file.js";
import type { FileResult } from "./mocha-file.js";
import { formatReport } from "./report.js";

interface Args {
  dir: string;
  standalone: boolean;
  jobs: number;
  json?: string;
  files: string[];
}

function parseArgs(argv: string[]): Args {
  const base = process.env.INIT_CWD ?? process.cwd();
  const positional: string[] = [];
  const args: Args = { dir: "", standalone: false, jobs: 1, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--standalone") args.standalone = true;
    else if (a === "--jobs") args.jobs = Math.max(1, Number(argv[++i]));
    else if (a === "--json") args.json = resolve(base, argv[++i] ?? "mongoose-suite.json");
    else if (a !== "--") positional.push(a);
  }
  const [dir, ...files] = positional;
  if (!dir) throw new Error("usage: test:mongoose <mongoose checkout> [--standalone] [--jobs N] [--json file] [test files...]");
  args.dir = resolve(base, dir);
  args.files = files;
  return args;
}

/**
 * The files mongoose's `npm test` runs: test/**\/*.test.js without the encryption tests.
 * test/subdirs.test.js requires every file of test/docs and test/helpers, so those run through
 * it (as in one mocha process, which loads each file once; some helpers tests need the state
 * earlier files leave) rather than on their own, which would also count them twice.
 */
async function suiteFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(dir, "test"), { recursive: true });
  return entries
    .map((e) => join("test", e))
    .filter((f) => f.endsWith(".test.js") && !["encryption", "docs", "helpers"].some((d) => f.startsWith(join("test", d))))
    .sort();
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const files = args.files.length ? args.files.map((f) => relative(args.dir, resolve(args.dir, f))) : await suiteFiles(args.dir);
  const queue = [...files];
  const results: FileResult[] = [];
  const worker = async (): Promise<void> => {
    const engine = await startEmbeddedMongo({ standalone: args.standalone });
    try {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const r = await runMochaFile(args.dir, file, engine.uri, !args.standalone);
        results.push(r);
        process.stderr.write(`${file}: ${r.passes} passing, ${r.crash ? "crashed" : `${r.failures.length} failing`}\n`);
      }
    } finally {
      await engine.stop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(args.jobs, files.length) }, worker));
  results.sort((a, b) => a.file.localeCompare(b.file));
  const label = args.standalone ? "standalone" : "replica set";
  process.stdout.write(`${formatReport(results, label)}\n`);
  if (args.json) await writeFile(args.json, JSON.stringify({ label, results }, null, 2));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
