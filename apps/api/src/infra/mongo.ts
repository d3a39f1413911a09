import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "pino";

export interface MongoHandle {
  uri: string;
  /** True when this process runs the embedded engine (and must stop it last). */
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * MONGODB_URI when set; otherwise the embedded engine in this process, persisted under
 * DATA_DIR/mongo so a restart keeps the data. Replica-set mode, so transactions work as on Atlas.
 */
export async function startMongo(options: { mongoUri: string | undefined; dataDir: string; logger: Logger }): Promise<MongoHandle> {
  if (options.mongoUri) return { uri: options.mongoUri, embedded: false, stop: async () => {} };

  const dbPath = join(options.dataDir, "mongo");
  await mkdir(dbPath, { recursive: true });
  // Imported only for the embedded default: a production host never loads the engine.
  const { startEmbeddedMongo } = await import("@crm/embedded-mongo");
  const engine = await startEmbeddedMongo({ host: "127.0.0.1", dbPath });
  options.logger.info({ uri: engine.uri, dbPath }, "embedded MongoDB engine started");
  return { uri: engine.uri, embedded: true, stop: () => engine.stop() };
}
