import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GridFSBucket, MongoRuntimeError, type Db, type ObjectId } from "mongodb";
import { collectingYoungGarbage } from "./young-garbage";

/**
 * A GridFS bucket whose files are named by our string ids (a call's, an import's), with a remove
 * that is idempotent: the driver deletes the chunks before it reports a missing files document,
 * so "File not found" leaves nothing behind either way.
 */
export function stringIdBucket(db: Db, bucketName: string) {
  const bucket = new GridFSBucket(db, { bucketName });
  // The driver types file ids as ObjectId; ours are strings, as in every collection here.
  const fileId = (id: string) => id as unknown as ObjectId;

  async function remove(id: string): Promise<void> {
    try {
      await bucket.delete(fileId(id));
    } catch (error) {
      if (!(error instanceof MongoRuntimeError && /File not found/i.test(error.message))) throw error;
    }
  }

  /** Streams every byte of `source` into the file `id`; when `source` throws, nothing is left stored and the error goes on. */
  async function save(id: string, source: AsyncIterable<Buffer>): Promise<void> {
    try {
      await pipeline(Readable.from(collectingYoungGarbage(source)), bucket.openUploadStreamWithId(fileId(id), id));
    } catch (error) {
      await remove(id);
      throw error;
    }
  }

  return { bucket, fileId, remove, save };
}
