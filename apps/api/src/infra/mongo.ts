import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "pino";
import { findRunningEngine, recordRunningEngine } from "./running-engine";

export interface MongoHandle {
  uri: string;
  /** True when the data lives in the embedded engine under DATA_DIR (this process's or the api's). */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface StartMongoOptions {
  mongoUri: string | undefined;
  dataDir: string;
  logger: Logger;
  /** CLI: connect to the engine a running api serves from the same DATA_DIR instead of starting one. */
  reuseRunningEngine?: boolean;
}

/**
 * MONGODB_URI when set; otherwise the embedded engine in this process, persisted under
 * DATA_DIR/mongo so a restart keeps the data. Replica-set mode, so transactions work as on Atlas.
 */
export async function startMongo(options: StartMongoOptions): Promise<MongoHandle> {
  if (options.mongoUri) return { uri: options.mongoUri, embedded: false, stop: async () => {} };

  if (options.reuseRunningEngine) {
    const uri = await findRunningEngine(options.dataDir);
    if (uri) return { uri, embedded: true, stop: async () => {} };
  }

  const dbPath = join(options.dataDir, "mongo");
  await mkdir(dbPath, { recursive: true });
  // Imported only for the embedded default: a production host never loads the engine.
  const { startEmbeddedMongo } = await import("@crm/embedded-mongo");
  const engine = await startEmbeddedMongo({ host: "127.0.0.1", dbPath });
  const forget = await recordRunningEngine(options.dataDir, engine.uri);
  options.logger.info({ uri: engine.uri, dbPath }, "embedded MongoDB engine started");
  return {
    uri: engine.uri,
    embedded: true,
    async stop() {
      await forget();
      await engine.stop();
    },
  };
}
