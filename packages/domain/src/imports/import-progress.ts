import type { Model } from "mongoose";
import type { ImportChunkDoc } from "./import.model";

/** Rows per chunk: chunk `k` holds rows `k * IMPORT_CHUNK_ROWS + 1 ..= (k + 1) * IMPORT_CHUNK_ROWS`. */
export const IMPORT_CHUNK_ROWS = 500;

/** The chunk a row belongs to (row 1 is the first data row); fixed, so every run cuts the file alike. */
export const chunkOf = (row: number): number => Math.floor((row - 1) / IMPORT_CHUNK_ROWS);

export interface ImportTotals {
  processed: number;
  created: number;
  updated: number;
  failed: number;
}

export const noTotals = (): ImportTotals => ({ processed: 0, created: 0, updated: 0, failed: 0 });

export function addTotals(into: ImportTotals, more: Partial<ImportTotals>): ImportTotals {
  into.processed += more.processed ?? 0;
  into.created += more.created ?? 0;
  into.updated += more.updated ?? 0;
  into.failed += more.failed ?? 0;
  return into;
}

/** What the committed chunks of an import say: the last row done per chunk, and the counters' sum. */
export interface ImportProgress {
  through: Map<number, number>;
  totals: ImportTotals;
}

/**
 * Reads the chunks' checkpoints; inside a transaction (mongoose passes its session) it sees exactly
 * the chunks committed before it, which is what the import's end and cancel rely on.
 */
export async function readProgress(chunks: Model<ImportChunkDoc>, projectId: string, importId: string): Promise<ImportProgress> {
  const docs = await chunks.find({ projectId, importId }).lean<ImportChunkDoc[]>();
  const through = new Map<number, number>();
  const totals = noTotals();
  for (const doc of docs) {
    through.set(Number(doc._id.slice(doc._id.lastIndexOf(":") + 1)), doc.through);
    addTotals(totals, doc);
  }
  return { through, totals };
}

export const chunkId = (importId: string, row: number): string => `${importId}:${chunkOf(row)}`;

/**
 * Another run of the import committed this chunk (or upsert row) first: its transaction rolls
 * back and the run goes on with the next one (two runs of one job, as after a stalled lock, each
 * write what the other has not; the checkpoints keep every row to one of them).
 */
export class DoneElsewhere extends Error {}

/** A checkpoint's write, with its duplicate `_id` (the other run's checkpoint) as DoneElsewhere. */
export const checkpointWrite = <T>(write: Promise<T>): Promise<T> =>
  write.catch((error: unknown) => {
    throw (error as { code?: unknown } | null)?.code === 11000 ? new DoneElsewhere() : error;
  });
