/** MongoDB's 16 MiB document limit: BSONObjectTooLarge (10334) on insert, upsert and update. */
import { calculateObjectSize } from "bson";
import type { Document } from "bson";
import { MongoServerError } from "../errors.js";

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

export function checkInsertSize(doc: Document): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_SIZE) {
    throw new MongoServerError(10334, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`);
  }
}

export function checkUpdatedSize(doc: Document): void {
  if (calculateObjectSize(doc) > MAX_BSON_SIZE) {
    throw new MongoServerError(10334, `Resulting document after update is larger than ${MAX_BSON_SIZE}`);
  }
}
