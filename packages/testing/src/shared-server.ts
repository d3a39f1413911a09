import { chooseMongoBackend } from "./mongo-backend";

interface Server {
  uri: string;
  stop(): Promise<void>;
}

let server: Promise<Server> | undefined;

/**
 * The MongoDB URI of this test process: MONGODB_URI, or one server started on first use and
 * shared by the test files of the process (each gets its own database). A started server lives
 * in (the embedded engine) or with (mongod) this process; `beforeExit` stops it cleanly.
 */
export async function sharedMongoUri(): Promise<string> {
  return (await (server ??= startShared())).uri;
}

function startShared(): Promise<Server> {
  const starting = chooseMongoBackend().then(({ backend }) => {
    if (backend === "uri") return { uri: process.env.MONGODB_URI!, stop: async () => {} };
    return backend === "memory-server" ? startMemoryServer() : startEmbedded();
  });
  // A failed start must not be cached: the next test file may try again and report its own error.
  starting.catch(() => {
    if (server === starting) server = undefined;
  });
  process.once("beforeExit", () => {
    void starting.then((started) => started.stop()).catch(() => {});
  });
  return starting;
}

// Both loaded on demand: a run uses one of them, or neither.
async function startEmbedded(): Promise<Server> {
  const { startEmbeddedMongo } = await import("@crm/embedded-mongo");
  return startEmbeddedMongo({ host: "127.0.0.1" });
}

async function startMemoryServer(): Promise<Server> {
  const { MongoMemoryReplSet } = await import("mongodb-memory-server-core");
  // A one-member replica set: the domain writes in transactions, as on Atlas.
  const replSet = await MongoMemoryReplSet.create({ replSet: { count: 1, storageEngine: "wiredTiger" } });
  return { uri: replSet.getUri(), stop: async () => void (await replSet.stop()) };
}
