import { open, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

/*
 * Directory layout. A generation G pairs `snapshot-G.bson` (the state before any record of
 * journal G; absent for the first generation = empty state) with `journal-G.log` and any
 * later journals. Compaction starts journal G+1 first and only then writes snapshot G+1, so
 * at every instant "newest complete snapshot + every journal from its generation on" is the
 * acknowledged state.
 */
const GEN_DIGITS = 12;
const JOURNAL_RE = /^journal-(\d+)\.log$/;
const SNAPSHOT_RE = /^snapshot-(\d+)\.bson$/;
const TEMP_RE = /\.tmp$/;

export const journalName = (gen: number): string => `journal-${String(gen).padStart(GEN_DIGITS, "0")}.log`;
export const snapshotName = (gen: number): string => `snapshot-${String(gen).padStart(GEN_DIGITS, "0")}.bson`;

export interface DirListing {
  journals: number[]; // ascending generations
  snapshots: number[]; // ascending generations
  temps: string[]; // leftovers of an interrupted snapshot write
}

export async function listDir(dir: string): Promise<DirListing> {
  const journals: number[] = [];
  const snapshots: number[] = [];
  const temps: string[] = [];
  for (const name of await readdir(dir)) {
    const j = JOURNAL_RE.exec(name);
    const s = SNAPSHOT_RE.exec(name);
    if (j?.[1] !== undefined) journals.push(Number(j[1]));
    else if (s?.[1] !== undefined) snapshots.push(Number(s[1]));
    else if (TEMP_RE.test(name)) temps.push(name);
  }
  journals.sort((a, b) => a - b);
  snapshots.sort((a, b) => a - b);
  return { journals, snapshots, temps };
}

/** fsync a directory so a create, rename or unlink in it survives a power cut. */
export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export async function unlinkIfExists(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
}

/** Directories this process holds open, to refuse a second Persistence on the same dir. */
const heldHere = new Set<string>();

/**
 * Takes the directory's LOCK file (holding our pid). Two writers on one journal would
 * interleave frames and corrupt it. A lock left by a killed process is taken over when its
 * pid is no longer alive, which is exactly the kill -9 + restart case.
 */
export async function acquireLock(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, "LOCK");
  if (heldHere.has(path)) throw new Error(`${dir} is already open in this process`);
  const mine = String(process.pid);
  try {
    await writeFile(path, mine, { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const owner = Number((await readFile(path, "utf8")).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new Error(`${dir} is locked by running process ${owner}`);
    }
    await writeFile(path, mine);
  }
  heldHere.add(path);
  return async () => {
    heldHere.delete(path);
    await unlinkIfExists(path);
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
