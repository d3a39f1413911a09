import { RedisUnavailableError } from "@crm/jobs";
import { createLogger } from "@crm/logging";
import { ConfigError, loadConfig } from "./config";
import { startServer } from "./server";

/**
 * `pnpm start`: the api host with embedded defaults, plus the worker as a child process.
 * Human-facing lines (where it listens, the admin token) go to stdout as plain text; logs are JSON
 * lines, or pino-pretty when stdout is a terminal.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: "api", level: config.logLevel });
  const started = startServer(config, logger);
  let firstSignalAt = 0;
  function shutdown(signal: NodeJS.Signals): void {
    if (firstSignalAt) {
      // pnpm and tsx may deliver the same Ctrl-C twice; only a later, deliberate one forces exit.
      if (Date.now() - firstSignalAt > 1000) process.exit(1);
      return;
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error("shutdown timed out");
      process.exit(1);
    }, config.shutdownTimeoutMs * 2);
    timer.unref();
    started
      .then((running) => running.stop())
      .then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
  }
  // Handlers go in before the (slow) start: a Ctrl-C that comes while starting, or right after the
  // "listening" line, must stop cleanly rather than meet Node's default handler.
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  const running = await started;

  console.log(`API listening on ${running.url}`);
  if (running.embeddedMongo) console.log(`Embedded MongoDB at ${running.mongoUri} (data in ${config.dataDir})`);
  if (running.adminToken.fromDataDir && running.adminToken.token) {
    const origin = running.adminToken.generated ? "generated, kept in" : "from";
    console.log(`Admin token (${origin} ${config.dataDir}/admin-token): ${running.adminToken.token}`);
  }
}

main().catch((error: unknown) => {
  // Problems a newcomer can fix get one line, not a stack trace.
  if (error instanceof RedisUnavailableError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
