import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { testMongo } from "./mongo";

describe("testMongo", () => {
  const clients: MongoClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it("gives each caller its own database and drops it", async () => {
    const a = await testMongo();
    const b = await testMongo();
    expect(a.dbName).not.toBe(b.dbName);

    const client = new MongoClient(a.uri);
    clients.push(client);
    await client.db(a.dbName).collection("things").insertOne({ n: 1 });
    await client.db(b.dbName).collection("things").insertOne({ n: 2 });
    expect(await client.db(a.dbName).collection("things").countDocuments()).toBe(1);

    await a.drop();
    const names = (await client.db().admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name);
    expect(names).not.toContain(a.dbName);
    expect(names).toContain(b.dbName);
    await b.drop();
  });
});
