import type { mongo } from "mongoose";

/** Where import files wait for the worker, keyed by import id (GridFS by default: packages/providers). */
export interface ImportFileStore {
  /** Stores every byte of `source` under `id`; when `source` throws, nothing is left stored and the error goes on. */
  save(id: string, source: AsyncIterable<Buffer>): Promise<void>;
  open(id: string): AsyncIterable<Buffer>;
  remove(id: string): Promise<void>;
}

export type ImportFileStoreFactory = (db: mongo.Db) => ImportFileStore;
