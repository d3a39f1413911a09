import { open, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DeserializeOptions } from "bson";
import { listDir, journalName, snapshotName } from "./files.js";
import { FrameReader, type ScanStatus } from "./frame.js";
import { isJournalHeader, JOURNAL_HEADER_BYTES } from "./journal.js";
import { decodeRecords, type DecodedRecord } from "./records.js";
import { loadSnapshot } from "./snapshot.js";
import { RecoveryState } from "./state.js";

export interface Recovery {
  state: RecoveryState;
  /** Journal to continue appending to, and where its valid frames end (0 = no such file yet). */
  journalGen: number;
  journalValidEnd: number;
  journalExists: boolean;
  snapshotBytes: number;
  /** Files fully covered by the chosen snapshot, to delete once the journal is resumed. */
  stale: string[];
  /** Human-readable notes: discarded torn/corrupt frames, skipped files. */
  warnings: string[];
}

/**
 * Rebuilds the state from `dir`: the newest snapshot, then every journal from its generation
 * on, in order. In each journal, reading stops at the first frame that is cut short (a write
 * torn by a crash) or fails its crc; that unit was never acknowledged as a whole, so it is
 * dropped whole. A frame is decoded completely before any of its records is applied, so a
 * unit is applied all or nothing.
 *
 * A snapshot under its final name that is not intact is an error, not something to skip:
 * the journals it replaced are gone, so starting without it would silently lose data.
 */
export async function recover(dir: string, options: DeserializeOptions): Promise<Recovery> {
  const listing = await listDir(dir);
  const state = new RecoveryState();
  const warnings: string[] = [];
  const stale: string[] = listing.temps.map((t) => join(dir, t));

  const snapshotGen = listing.snapshots.at(-1);
  let snapshotBytes = 0;
  if (snapshotGen !== undefined) {
    snapshotBytes = await loadSnapshot(dir, snapshotGen, state, options);
    for (const s of listing.snapshots) if (s < snapshotGen) stale.push(join(dir, snapshotName(s)));
  }
  const base = snapshotGen ?? listing.journals[0] ?? 1;
  for (const j of listing.journals) if (j < base) stale.push(join(dir, journalName(j)));
  const journals = listing.journals.filter((j) => j >= base);

  let journalGen = base;
  let journalValidEnd = 0;
  for (const [i, gen] of journals.entries()) {
    const last = i === journals.length - 1;
    const { validEnd, status, size } = await replayJournal(dir, gen, state, options);
    if (status !== "eof") {
      const what = `${journalName(gen)}: ${status} frame at offset ${validEnd}, ${size - validEnd} bytes discarded`;
      warnings.push(last ? what : `${what}; later journals replayed anyway (they hold acknowledged units)`);
      if (status === "corrupt" && last) {
        // Not the signature of a crash mid-write: keep the bytes for a post-mortem before the
        // writer truncates them away.
        await preserveTail(dir, gen, validEnd, size);
      }
    }
    journalGen = gen;
    journalValidEnd = validEnd;
  }
  return {
    state,
    journalGen,
    journalValidEnd,
    journalExists: journals.length > 0,
    snapshotBytes,
    stale,
    warnings,
  };
}

async function replayJournal(
  dir: string,
  gen: number,
  state: RecoveryState,
  options: DeserializeOptions,
): Promise<{ validEnd: number; status: ScanStatus; size: number }> {
  const fh = await open(join(dir, journalName(gen)), "r");
  try {
    const size = (await fh.stat()).size;
    if (size < JOURNAL_HEADER_BYTES) return { validEnd: 0, status: size === 0 ? "eof" : "torn", size };
    const header = Buffer.alloc(JOURNAL_HEADER_BYTES);
    await fh.read(header, 0, JOURNAL_HEADER_BYTES, 0);
    if (!isJournalHeader(header, gen)) throw new Error(`${join(dir, journalName(gen))}: not a journal of generation ${gen}`);
    const reader = new FrameReader(fh, JOURNAL_HEADER_BYTES, size);
    for (let payload = await reader.next(); payload; payload = await reader.next()) {
      const unit: DecodedRecord[] = [...decodeRecords(payload, options)];
      for (const r of unit) state.apply(r);
    }
    return { validEnd: reader.validEnd, status: reader.status ?? "eof", size };
  } finally {
    await fh.close();
  }
}

async function preserveTail(dir: string, gen: number, from: number, to: number): Promise<void> {
  const fh = await open(join(dir, journalName(gen)), "r");
  try {
    const tail = Buffer.alloc(to - from);
    await fh.read(tail, 0, tail.length, from);
    await writeFile(join(dir, `${journalName(gen)}.corrupt-${Date.now()}`), tail);
  } finally {
    await fh.close();
  }
}
