/** All databases and collections of one server, plus the global write sequence. */
import type { Document } from "bson";
import type { Transaction } from "../txn/transaction.js";
import { Collection } from "./collection.js";

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Incremented per write: the cluster time, and the version order of Collection.versions. */
  seq = 0;
  /** Open snapshots: transactions and snapshot sessions' read points. */
  activeTxns = 0;
  /** Whether writes produce journal records (only with a dbPath). */
  journaling = false;

  /** The collection as `txn` (or a plain operation) sees it: one another transaction created is not there yet. */
  getCollection(db: string, name: string, txn: Transaction | undefined): Collection | undefined {
    const c = this.dbs.get(db)?.get(name);
    return c && visibleTo(c, txn) ? c : undefined;
  }

  /** The collection whoever created it, for the paths that create collections (and must wait on a transaction's). */
  rawCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it (and its database) when missing. */
  ensureCollection(db: string, name: string, options: Document = {}): { coll: Collection; created: boolean } {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const existing = colls.get(name);
    if (existing) return { coll: existing, created: false };
    const coll = new Collection(db, name, options);
    colls.set(name, coll);
    return { coll, created: true };
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls) return false;
    const had = colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    return had;
  }

  dropDatabase(db: string): boolean {
    return this.dbs.delete(db);
  }

  collections(db: string, txn: Transaction | undefined): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])].filter((c) => visibleTo(c, txn));
  }
}

function visibleTo(c: Collection, txn: Transaction | undefined): boolean {
  return c.createdBy === undefined || c.createdBy === txn;
}
