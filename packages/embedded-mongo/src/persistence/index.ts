import type { DeserializeOptions } from "bson";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { acquireLock, journalName, listDir, snapshotName, unlinkIfExists } from "./files.js";
import { frameHeader, FRAME_HEADER_BYTES } from "./frame.js";
import { JournalWriter } from "./journal.js";
import { encodeRecords, SegmentWriter, type JournalRecord } from "./records.js";
import { recover } from "./recover.js";
import { SnapshotAbortedError, writeSnapshot } from "./snapshot.js";
import type { SnapshotCollection, SnapshotData } from "./state.js";

export type { JournalRecord } from "./records.js";
export type { SnapshotCollection, SnapshotData } from "./state.js";
export { idKey } from "./idkey.js";

export interface PersistenceOptions {
  /**
   * Compaction starts once the journal exceeds max(this, size of the last snapshot), so
   * rewriting the snapshot costs at most about as much I/O as the journal it replaces.
   * Default 64 MiB.
   */
  compactMinBytes?: number;
  /**
   * Options for deserialising recovered documents. Use the same ones the server uses for
   * incoming wire messages, so a recovered document looks like one that never left memory.
   * Default: bson's defaults.
   */
  deserialize?: DeserializeOptions;
}

export interface PersistenceStats {
  generation: number;
  journalBytes: number;
  lastSnapshotBytes: number;
  compactions: number;
  lastCompactionError: Error | null;
  /** Notes from recovery (discarded torn or corrupt frames). */
  recoveryWarnings: readonly string[];
}

const DEFAULT_COMPACT_MIN_BYTES = 64 << 20;

/**
 * Durability for the engine: an append-only journal (group-committed, fdatasync before an
 * append resolves) plus periodic compaction into a snapshot. See files.ts for the layout
 * and why every crash point recovers the acknowledged state.
 *
 * Contract with the engine: when `append(records)` is called, the in-memory state must
 * already reflect those records (mutate, then append in the same tick). Compaction takes
 * `snapshot()` synchronously at the instant it switches journals, so anything appended
 * before the switch must be in that snapshot.
 */
export class Persistence {
  private compacting: Promise<void> | null = null;
  private aborting = false;
  private closed = false;
  private compactions = 0;
  private lastCompactionError: Error | null = null;

  private constructor(
    private readonly dir: string,
    private journal: JournalWriter,
    private lastSnapshotBytes: number,
    private readonly compactMinBytes: number,
    private readonly releaseLock: () => Promise<void>,
    private readonly warnings: readonly string[],
  ) {}

  /** Loads the newest snapshot, replays the journals after it, and opens the journal for appends. */
  static async open(dir: string, options: PersistenceOptions = {}): Promise<{ persistence: Persistence; recovered: SnapshotData }> {
    await mkdir(dir, { recursive: true });
    const releaseLock = await acquireLock(dir);
    try {
      const r = await recover(dir, options.deserialize ?? {});
      const journal = r.journalExists
        ? await JournalWriter.resume(dir, r.journalGen, r.journalValidEnd)
        : await JournalWriter.create(dir, r.journalGen);
      // Only now, with the journal ready, drop what the snapshot already covers.
      for (const path of r.stale) await unlinkIfExists(path);
      const persistence = new Persistence(
        dir,
        journal,
        r.snapshotBytes,
        options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES,
        releaseLock,
        r.warnings,
      );
      return { persistence, recovered: r.state.toSnapshotData() };
    } catch (err) {
      await releaseLock();
      throw err;
    }
  }

  /**
   * Makes one atomic unit durable: all of `records` survive a crash, or none. Resolves after
   * fdatasync; appends made meanwhile share the next write + sync (group commit).
   */
  append(records: JournalRecord[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error("persistence is closed"));
    if (records.length === 0) return Promise.resolve();
    let segments: Buffer[];
    let header: Buffer;
    try {
      // Encoded now, synchronously, so the journal order is the call order.
      const out = new SegmentWriter();
      encodeRecords(records, out);
      segments = out.finish();
      header = frameHeader(segments);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    let bytes = FRAME_HEADER_BYTES;
    for (const s of segments) bytes += s.length;
    return this.journal.append([header, ...segments], bytes);
  }

  /**
   * Compacts when the journal passed its threshold; otherwise, or while a compaction is
   * already running, resolves at once (so callers in a write path are not held up by a
   * compaction someone else started). The call that starts a compaction gets a promise for its
   * end: do not await it before replying to a client, a million-document snapshot takes
   * seconds. Appends keep flowing into the new journal meanwhile. A failed compaction leaves
   * a recoverable directory and is retried by a later call.
   */
  maybeCompact(snapshot: () => SnapshotData): Promise<void> {
    if (this.compacting || this.closed || this.journal.bytes < Math.max(this.compactMinBytes, this.lastSnapshotBytes)) {
      return Promise.resolve();
    }
    // Never rejects: callers fire and forget this from write paths, where an unhandled
    // rejection would take the server down. The error is kept in stats() and logged.
    return this.compact(snapshot).catch((err: unknown) => {
      this.lastCompactionError = err instanceof Error ? err : new Error(String(err));
      console.error(`embedded-mongo: compaction failed (will retry): ${this.lastCompactionError.message}`);
    });
  }

  /** Compacts now regardless of the threshold (tests, shutdown). */
  compact(snapshot: () => SnapshotData): Promise<void> {
    if (this.compacting) return this.compacting;
    if (this.closed) return Promise.reject(new Error("persistence is closed"));
    const run = this.runCompaction(snapshot).finally(() => {
      this.compacting = null;
    });
    this.compacting = run;
    return run;
  }

  stats(): PersistenceStats {
    return {
      generation: this.journal.gen,
      journalBytes: this.journal.bytes,
      lastSnapshotBytes: this.lastSnapshotBytes,
      compactions: this.compactions,
      lastCompactionError: this.lastCompactionError,
      recoveryWarnings: this.warnings,
    };
  }

  /** Flushes pending appends, stops a running compaction (the directory stays valid) and unlocks. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.aborting = true;
    await this.compacting?.catch(() => undefined);
    await this.journal.close();
    await this.releaseLock();
  }

  private async runCompaction(snapshot: () => SnapshotData): Promise<void> {
    const old = this.journal;
    const gen = old.gen + 1;
    // Create the next journal first: if that fails nothing has changed. An empty extra journal
    // left by a crash here is simply replayed as empty.
    const next = await JournalWriter.create(this.dir, gen);
    // Capture and switch in one synchronous step: every record appended before it is in the
    // captured state and in journals < gen; every record after it goes to journal gen.
    // Recovery = snapshot gen + journals >= gen.
    let data: SnapshotData;
    try {
      if (this.closed) throw new SnapshotAbortedError("closed");
      data = captureSnapshot(snapshot());
    } catch (err) {
      // Remove the unused journal, or the next attempt could not create it again.
      await next.close();
      await unlinkIfExists(join(this.dir, journalName(gen)));
      if (err instanceof SnapshotAbortedError) return;
      throw err;
    }
    next.waitFor(old.drain());
    this.journal = next;
    await old.close();
    try {
      this.lastSnapshotBytes = await writeSnapshot(this.dir, gen, data, () => this.aborting);
    } catch (err) {
      // Journals old.gen and gen still hold everything; nothing is lost by stopping here.
      if (err instanceof SnapshotAbortedError) return;
      throw err;
    }
    this.compactions++;
    this.lastCompactionError = null;
    // Snapshot gen is durable: older generations are redundant. A crash before these unlinks
    // only leaves files that the next open deletes.
    const listing = await listDir(this.dir);
    for (const g of listing.journals) if (g < gen) await unlinkIfExists(join(this.dir, journalName(g)));
    for (const g of listing.snapshots) if (g < gen) await unlinkIfExists(join(this.dir, snapshotName(g)));
  }
}

/**
 * Copies the engine's arrays (not the documents) at the snapshot point: the engine may
 * splice or replace its arrays while the snapshot streams out, and a shifted array could make
 * the writer skip a document. 1M references copy in a few milliseconds.
 */
function captureSnapshot(data: SnapshotData): SnapshotData {
  const databases: SnapshotData["databases"] = Object.create(null) as SnapshotData["databases"];
  for (const [db, colls] of Object.entries(data.databases)) {
    const out: Record<string, SnapshotCollection> = Object.create(null) as Record<string, SnapshotCollection>;
    for (const [name, c] of Object.entries(colls)) {
      out[name] = { options: { ...c.options }, indexes: c.indexes.map((i) => ({ ...i })), docs: c.docs.slice() };
    }
    databases[db] = out;
  }
  return { databases };
}
