interface Engine {
  uri: string;
  stop(): Promise<void>;
}

let engine: Promise<Engine> | undefined;

/**
 * One in-memory embedded engine per test process, started on first use. Test files in the same
 * process share it (each file gets its own database); it runs inside this process, so it ends
 * with it, and `beforeExit` stops it cleanly when the loop drains first.
 */
export function sharedEmbeddedMongo(): Promise<Engine> {
  return (engine ??= startShared());
}

function startShared(): Promise<Engine> {
  // Loaded on demand: with MONGODB_URI set, or in Redis-only suites, the engine is never imported.
  const starting: Promise<Engine> = import("@crm/embedded-mongo").then(({ startEmbeddedMongo }) =>
    startEmbeddedMongo({ host: "127.0.0.1" }),
  );
  // A failed start must not be cached: the next test file may try again and report its own error.
  starting.catch(() => {
    if (engine === starting) engine = undefined;
  });
  process.once("beforeExit", () => {
    void starting.then((started) => started.stop()).catch(() => {});
  });
  return starting;
}
