import { open, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import type { DeserializeOptions } from "bson";
import { frameHeader, FrameReader } from "./frame.js";
import { fsyncDir, snapshotName, unlinkIfExists } from "./files.js";
import { decodeRecords, encodeRecords, SegmentWriter, writeEnd, writePutRun } from "./records.js";
import type { RecoveryState, SnapshotData } from "./state.js";

const SNAPSHOT_HEADER_BYTES = 16;
const MAGIC = "EMSNAP01";
/** Frame size target: big enough to amortise syscalls, small enough to yield to the event loop often. */
const FRAME_TARGET_BYTES = 1 << 20;
const MAX_RUN_DOCS = 4096;

export class SnapshotCorruptError extends Error {}
export class SnapshotAbortedError extends Error {}

/**
 * Streams `data` into snapshot-<gen>.bson: written to a .tmp file, fsynced, renamed into
 * place, directory fsynced. A snapshot file under its final name is therefore always
 * complete; the trailer record double-checks that on load.
 *
 * The document arrays must not change while this runs (the caller passes copies); the
 * documents themselves may be mutated in place meanwhile: each one is serialised
 * synchronously, so it is captured at some consistent instant, and any change after the
 * snapshot point is also in the next journal, whose replay overwrites it.
 *
 * Returns the file size.
 */
export async function writeSnapshot(dir: string, gen: number, data: SnapshotData, isAborted: () => boolean): Promise<number> {
  const finalPath = join(dir, snapshotName(gen));
  const tmpPath = finalPath + ".tmp";
  const fh = await open(tmpPath, "w");
  let pos = 0;
  let ok = false;
  try {
    const header = Buffer.alloc(SNAPSHOT_HEADER_BYTES);
    header.write(MAGIC, 0, "latin1");
    header.writeUInt32LE(gen, 8);
    await fh.write(header, 0, header.length, 0);
    pos = header.length;

    const out = new SegmentWriter();
    // Frames hold whole records, so every await happens between frames with the shared
    // scratch buffer emptied by finish().
    const flush = async (): Promise<void> => {
      const segments = out.finish();
      if (segments.length === 0) return;
      if (isAborted()) throw new SnapshotAbortedError("snapshot aborted");
      const chunks = [frameHeader(segments), ...segments];
      for (const c of chunks) {
        await writeAt(c, pos);
        pos += c.length;
      }
    };
    const writeAt = async (b: Buffer, at: number): Promise<void> => {
      let done = 0;
      while (done < b.length) {
        const { bytesWritten } = await fh.write(b, done, b.length - done, at + done);
        done += bytesWritten;
      }
    };

    let docCount = 0;
    let avgDocBytes = 256;
    for (const [db, colls] of Object.entries(data.databases)) {
      for (const [coll, c] of Object.entries(colls)) {
        encodeRecords([{ op: "createCollection", db, coll, options: c.options }], out);
        for (const spec of c.indexes) encodeRecords([{ op: "createIndex", db, coll, spec }], out);
        let i = 0;
        while (i < c.docs.length) {
          // Size runs from the documents seen so far so a frame stays near the target
          // whether documents are 100 bytes or 10 MB.
          const run = Math.max(1, Math.min(MAX_RUN_DOCS, Math.floor(FRAME_TARGET_BYTES / avgDocBytes)));
          const end = Math.min(c.docs.length, i + run);
          const before = out.bytes;
          writePutRun(out, db, coll, c.docs, i, end);
          avgDocBytes = Math.max(16, (out.bytes - before) / (end - i));
          docCount += end - i;
          i = end;
          if (out.bytes >= FRAME_TARGET_BYTES) await flush();
        }
      }
    }
    await flush();
    writeEnd(out, docCount);
    await flush();
    await fh.sync();
    ok = true;
  } finally {
    await fh.close();
    if (!ok) await unlinkIfExists(tmpPath);
  }
  await rename(tmpPath, finalPath);
  await fsyncDir(dir);
  return pos;
}

/** Applies a snapshot file to `state`. Throws SnapshotCorruptError if it is not complete and intact. */
export async function loadSnapshot(dir: string, gen: number, state: RecoveryState, options: DeserializeOptions): Promise<number> {
  const path = join(dir, snapshotName(gen));
  const size = (await stat(path)).size;
  const fh = await open(path, "r");
  try {
    const header = Buffer.alloc(SNAPSHOT_HEADER_BYTES);
    await fh.read(header, 0, SNAPSHOT_HEADER_BYTES, 0);
    if (header.toString("latin1", 0, 8) !== MAGIC || header.readUInt32LE(8) !== gen) {
      throw new SnapshotCorruptError(`${path}: bad header`);
    }
    const reader = new FrameReader(fh, SNAPSHOT_HEADER_BYTES, size);
    let ended = false;
    for (let payload = await reader.next(); payload; payload = await reader.next()) {
      if (ended) throw new SnapshotCorruptError(`${path}: data after the trailer`);
      for (const r of decodeRecords(payload, options)) {
        if (r.op === "end") ended = true;
        else if (r.op === "put") state.loadBase(r.db, r.coll, r.doc);
        else state.apply(r);
      }
    }
    if (reader.status !== "eof" || !ended) {
      throw new SnapshotCorruptError(
        `${path}: ${reader.status === "eof" ? "missing trailer" : `${reader.status} frame at ${reader.validEnd}`}`,
      );
    }
  } finally {
    await fh.close();
  }
  return size;
}
