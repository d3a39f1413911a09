import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Bytes streamed between two young-generation collections (about 1 ms each). */
export const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

type Collect = (options: { type: "minor" }) => void;
let gc: Collect | undefined;

/** V8's `gc`, exposed on first use in a new context only: the process's own globals stay as they are. */
function collector(): Collect {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as Collect;
  }
  return gc;
}

/**
 * Passes a byte stream on, asking V8 for a young-generation collection every COLLECT_EVERY_BYTES.
 *
 * Why: each byte stored in GridFS is copied about four times on its way (the socket's read, the
 * GridFS chunk, its BSON, the wire frame), each copy a fresh buffer outside V8's heap that only a
 * collection frees. A streamed upload allocates little on the heap itself, so collections are
 * rare while it runs, and the dead copies piled up to V8's external-memory limit: a process's
 * first 16 MiB upload grew its resident memory by about 35 MB. Collected as it goes, the copies
 * never outnumber a few MiB.
 */
export async function* collectingYoungGarbage(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let sinceCollection = 0;
  for await (const chunk of source) {
    sinceCollection += chunk.length;
    if (sinceCollection >= COLLECT_EVERY_BYTES) {
      sinceCollection = 0;
      collector()({ type: "minor" });
    }
    yield chunk;
  }
}
