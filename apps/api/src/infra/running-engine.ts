import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * While the api runs the embedded engine it records the engine's URI here, so a second process on
 * the same DATA_DIR (the CLI) connects to it instead of opening the same files with a second engine.
 */
const fileName = "embedded-mongo.json";

interface RunningEngine {
  uri: string;
  pid: number;
}

export async function recordRunningEngine(dataDir: string, uri: string): Promise<() => Promise<void>> {
  const file = join(dataDir, fileName);
  await writeFile(file, JSON.stringify({ uri, pid: process.pid } satisfies RunningEngine));
  return () => rm(file, { force: true });
}

/** The URI of an engine another live process serves from `dataDir`, if any. */
export async function findRunningEngine(dataDir: string): Promise<string | undefined> {
  let recorded: Partial<RunningEngine>;
  try {
    recorded = JSON.parse(await readFile(join(dataDir, fileName), "utf8")) as Partial<RunningEngine>;
  } catch {
    return undefined;
  }
  if (typeof recorded.uri !== "string" || typeof recorded.pid !== "number") return undefined;
  if (recorded.pid === process.pid || !isAlive(recorded.pid)) return undefined;
  return recorded.uri;
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks existence without sending anything.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
