import type { mongo } from "mongoose";

/** Where media bytes live, keyed by media id (GridFS by default: packages/providers). */
export interface MediaStore {
  /** Stores every byte of `source` under `id`; when `source` throws, nothing is left stored and the error goes on. */
  save(id: string, source: AsyncIterable<Buffer>): Promise<void>;
  /** Bytes `start..end` (both inclusive, as in an HTTP Range) or the whole file. */
  open(id: string, range?: { start: number; end: number }): NodeJS.ReadableStream;
  remove(id: string): Promise<void>;
}

export type MediaStoreFactory = (db: mongo.Db) => MediaStore;

/** A provider's copy of an inbound media file, as its channel fetches it. */
export interface FetchedMedia {
  mimeType?: string;
  content: AsyncIterable<Buffer>;
}

/** Fetches inbound media from the provider of a channel (WhatsApp Cloud: `GET /{media-id}`, then its URL). */
export interface MediaFetcher {
  fetchMedia(request: { channel: { id: string; externalId?: string }; providerMediaId: string }): Promise<FetchedMedia>;
}
