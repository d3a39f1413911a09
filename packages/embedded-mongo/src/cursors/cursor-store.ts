/**
 * Open cursors: the remaining documents of a query, handed out in batches by getMore. Cursor ids
 * are Longs (see wire/raw-reply.ts for batch building).
 */
import { Long } from "bson";
import type { Document } from "bson";

export interface ServerCursor {
  id: Long;
  ns: string;
  docs: Document[];
  pos: number;
  lastUsed: number;
}

export class CursorStore {
  private readonly cursors = new Map<string, ServerCursor>();

  get size(): number {
    return this.cursors.size;
  }

  open(ns: string, docs: Document[], pos: number): Long {
    let id: Long;
    do {
      // Random positive 63-bit ids like mongod's (never 0, which means "exhausted"); large
      // enough that drivers keep them as Long rather than promoting to number.
      id = Long.fromBits(Math.floor(Math.random() * 2 ** 32) | 0, (Math.floor(Math.random() * 2 ** 30) + 2 ** 22) | 0);
    } while (this.cursors.has(id.toString()));
    this.cursors.set(id.toString(), { id, ns, docs, pos, lastUsed: Date.now() });
    return id;
  }

  get(id: unknown): ServerCursor | undefined {
    return this.cursors.get(idString(id));
  }

  kill(id: unknown): boolean {
    return this.cursors.delete(idString(id));
  }

  /** Drops cursors idle for longer than `ms` (MongoDB's default cursor timeout is 10 minutes). */
  reap(ms: number): void {
    const now = Date.now();
    for (const [k, c] of this.cursors) if (now - c.lastUsed > ms) this.cursors.delete(k);
  }
}

function idString(id: unknown): string {
  if (id instanceof Long) return id.toString();
  if (typeof id === "number" || typeof id === "bigint") return String(id);
  return String(id);
}
