/**
 * Test target: the engine started in-process, or a real MongoDB when MONGODB_URI is set (it must
 * be a replica set for the transaction tests). Each test file passes its own database name.
 */
import { MongoClient } from "mongodb";
import type { Db } from "mongodb";
import { startEmbeddedMongo } from "../src/index.js";
import type { EmbeddedMongo } from "../src/index.js";

export const REAL_URI = process.env.MONGODB_URI;
/** True when running against the engine: used only to skip assertions on deliberate differences. */
export const isEngine = !REAL_URI;

export interface Target {
  uri: string;
  client: MongoClient;
  db: Db;
  stop(): Promise<void>;
}

export async function startTarget(dbName: string, opts: { standalone?: boolean } = {}): Promise<Target> {
  let engine: EmbeddedMongo | undefined;
  let uri = REAL_URI;
  if (!uri) {
    engine = await startEmbeddedMongo({ standalone: opts.standalone });
    uri = engine.uri;
  }
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db(dbName);
  await db.dropDatabase();
  return {
    uri,
    client,
    db,
    async stop() {
      await client.close();
      await engine?.stop();
    },
  };
}

/** Runs `fn` and returns what it threw (fails the test if nothing was thrown). */
export async function caught(fn: () => Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await fn();
  } catch (err) {
    return err as Record<string, unknown> & Error;
  }
  throw new Error("expected an error, none was thrown");
}
