import { MongoClient } from "mongodb";
import { sharedMongoUri } from "./shared-server";
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
 * A private database for one test file, on the server chosen by chooseMongoBackend: MONGODB_URI,
 * mongodb-memory-server or the embedded engine.
 */
export async function testMongo(name = "test"): Promise<TestMongo> {
  const uri = await sharedMongoUri();
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
