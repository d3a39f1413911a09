import type { Document } from "bson";
import { idKey } from "./idkey.js";
import type { DecodedRecord } from "./records.js";

export interface SnapshotCollection {
  options: Document;
  indexes: Document[];
  docs: Document[];
}
export interface SnapshotData {
  databases: Record<string, Record<string, SnapshotCollection>>;
}

interface CollState {
  options: Document;
  indexes: Map<string, Document>;
  /** Documents from the snapshot: unique by _id already, so kept as a plain array. */
  base: Document[];
  /** Journal effects by _id key, applied over `base`: the document, or null for deleted. */
  changes: Map<string, Document | null>;
}

/**
 * In-memory state rebuilt during recovery: snapshot records, then journal records, applied
 * in order. Every operation is a blind write (it sets a document / namespace / index to a
 * value without reading it), which is what makes replay idempotent: applying a record on top
 * of a state that already contains it, or a newer version of the same key, converges to the
 * same result once the rest of the journal is applied. Compaction relies on that.
 *
 * Snapshot documents go into an array and only journal records into a Map keyed by _id:
 * putting a million snapshot documents through a Map cost about as much as deserialising them
 * (measured: 1.7 s of a 5.5 s recovery), while the journal is small by construction.
 */
export class RecoveryState {
  private readonly dbs = new Map<string, Map<string, CollState>>();

  /** A document from a snapshot (each _id appears once per collection there). */
  loadBase(db: string, coll: string, doc: Document): void {
    this.coll(db, coll).base.push(doc);
  }

  apply(r: DecodedRecord): void {
    switch (r.op) {
      case "put":
        this.coll(r.db, r.coll).changes.set(idKey(r.doc._id), r.doc);
        return;
      case "del": {
        const c = this.dbs.get(r.db)?.get(r.coll);
        // A delete must also hide the snapshot's copy, hence a tombstone rather than delete().
        c?.changes.set(idKey(r.id), null);
        return;
      }
      case "createCollection": {
        // On an existing collection (only possible when replaying over a newer snapshot, or
        // for an options change) keep the documents and take the options.
        this.coll(r.db, r.coll).options = r.options;
        return;
      }
      case "dropCollection": {
        const db = this.dbs.get(r.db);
        db?.delete(r.coll);
        if (db?.size === 0) this.dbs.delete(r.db);
        return;
      }
      case "createIndex": {
        const name = r.spec.name;
        // A spec without a name cannot be dropped or listed by name; keep it keyed by its key pattern.
        this.coll(r.db, r.coll).indexes.set(typeof name === "string" ? name : JSON.stringify(r.spec.key), r.spec);
        return;
      }
      case "dropIndex":
        this.dbs.get(r.db)?.get(r.coll)?.indexes.delete(r.name);
        return;
      case "dropDatabase":
        this.dbs.delete(r.db);
        return;
      case "end":
        return;
    }
  }

  /** Hands the state over; documents are the decoded objects (not shared elsewhere). */
  toSnapshotData(): SnapshotData {
    const databases: SnapshotData["databases"] = Object.create(null) as SnapshotData["databases"];
    for (const [dbName, colls] of this.dbs) {
      const out: Record<string, SnapshotCollection> = Object.create(null) as Record<string, SnapshotCollection>;
      for (const [collName, c] of colls) {
        out[collName] = { options: c.options, indexes: [...c.indexes.values()], docs: merge(c) };
      }
      databases[dbName] = out;
    }
    return { databases };
  }

  private coll(db: string, coll: string): CollState {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    let c = colls.get(coll);
    if (!c) {
      // Implicit creation (a put into a collection never created explicitly), as MongoDB does.
      c = { options: {}, indexes: new Map(), base: [], changes: new Map() };
      colls.set(coll, c);
    }
    return c;
  }
}

/** Snapshot documents not overridden by the journal, then the journal's surviving documents. */
function merge(c: CollState): Document[] {
  if (c.changes.size === 0) return c.base;
  const out: Document[] = [];
  for (const doc of c.base) if (!c.changes.has(idKey(doc._id))) out.push(doc);
  for (const doc of c.changes.values()) if (doc) out.push(doc);
  return out;
}
