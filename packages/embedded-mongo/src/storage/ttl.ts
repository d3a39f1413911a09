/**
 * TTL indexes (`expireAfterSeconds` on a date field): like mongod's TTL monitor, periodically
 * deletes documents whose date is older than the limit. Documents held by a transaction are
 * left for the next pass.
 */
import type { Document } from "bson";
import { findDocuments } from "../query/execute.js";
import type { JournalRecord } from "../persistence-contract.js";
import { Writer } from "../txn/writer.js";
import { idKey } from "./collection.js";
import type { Store } from "./store.js";

export function expireDocuments(store: Store, now = Date.now()): JournalRecord[] {
  const writer = new Writer(store, undefined);
  for (const colls of store.dbs.values()) {
    for (const coll of colls.values()) {
      for (const idx of coll.indexes) {
        const ttl = idx.spec.expireAfterSeconds;
        if (typeof ttl !== "number" || idx.fields.length !== 1) continue;
        const field = idx.fields[0] as string;
        const filter: Document = { [field]: { $lt: new Date(now - ttl * 1000) } };
        for (const doc of findDocuments(coll, { filter })) {
          const key = idKey(doc._id);
          if (coll.locks.has(key)) continue;
          writer.delete(coll, key);
        }
      }
    }
  }
  return writer.records;
}
