import { DryMongoBinary } from "mongodb-memory-server-core";

export const MONGO_BACKENDS = ["memory-server", "embedded", "uri"] as const;
export type MongoBackend = (typeof MONGO_BACKENDS)[number];

export interface MongoBackendChoice {
  backend: MongoBackend;
  /** Why, for the line printed once per run. */
  reason: string;
}

/**
 * Which MongoDB the tests use. TEST_MONGO forces one; a set MONGODB_URI is a choice too (the same
 * tests then prove the code against that server); otherwise mongodb-memory-server when a mongod
 * binary is already there (MONGOMS_SYSTEM_BINARY or its download cache), else the embedded engine.
 * Nothing is downloaded unless TEST_MONGO=memory-server asks for it, so a machine without a
 * binary starts at once instead of waiting for a download that cannot succeed.
 */
export async function chooseMongoBackend(env: NodeJS.ProcessEnv = process.env): Promise<MongoBackendChoice> {
  const forced = env.TEST_MONGO || undefined;
  if (forced !== undefined) {
    if (!(MONGO_BACKENDS as readonly string[]).includes(forced)) {
      throw new Error(`TEST_MONGO must be one of ${MONGO_BACKENDS.join(", ")}; got "${forced}"`);
    }
    if (forced === "uri" && !env.MONGODB_URI) throw new Error("TEST_MONGO=uri needs MONGODB_URI");
    return { backend: forced as MongoBackend, reason: "TEST_MONGO" };
  }
  if (env.MONGODB_URI) return { backend: "uri", reason: "MONGODB_URI is set" };
  // Looks in MONGOMS_SYSTEM_BINARY (an error when set but missing) and the download caches only.
  const options = await DryMongoBinary.generateOptions({
    ...(env.MONGOMS_SYSTEM_BINARY ? { systemBinary: env.MONGOMS_SYSTEM_BINARY } : {}),
    ...(env.MONGOMS_DOWNLOAD_DIR ? { downloadDir: env.MONGOMS_DOWNLOAD_DIR } : {}),
  });
  const binary = await DryMongoBinary.locateBinary(options);
  if (binary) return { backend: "memory-server", reason: `mongod at ${binary}` };
  return {
    backend: "embedded",
    reason: "no mongod binary (MONGOMS_SYSTEM_BINARY unset, none cached; TEST_MONGO=memory-server downloads one)",
  };
}
