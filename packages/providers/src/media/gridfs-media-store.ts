import type { Db } from "mongodb";
import type { MediaStore } from "@crm/domain";
import { stringIdBucket } from "../gridfs-bucket";

/** Media files in GridFS (bucket `media`), streamed both ways, as the import files are. */
export function createGridFsMediaStore(db: Db, bucketName = "media"): MediaStore {
  const { bucket, fileId, remove, save } = stringIdBucket(db, bucketName);

  return {
    save,
    // The driver's `end` is exclusive; HTTP ranges are inclusive.
    open: (id, range) => bucket.openDownloadStream(fileId(id), range ? { start: range.start, end: range.end + 1 } : {}),
    remove,
  };
}
