import type { FileHandle } from "node:fs/promises";
import { crc32 } from "node:zlib";

/**
 * Frame layout: [u32 LE payload length][u32 LE crc32(length bytes + payload)][payload].
 *
 * One frame is one atomic unit: a frame whose length runs past the end of the file (torn
 * write) or whose crc does not match is discarded whole, and reading stops there. The crc
 * covers the length field too, so a corrupted length cannot make us skip into the middle of
 * a later frame and misread it. Zero-length frames are invalid: a file extended with zeroes
 * by a crash would otherwise read as endless valid empty frames (crc32 of nothing is 0).
 */
export const FRAME_HEADER_BYTES = 8;
/** Sanity bound for the length field; a bigger value means a corrupted header. */
export const MAX_FRAME_BYTES = 1 << 30;

/** Header for a payload given as segments, so callers never concatenate big payloads. */
export function frameHeader(segments: readonly Uint8Array[]): Buffer {
  let length = 0;
  for (const s of segments) length += s.length;
  if (length === 0) throw new RangeError("empty frame");
  if (length > MAX_FRAME_BYTES) throw new RangeError(`frame of ${length} bytes exceeds ${MAX_FRAME_BYTES}`);
  const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
  header.writeUInt32LE(length, 0);
  let crc = crc32(header.subarray(0, 4));
  for (const s of segments) crc = crc32(s, crc);
  header.writeUInt32LE(crc, 4);
  return header;
}

/** Why reading stopped: clean end of file, a frame cut short by the end of the file, or a bad frame. */
export type ScanStatus = "eof" | "torn" | "corrupt";

const READ_CHUNK_BYTES = 1 << 20;

/**
 * Sequential frame reader over a file, buffered in 1 MiB reads so a journal of many tiny
 * frames (one per insertOne) does not cost one syscall per frame, while a snapshot of any
 * size is streamed rather than loaded whole.
 */
export class FrameReader {
  /** File offset just past the last valid frame: where a writer may safely continue. */
  validEnd: number;
  status: ScanStatus | null = null;
  private buf: Buffer = Buffer.alloc(0);
  /** File offset of buf[0]. */
  private bufStart: number;

  constructor(
    private readonly fh: FileHandle,
    start: number,
    private readonly fileSize: number,
  ) {
    this.validEnd = start;
    this.bufStart = start;
  }

  /** The next valid frame's payload, or null once reading stopped (see `status`). */
  async next(): Promise<Buffer | null> {
    if (this.status !== null) return null;
    const pos = this.validEnd;
    if (pos === this.fileSize) return this.stop("eof");
    if (pos + FRAME_HEADER_BYTES > this.fileSize) return this.stop("torn");
    await this.ensure(pos, FRAME_HEADER_BYTES);
    const at = pos - this.bufStart;
    const length = this.buf.readUInt32LE(at);
    const expected = this.buf.readUInt32LE(at + 4);
    if (length === 0 || length > MAX_FRAME_BYTES) return this.stop("corrupt");
    if (pos + FRAME_HEADER_BYTES + length > this.fileSize) return this.stop("torn");
    await this.ensure(pos, FRAME_HEADER_BYTES + length);
    const h = pos - this.bufStart;
    const payload = this.buf.subarray(h + FRAME_HEADER_BYTES, h + FRAME_HEADER_BYTES + length);
    const actual = crc32(payload, crc32(this.buf.subarray(h, h + 4)));
    if (actual !== expected) return this.stop("corrupt");
    this.validEnd = pos + FRAME_HEADER_BYTES + length;
    return payload;
  }

  private stop(status: ScanStatus): null {
    this.status = status;
    return null;
  }

  /** Make bytes [pos, pos+n) resident in `buf`, keeping the unread tail of the old buffer. */
  private async ensure(pos: number, n: number): Promise<void> {
    const have = this.bufStart + this.buf.length - pos;
    if (pos >= this.bufStart && have >= n) return;
    const keep = pos >= this.bufStart && have > 0 ? this.buf.subarray(pos - this.bufStart) : Buffer.alloc(0);
    const want = Math.min(Math.max(n, READ_CHUNK_BYTES), this.fileSize - pos);
    // A fresh buffer each time: payloads handed out earlier are views into the old one.
    const next = Buffer.allocUnsafe(want);
    keep.copy(next, 0);
    let filled = keep.length;
    while (filled < want) {
      const { bytesRead } = await this.fh.read(next, filled, want - filled, pos + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    this.buf = next.subarray(0, filled);
    this.bufStart = pos;
    if (filled < n) throw new Error(`file shrank while reading at offset ${pos}`);
  }
}
