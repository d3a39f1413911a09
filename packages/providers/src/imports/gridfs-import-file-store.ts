import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "mongodb";
import type { ImportFileStore } from "@crm/domain";
import { stringIdBucket } from "../gridfs-bucket";

/** Import files in GridFS (bucket `imports`), as the recordings are (calls/gridfs-recording-store.ts). */
export function createGridFsImportFileStore(db: Db, bucketName = "imports"): ImportFileStore {
  const { bucket, fileId, remove } = stringIdBucket(db, bucketName);

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
