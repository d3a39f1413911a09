/**
 * `pnpm embedded-mongo --port <p> [--host <h>] [--dbpath <dir>] [--standalone]`
 * Prints the mongodb:// URI once listening; stops cleanly on SIGTERM/SIGINT.
 */
import { startEmbeddedMongo } from "./index.js";

function parseArgs(argv: string[]): { port?: number; host?: string; dbPath?: string; standalone: boolean } {
  const out: { port?: number; host?: string; dbPath?: string; standalone: boolean } = { standalone: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--port") out.port = Number(next());
    else if (a === "--host" || a === "--bind_ip") out.host = next();
    else if (a === "--dbpath" || a === "--dbPath") out.dbPath = next();
    else if (a === "--standalone") out.standalone = true;
    else if (a === "--") continue;
    else throw new Error(`unknown argument ${a}`);
  }
  if (out.port !== undefined && !Number.isInteger(out.port)) throw new Error("--port must be an integer");
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const mongo = await startEmbeddedMongo(args);
  process.stdout.write(`${mongo.uri}\n`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    mongo
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        process.stderr.write(`embedded-mongo: error while stopping: ${String(err)}\n`);
        process.exit(1);
      });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`embedded-mongo: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
