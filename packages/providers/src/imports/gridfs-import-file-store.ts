import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GridFSBucket, MongoRuntimeError, type Db, type ObjectId } from "mongodb";
import type { ImportFileStore } from "@crm/domain";

/** Import files in GridFS (bucket `imports`), as the recordings are (calls/gridfs-recording-store.ts). */
export function createGridFsImportFileStore(db: Db, bucketName = "imports"): ImportFileStore {
  const bucket = new GridFSBucket(db, { bucketName });
  // GridFS file ids are the import ids (strings); the driver types them as ObjectId.
  const fileId = (id: string) => id as unknown as ObjectId;

  async function remove(id: string): Promise<void> {
    try {
      await bucket.delete(fileId(id));
    } catch (error) {
      // The driver deletes the chunks before it reports a missing files document: nothing is left either way.
      if (!(error instanceof MongoRuntimeError && /File not found/i.test(error.message))) throw error;
    }
  }

  return {
    async save(id, source) {
      try {
        await pipeline(Readable.from(source), bucket.openUploadStreamWithId(fileId(id), id));
      } catch (error) {
        await remove(id);
        throw error;
      }
    },
    open: (id) => bucket.openDownloadStream(fileId(id)) as AsyncIterable<Buffer>,
    remove,
  };
}
