import { MongoClient } from "mongodb";
import { sharedEmbeddedMongo } from "./embedded-engine";
import { uniqueName } from "./unique-name";

export interface TestMongo {
  /** Connection string; pass `dbName` next to it (the URI names no database). */
  uri: string;
  /** A database no other test file uses. */
  dbName: string;
  /** Drops the database; call it in `afterAll`. */
  drop(): Promise<void>;
}

/**
 * A private database for one test file: on the server of `MONGODB_URI` when set (the same
 * tests then prove the code against a real MongoDB), else on this process's embedded engine.
 */
export async function testMongo(name = "test"): Promise<TestMongo> {
  const uri = process.env.MONGODB_URI || (await sharedEmbeddedMongo()).uri;
  const dbName = uniqueName(name).slice(0, 63);
  return {
    uri,
    dbName,
    async drop() {
      const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
      try {
        await client.connect();
        await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}
