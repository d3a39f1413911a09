/**
 * TTL indexes (`expireAfterSeconds` on a date field) and time-series collections with
 * `expireAfterSeconds`: like mongod's TTL monitor, periodically deletes documents whose date is
 * older than the limit. Documents held by a transaction are
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
      const rules: Array<[string, unknown]> = coll.indexes
        .filter((i) => i.fields.length === 1)
        .map((i) => [i.fields[0] as string, i.spec.expireAfterSeconds]);
      // A time-series collection expires on its timeField.
      const ts = coll.options.timeseries as Document | undefined;
      if (ts && typeof ts.timeField === "string") rules.push([ts.timeField, coll.options.expireAfterSeconds]);
      for (const [field, ttl] of rules) {
        if (typeof ttl !== "number") continue;
        const filter: Document = { [field]: { $lt: new Date(now - ttl * 1000) } };
        for (const doc of findDocuments(coll, { filter })) {
          const key = idKey(doc._id);
          if (coll.locks.has(key) || !coll.docs.has(key)) continue;
          writer.delete(coll, key);
        }
      }
    }
  }
  return writer.records;
}
