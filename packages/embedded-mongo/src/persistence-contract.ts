/**
 * The durability contract implemented in src/persistence/ by another engineer. Mirrored here so
 * this package typechecks whether or not that module exists yet; it is loaded dynamically.
 */
import type { Document } from "bson";

export type JournalRecord =
  | { op: "put"; db: string; coll: string; doc: Document }
  | { op: "del"; db: string; coll: string; id: unknown }
  | { op: "createCollection"; db: string; coll: string; options: Document }
  | { op: "dropCollection"; db: string; coll: string }
  | { op: "createIndex"; db: string; coll: string; spec: Document }
  | { op: "dropIndex"; db: string; coll: string; name: string }
  | { op: "dropDatabase"; db: string };

export interface SnapshotData {
  databases: Record<string, Record<string, { options: Document; indexes: Document[]; docs: Document[] }>>;
}

export interface PersistenceLike {
  append(records: JournalRecord[]): Promise<void>;
  maybeCompact(snapshot: () => SnapshotData): Promise<void>;
  close(): Promise<void>;
}

export interface PersistenceModule {
  Persistence: { open(dir: string): Promise<{ persistence: PersistenceLike; recovered: SnapshotData }> };
}
