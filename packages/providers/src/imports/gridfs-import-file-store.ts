import type { Db } from "mongodb";
import type { ImportFileStore } from "@crm/domain";
import { stringIdBucket } from "../gridfs-bucket";

/** Import files in GridFS (bucket `imports`), as the recordings are (calls/gridfs-recording-store.ts). */
export function createGridFsImportFileStore(db: Db, bucketName = "imports"): ImportFileStore {
  const { bucket, fileId, remove, save } = stringIdBucket(db, bucketName);

  return {
    save,
    open: (id) => bucket.openDownloadStream(fileId(id)) as AsyncIterable<Buffer>,
    remove,
  };
}
