import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Document } from "bson";
import type { SnapshotData } from "./index.js";

/** Test helpers shared by the persistence suites (not part of the module's API). */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "emb-persist-"));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Documents of one collection sorted by a stringified _id, for order-insensitive comparison. */
export function docsOf(data: SnapshotData, db: string, coll: string): Document[] {
  const docs = data.databases[db]?.[coll]?.docs ?? [];
  return [...docs].sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

/** A minimal in-memory engine stand-in: applies puts/dels and serves snapshot(). */
export class MiniStore {
  readonly colls = new Map<string, { options: Document; indexes: Document[]; docs: Map<string, Document> }>();

  constructor(initial?: SnapshotData) {
    for (const [db, colls] of Object.entries(initial?.databases ?? {})) {
      for (const [name, c] of Object.entries(colls)) {
        this.colls.set(`${db}.${name}`, { options: c.options, indexes: c.indexes, docs: new Map(c.docs.map((d) => [String(d._id), d])) });
      }
    }
  }

  put(ns: string, doc: Document): void {
    this.coll(ns).docs.set(String(doc._id), doc);
  }

  del(ns: string, id: unknown): void {
    this.coll(ns).docs.delete(String(id));
  }

  coll(ns: string): { options: Document; indexes: Document[]; docs: Map<string, Document> } {
    let c = this.colls.get(ns);
    if (!c) {
      c = { options: {}, indexes: [], docs: new Map() };
      this.colls.set(ns, c);
    }
    return c;
  }

  snapshot = (): SnapshotData => {
    const databases: SnapshotData["databases"] = {};
    for (const [ns, c] of this.colls) {
      const dot = ns.indexOf(".");
      const db = ns.slice(0, dot);
      (databases[db] ??= {})[ns.slice(dot + 1)] = { options: c.options, indexes: c.indexes, docs: [...c.docs.values()] };
    }
    return { databases };
  };
}
