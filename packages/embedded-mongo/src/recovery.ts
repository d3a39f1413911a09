/** Building the in-memory store from a persistence snapshot, and taking snapshots for compaction. */
import type { Document } from "bson";
import { isPlainDocument } from "./bson/values.js";
import { addIndexTo } from "./commands/indexes.js";
import type { SnapshotData } from "./persistence-contract.js";
import { idKey } from "./storage/collection.js";
import type { Store } from "./storage/store.js";

export function loadSnapshot(store: Store, data: SnapshotData): void {
  for (const [db, colls] of Object.entries(data.databases)) {
    for (const [name, c] of Object.entries(colls)) {
      const { coll } = store.ensureCollection(db, name, c.options ?? {});
      // Documents first, then indexes: building an index over loaded data is one pass each.
      for (const doc of c.docs) coll.rawPut(idKey(doc._id), doc);
      for (const spec of c.indexes) {
        if (!isPlainDocument(spec.key) || spec.name === "_id_") continue;
        if (coll.getIndex(String(spec.name))) continue;
        addIndexTo(coll, spec);
      }
    }
  }
}

/** A consistent view of committed data (transaction pre-images replace uncommitted writes). */
export function takeSnapshot(store: Store): SnapshotData {
  const databases: SnapshotData["databases"] = {};
  for (const [db, colls] of store.dbs) {
    const out: SnapshotData["databases"][string] = {};
    for (const [name, coll] of colls) {
      const docs: Document[] = [];
      for (const [key, doc] of coll.docs) {
        const lock = coll.locks.get(key);
        if (lock) {
          if (lock.pre) docs.push(lock.pre);
        } else docs.push(doc);
      }
      for (const [key, lock] of coll.locks) if (!coll.docs.has(key) && lock.pre) docs.push(lock.pre);
      out[name] = { options: coll.options, indexes: coll.indexSpecs().filter((s) => s.name !== "_id_"), docs };
    }
    databases[db] = out;
  }
  return { databases };
}
