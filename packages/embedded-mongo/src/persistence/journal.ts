import { open, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { fsyncDir, journalName } from "./files.js";

/** File header: magic + generation, so a foreign or misnamed file is never replayed. */
export const JOURNAL_HEADER_BYTES = 16;
const MAGIC = "EMJRNL01";

export function journalHeader(gen: number): Buffer {
  const b = Buffer.alloc(JOURNAL_HEADER_BYTES);
  b.write(MAGIC, 0, "latin1");
  b.writeUInt32LE(gen, 8);
  return b;
}

export function isJournalHeader(b: Buffer, gen: number): boolean {
  return b.length >= JOURNAL_HEADER_BYTES && b.toString("latin1", 0, 8) === MAGIC && b.readUInt32LE(8) === gen;
}

interface Pending {
  chunks: Buffer[];
  bytes: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Append-only writer for one journal file with group commit: appends made while a write +
 * fdatasync is in flight queue up and go out together in the next single writev + fdatasync,
 * so N concurrent clients cost one sync, not N. Each append resolves only after the sync that
 * covered it. Writes are positional at `size` (the end of the last good frame), so a failed
 * write can be cut off by truncating back to `size`.
 */
export class JournalWriter {
  /** End of the last frame known written and synced. */
  private size: number;
  private queued = 0;
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private failure: Error | null = null;
  private closed = false;

  private constructor(
    readonly gen: number,
    private ready: Promise<FileHandle>,
    size: number,
  ) {
    this.size = size;
  }

  /** Continues an existing journal after recovery, cutting off a torn or corrupt tail first. */
  static async resume(dir: string, gen: number, validEnd: number): Promise<JournalWriter> {
    const fh = await open(join(dir, journalName(gen)), "r+");
    try {
      if (validEnd < JOURNAL_HEADER_BYTES) {
        // Crashed while the header itself was being written: start the file over.
        await fh.truncate(0);
        await fh.write(journalHeader(gen), 0, JOURNAL_HEADER_BYTES, 0);
        validEnd = JOURNAL_HEADER_BYTES;
      } else {
        // New frames must directly follow the last valid one, or recovery would stop at the
        // garbage in between and never see them.
        await fh.truncate(validEnd);
      }
      await fh.sync();
    } catch (err) {
      await fh.close();
      throw err;
    }
    return new JournalWriter(gen, Promise.resolve(fh), validEnd);
  }

  /** Creates a new, empty journal file, durable (file and directory entry) before it is used. */
  static async create(dir: string, gen: number): Promise<JournalWriter> {
    const fh = await open(join(dir, journalName(gen)), "wx");
    try {
      await fh.write(journalHeader(gen), 0, JOURNAL_HEADER_BYTES, 0);
      await fh.sync();
      await fsyncDir(dir); // the directory entry must be durable before records in it are acknowledged
    } catch (err) {
      await fh.close();
      throw err;
    }
    return new JournalWriter(gen, Promise.resolve(fh), JOURNAL_HEADER_BYTES);
  }

  /**
   * Holds this journal's first write until `previous` (the old journal draining) settles, so
   * acknowledgements stay in append order across a journal switch.
   */
  waitFor(previous: Promise<void>): void {
    const ready = this.ready;
    this.ready = previous.then(() => ready);
  }

  /** Bytes in this journal including queued, not yet written, frames. */
  get bytes(): number {
    return this.size + this.queued;
  }

  /** Queues one frame (given as buffers); resolves once it is on disk. */
  append(chunks: Buffer[], bytes: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("journal is closed"));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ chunks, bytes, resolve, reject });
      this.queued += bytes;
      // The loop's first await lets every append of the current tick join the first write.
      this.flushing ??= this.flushLoop();
    });
  }

  /** Resolves when everything appended so far has been synced (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
    const fh = await this.ready.catch(() => null);
    await fh?.close();
  }

  private async flushLoop(): Promise<void> {
    let fh: FileHandle;
    try {
      fh = await this.ready;
    } catch (err) {
      this.fail(toError(err), []);
      return;
    }
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const bufs: Buffer[] = [];
      let bytes = 0;
      for (const p of batch) {
        for (const c of p.chunks) bufs.push(c);
        bytes += p.bytes;
      }
      try {
        await writeFully(fh, bufs, this.size);
        await fh.datasync();
      } catch (err) {
        // Cut the partial frame off so nothing could ever be appended behind garbage, then
        // refuse further appends: after a failed fsync the page cache state is unknowable
        // and only a restart (recovery from what is on disk) is trustworthy.
        await fh.truncate(this.size).catch(() => undefined);
        this.fail(toError(err), batch);
        return;
      }
      this.size += bytes;
      this.queued -= bytes;
      for (const p of batch) p.resolve();
    }
    this.flushing = null;
  }

  private fail(err: Error, batch: Pending[]): void {
    this.failure = new Error(`journal ${this.gen} failed; restart to recover: ${err.message}`, { cause: err });
    for (const p of batch) p.reject(this.failure);
    for (const p of this.queue) p.reject(this.failure);
    this.queue = [];
    this.queued = 0;
    this.flushing = null;
  }
}

/** writev at a position, continuing after short writes. */
async function writeFully(fh: FileHandle, bufs: Buffer[], position: number): Promise<void> {
  let pending = bufs;
  let pos = position;
  while (pending.length > 0) {
    const { bytesWritten } = await fh.writev(pending, pos);
    pos += bytesWritten;
    let skip = bytesWritten;
    let i = 0;
    while (i < pending.length && skip >= pending[i]!.length) {
      skip -= pending[i]!.length;
      i++;
    }
    pending = pending.slice(i);
    if (skip > 0 && pending.length > 0) pending[0] = pending[0]!.subarray(skip);
    if (bytesWritten === 0 && pending.length > 0) throw new Error("writev wrote nothing");
  }
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
