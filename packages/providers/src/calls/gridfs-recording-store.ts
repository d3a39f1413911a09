import type { Db } from "mongodb";
import { stringIdBucket } from "../gridfs-bucket";
import type { Audio, RecordingStore, StoredRecording } from "./types";

interface RecordingFile {
  _id: string;
  length: number;
  metadata?: { contentType?: string };
}

/** GridFS through the official driver: works on MongoDB, Atlas and the embedded engine alike. */
export function createGridFsRecordingStore(db: Db, bucketName = "recordings"): RecordingStore {
  const { bucket, fileId, remove } = stringIdBucket(db, bucketName);

  return {
    info: { service: "recording-store", adapter: "gridfs", simulated: false },
    async put(id: string, audio: Audio): Promise<void> {
      // Clears what a crashed attempt left before writing.
      await remove(id);
      await new Promise<void>((resolve, reject) => {
        const upload = bucket.openUploadStreamWithId(fileId(id), `${id}`, { metadata: { contentType: audio.mimeType } });
        upload.once("finish", () => resolve());
        upload.once("error", reject);
        upload.end(audio.data);
      });
    },
    async stat(id: string): Promise<StoredRecording | null> {
      const [file] = (await bucket.find({ _id: fileId(id) }).toArray()) as unknown as RecordingFile[];
      return file ? { size: file.length, mimeType: file.metadata?.contentType ?? "application/octet-stream" } : null;
    },
    async read(id: string): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(fileId(id))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream(id, range) {
      // The driver's `end` is exclusive; HTTP ranges are inclusive.
      return bucket.openDownloadStream(fileId(id), range ? { start: range.start, end: range.end + 1 } : {});
    },
    remove,
  };
}
