import { copyFile, readdir, readFile, stat, truncate, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Long, ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { journalName, snapshotName } from "./files.js";
import { Persistence, type JournalRecord } from "./index.js";
import { docsOf, MiniStore, withTempDir } from "./testing.js";

const put = (coll: string, doc: Record<string, unknown>): JournalRecord => ({ op: "put", db: "app", coll, doc });

describe("Persistence", () => {
  it("round-trips collections, indexes and documents with _ids of any type", () =>
    withTempDir(async (dir) => {
      const oid = new ObjectId();
      const when = new Date("2024-05-01T10:00:00Z");
      {
        const { persistence, recovered } = await Persistence.open(dir);
        expect(recovered.databases).toEqual({});
        await persistence.append([
          { op: "createCollection", db: "app", coll: "users", options: { capped: false } },
          { op: "createIndex", db: "app", coll: "users", spec: { v: 2, key: { email: 1 }, name: "email_1", unique: true } },
          { op: "createIndex", db: "app", coll: "users", spec: { v: 2, key: { age: -1 }, name: "age_-1" } },
        ]);
        await persistence.append([
          put("users", { _id: oid, email: "a@x", at: when, tags: ["a", "b"], nested: { k: 1 } }),
          put("users", { _id: "str", email: "b@x" }),
          put("users", { _id: 7, email: "c@x" }),
          put("users", { _id: "gone", email: "d@x" }),
        ]);
        // Replacement and deletes address documents by value, not by object identity.
        await persistence.append([put("users", { _id: new ObjectId(oid.toHexString()), email: "a2@x", at: when })]);
        await persistence.append([{ op: "del", db: "app", coll: "users", id: "gone" }]);
        await persistence.append([{ op: "del", db: "app", coll: "users", id: Long.fromNumber(7) }]);
        await persistence.append([{ op: "dropIndex", db: "app", coll: "users", name: "age_-1" }]);
        await persistence.append([put("tmp", { _id: 1 }), { op: "dropCollection", db: "app", coll: "tmp" }]);
        await persistence.append([
          { op: "createCollection", db: "other", coll: "x", options: {} },
          { op: "dropDatabase", db: "other" },
        ]);
        await persistence.close();
      }
      const { persistence, recovered } = await Persistence.open(dir);
      expect(Object.keys(recovered.databases)).toEqual(["app"]);
      const users = recovered.databases.app?.users;
      expect(users?.options).toEqual({ capped: false });
      expect(users?.indexes).toEqual([{ v: 2, key: { email: 1 }, name: "email_1", unique: true }]);
      expect(docsOf(recovered, "app", "users")).toEqual([
        { _id: oid, email: "a2@x", at: when },
        { _id: "str", email: "b@x" },
      ]);
      expect(docsOf(recovered, "app", "users")[0]?._id).toBeInstanceOf(ObjectId);
      expect(persistence.stats().recoveryWarnings).toEqual([]);
      await persistence.close();
    }));

  it("coalesces concurrent appends (group commit) and keeps their order", () =>
    withTempDir(async (dir) => {
      const { persistence } = await Persistence.open(dir);
      // The same _id written 200 times: recovery must end with the last write.
      await Promise.all(Array.from({ length: 200 }, (_, i) => persistence.append([put("c", { _id: "k", i })])));
      await persistence.close();
      const { persistence: p2, recovered } = await Persistence.open(dir);
      expect(docsOf(recovered, "app", "c")).toEqual([{ _id: "k", i: 199 }]);
      await p2.close();
    }));

  it("refuses a second open of the same directory", () =>
    withTempDir(async (dir) => {
      const { persistence } = await Persistence.open(dir);
      await expect(Persistence.open(dir)).rejects.toThrow(/already open/);
      await persistence.close();
    }));

  it("discards a torn last unit whole and appends cleanly after it", () =>
    withTempDir(async (dir) => {
      const { persistence } = await Persistence.open(dir);
      await persistence.append([put("c", { _id: 1 })]);
      await persistence.append([put("c", { _id: 2 })]);
      const before = (await stat(join(dir, journalName(1)))).size;
      // A multi-record unit: cutting it anywhere must drop all of it.
      await persistence.append([put("c", { _id: 3 }), put("d", { _id: 3 }), { op: "del", db: "app", coll: "c", id: 1 }]);
      await persistence.close();
      const after = (await stat(join(dir, journalName(1)))).size;
      await truncate(join(dir, journalName(1)), before + Math.floor((after - before) / 2));

      const reopened = await Persistence.open(dir);
      expect(docsOf(reopened.recovered, "app", "c")).toEqual([{ _id: 1 }, { _id: 2 }]);
      expect(reopened.recovered.databases.app?.d).toBeUndefined();
      expect(reopened.persistence.stats().recoveryWarnings.join()).toMatch(/torn/);
      // The torn tail was cut off, so this unit is not stranded behind garbage.
      await reopened.persistence.append([put("c", { _id: 4 })]);
      await reopened.persistence.close();
      const third = await Persistence.open(dir);
      expect(docsOf(third.recovered, "app", "c")).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 4 }]);
      await third.persistence.close();
    }));

  it("discards a unit whose crc does not match and keeps its bytes aside", () =>
    withTempDir(async (dir) => {
      const { persistence } = await Persistence.open(dir);
      await persistence.append([put("c", { _id: 1, v: "aaaa" })]);
      await persistence.append([put("c", { _id: 2, v: "bbbb" })]);
      await persistence.close();
      const path = join(dir, journalName(1));
      const bytes = await readFile(path);
      const at = bytes.lastIndexOf("bbbb");
      bytes[at] = "x".charCodeAt(0);
      await writeFile(path, bytes);

      const reopened = await Persistence.open(dir);
      expect(docsOf(reopened.recovered, "app", "c")).toEqual([{ _id: 1, v: "aaaa" }]);
      expect(reopened.persistence.stats().recoveryWarnings.join()).toMatch(/corrupt/);
      expect((await readdir(dir)).some((f) => f.includes(".corrupt-"))).toBe(true);
      await reopened.persistence.close();
    }));

  it("compacts into a snapshot, keeps appending, and recovers snapshot + journal", () =>
    withTempDir(async (dir) => {
      const store = new MiniStore();
      const { persistence } = await Persistence.open(dir, { compactMinBytes: 4096 });
      await persistence.append([{ op: "createIndex", db: "app", coll: "c", spec: { v: 2, key: { n: 1 }, name: "n_1" } }]);
      store.coll("app.c").indexes.push({ v: 2, key: { n: 1 }, name: "n_1" });
      for (let i = 0; i < 300; i++) {
        const doc = { _id: new ObjectId(), n: i, s: "x".repeat(i % 50) };
        store.put("app.c", doc);
        await persistence.append([put("c", doc)]);
        if (i % 3 === 0) {
          const first = store.coll("app.c").docs.values().next().value;
          if (first) {
            store.del("app.c", first._id);
            await persistence.append([{ op: "del", db: "app", coll: "c", id: first._id }]);
          }
        }
        await persistence.maybeCompact(store.snapshot);
      }
      expect(persistence.stats().compactions).toBeGreaterThan(1);
      await persistence.close();
      const files = (await readdir(dir)).filter((f) => f !== "LOCK");
      expect(files.filter((f) => f.startsWith("snapshot-"))).toHaveLength(1);
      expect(files.filter((f) => f.startsWith("journal-"))).toHaveLength(1);

      const { persistence: p2, recovered } = await Persistence.open(dir);
      expect(recovered.databases.app?.c?.indexes).toEqual([{ v: 2, key: { n: 1 }, name: "n_1" }]);
      expect(docsOf(recovered, "app", "c")).toEqual(docsOf(store.snapshot(), "app", "c"));
      await p2.close();
    }));

  it("survives a failing snapshot callback and compacts on a later call", () =>
    withTempDir(async (dir) => {
      const store = new MiniStore();
      const { persistence } = await Persistence.open(dir, { compactMinBytes: 1 });
      store.put("app.c", { _id: 1 });
      await persistence.append([put("c", { _id: 1 })]);
      const quiet = console.error;
      console.error = () => undefined;
      try {
        await persistence.maybeCompact(() => {
          throw new Error("engine bug");
        });
      } finally {
        console.error = quiet;
      }
      expect(persistence.stats().lastCompactionError?.message).toBe("engine bug");
      await persistence.maybeCompact(store.snapshot);
      expect(persistence.stats()).toMatchObject({ compactions: 1, lastCompactionError: null });
      await persistence.close();
      const r = await Persistence.open(dir);
      expect(docsOf(r.recovered, "app", "c")).toEqual([{ _id: 1 }]);
      await r.persistence.close();
    }));

  it("recovers at each crash point of a compaction", () =>
    withTempDir(async (dir) => {
      const { persistence } = await Persistence.open(dir);
      const store = new MiniStore();
      for (const id of [1, 2]) {
        store.put("app.c", { _id: id });
        await persistence.append([put("c", { _id: id })]);
      }
      await copyFile(join(dir, journalName(1)), join(dir, "journal-1.copy"));
      await persistence.compact(store.snapshot);
      await persistence.append([put("c", { _id: 3 }), { op: "del", db: "app", coll: "c", id: 1 }]);
      await persistence.close();
      const expected = [{ _id: 2 }, { _id: 3 }];

      // Crash after the snapshot rename but before the old journal was deleted: the old journal
      // is ignored (and removed), not replayed on top.
      await copyFile(join(dir, "journal-1.copy"), join(dir, journalName(1)));
      let r = await Persistence.open(dir);
      expect(docsOf(r.recovered, "app", "c")).toEqual(expected);
      await r.persistence.close();
      expect(await readdir(dir)).not.toContain(journalName(1));

      // Crash after journal 2 started but before snapshot 2 was renamed into place (a .tmp left over).
      await copyFile(join(dir, "journal-1.copy"), join(dir, journalName(1)));
      await copyFile(join(dir, snapshotName(2)), join(dir, `${snapshotName(2)}.tmp`));
      await truncate(join(dir, `${snapshotName(2)}.tmp`), 40);
      await unlink(join(dir, snapshotName(2)));
      r = await Persistence.open(dir);
      expect(docsOf(r.recovered, "app", "c")).toEqual(expected);
      await r.persistence.close();
      expect((await readdir(dir)).some((f) => f.endsWith(".tmp"))).toBe(false);
    }));

  it("writes a snapshot consistent with later appends while documents change during it", () =>
    withTempDir(async (dir) => {
      const store = new MiniStore();
      const { persistence } = await Persistence.open(dir);
      const docs = Array.from({ length: 20_000 }, (_, i) => ({ _id: i, v: 0 }));
      for (const d of docs) store.put("app.c", d);
      await persistence.append(docs.map((d) => put("c", d)));
      const compaction = persistence.compact(store.snapshot);
      // The engine keeps mutating documents in place and deleting while the snapshot streams.
      const edits: Promise<void>[] = [];
      for (let i = 0; i < 20_000; i += 7) {
        const d = docs[i]!;
        d.v = 1;
        edits.push(persistence.append([put("c", d)]));
        if (i % 2 === 0) {
          store.del("app.c", i);
          edits.push(persistence.append([{ op: "del", db: "app", coll: "c", id: i }]));
        }
        if (i % 700 === 0) await new Promise((r) => setImmediate(r));
      }
      await Promise.all([compaction, ...edits]);
      await persistence.close();
      const { persistence: p2, recovered } = await Persistence.open(dir);
      const got = recovered.databases.app?.c?.docs ?? [];
      expect(got.length).toBe(store.coll("app.c").docs.size);
      const byId = new Map(got.map((d) => [d._id as number, d.v as number]));
      for (const [id, d] of store.coll("app.c").docs) expect(byId.get(Number(id))).toBe(d.v);
      await p2.close();
    }));
});
