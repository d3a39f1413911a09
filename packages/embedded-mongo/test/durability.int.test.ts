import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedMongo } from "../src/index.js";
import { caught, isEngine } from "./harness.js";

// Engine-only: a real MongoDB's durability is not under test here.
describe.runIf(isEngine)("dbPath durability", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "embedded-mongo-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function withServer<T>(fn: (client: MongoClient) => Promise<T>): Promise<T> {
    const mongo = await startEmbeddedMongo({ dbPath: dir });
    const client = new MongoClient(mongo.uri);
    try {
      return await fn(client);
    } finally {
      await client.close();
      await mongo.stop();
    }
  }

  it("recovers documents, indexes, committed transactions and drops after a restart", async () => {
    await withServer(async (client) => {
      const db = client.db("durable");
      const c = db.collection("things");
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertMany([
        { _id: "a", email: "a@x", n: 1 },
        { _id: "b", email: "b@x", n: 2 },
      ] as never[]);
      await c.updateOne({ _id: "a" as never }, { $inc: { n: 10 } });
      await c.deleteOne({ _id: "b" as never });
      const s = client.startSession();
      await s.withTransaction(async () => {
        await c.insertOne({ _id: "t", email: "t@x" } as never, { session: s });
      });
      s.startTransaction();
      await c.insertOne({ _id: "aborted", email: "z@x" } as never, { session: s });
      await s.abortTransaction();
      await s.endSession();
      await db.collection("gone").insertOne({ x: 1 });
      await db.collection("gone").drop();
      await client.db("gonedb").collection("x").insertOne({ x: 1 });
      await client.db("gonedb").dropDatabase();
    });
    await withServer(async (client) => {
      const c = client.db("durable").collection("things");
      expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: "a", email: "a@x", n: 11 },
        { _id: "t", email: "t@x" },
      ]);
      expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_", "email_1"]);
      expect((await caught(() => c.insertOne({ email: "a@x" }))).code).toBe(11000);
      const colls = await client.db("durable").listCollections().toArray();
      expect(colls.map((x) => x.name)).toEqual(["things"]);
      const dbs = (await client.db("admin").admin().listDatabases()).databases.map((d) => d.name);
      expect(dbs).not.toContain("gonedb");
    });
  });

  it("recovers collections and indexes created by a committed transaction, not by an aborted one", async () => {
    await withServer(async (client) => {
      const db = client.db("durable_ddl");
      const s = client.startSession();
      await s.withTransaction(async () => {
        await db.createCollection("kept", { session: s });
        await db.collection("kept").createIndex({ k: 1 }, { unique: true, session: s });
        await db.collection("kept").insertOne({ _id: "k1", k: 1 } as never, { session: s });
      });
      s.startTransaction();
      await db.collection("dropped").insertOne({ x: 1 }, { session: s });
      await s.abortTransaction();
      await s.endSession();
    });
    await withServer(async (client) => {
      const db = client.db("durable_ddl");
      expect((await db.listCollections().toArray()).map((x) => x.name)).toEqual(["kept"]);
      expect((await db.collection("kept").listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_", "k_1"]);
      expect(await db.collection("kept").find().toArray()).toEqual([{ _id: "k1", k: 1 }]);
    });
  });
});
